/**
 * Where each live page and redirect is, for the proxy (src/proxy.ts), which sends other letter
 * cases and old paths on with their query string. Kept per process; ./site-caches.ts drops it
 * when pages change, and it is read again at most a minute later in any case.
 */
import "server-only";
import { getContext } from "../context";
import { contentPages, contentRedirects } from "../db/schema";
import type { Routing } from "../http/page-routing";
import { fillPath } from "./public-pages";
import { PATH_INDEX, slots } from "@/process-slots.mjs";

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

/** A lost signal costs at most this long, not a wrong answer for good. */
const MAX_AGE_MS = 60_000;

/**
 * The index as read at most a minute ago, kept in its process slot. Only ./site-caches.ts
 * drops it; it is not held there because this module is in the proxy's router's bundle (the
 * boot's), and importing the owner would bring the catalogue's and media library's code into
 * that bundle too.
 */
export function pathIndex(now = Date.now()): Promise<PathIndex> {
  const slot = slots[PATH_INDEX];
  if (slot && now - slot.loadedAt < MAX_AGE_MS) return slot.index;
  const index = load();
  slots[PATH_INDEX] = { index, loadedAt: now };
  index.catch(() => {
    if (slots[PATH_INDEX]?.index === index) slots[PATH_INDEX] = undefined;
  });
  return index;
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
