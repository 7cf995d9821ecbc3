/**
 * The media manifest's types. Every image and video on the site is an entry: its file, its
 * alt text, its use, and the art direction the generator (tools/media) renders it from.
 * Alt texts describe the generated artwork; to use real photography, replace the file under
 * public/media, keep the entry and rewrite its alt text to describe the photo.
 */
export type ArtMotif =
  | "grid" // isometric blocks: platforms, infrastructure
  | "waves" // flowing lines: energy, media, sound
  | "nodes" // connected points: networks, data, AI
  | "bars" // rising bars: finance, growth, analytics
  | "orbits" // rings: cloud, sustainability, science
  | "skyline" // abstract city: industries, transport, retail
  | "people" // abstract figures: teams, careers, diversity
  | "circuit"; // traces: hardware, hi-tech, security

export type ArtPalette = "teal" | "blue" | "amber" | "violet" | "green" | "rose" | "slate";

type Common = {
  /** Public path of the file, under /media/. */
  src: `/media/${string}`;
  /** Alt text; empty for purely decorative media. */
  alt: string;
  width: number;
  height: number;
  /** Where the asset is used, for whoever replaces it. */
  use: string;
  art: { motif: ArtMotif; palette: ArtPalette };
};

export type ImageEntry = Common & { kind: "image" };
/** A video: `src` is the .mp4; a .webm beside it and a poster image are also generated. */
export type VideoEntry = Common & {
  kind: "video";
  webm: `/media/${string}`;
  poster: `/media/${string}`;
};
export type MediaEntry = ImageEntry | VideoEntry;

/** Helpers so manifest parts stay short. Images are 16:10 at 1600 px unless said otherwise. */
export function image(
  name: string,
  alt: string,
  use: string,
  motif: ArtMotif,
  palette: ArtPalette,
  size: { width: number; height: number } = { width: 1600, height: 1000 },
): ImageEntry {
  return { kind: "image", src: `/media/${name}.webp`, alt, use, art: { motif, palette }, ...size };
}

export function video(
  name: string,
  alt: string,
  use: string,
  motif: ArtMotif,
  palette: ArtPalette,
): VideoEntry {
  return {
    kind: "video",
    src: `/media/${name}.mp4`,
    webm: `/media/${name}.webm`,
    poster: `/media/${name}-poster.webp`,
    alt,
    use,
    art: { motif, palette },
    width: 1280,
    height: 720,
  };
}
