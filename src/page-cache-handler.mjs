// Next.js's page cache for this site (the documented `cacheHandler` of next.config.ts): kept in
// memory, bounded by size, least recently used out first, and never holding a 404. Pages are
// rendered on their first request since they live in the database (decision 0053); with the
// default cache on disk, every address a bot tried would have left ~300 kB there for good.
// Each process keeps its own, as with the default cache; a publish revalidates all of them.
import { LRUCache } from "lru-cache";

const MEGABYTE = 1024 * 1024;
/** About 130 pages of today's size (~500 kB each with their payload), twice the site. */
const maxMegabytes = 64;

/** Bytes an entry holds: its HTML, its RSC payload and its segments. */
function sizeOf(value) {
  let bytes = 0;
  const add = (part) => {
    if (typeof part === "string") bytes += Buffer.byteLength(part);
    else if (part && typeof part.byteLength === "number") bytes += part.byteLength;
  };
  add(value?.html);
  add(value?.rscData);
  add(value?.body);
  if (value?.segmentData instanceof Map) for (const part of value.segmentData.values()) add(part);
  return Math.max(bytes, 1024);
}

/** The tags an entry answers to: those Next.js gives, and the implicit ones of its path. */
function tagsOf(value, ctx) {
  const tags = new Set(ctx?.tags ?? []);
  const header = value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string") for (const tag of header.split(",")) tags.add(tag);
  return [...tags];
}

const entries = new LRUCache({
  maxSize: maxMegabytes * MEGABYTE,
  sizeCalculation: (entry) => entry.size,
});
/** When each tag was last revalidated (revalidatePath is a tag of the path). */
const revalidatedAt = new Map();

const stale = (tags, since) => tags.some((tag) => (revalidatedAt.get(tag) ?? 0) >= since);

export default class PageCacheHandler {
  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return null;
    const asked = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (stale(entry.tags, entry.lastModified) || stale(asked, entry.lastModified)) {
      entries.delete(key);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, value, ctx) {
    if (!value) {
      entries.delete(key);
      return;
    }
    // A 404 is rendered again when asked for, so unknown addresses cost no memory.
    if (value.status === 404) return;
    const size = sizeOf(value);
    if (size > maxMegabytes * MEGABYTE) return;
    entries.set(key, { value, lastModified: Date.now(), tags: tagsOf(value, ctx), size });
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of [tags].flat()) revalidatedAt.set(tag, now);
  }

  resetRequestCache() {}
}
