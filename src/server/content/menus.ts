/**
 * Every link of the header, mega menu and footer, flat, as published: what "Unpublish" checks
 * a page against. The header's five fixed entries come from code (src/content/navigation.ts),
 * the lists from the live menus document.
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { menusDocumentSchema, type MenusDocument } from "@/content/documents";
import { careerLinks, defaultMenus, mainNavFrom, type NavLink } from "@/content/navigation";
import type { Queryable } from "../db/client";
import { contentPages, contentRevisions } from "../db/schema";

/** The live menus document (the spec's menus until one is published). */
export async function liveMenus(db: Queryable): Promise<MenusDocument> {
  const [row] = await db
    .select({ document: contentRevisions.document })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(and(eq(contentPages.kind, "menus"), isNull(contentPages.unpublishedAt)))
    .limit(1);
  const parsed = menusDocumentSchema.safeParse(row?.document);
  return parsed.success ? parsed.data : defaultMenus;
}

export async function menuLinks(db: Queryable): Promise<NavLink[]> {
  const menus = await liveMenus(db);
  const links: NavLink[] = [];
  for (const entry of mainNavFrom(menus)) {
    if (entry.kind === "link") links.push({ href: entry.href, label: entry.label });
    else for (const group of entry.groups) links.push(...group.links);
  }
  return [...links, ...menus.footerServices, ...menus.footerQuickLinks, ...careerLinks];
}
