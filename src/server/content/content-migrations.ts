/**
 * Versioned changes to the content store, applied once each, in order, at start-up (after the
 * schema's migrations), each in one transaction with its record in `content_migrations`. The
 * first imports the site's pages; a later one that adds to shipped content (a section on a
 * page) must add to what is stored and never overwrite a staff member's edit.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { bundledMedia } from "@/content/media";
import { pageSchema } from "@/content/schema";
import type { Database, Transaction } from "../db/client";
import { queryRows } from "../db/client";
import { contentPages, contentRevisions, mediaAssets } from "../db/schema";
import { pages as initialPages } from "./initial-pages";

interface ContentMigration {
  id: string;
  apply(tx: Transaction): Promise<void>;
}

const IMPORTED_BY = "Initial import";

const migrations: ContentMigration[] = [
  {
    // Today's site, word for word, published as revision 1 of each page of the route table.
    id: "0001-initial-pages",
    async apply(tx) {
      for (const page of initialPages) {
        const document = JSON.parse(JSON.stringify(pageSchema.parse(page))) as Record<string, unknown>;
        const [row] = await tx
          .insert(contentPages)
          .values({
            path: page.path,
            publishedPath: page.path,
            locked: true,
            draft: document,
            draftSavedBy: IMPORTED_BY,
            publishedDraftVersion: 1,
          })
          .returning({ id: contentPages.id });
        const [revision] = await tx
          .insert(contentRevisions)
          .values({
            pageId: row!.id,
            number: 1,
            document,
            publishedBy: IMPORTED_BY,
            note: "The site as it was built in code",
          })
          .returning({ id: contentRevisions.id });
        await tx
          .update(contentPages)
          .set({ publishedRevisionId: revision!.id })
          .where(sql`${contentPages.id} = ${row!.id}`);
      }
    },
  },
  {
    // The generated artwork the site ships with, as the media library's first items (issue
    // 37). Its files stay under public/media; staff can describe, replace in pages and delete
    // them like uploads.
    id: "0002-media-library",
    async apply(tx) {
      const rows = Object.entries(bundledMedia).map(([id, entry]) => ({
        id,
        kind: entry.kind,
        origin: "bundled" as const,
        fileName: entry.src.slice("/media/".length),
        alt: entry.alt,
        decorative: entry.alt === "",
        width: entry.width,
        height: entry.height,
        src: entry.src,
        webm: entry.kind === "video" ? entry.webm : null,
        poster: entry.kind === "video" ? entry.poster : null,
        note: entry.use,
        createdBy: IMPORTED_BY,
        updatedBy: IMPORTED_BY,
      }));
      await tx.insert(mediaAssets).values(rows).onConflictDoNothing();
    },
  },
];

/**
 * Applies the content migrations this database has not seen. Two instances starting together
 * on one PostgreSQL: the second waits on the first's row in `content_migrations`, then finds
 * it there and skips.
 */
export async function migrateContent(db: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      const claimed = await queryRows<{ id: string }>(
        tx,
        sql`insert into content_migrations (id) values (${migration.id})
            on conflict (id) do nothing returning id`,
      );
      if (claimed.length === 0) return false;
      await migration.apply(tx);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
