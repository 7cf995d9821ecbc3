/**
 * Keeps the site search's index (tables search_documents and search_words) equal to what is
 * published. Every publish and unpublish calls `indexPageIn` (a close `removeFromSearchIn`)
 * inside its own transaction, so a result never outlives its page nor lags behind it; start-up
 * rebuilds the whole index, which picks up changed settings (the placeholders' values) and a
 * new way of extracting text.
 */
import "server-only";
import { eq, isNull, sql } from "drizzle-orm";
import { MENUS_KEY, menusDocumentSchema } from "@/content/documents";
import type { Database, Queryable } from "../db/client";
import { contentPages, contentRevisions, searchDocuments, searchWords } from "../db/schema";
import { write } from "./index-entries";
import { siteKinds, type KindRegistry } from "../content/kinds";
import type { SearchText } from "./extract";

async function liveMenus(db: Queryable) {
  const [row] = await db
    .select({ document: contentRevisions.document })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(eq(contentPages.path, MENUS_KEY));
  const parsed = menusDocumentSchema.safeParse(row?.document);
  return parsed.success ? parsed.data : null;
}

type PageRow = typeof contentPages.$inferSelect;

/** What the index holds for a page, or null when it has no place in the results. */
async function searchTextOf(
  db: Queryable,
  row: PageRow,
  menus: () => Promise<Awaited<ReturnType<typeof liveMenus>>>,
  kinds: KindRegistry = siteKinds,
): Promise<SearchText | null> {
  if (!row.publishedRevisionId || row.unpublishedAt || row.closedAt) return null;
  const [revision] = await db
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, row.publishedRevisionId));
  if (!revision) return null;
  // Each kind says what it gives the search (the menus nothing); a kind with a page of its own
  // leaves it out when it is kept out of search engines.
  return kinds.kind(row.kind).searchText(revision.document, { menus });
}

/** Brings the index's entry for one page up to date (inside the caller's transaction). */
export async function indexPageIn(
  db: Queryable,
  pageId: string,
  kinds: KindRegistry = siteKinds,
): Promise<void> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, pageId));
  if (!row) {
    await db.delete(searchDocuments).where(eq(searchDocuments.pageId, pageId));
    return;
  }
  let menus: Awaited<ReturnType<typeof liveMenus>> | undefined;
  const reindexes = kinds.kind(row.kind).reindexes;
  if (reindexes.length > 0) {
    // Its publish changes what other kinds give the search (the menus: a page's area).
    menus = await liveMenus(db);
    const rows = await db.select().from(contentPages);
    for (const other of rows.filter((candidate) => reindexes.includes(candidate.kind))) {
      const text = await searchTextOf(db, other, async () => menus!, kinds);
      await write(db, other.id, other.kind, text);
    }
    return;
  }
  await write(
    db,
    row.id,
    row.kind,
    await searchTextOf(db, row, async () => (menus ??= await liveMenus(db)), kinds),
  );
}

/** Rebuilds the whole index in one transaction; instances starting together take turns. */
export async function rebuildSearchIndex(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('corvane.search.rebuild'))`);
    await tx.delete(searchDocuments);
    await tx.delete(searchWords);
    const menus = await liveMenus(tx);
    const rows = await tx.select().from(contentPages).where(isNull(contentPages.unpublishedAt));
    let indexed = 0;
    for (const row of rows) {
      const text = await searchTextOf(tx, row, async () => menus);
      if (!text) continue;
      await write(tx, row.id, row.kind, text);
      indexed += 1;
    }
    return indexed;
  });
}
