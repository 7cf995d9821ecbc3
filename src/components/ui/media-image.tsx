import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { getMedia } from "@/content/media";
import { mediaSrcSet } from "./media-loader";

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
 * An image from the media manifest as a plain `<img>` drawn on the server (no client script:
 * next/image's component cost every page about 5.6 kB of JavaScript): a srcset of the width
 * variants made at build time (media-loader.ts), lazy below the fold, and always with its
 * dimensions (or a sized parent), so it never shifts the layout. `sizes` must match the slot's
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
  if (priority) {
    // In the head, before the body is parsed: the same srcset and sizes as the <img>.
    preload(src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    // Sized at build time with its own srcset: next/image would add only its client script.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={decorative ? "" : entry.alt}
      {...(fill ? { style: FILL } : { width: entry.width, height: entry.height })}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      decoding="async"
      className={className}
    />
  );
}
