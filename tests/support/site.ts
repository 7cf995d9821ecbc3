/** The site's pages as the tests see them: straight from the content registry. */
import { canonicalPages, pages } from "@/content/pages";

export const allPaths = pages.map((page) => page.path);
export const canonicalPaths = canonicalPages.map((page) => page.path);
export { pages };

/** Internal links (href="/...") in a page's HTML, without fragments or query strings. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)[^"]*"/g)) {
    if (match[1] !== undefined) links.add(match[1]);
  }
  return [...links];
}

export function countMatches(html: string, pattern: RegExp): number {
  return [...html.matchAll(pattern)].length;
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
