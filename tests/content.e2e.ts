/**
 * The rendered pages show the counts the page data holds (cards, tabs, tiles, slides, list
 * items, statistics); the data itself is checked against the spec in
 * src/content/pages/spec-counts.test.ts. Pages render without JavaScript here, so this is
 * what every visitor, crawler and screen reader gets first.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Section } from "@/content/schema";
import { caseStudies } from "@/server/content/initial-pages/case-studies";
import { posts } from "@/server/content/initial-pages/posts";
import { sharedBrowser, visit } from "./support/browser";
import { pages } from "./support/site";

const browser = sharedBrowser();

/** What every visitor, crawler and screen reader gets first: the page without JavaScript. */
const withoutScript = (path: string, run: (page: Page) => Promise<void>) =>
  visit(browser(), path, run, { javaScriptEnabled: false, waitUntil: "load", status: null });

/** What a section of the data should show, as [what, how many] pairs. */
function expected(section: Section): [string, number][] {
  switch (section.type) {
    case "cardGrid":
    case "expandableCards":
    case "linkCards":
      return [["cards", section.cards.length]];
    case "list":
      return [["items", section.items.length]];
    case "cardPager":
      return [
        ["tabs", section.tabs.length > 1 ? section.tabs.length : 0],
        ["cards", section.tabs.reduce((sum, tab) => sum + tab.cards.length, 0)],
      ];
    case "exploreMore":
      return [["slides", section.tiles.length]];
    case "industryCarousel":
      return [["slides", section.items.length]];
    case "caseStudyCarousel":
    case "caseStudyShowcase":
      return [["slides", section.caseStudies.length]];
    case "slideshow":
      return [["slides", section.slides.length]];
    case "statsBand":
      return [["stats", section.stats.length]];
    case "blogList":
      return [["posts", Math.min(section.limit ?? posts.length, posts.length)]];
    case "caseStudyList":
      return [["cards", caseStudies.length]];
    default:
      return [];
  }
}

async function rendered(page: Page, index: number, what: string): Promise<number> {
  const section = page.locator("[data-section]").nth(index);
  switch (what) {
    case "tabs":
      return section.locator('[role="tab"]').count();
    case "slides":
      return section.locator('[aria-roledescription="slide"]').count();
    case "stats":
      return section.locator("[data-value]").count();
    case "posts":
      return section.getByRole("link", { name: /Go to Full Blog/ }).count();
    default:
      // Cards and list items: the items of the section's lists (every tab's panel included).
      return section.locator("li:not(li li)").count();
  }
}

const countedPages = pages.filter(
  (p) => !p.canonicalPath && p.sections.some((s) => expected(s).length),
);

describe("rendered counts match the page data", () => {
  it.each(countedPages.map((p) => p.path))("%s", (path) =>
    withoutScript(path, async (page) => {
      const data = pages.find((p) => p.path === path)!;
      expect(await page.locator("[data-section]").count()).toBe(data.sections.length);
      const mismatches: string[] = [];
      for (const [index, section] of data.sections.entries()) {
        for (const [what, count] of expected(section)) {
          const actual = await rendered(page, index, what);
          if (actual !== count)
            mismatches.push(
              `${section.type}#${index} ${what}: ${actual} rendered, ${count} in data`,
            );
        }
      }
      expect(mismatches).toEqual([]);
    }),
  );
});

describe("images", () => {
  it.each(pages.filter((p) => !p.canonicalPath).map((p) => p.path))(
    "%s: every image has alt text (empty when decorative) and a reserved size",
    (path) =>
      withoutScript(path, async (page) => {
        const problems = await page.locator("img").evaluateAll((images) =>
          images.flatMap((img) => {
            const el = img as HTMLImageElement;
            const issues: string[] = [];
            if (!el.hasAttribute("alt")) issues.push("no alt attribute");
            const sized = el.hasAttribute("width") && el.hasAttribute("height");
            // next/image `fill`: absolutely positioned inside a parent that has its own size.
            const filled = el.style.position === "absolute" && el.parentElement !== null;
            if (!sized && !filled) issues.push("no width/height");
            return issues.map((issue) => `${el.getAttribute("src")}: ${issue}`);
          }),
        );
        expect(problems).toEqual([]);
      }),
  );
});
