/**
 * Reads what the public site draws besides the page itself (the published posts, case
 * studies, menus and positions). ./site-caches.ts holds it and installs it where sections and
 * the chrome read it (src/content/catalogue.ts).
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Catalogue } from "@/content/catalogue";
import type { CaseStudy } from "@/content/case-studies";
import type { Post } from "@/content/blog/types";
import {
  caseStudyDocumentSchema,
  caseStudyFromDocument,
  postDocumentSchema,
  postFromDocument,
} from "@/content/documents";
import { fillTokens } from "@/content/tokens";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";
import { liveMenus } from "./menus";
import { livePositions } from "./positions";
import { currentTokenValues } from "./public-pages";

export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const rows = await db
    .select({
      id: contentPages.id,
      kind: contentPages.kind,
      document: contentRevisions.document,
      publishedAt: contentRevisions.publishedAt,
    })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(and(isNull(contentPages.unpublishedAt)))
    .orderBy(contentPages.createdAt);
  const tokens = currentTokenValues();
  const posts: Post[] = [];
  const caseStudies = new Map<string, CaseStudy>();
  for (const row of rows) {
    if (row.kind === "post") {
      const parsed = postDocumentSchema.safeParse(row.document);
      if (parsed.success) posts.push(fillTokens(postFromDocument(row.id, parsed.data), tokens));
    } else if (row.kind === "caseStudy") {
      const parsed = caseStudyDocumentSchema.safeParse(row.document);
      if (parsed.success)
        caseStudies.set(parsed.data.key, fillTokens(caseStudyFromDocument(parsed.data), tokens));
    }
  }
  // Newest first; a post's own date decides, the order of publishing breaks ties.
  posts.sort((a, b) => b.published.localeCompare(a.published));
  const positions = (await livePositions(db)).map((position) => ({
    ...position,
    document: fillTokens(position.document, tokens),
  }));
  return { posts, caseStudies, menus: await liveMenus(db), positions };
}
