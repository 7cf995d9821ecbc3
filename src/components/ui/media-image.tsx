import Image from "next/image";
import { getMedia } from "@/content/media";

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

/**
 * An image from the media manifest through next/image: a srcset of the width variants made at
 * build time (the media loader, next.config.ts), lazy below the fold, and always with its
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
  const alt = decorative ? "" : entry.alt;
  const loading = priority ? ({ preload: true, fetchPriority: "high" } as const) : {};
  if (fill) {
    return <Image src={src} alt={alt} fill sizes={sizes} className={className} {...loading} />;
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={entry.width}
      height={entry.height}
      sizes={sizes}
      className={className}
      {...loading}
    />
  );
}
