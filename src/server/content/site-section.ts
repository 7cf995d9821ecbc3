/**
 * The section of the site a live page belongs to: "Blog" for posts and the pages that list them,
 * "Careers" for positions and the careers pages, else the first menu group that links to it.
 * Share cards (./social-card.ts) and search results (../search/extract.ts) both name it.
 */
import "server-only";
import type { MenusDocument } from "@/content/documents";
import { careerLinks, type NavLink } from "@/content/navigation";
import type { Rendered } from "./public-pages";
import { fillPath } from "./token-values";

/** Where each group of the menus leads; the first group that links to a page names it. */
const menuSections = (menus: MenusDocument): [string, readonly NavLink[]][] => [
  ["Capabilities", menus.capabilities],
  ["Industries", menus.industries],
  ["Services", menus.services],
  ["Insights", menus.insights],
  ["Careers", careerLinks],
];

/** The page's section, or null for a page no menu lists (the company's own pages). */
export function siteSectionOf(shown: Rendered, menus: MenusDocument | null): string | null {
  if (shown.post) return "Blog";
  if (shown.position) return `Careers · ${shown.position.document.team}`;
  const { page } = shown;
  if (page.sections.some((section) => section.type === "blogList")) return "Blog";
  if (page.sections.some((section) => section.type === "openPositions")) return "Careers";
  for (const [label, links] of menus ? menuSections(menus) : []) {
    if (links.some((link) => fillPath(link.href) === page.path)) return label;
  }
  return null;
}
