/**
 * Media by id. The bundled manifest (the parts below, with the generator's art direction) is
 * the library's first content: a content migration imports it (issue 37). Once the server has
 * loaded the library it installs it here, and lookups answer from the library alone; until then
 * (unit tests, tools) they answer from the manifest.
 */
import type { MediaEntry } from "./types";
import { blogMedia } from "./blog";
import { caseStudyMedia } from "./case-studies";
import { companyMedia } from "./company";
import { industryMedia } from "./industries";
import { serviceMedia } from "./services";

const parts: Record<string, MediaEntry>[] = [
  companyMedia,
  caseStudyMedia,
  industryMedia,
  serviceMedia,
  blogMedia,
];

/** The generated artwork the site ships with, by id. */
export const bundledMedia: Record<string, MediaEntry> = {};
for (const part of parts) {
  for (const [id, entry] of Object.entries(part)) {
    if (bundledMedia[id]) throw new Error(`Duplicate media id "${id}"`);
    bundledMedia[id] = entry;
  }
}

/** What a page needs to draw an image or a video of the library. */
export interface MediaItem {
  kind: "image" | "video";
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
  /** Where crops keep the subject, in percent from the top left (50/50 when unset). */
  focalX?: number;
  focalY?: number;
  /** Videos only. */
  webm?: string;
  poster?: string;
}

let library: ReadonlyMap<string, MediaItem> | null = null;

/**
 * Filled only by src/server/content/site-caches.ts, each time it (re)loads the library;
 * components read it through `findMedia` and `getMedia` below.
 */
export function installMediaLibrary(items: ReadonlyMap<string, MediaItem>): void {
  library = items;
}

/** The item, or undefined when the library (or, before it is loaded, the manifest) lacks it. */
export function findMedia(id: string): MediaItem | undefined {
  if (library) return library.get(id);
  return bundledMedia[id];
}

export function getMedia(id: string): MediaItem {
  const entry = findMedia(id);
  if (!entry) throw new Error(`Unknown media id "${id}"`);
  return entry;
}

export type { MediaEntry } from "./types";
