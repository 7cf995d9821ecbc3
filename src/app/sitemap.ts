import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { sitemapEntries } from "@/server/content/sitemap";

// Read from the published pages on each request (the build does not open the database);
// a proxy or CDN in front may keep it for a minute.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitemapEntries()).map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    changeFrequency: entry.path.startsWith("/blog") ? "monthly" : "yearly",
    priority: entry.path === "/" ? 1 : 0.7,
  }));
}
