/**
 * What a visitor gets at a path: the live revision of the page published there, with the
 * settings filled into its placeholders. A live revision that no longer passes the schema
 * (after a schema change) is never shown and never a 500: the newest revision that passes is.
 */
import "server-only";
import { and, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Post } from "@/content/blog/types";
import type { OpenPosition } from "@/content/catalogue";
import { contentKinds } from "@/content/kinds";
import type { DocumentKind, PostDocument } from "@/content/documents";
import type { PageContent } from "@/content/schema";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";
import { draftColumns } from "./kind-rules";
import { siteKinds } from "./kinds";
import { fillPath } from "./token-values";

export { currentTokenValues, fillPath } from "./token-values";

export interface LivePage extends Rendered {
  id: string;
  publishedAt: Date;
  /** The number of the revision shown: a new publish is a new number (its share card's address). */
  revision: number;
}

/**
 * What the public route draws: a page's sections, or a post (its fixed layout). `page` holds
 * the fields metadata reads (title, description, path…) for both.
 */
export interface Rendered {
  page: PageContent;
  post?: { post: Post; document: PostDocument };
  /** An open position's page (issue 38): its facts and the application form. */
  position?: OpenPosition;
}

/** A stored document as the route draws it, placeholders filled; null if it fails its schema. */
export function renderable(kind: DocumentKind, id: string, document: unknown): Rendered | null {
  return siteKinds.kind(kind).render(id, document);
}

/**
 * The title of the closed position whose address is `path`, or null. Its page answers 410
 * with what is open instead (src/proxy.ts sets the status).
 */
export async function closedPositionAt(db: Queryable, path: string): Promise<string | null> {
  const rows = await db
    .select({ path: contentPages.publishedPath, document: contentRevisions.document })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(and(eq(contentPages.kind, "position"), isNotNull(contentPages.closedAt)));
  const row = rows.find((candidate) => candidate.path === path);
  if (!row) return null;
  const title = (row.document as { title?: unknown }).title;
  return typeof title === "string" ? title : "This position";
}

/** The live page at exactly `path` (as visitors spell it), or null. */
export async function livePageAt(db: Queryable, path: string): Promise<LivePage | null> {
  const rows = await db
    .select({
      id: contentPages.id,
      kind: contentPages.kind,
      path: contentPages.publishedPath,
      revisionId: contentPages.publishedRevisionId,
    })
    .from(contentPages)
    .where(isNull(contentPages.unpublishedAt));
  const row = rows.find((candidate) => candidate.path && fillPath(candidate.path) === path);
  if (!row?.revisionId) return null;
  const [live] = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.id, row.revisionId));
  if (!live) return null;
  let rendered = renderable(row.kind, row.id, live.document);
  let chosen = live;
  if (!rendered) {
    console.error(
      `[content] the live revision ${live.number} of ${path} no longer passes the schema; serving the newest one that does`,
    );
    const older = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.pageId, row.id), lte(contentRevisions.number, live.number)))
      .orderBy(desc(contentRevisions.number));
    for (const revision of older) {
      rendered = renderable(row.kind, row.id, revision.document);
      if (rendered) {
        chosen = revision;
        break;
      }
    }
  }
  if (!rendered) return null;
  return { id: row.id, ...rendered, publishedAt: chosen.publishedAt, revision: chosen.number };
}

export type DraftLookup =
  | ({ kind: "draft"; id: string; documentKind: DocumentKind } & Rendered)
  | { kind: "invalid"; id: string; documentKind: DocumentKind }
  | null;

/** The saved draft whose path is `path`, for a signed-in preview. */
export async function draftPageAt(db: Queryable, path: string): Promise<DraftLookup> {
  const rows = await db.select(draftColumns).from(contentPages);
  const row = rows.find(
    (candidate) => contentKinds[candidate.kind].publicPage && fillPath(candidate.path) === path,
  );
  if (!row) return null;
  const rendered = renderable(row.kind, row.id, row.draft);
  if (!rendered) return { kind: "invalid", id: row.id, documentKind: row.kind };
  return { kind: "draft", id: row.id, documentKind: row.kind, ...rendered };
}
