import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { canonicalPages } from "@/content/pages";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalPages.map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.path.startsWith("/blog") ? "monthly" : "yearly",
    priority: page.path === "/" ? 1 : 0.7,
  }));
}
