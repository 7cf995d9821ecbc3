/**
 * Client JS read from the production build (scripts/js-size.mjs: the scripts a prerendered
 * page's HTML makes the browser fetch at load, gzip bytes), against a bare Next.js page of the
 * same version built beside it.
 *
 * Issue 12's budget: at most 10 kB over the bare page, 20 kB where a page shows carousels,
 * tabs, pagers, the slideshow or counters. zod and Sonner, the heaviest code the forms need,
 * stay out of every page's initial scripts. Code a page fetches later (a form's script when
 * it nears the view or is touched, zod and Sonner when it is used) is not in the HTML, so it
 * is not counted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "@/content/pages";
import type { SectionType } from "@/content/schema";
import { BARE_DIST_DIR, ensureBareBuild } from "../scripts/bare-page.mjs";
import { NOT_FOUND, prerenderedRoutes, routeClientJs } from "../scripts/js-size.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const KB = 1000;
/** Sections whose pages may carry the larger allowance (the list). */
const INTERACTIVE: readonly SectionType[] = [
  "caseStudyCarousel",
  "industryCarousel",
  "caseStudyShowcase",
  "exploreMore",
  "slideshow",
  "cardPager",
  "statsBand",
];

function allowanceBytes(route: string): number {
  const page = pages.find((candidate) => candidate.path === route);
  const interactive = page?.sections.some((section) => INTERACTIVE.includes(section.type));
  return (interactive ? 20 : 10) * KB;
}

let bareBytes = 0;

beforeAll(() => {
  // About a minute the first time on a busy machine; reused while Next.js and it are unchanged.
  ensureBareBuild();
  bareBytes = routeClientJs(BARE_DIST_DIR, "/").gzipBytes;
}, 300_000);

describe("client JS budget of every public page", () => {
  const routes = prerenderedRoutes(DIST_DIR);

  it("measures every page the site prerenders (and the 404 page)", () => {
    expect(routes).toEqual(expect.arrayContaining(["/", "/contact", "/JoinUs", NOT_FOUND]));
    expect(routes.length).toBeGreaterThanOrEqual(pages.length);
  });

  it.each(routes)("%s stays within the bare page's JS plus its allowance", (route) => {
    const measured = routeClientJs(DIST_DIR, route);
    const over = measured.gzipBytes - bareBytes;
    const files = measured.files.map((file) => `${file.path} ${file.gzipBytes} B`).join(", ");
    expect(over, `${route}: ${over} B over the bare page (${files})`).toBeLessThanOrEqual(
      allowanceBytes(route),
    );
  });

  it.each(routes)("%s loads neither zod nor Sonner with the page", (route) => {
    for (const file of routeClientJs(DIST_DIR, route).files) {
      const code = readFileSync(
        join(DIST_DIR, "static", file.path.slice("/_next/static/".length)),
        "utf8",
      );
      // Markers of each library's code that no other module carries.
      expect(code, file.path).not.toContain("ZodError");
      expect(code, file.path).not.toContain("data-sonner-toaster");
    }
  });
});
