/**
 * The search index's entry of one page, written or removed inside the caller's transaction.
 * Apart from ./index-writer.ts, which asks the kinds what an entry holds, so that what takes a
 * document off the site (a kind's own unpublish, a position's closing) can drop its entry.
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { searchDocuments, searchWords } from "../db/schema";
import type { SearchText } from "./extract";

export async function write(db: Queryable, pageId: string, kind: string, text: SearchText | null) {
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

/** Drops a page taken off the site from the index (what indexPageIn does for it). */
export async function removeFromSearchIn(db: Queryable, pageId: string): Promise<void> {
  await write(db, pageId, "", null);
}
