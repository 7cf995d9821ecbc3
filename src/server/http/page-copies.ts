/**
 * Whether this process holds a good copy of the page at a path: one Next.js would serve from
 * its cache without rendering (src/page-cache-handler.mjs answers through this global slot,
 * since Next.js loads that module itself). Without the handler (tests), none.
 */
const SLOT = Symbol.for("corvane.pageCache.holds");
type Holds = (pagePath: string) => boolean;

export function holdsPageCopy(pagePath: string): boolean {
  const holds = (globalThis as unknown as Record<symbol, Holds | undefined>)[SLOT];
  return holds ? holds(pagePath) : false;
}
