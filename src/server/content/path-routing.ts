/**
 * What the proxy (src/proxy.ts, through the router src/server/http/outage-routing.ts
 * registers) does with a request for a path, from this process's path index
 * (./site-caches.ts).
 */
import "server-only";
import type { Routing } from "../http/page-routing";
import { pathIndex } from "./site-caches";

/** First segments that are the app's own routes or files, never a page. */
const OWN_SEGMENTS = new Set(["admin", "api", "_next", "media", "_not-found", "social-card"]);
/** The app's own pages and the metadata files it serves at its root. */
const OWN_FILES = new Set([
  "/thanks",
  "/search",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/favicon.ico",
  "/icon.svg",
  "/apple-icon.png",
  "/opengraph-image.png",
  "/sitemap.xml",
  "/blog/feed.xml",
  "/robots.txt",
]);

/**
 * What the proxy does with a request for `pathname`: serve it (a live page, a draft's path, a
 * route of the app), redirect it (another letter case of a live page, an old path), or answer
 * it with the 404 document. The public pages' route takes every path, and its own notFound()
 * is answered with a body drawn only by script in this Next.js version; the 404 document of
 * an address no route matches is whole HTML and kept once.
 */
export async function routeRequest(pathname: string): Promise<Routing> {
  const first = pathname.split("/")[1] ?? "";
  if (OWN_SEGMENTS.has(first) || OWN_FILES.has(pathname)) return { kind: "serve" };
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const index = await pathIndex();
  const key = trimmed.toLowerCase();
  const page = index.pages.get(key);
  if (page === pathname) return { kind: "serve" };
  if (index.gone.has(pathname)) return { kind: "gone" };
  if (index.drafts.has(pathname)) return { kind: "serve" };
  if (page) return { kind: "redirect", to: page };
  const redirect = index.redirects.get(key);
  return redirect ? { kind: "redirect", to: redirect } : { kind: "missing" };
}

/** Where a request for `pathname` should go instead, or null to serve it as it is. */
export async function redirectTarget(pathname: string): Promise<string | null> {
  const routing = await routeRequest(pathname);
  return routing.kind === "redirect" ? routing.to : null;
}
