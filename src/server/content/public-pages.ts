/**
 * What a visitor gets at a path: the live revision of the page published there, with the
 * settings filled into its placeholders. A live revision that no longer passes the schema
 * (after a schema change) is never shown and never a 500: the newest revision that passes is.
 */
import "server-only";
import { and, desc, eq, isNull, lte } from "drizzle-orm";
import { privacySettings } from "@/config/privacy";
import { siteConfig } from "@/config/site";
import type { PageContent } from "@/content/schema";
import { fillText, fillTokens, tokenValues } from "@/content/tokens";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";
import { validPage } from "./page-store";

/** The settings' values of every placeholder, read when a page renders. */
export function currentTokenValues(): Record<string, string> {
  return tokenValues({
    product: siteConfig.product,
    email: siteConfig.email,
    phone: siteConfig.phone,
    address: siteConfig.address,
    contactUrl: siteConfig.contactPageUrl,
    privacy: privacySettings(),
  });
}

export const fillPath = (path: string) => fillText(path, { "{product}": siteConfig.product });

export interface LivePage {
  id: string;
  page: PageContent;
  publishedAt: Date;
}

/** The live page at exactly `path` (as visitors spell it), or null. */
export async function livePageAt(db: Queryable, path: string): Promise<LivePage | null> {
  const rows = await db
    .select({
      id: contentPages.id,
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
  const candidates = [live];
  let page = validPage(live.document);
  let chosen = live;
  if (!page) {
    console.error(
      `[content] the live revision ${live.number} of ${path} no longer passes the schema; serving the newest one that does`,
    );
    candidates.push(
      ...(await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.pageId, row.id), lte(contentRevisions.number, live.number)))
        .orderBy(desc(contentRevisions.number))),
    );
    for (const revision of candidates) {
      page = validPage(revision.document);
      if (page) {
        chosen = revision;
        break;
      }
    }
  }
  if (!page) return null;
  return { id: row.id, page: fillTokens(page, currentTokenValues()), publishedAt: chosen.publishedAt };
}

export type DraftLookup =
  | { kind: "draft"; id: string; page: PageContent }
  | { kind: "invalid"; id: string }
  | null;

/** The saved draft whose path is `path`, for a signed-in preview. */
export async function draftPageAt(db: Queryable, path: string): Promise<DraftLookup> {
  const rows = await db
    .select({ id: contentPages.id, path: contentPages.path, draft: contentPages.draft })
    .from(contentPages);
  const row = rows.find((candidate) => fillPath(candidate.path) === path);
  if (!row) return null;
  const page = validPage(row.draft);
  if (!page) return { kind: "invalid", id: row.id };
  return { kind: "draft", id: row.id, page: fillTokens(page, currentTokenValues()) };
}
