/**
 * The page registry: every page of the site, validated once when the module loads (which
 * happens at build time, when the pages are prerendered).
 */
import { pageSchema, type PageContent, type PageInput } from "@/content/schema";
import { companyPages } from "./company";
import { capabilityPages } from "./capabilities";
import { industryPages } from "./industries";
import { servicePages } from "./services";
import { insightPages } from "./insights";
import { careerPages } from "./careers";
import { blogPages } from "./blog";

export function validatePages(inputs: PageInput[]): PageContent[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const result = pageSchema.safeParse(input);
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `  - ${issue.path.join(".") || "(page)"}: ${issue.message}`)
        .join("\n");
      throw new Error(`Invalid page content for "${String(input.path)}":\n${issues}`);
    }
    const key = result.data.path.toLowerCase();
    if (seen.has(key)) throw new Error(`Duplicate page path "${result.data.path}"`);
    seen.add(key);
    return result.data;
  });
}

export const pages: PageContent[] = validatePages([
  ...companyPages,
  ...capabilityPages,
  ...industryPages,
  ...servicePages,
  ...insightPages,
  ...careerPages,
  ...blogPages,
]);

const byPath = new Map(pages.map((page) => [page.path, page]));

export function getPage(path: string): PageContent | undefined {
  return byPath.get(path);
}

/** Canonical pages only (aliases such as /Blogs point elsewhere). */
export const canonicalPages = pages.filter((page) => !page.canonicalPath);
