/** The site's menus: one document, the header's dropdowns, the mega menu and the footer's lists. */
import { z } from "zod";
import { linkSchema } from "../schema";
import { field, type FieldSpec } from "../section-fields";
import { CONTENT_LIST, PUBLISHED_STATUS } from "./shared";
import type { ContentKind } from "./types";

type Keys<T> = Extract<keyof T, string>;

const menuLinks = z.array(linkSchema);

/**
 * The editable lists of the header and footer. The header's five top-level entries (HOME,
 * CAPABILITIES, INDUSTRIES, ABOUT, CONTACT US) are the spec's and stay in code; so does the
 * rule that the footer's spec links stay (src/server/content/menus.ts).
 */
export const menusDocumentSchema = z.object({
  capabilities: menuLinks.min(1, "Keep at least one link"),
  services: menuLinks.min(1, "Keep at least one link"),
  insights: menuLinks.min(1, "Keep at least one link"),
  industries: menuLinks.min(1, "Keep at least one link"),
  footerServices: menuLinks.min(1, "Keep at least one link"),
  footerQuickLinks: menuLinks.min(1, "Keep at least one link"),
});

export type MenusDocument = z.infer<typeof menusDocumentSchema>;

/** The key of the one menus document. */
export const MENUS_KEY = "menus:site";

const menuList = (
  key: Keys<MenusDocument>,
  label: string,
  help: string,
): FieldSpec<Keys<MenusDocument>> => field.links(key, label, { help, itemLabel: "Link", min: 1 });

export const menusFields: readonly FieldSpec<Keys<MenusDocument>>[] = [
  menuList(
    "capabilities",
    "Capabilities",
    "The CAPABILITIES dropdown's first column, and its list on phones.",
  ),
  menuList(
    "services",
    "All services",
    "The mega menu's services (those already under Capabilities are not repeated).",
  ),
  menuList("insights", "Insights", "The mega menu's last column."),
  menuList("industries", "Industries", "The INDUSTRIES dropdown."),
  menuList(
    "footerServices",
    "Footer: OUR SERVICES",
    "The spec's links can be renamed and moved, not removed.",
  ),
  menuList(
    "footerQuickLinks",
    "Footer: QUICK LINKS",
    "The spec's links can be renamed and moved, not removed.",
  ),
];

export const menus: ContentKind<"menus", MenusDocument> = {
  name: "menus",
  schema: menusDocumentSchema,
  fields: menusFields,
  address: { type: "fixed", key: MENUS_KEY },
  right: "content",
  words: {
    singular: "menus",
    heading: "Menus",
    plural: "Menus",
    intro:
      "The header's dropdowns, the mega menu and the footer's lists. Links must lead to published pages; publishing changes every page's header and footer.",
    list: CONTENT_LIST,
    status: PUBLISHED_STATUS,
    fixedTitle: "Header and footer menus",
    // The menus are always published: the store refuses to take them down.
    takeDown: null,
    mediaUse: () => "Menus",
  },
  create: null,
  publicPage: false,
  studioList: "/admin/content?kind=menus",
};
