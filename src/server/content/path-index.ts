/**
 * Where each live page and redirect is, held in memory per process for the proxy (src/proxy.ts),
 * which sends other letter cases and old paths on with their query string. It is dropped when
 * a publish reaches this process (the corvane_pages signal) and read again at most a minute
 * later in any case, so a lost signal costs a minute, not a wrong answer for good.
 */
import "server-only";
import { isNull } from "drizzle-orm";
import { getContext } from "../context";
import { contentPages, contentRedirects } from "../db/schema";
import { fillPath } from "./public-pages";

export interface PathIndex {
  /** Lower-cased live path → its spelling. */
  pages: Map<string, string>;
  /** Lower-cased old path → where it leads now. */
  redirects: Map<string, string>;
}

const MAX_AGE_MS = 60_000;
const SLOT = Symbol.for("corvane.content.pathIndex");
type Slot = { index: Promise<PathIndex>; loadedAt: number } | undefined;
const holder = globalThis as unknown as Record<symbol, Slot>;

async function load(): Promise<PathIndex> {
  const { database } = await getContext();
  const [pages, redirects] = await Promise.all([
    database.db
      .select({ path: contentPages.publishedPath })
      .from(contentPages)
      .where(isNull(contentPages.unpublishedAt)),
    database.db.select().from(contentRedirects),
  ]);
  const index: PathIndex = { pages: new Map(), redirects: new Map() };
  for (const { path } of pages) {
    if (path) index.pages.set(fillPath(path).toLowerCase(), fillPath(path));
  }
  for (const redirect of redirects) {
    index.redirects.set(fillPath(redirect.fromPath).toLowerCase(), fillPath(redirect.toPath));
  }
  return index;
}

export function pathIndex(now = Date.now()): Promise<PathIndex> {
  const slot = holder[SLOT];
  if (slot && now - slot.loadedAt < MAX_AGE_MS) return slot.index;
  const index = load();
  holder[SLOT] = { index, loadedAt: now };
  index.catch(() => {
    if (holder[SLOT]?.index === index) holder[SLOT] = undefined;
  });
  return index;
}

export function forgetPathIndex(): void {
  holder[SLOT] = undefined;
}

/** Where a request for `pathname` should go instead, or null to serve it as it is. */
export async function redirectTarget(pathname: string): Promise<string | null> {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const index = await pathIndex();
  const key = trimmed.toLowerCase();
  const page = index.pages.get(key);
  if (page) return page === pathname ? null : page;
  return index.redirects.get(key) ?? null;
}
