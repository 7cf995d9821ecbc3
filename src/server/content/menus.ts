/**
 * Every link of the header, mega menu and footer, flat: what "Unpublish" checks a page against.
 * The menus are still code (src/content/navigation.ts) until the studio edits them (issue 37).
 */
import "server-only";
import {
  careerLinks,
  footerQuickLinks,
  footerServiceLinks,
  mainNav,
  type NavLink,
} from "@/content/navigation";

export function menuLinks(): NavLink[] {
  const links: NavLink[] = [];
  for (const entry of mainNav) {
    if (entry.kind === "link") links.push({ href: entry.href, label: entry.label });
    else for (const group of entry.groups) links.push(...group.links);
  }
  return [...links, ...footerServiceLinks, ...footerQuickLinks, ...careerLinks];
}
