/**
 * Keeps the site search's index (tables search_documents and search_words) equal to what is
 * published. Every publish, unpublish and close calls `indexPageIn` inside its own transaction,
 * so a result never outlives its page nor lags behind it; start-up rebuilds the whole index,
 * which picks up changed settings (the placeholders' values) and a new way of extracting text.
 */
import "server-only";
import { eq, isNull, sql } from "drizzle-orm";
import { caseStudyDocumentSchema, MENUS_KEY, menusDocumentSchema } from "@/content/documents";
import { fillTokens } from "@/content/tokens";
import type { Database, Queryable } from "../db/client";
import { contentPages, contentRevisions, searchDocuments, searchWords } from "../db/schema";
import { currentTokenValues, renderable } from "../content/public-pages";
import { caseStudyText, pageText, positionText, postText, type SearchText } from "./extract";

async function liveMenus(db: Queryable) {
  const [row] = await db
    .select({ document: contentRevisions.document })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(eq(contentPages.path, MENUS_KEY));
  const parsed = menusDocumentSchema.safeParse(row?.document);
  return parsed.success ? parsed.data : null;
}

/** The spec's page of every case study; its cards carry the anchor `#<key>` (case-study-card.tsx). */
const CASE_STUDIES_PATH = "/Casestud";

type PageRow = typeof contentPages.$inferSelect;

/** What the index holds for a page, or null when it has no place in the results. */
async function searchTextOf(
  db: Queryable,
  row: PageRow,
  menus: () => Promise<Awaited<ReturnType<typeof liveMenus>>>,
): Promise<SearchText | null> {
  if (!row.publishedRevisionId || row.unpublishedAt || row.closedAt) return null;
  if (row.kind === "menus") return null;
  const [revision] = await db
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, row.publishedRevisionId));
  if (!revision) return null;
  if (row.kind === "caseStudy") {
    const parsed = caseStudyDocumentSchema.safeParse(revision.document);
    return parsed.success
      ? caseStudyText(fillTokens(parsed.data, currentTokenValues()), CASE_STUDIES_PATH)
      : null;
  }
  const rendered = renderable(row.kind, row.id, revision.document);
  // A page kept out of search engines is kept out of the site's search too.
  if (!rendered || rendered.page.noindex) return null;
  if (rendered.post) return postText(rendered.post.document);
  if (rendered.position) return positionText(rendered.position.document);
  return pageText(rendered.page, await menus());
}

async function write(db: Queryable, pageId: string, kind: string, text: SearchText | null) {
  if (!text) {
    await db.delete(searchDocuments).where(eq(searchDocuments.pageId, pageId));
    return;
  }
  const values = { pageId, kind, ...text, updatedAt: new Date() };
  await db
    .insert(searchDocuments)
    .values(values)
    .onConflictDoUpdate({ target: searchDocuments.pageId, set: values });
  // Words of three letters or more, for "did you mean"; a word no page holds any longer stays
  // until the next rebuild, and a suggestion is only offered when it finds something.
  const words = `${text.title}\n${text.headings}\n${text.body}`;
  await db.execute(
    sql`insert into ${searchWords} (word)
        select distinct w from regexp_split_to_table(lower(${words}), '[^[:alnum:]]+') as w
        where length(w) between 3 and 40
        on conflict do nothing`,
  );
}

/** Brings the index's entry for one page up to date (inside the caller's transaction). */
export async function indexPageIn(db: Queryable, pageId: string): Promise<void> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, pageId));
  if (!row) {
    await db.delete(searchDocuments).where(eq(searchDocuments.pageId, pageId));
    return;
  }
  let menus: Awaited<ReturnType<typeof liveMenus>> | undefined;
  if (row.kind === "menus") {
    // A page's area in the results is the menu that lists it.
    menus = await liveMenus(db);
    const pages = await db.select().from(contentPages).where(eq(contentPages.kind, "page"));
    for (const page of pages)
      await write(db, page.id, page.kind, await searchTextOf(db, page, async () => menus!));
    return;
  }
  await write(
    db,
    row.id,
    row.kind,
    await searchTextOf(db, row, async () => (menus ??= await liveMenus(db))),
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
