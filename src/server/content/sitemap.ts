/** The sitemap's pages: every published page but aliases and those hidden from search engines. */
import "server-only";
import { getContext } from "../context";
import { publishedDocuments } from "./page-store";
import { fillPath } from "./public-pages";

export async function sitemapEntries(): Promise<{ path: string; lastModified: Date }[]> {
  const { database } = await getContext();
  const rows = await publishedDocuments(database.db);
  return rows
    .filter((row) => {
      const document = row.document as { canonicalPath?: string; noindex?: boolean };
      return row.path && !document.canonicalPath && !document.noindex;
    })
    .map((row) => ({ path: fillPath(row.path!), lastModified: row.publishedAt }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}
