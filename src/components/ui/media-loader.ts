import type { ImageLoaderProps } from "next/image";
import widths from "./media-widths.json";

/** The originals' width: the largest entry is the file itself, never a copy. */
const ORIGINAL_WIDTH = Math.max(...widths);

/**
 * Points each srcset width at the static variant scripts/media-variants.mjs made at build time
 * (public/media/_w/), so no image is resized on request. MediaImage draws its srcset with it;
 * next.config.ts names it as next/image's loader only to switch the on-demand optimizer off.
 */
export default function mediaLoader({ src, width }: ImageLoaderProps): string {
  if (width >= ORIGINAL_WIDTH) return src;
  // An upload of the library: its widths were made at upload, under its content hash.
  const upload = /^\/media\/library\/([0-9a-f]+)\.webp$/.exec(src);
  if (upload) return `/media/library/${upload[1]}.${width}.webp`;
  // A bundled file, under its versioned address or (before the library is loaded) its own.
  const file = /^\/media\/(v\/[0-9a-f]+\/)?([^/]+)\.webp$/.exec(src);
  if (!file) return src;
  return `/media/${file[1] ?? ""}_w/${file[2]}.${width}.webp`;
}

/** The srcset of a media WebP: every width of media-widths.json, each its own file. */
export function mediaSrcSet(src: string): string {
  return widths.map((width) => `${mediaLoader({ src, width })} ${width}w`).join(", ");
}
