// Next.js's page cache for this site (the documented `cacheHandler` of next.config.ts): kept in
// memory, bounded by size, least recently used out first, and never holding a 404. Pages are
// rendered on their first request since they live in the database (decision 0053); with the
// default cache on disk, every address a bot tried would have left ~300 kB there for good.
// Each process keeps its own, as with the default cache; a publish revalidates all of them.
import { LRUCache } from "lru-cache";
import { PAGE_CACHE_HOLDS, PAGE_CACHE_STORE, slots } from "./process-slots.mjs";

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

/**
 * The entries, kept once per process: Next.js loads this module more than once (the proxy's
 * bundle carries a copy of its own), and every copy must see the same pages and revalidations.
 */
function createStore() {
  /** Page path → the keys of its entries (one per route that rendered it). */
  const keysOfPage = new Map();
  const entries = new LRUCache({
    maxSize: maxMegabytes * MEGABYTE,
    sizeCalculation: (entry) => entry.size,
    dispose: (_entry, key) => {
      const pagePath = pagePathOf(key);
      const keys = pagePath ? keysOfPage.get(pagePath) : undefined;
      keys?.delete(key);
      if (keys?.size === 0) keysOfPage.delete(pagePath);
    },
  });
  /** When each tag was last revalidated (revalidatePath is a tag of the path). */
  const revalidatedAt = new Map();
  return { entries, keysOfPage, revalidatedAt };
}
const { entries, keysOfPage, revalidatedAt } = (slots[PAGE_CACHE_STORE] ??= createStore());

const stale = (tags, since) => tags.some((tag) => (revalidatedAt.get(tag) ?? 0) >= since);

/**
 * The page path an entry's key names. Next.js 16 keys an app page's entry
 * `/route-cache/APP_PAGE/<route hash>/$<page path>`, with `/index` for `/`; a key of another
 * shape names no page here, so the outage test (tests/public-outage.e2e.ts) fails if it changes.
 */
function pagePathOf(key) {
  const match = /^\/route-cache\/APP_PAGE\/[^/]+\/\$(\/.*)$/.exec(key);
  if (!match) return null;
  const path = match[1];
  return path === "/index" ? "/" : path.startsWith("/index/") ? path.slice("/index".length) : path;
}

/**
 * Whether Next.js would serve the page at `pagePath` from here without rendering it: an entry
 * that is neither revalidated by a tag nor past its `expire` (after which Next.js renders it
 * before answering). While the database is away the proxy serves such pages and answers 503
 * for the others (src/server/http/outage-routing.ts, decision 0026).
 */
function holds(pagePath, now = Date.now()) {
  for (const key of keysOfPage.get(pagePath) ?? []) {
    const entry = entries.peek(key);
    if (!entry || entry.value?.status === 404) continue;
    if (stale(entry.tags, entry.lastModified) || stale(entry.asked, entry.lastModified)) continue;
    if (typeof entry.expire === "number" && entry.lastModified + entry.expire * 1000 <= now)
      continue;
    return true;
  }
  return false;
}
slots[PAGE_CACHE_HOLDS] = holds;

export default class PageCacheHandler {
  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return null;
    const asked = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (stale(entry.tags, entry.lastModified) || stale(asked, entry.lastModified)) {
      entries.delete(key);
      return null;
    }
    // The path's own tags come with a request only: kept so `holds` can check them.
    entry.asked = asked;
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
    entries.set(key, {
      value,
      lastModified: Date.now(),
      tags: tagsOf(value, ctx),
      asked: [],
      expire: ctx?.cacheControl?.expire,
      size,
    });
    const pagePath = pagePathOf(key);
    if (pagePath) keysOfPage.set(pagePath, (keysOfPage.get(pagePath) ?? new Set()).add(key));
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of [tags].flat()) revalidatedAt.set(tag, now);
  }

  resetRequestCache() {}
}
