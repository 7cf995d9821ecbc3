/**
 * What the kinds' server hooks (./kinds/) read of one another: the live documents of a kind,
 * the pages with a section of a type, and the case studies a page names; and how a document
 * is taken off the site.
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DocumentKind } from "@/content/documents";
import { audit, type Actor, type AuditEntry } from "../audit";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";
import { removeFromSearchIn } from "../search/index-entries";

/** The path announced for "every page": the menus are drawn on all of them. */
export const EVERY_PAGE = "/*";

/** A document's draft with what names it: its id, kind and stored path (with placeholders). */
export const draftColumns = {
  id: contentPages.id,
  kind: contentPages.kind,
  path: contentPages.path,
  draft: contentPages.draft,
};

/** Live documents of a kind with their live paths. */
export async function liveOf(db: Queryable, kind: DocumentKind) {
  return db
    .select({
      path: contentPages.publishedPath,
      key: contentPages.path,
      document: contentRevisions.document,
    })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(and(eq(contentPages.kind, kind), isNull(contentPages.unpublishedAt)));
}

export const sectionsOf = (document: unknown): Record<string, unknown>[] => {
  const sections = (document as { sections?: unknown }).sections;
  return Array.isArray(sections) ? (sections as Record<string, unknown>[]) : [];
};

/** The case-study keys a page names, with where. */
export function caseStudyRefs(document: unknown): { key: string; path: (string | number)[] }[] {
  const found: { key: string; path: (string | number)[] }[] = [];
  sectionsOf(document).forEach((section, index) => {
    if (!Array.isArray(section.caseStudies)) return;
    section.caseStudies.forEach((key, at) => {
      if (typeof key === "string")
        found.push({ key, path: ["sections", index, "caseStudies", at] });
    });
  });
  return found;
}

export async function pagesShowingCaseStudy(db: Queryable, key: string): Promise<string[]> {
  const pages = await liveOf(db, "page");
  return pages
    .filter((page) => page.path && caseStudyRefs(page.document).some((ref) => ref.key === key))
    .map((page) => page.path!);
}

/** The live pages with a section of `type` (the list of posts, of case studies, of positions). */
export async function livePagesWithSection(db: Queryable, type: string): Promise<string[]> {
  const pages = await liveOf(db, "page");
  return pages
    .filter((page) => sectionsOf(page.document).some((section) => section.type === type))
    .map((page) => page.path!)
    .filter(Boolean);
}

/** A row's columns with no schedule: set when it is published, closed or the schedule spent. */
export const NO_SCHEDULE = {
  scheduledAt: null,
  scheduledVersion: null,
  scheduledById: null,
  scheduledBy: null,
  scheduledNote: null,
} as const;

/**
 * Takes a document off the site inside a transaction: its row gets `changes` (at least when it
 * was unpublished), search forgets it, and the audit log says who did it.
 */
export async function takeDownIn(
  tx: Queryable,
  actor: Actor,
  id: string,
  changes: Partial<typeof contentPages.$inferInsert>,
  entry: Omit<AuditEntry, "recordId">,
): Promise<void> {
  await tx.update(contentPages).set(changes).where(eq(contentPages.id, id));
  // Taken down, it has no place in the results.
  await removeFromSearchIn(tx, id);
  await audit(tx, actor, { ...entry, recordId: id });
}
