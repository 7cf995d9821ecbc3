/**
 * The menus' hooks: they link only to published pages and keep the spec's footer links; a
 * publish changes every page (and every page's area in the search), and they stay published.
 */
import "server-only";
import { and, isNotNull, isNull } from "drizzle-orm";
import type { MenusDocument } from "@/content/kinds/menus";
import { footerQuickLinks, footerServiceLinks } from "@/content/navigation";
import { fillText } from "@/content/tokens";
import { contentPages } from "../../db/schema";
import { EVERY_PAGE } from "../kind-rules";
import { pathKey } from "../paths";
import type { FieldIssue, KindHooks } from "./types";

/** The spec's footer links: their targets stay in their lists (labels and order may change). */
const SPEC_FOOTER = {
  footerServices: footerServiceLinks,
  footerQuickLinks: footerQuickLinks,
} as const;

export const menusHooks: KindHooks<MenusDocument> = {
  affectedPaths: async () => [EVERY_PAGE],
  async problems(db, menus, product) {
    const live = await db
      .select({ path: contentPages.publishedPath })
      .from(contentPages)
      .where(and(isNotNull(contentPages.publishedPath), isNull(contentPages.unpublishedAt)));
    const addresses = new Set(
      live.map((row) => pathKey(fillText(row.path!, { "{product}": product }))),
    );
    const issues: FieldIssue[] = [];
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
  },
  unpublish: async () => ({
    ok: false,
    kind: "refused",
    message: "The menus are always published: edit them and publish the changes instead.",
  }),
  // A page's area in the results is the menu that lists it.
  reindexes: ["page"],
};
