/**
 * Reads what the public site draws besides the page itself (the published posts, case
 * studies, menus and positions). ./site-caches.ts holds it and installs it where sections and
 * the chrome read it (src/content/catalogue.ts).
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Catalogue } from "@/content/catalogue";
import { fillTokens } from "@/content/tokens";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";
import { siteKinds } from "./kinds";
import type { CatalogueParts } from "./kinds/types";
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
  const { posts, caseStudies }: CatalogueParts = { posts: [], caseStudies: new Map() };
  // Each kind adds what it contributes (posts, case studies); a document failing its schema, nothing.
  for (const row of rows)
    siteKinds.kind(row.kind).catalogue({ posts, caseStudies }, row.id, row.document);
  // Newest first; a post's own date decides, the order of publishing breaks ties.
  posts.sort((a, b) => b.published.localeCompare(a.published));
  const positions = (await livePositions(db)).map((position) => ({
    ...position,
    document: fillTokens(position.document, tokens),
  }));
  return { posts, caseStudies, menus: await liveMenus(db), positions };
}
