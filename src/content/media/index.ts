/**
 * The media manifest: every image and video the site shows, by id. Parts are kept per area
 * of the site; ids must be unique across parts (checked below).
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

export const media: Record<string, MediaEntry> = {};
for (const part of parts) {
  for (const [id, entry] of Object.entries(part)) {
    if (media[id]) throw new Error(`Duplicate media id "${id}"`);
    media[id] = entry;
  }
}

export const mediaIds = Object.keys(media) as [string, ...string[]];

export function getMedia(id: string): MediaEntry {
  const entry = media[id];
  if (!entry) throw new Error(`Unknown media id "${id}"`);
  return entry;
}

export type { MediaEntry } from "./types";
