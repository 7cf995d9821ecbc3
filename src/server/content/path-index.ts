/**
 * Where each live page and redirect is, for the proxy (src/proxy.ts), which sends other letter
 * cases and old paths on with their query string. ./site-caches.ts holds it per process, drops
 * it when pages change and has it read again at most a minute later in any case, so a lost
 * signal costs a minute, not a wrong answer for good.
 */
import "server-only";
import { getContext } from "../context";
import { contentPages, contentRedirects } from "../db/schema";
import type { Routing } from "../http/page-routing";
import { fillPath } from "./public-pages";
import { heldPathIndex } from "./site-caches";

export interface PathIndex {
  /** Lower-cased live path → its spelling. */
  pages: Map<string, string>;
  /** Paths of drafts, as spelled (a signed-in preview of a page not yet live). */
  drafts: Set<string>;
  /** Lower-cased old path → where it leads now. */
  redirects: Map<string, string>;
  /** Addresses of closed positions, as spelled: 410 with what is open instead. */
  gone: Set<string>;
}

async function load(): Promise<PathIndex> {
  const { database } = await getContext();
  const [pages, redirects] = await Promise.all([
    database.db
      .select({
        path: contentPages.publishedPath,
        draft: contentPages.path,
        unpublishedAt: contentPages.unpublishedAt,
        closedAt: contentPages.closedAt,
      })
      .from(contentPages),
    database.db.select().from(contentRedirects),
  ]);
  const index: PathIndex = {
    pages: new Map(),
    drafts: new Set(),
    redirects: new Map(),
    gone: new Set(),
  };
  for (const { path, draft, unpublishedAt, closedAt } of pages) {
    if (path && !unpublishedAt) index.pages.set(fillPath(path).toLowerCase(), fillPath(path));
    if (path && closedAt) index.gone.add(fillPath(path));
    index.drafts.add(fillPath(draft));
  }
  for (const redirect of redirects) {
    index.redirects.set(fillPath(redirect.fromPath).toLowerCase(), fillPath(redirect.toPath));
  }
  return index;
}

export function pathIndex(now = Date.now()): Promise<PathIndex> {
  return heldPathIndex(load, now);
}

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
