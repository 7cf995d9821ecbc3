/**
 * The proxy's (src/proxy.ts) way to the stored pages' paths without bundling the server: the web
 * process registers its router at start-up (src/server/boot.ts, from content/path-index.ts) and
 * the proxy asks it through this slot. Importing the database code into the proxy made every
 * module id of the site's client scripts a digit longer (+371 B gzip per page). Until a router
 * is registered, every request is served as it is.
 */
import { PAGE_ROUTER, PREVIEW_CHECK, slots } from "@/process-slots.mjs";
export type Routing =
  | { kind: "serve" }
  | { kind: "redirect"; to: string }
  /** No page is there: the site's 404 document, as for an address no route matches. */
  | { kind: "missing" }
  /** A closed position (issue 38): its page, which says so, with the status 410. */
  | { kind: "gone" }
  /**
   * The database is away and this process has no copy to serve: 503 with Retry-After, the
   * site's "we'll be right back" page for a page (`page`), no body for a file (decision 0026).
   */
  | { kind: "away"; page: boolean };

export type Router = (pathname: string) => Promise<Routing>;
export function registerPageRouter(router: Router | null): void {
  slots[PAGE_ROUTER] = router ?? undefined;
}

export function routePageRequest(pathname: string): Promise<Routing> {
  const router = slots[PAGE_ROUTER];
  return router ? router(pathname) : Promise.resolve({ kind: "serve" });
}

/**
 * Whether the request's sign-in may see drafts (a studio session). The draft-mode cookie is
 * the build's, not the person's: copied elsewhere it would force uncached renders, so the proxy
 * asks this before letting it through. Until a check is registered, requests pass as they are.
 */
export type PreviewCheck = (headers: Headers) => Promise<boolean>;
export function registerPreviewCheck(check: PreviewCheck | null): void {
  slots[PREVIEW_CHECK] = check ?? undefined;
}

export function mayPreview(headers: Headers): Promise<boolean> {
  const check = slots[PREVIEW_CHECK];
  return check ? check(headers) : Promise.resolve(true);
}
