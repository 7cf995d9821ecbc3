import type { CSSProperties } from "react";
import { getMedia } from "@/content/media";
import { mediaSrcSet } from "./media-loader";
import { PriorityImage } from "./priority-image";

type Props = {
  /** Media id from the manifest (content/media). A video id shows its poster. */
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

/** What `fill` needs: the image covers its positioned parent. */
const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

/**
 * An image from the media manifest as a plain `<img>` (next/image's component cost every page
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
  const entry = getMedia(id);
  const src = entry.kind === "video" ? entry.poster : entry.src;
  const srcSet = mediaSrcSet(src);
  const image = {
    src,
    srcSet,
    sizes,
    alt: decorative ? "" : entry.alt,
    ...(fill ? { style: FILL } : { width: entry.width, height: entry.height }),
    className,
  };
  if (priority) return <PriorityImage {...image} />;
  // Sized at build time with its own srcset: next/image would add only its client script.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in image
  return <img {...image} loading="lazy" decoding="async" />;
}
