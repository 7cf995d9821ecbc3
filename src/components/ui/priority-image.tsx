"use client";

import type { ImgHTMLAttributes } from "react";

/**
 * The page's largest image (the hero's), drawn by a client component for one reason: React's
 * server-components renderer turns every eager `<img>` it sees into a preload hint, and Next.js
 * applies the hints of the pages it prefetches, so the home page fetched other pages' heroes
 * while loading its own. Rendered from here, the image is still in the HTML, and React's HTML
 * renderer still preloads it from the head (once, with its srcset and sizes), but no other
 * page's payload carries it. It decodes with its frame (`sync`), so it is painted in the first
 * frame it has arrived for, not one later (decision 0033).
 */
export function PriorityImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, "loading">) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} fetchPriority="high" decoding="sync" />;
}
