/**
 * Whether this process holds a good copy of the page at a path: one Next.js would serve from
 * its cache without rendering (src/page-cache-handler.mjs answers through this global slot,
 * since Next.js loads that module itself). Without the handler (tests), none.
 */
import { PAGE_CACHE_HOLDS, slots } from "@/process-slots.mjs";

export function holdsPageCopy(pagePath: string): boolean {
  const holds = slots[PAGE_CACHE_HOLDS];
  return holds ? holds(pagePath) : false;
}
