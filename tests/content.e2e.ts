/**
 * The rendered pages show the counts the page data holds (cards, tabs, tiles, slides, list
 * items, statistics); the data itself is checked against the spec in
 * src/content/pages/spec-counts.test.ts. Pages render without JavaScript here, so this is
 * what every visitor, crawler and screen reader gets first.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Section } from "@/content/schema";
import { caseStudies } from "@/server/content/initial-pages/case-studies";
import { posts } from "@/server/content/initial-pages/posts";
import { newPage, sharedBrowser } from "./support/browser";
import { pages } from "./support/site";

const browser = sharedBrowser();

/**
 * What every visitor, crawler and screen reader gets first: the page without JavaScript. The
 * tests only read the server's markup, so one tab goes from page to page, and each is read
 * once its document is parsed (images, fonts and styles change nothing that is counted).
 */
let context: BrowserContext | undefined;
let tab: Page;
beforeAll(async () => {
  ({ context, page: tab } = await newPage(browser(), undefined, { javaScriptEnabled: false }));
});
afterAll(async () => {
  await context?.close();
});

async function withoutScript(path: string, run: (page: Page) => Promise<void>) {
  await tab.goto(path, { waitUntil: "domcontentloaded" });
  await run(tab);
}

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

/**
 * How many of `what` each section shows, read in one go: the sections' tabs, slides,
 * statistics and cards or list items (every tab's panel included). Posts are counted by their
 * links' accessible names below, which only a locator reads.
 */
function renderedCounts(): Record<string, number>[] {
  const count = (section: Element, selector: string) => section.querySelectorAll(selector).length;
  return [...document.querySelectorAll("[data-section]")].map((section) => ({
    tabs: count(section, '[role="tab"]'),
    slides: count(section, '[aria-roledescription="slide"]'),
    stats: count(section, "[data-value]"),
    cards: count(section, "li:not(li li)"),
    items: count(section, "li:not(li li)"),
  }));
}

/** Every image's problems: no alt attribute (empty is fine: decorative), no reserved size. */
function imageProblems(): string[] {
  return [...document.querySelectorAll("img")].flatMap((el) => {
    const issues: string[] = [];
    if (!el.hasAttribute("alt")) issues.push("no alt attribute");
    const sized = el.hasAttribute("width") && el.hasAttribute("height");
    // next/image `fill`: absolutely positioned inside a parent that has its own size.
    const filled = el.style.position === "absolute" && el.parentElement !== null;
    if (!sized && !filled) issues.push("no width/height");
    return issues.map((issue) => `${el.getAttribute("src")}: ${issue}`);
  });
}

/** Canonical pages only: aliases show their target's content, checked at the target. */
const canonicalPages = pages.filter((p) => !p.canonicalPath);

// One load per page for both checks: they only read it.
describe("each page without JavaScript", () => {
  it.each(canonicalPages.map((p) => p.path))(
    "%s: rendered counts match the page data; every image has alt text (empty when decorative) and a reserved size",
    (path) =>
      withoutScript(path, async (page) => {
        const data = pages.find((p) => p.path === path)!;
        const counts = await page.evaluate(renderedCounts);
        expect(counts.length, "sections rendered").toBe(data.sections.length);
        const mismatches: string[] = [];
        for (const [index, section] of data.sections.entries()) {
          for (const [what, count] of expected(section)) {
            const actual =
              what === "posts"
                ? await page
                    .locator("[data-section]")
                    .nth(index)
                    .getByRole("link", { name: /Go to Full Blog/ })
                    .count()
                : counts[index]![what]!;
            if (actual !== count)
              mismatches.push(
                `${section.type}#${index} ${what}: ${actual} rendered, ${count} in data`,
              );
          }
        }
        expect(mismatches).toEqual([]);
        expect(await page.evaluate(imageProblems)).toEqual([]);
      }),
  );
});
