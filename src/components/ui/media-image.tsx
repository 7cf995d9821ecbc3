import type { CSSProperties } from "react";
import { findMedia } from "@/content/media";
import { mediaSrcSet } from "./media-loader";
import { PriorityImage } from "./priority-image";

type Props = {
  /** Media id of the library (content/media). A video id shows its poster. */
  id: string;
  /** The rendered width per breakpoint, so the browser picks a fitting file. */
  sizes: string;
  /**
   * Above the fold: preloaded from the head with the same srcset and sizes, at high fetch
   * priority, so the browser fetches the file this viewport needs before it parses the body.
   */
  priority?: boolean;
  /** Purely decorative: empty alt, whatever the manifest says. */
  decorative?: boolean;
  /**
   * Fill the positioned parent (which sets the size, e.g. with an aspect ratio) instead of
   * sizing by the file's own width and height.
   */
  fill?: boolean;
  className?: string;
};

/** The focal point as CSS; the centre is the browser's own default and needs no style. */
function focus(entry: { focalX?: number; focalY?: number }): CSSProperties {
  const x = entry.focalX ?? 50;
  const y = entry.focalY ?? 50;
  return x === 50 && y === 50 ? {} : { objectPosition: `${x}% ${y}%` };
}

const styleOf = (style: CSSProperties) => (Object.keys(style).length > 0 ? { style } : {});

/** What `fill` needs: the image covers its positioned parent. */
const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

/**
 * An image of the media library as a plain `<img>` (next/image's component cost every page
 * about 5.6 kB of JavaScript; the hero's goes through the tiny PriorityImage, which says why):
 * a srcset of the width variants made at build time (media-loader.ts), lazy below the fold,
 * and always with its dimensions (or a sized parent), so it never shifts the layout. `sizes` must match the slot's
 * rendered width, or the browser fetches a larger file than it shows.
 */
export function MediaImage({
  id,
  sizes,
  priority = false,
  decorative = false,
  fill = false,
  className,
}: Props) {
  const entry = findMedia(id);
  if (!entry) {
    // The studio refuses a page naming a missing picture; an older revision still may. A gap
    // in the page beats a failed page.
    console.error(`[media] "${id}" is not in the media library`);
    return null;
  }
  const src = (entry.kind === "video" ? entry.poster : undefined) ?? entry.src;
  const srcSet = mediaSrcSet(src);
  const image = {
    src,
    srcSet,
    sizes,
    alt: decorative ? "" : entry.alt,
    // The focal point keeps the subject in view wherever the slot crops the picture.
    ...(fill
      ? { style: { ...FILL, ...focus(entry) } }
      : { width: entry.width, height: entry.height, ...styleOf(focus(entry)) }),
    className,
  };
  if (priority) return <PriorityImage {...image} />;
  // Sized at build time with its own srcset: next/image would add only its client script.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in image
  return <img {...image} loading="lazy" decoding="async" />;
}
