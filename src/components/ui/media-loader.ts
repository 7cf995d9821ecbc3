"use client";

import type { ImageLoaderProps } from "next/image";
import widths from "./media-widths.json";

/** The originals' width: the largest entry is the file itself, never a copy. */
const ORIGINAL_WIDTH = Math.max(...widths);

/**
 * next/image's loader (next.config.ts `images.loaderFile`): points each srcset width at the
 * static variant scripts/media-variants.mjs made at build time (public/media/_w/), so no
 * image is resized on request. Next asks only for the widths in media-widths.json.
 */
export default function mediaLoader({ src, width }: ImageLoaderProps): string {
  const file = /^\/media\/([^/]+)\.webp$/.exec(src);
  if (!file || width >= ORIGINAL_WIDTH) return src;
  return `/media/_w/${file[1]}.${width}.webp`;
}
