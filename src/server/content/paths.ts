/**
 * The rules for where a page may live, beyond the schema's shape (one segment of letters,
 * digits and hyphens): not a route of the app, not another page's path or a redirect's,
 * compared without regard to letter case.
 */
import "server-only";
import { pagePathSchema } from "@/content/schema";

/** First segments the app itself answers (src/app), which no page may take. */
const ROUTE_SEGMENTS = [
  "admin",
  "api",
  "newsletter",
  "thanks",
  "icon",
  "apple-icon",
  "opengraph-image",
  "favicon",
  "sitemap",
  "robots",
  "search",
  "social-card",
];

export function routeTakes(path: string): boolean {
  const segment = path.slice(1).toLowerCase();
  return ROUTE_SEGMENTS.includes(segment);
}

/** The schema's message for a malformed path, or null. */
export function pathShapeProblem(path: string): string | null {
  const result = pagePathSchema.safeParse(path);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid path");
}

export const pathKey = (path: string) => path.toLowerCase();
