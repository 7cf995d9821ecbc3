/**
 * Where each live page and redirect is, for the proxy (src/proxy.ts), which sends other letter
 * cases and old paths on with their query string (./path-routing.ts). ./site-caches.ts holds
 * it per process, drops it when pages change and reads it again at most a minute later in any
 * case, so a lost signal costs a minute, not a wrong answer for good.
 */
import "server-only";
import { getContext } from "../context";
import { contentPages, contentRedirects } from "../db/schema";
import { fillPath } from "./public-pages";

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

export async function loadPathIndex(): Promise<PathIndex> {
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
