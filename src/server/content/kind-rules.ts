/**
 * What each kind of content must respect beyond its schema, and which public pages a publish
 * of it changes: pages name published case studies; the menus link only to published pages
 * and keep the spec's footer links; a post changes the pages that list posts, a case study
 * those that show it, a position those that list open positions, the menus every page.
 */
import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { DocumentKind, MenusDocument } from "@/content/documents";
import { footerQuickLinks, footerServiceLinks } from "@/content/navigation";
import { fillText } from "@/content/tokens";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";
import { pathKey } from "./paths";

/** The path announced for "every page": the menus are drawn on all of them. */
export const EVERY_PAGE = "/*";

interface Issue {
  path: (string | number)[];
  message: string;
}

/** Live documents of a kind with their live paths. */
async function liveOf(db: Queryable, kind: DocumentKind) {
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

const sectionsOf = (document: unknown): Record<string, unknown>[] => {
  const sections = (document as { sections?: unknown }).sections;
  return Array.isArray(sections) ? (sections as Record<string, unknown>[]) : [];
};

/** The case-study keys a page names, with where. */
function caseStudyRefs(document: unknown): { key: string; path: (string | number)[] }[] {
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

/** The spec's footer links: their targets stay in their lists (labels and order may change). */
const SPEC_FOOTER = {
  footerServices: footerServiceLinks,
  footerQuickLinks: footerQuickLinks,
} as const;

export async function kindProblems(
  db: Queryable,
  kind: DocumentKind,
  document: unknown,
  product: string,
): Promise<Issue[]> {
  if (kind === "page") {
    const refs = caseStudyRefs(document);
    if (refs.length === 0) return [];
    const published = new Set(
      (await liveOf(db, "caseStudy")).map((row) => row.key.slice("case-study:".length)),
    );
    return refs
      .filter((ref) => !published.has(ref.key))
      .map((ref) => ({
        path: ref.path,
        message: `No published case study is called “${ref.key}”: choose another`,
      }));
  }
  if (kind === "menus") {
    const menus = document as MenusDocument;
    const live = await db
      .select({ path: contentPages.publishedPath })
      .from(contentPages)
      .where(and(isNotNull(contentPages.publishedPath), isNull(contentPages.unpublishedAt)));
    const addresses = new Set(
      live.map((row) => pathKey(fillText(row.path!, { "{product}": product }))),
    );
    const issues: Issue[] = [];
    for (const [list, links] of Object.entries(menus) as [
      keyof MenusDocument,
      MenusDocument[keyof MenusDocument],
    ][]) {
      links.forEach((link, index) => {
        if (!link.href.startsWith("/")) return;
        const target = pathKey(fillText(link.href.split("#")[0]!, { "{product}": product }));
        if (!addresses.has(target)) {
          issues.push({
            path: [list, index, "href"],
            message: `No published page lives at ${link.href}: publish it first, or link elsewhere`,
          });
        }
      });
    }
    for (const [list, spec] of Object.entries(SPEC_FOOTER) as [
      keyof typeof SPEC_FOOTER,
      typeof footerQuickLinks,
    ][]) {
      const kept = new Set(menus[list].map((link) => link.href));
      for (const link of spec) {
        if (!kept.has(link.href)) {
          issues.push({
            path: [list],
            message: `The footer's link to ${link.href} (“${link.label}”) is part of the site's specification: it can be renamed or moved, not removed`,
          });
        }
      }
    }
    return issues;
  }
  return [];
}

/** Live pages, other than the document itself, that a publish of `kind` changes. */
export async function affectedPaths(
  db: Queryable,
  kind: DocumentKind,
  key: string,
): Promise<string[]> {
  if (kind === "menus") return [EVERY_PAGE];
  if (kind === "page") return [];
  const pages = await liveOf(db, "page");
  if (kind === "position") {
    // The careers page's list of open positions, and every other page that shows one.
    return pages
      .filter((page) => sectionsOf(page.document).some((s) => s.type === "openPositions"))
      .map((page) => page.path!)
      .filter(Boolean);
  }
  const caseStudy = key.slice("case-study:".length);
  return pages
    .filter((page) => {
      const sections = sectionsOf(page.document);
      if (kind === "post") return sections.some((section) => section.type === "blogList");
      return (
        sections.some((section) => section.type === "caseStudyList") ||
        caseStudyRefs(page.document).some((ref) => ref.key === caseStudy)
      );
    })
    .map((page) => page.path!)
    .filter(Boolean);
}
