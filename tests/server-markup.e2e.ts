/**
 * Sections with nothing interactive inside are kept as the server drew them when a page loads
 * (decision 0041): React hydrates the page around them, not inside them. What a visitor sees
 * and can do is unchanged: the same text, links that still open pages in the app, and the same
 * sections when a page is reached by a client-side navigation, which has no server HTML to keep.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sectionHasIslands } from "@/components/sections/section-islands";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

interface SectionState {
  type: string;
  text: string;
  links: number;
  /** Elements inside that React manages (it marks each with a property of its own). */
  managed: number;
  elements: number;
}

function readSections(page: Page): Promise<SectionState[]> {
  return page.$$eval("main [data-section]", (sections) =>
    sections.map((section) => {
      const inside = [...section.querySelectorAll("*")];
      return {
        type: (section as HTMLElement).dataset.section!,
        text: (section.textContent ?? "").replace(/\s+/g, " ").trim(),
        links: section.querySelectorAll("a[href]").length,
        managed: inside.filter((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")),
        ).length,
        elements: inside.length,
      };
    }),
  );
}

/** Waits until React has hydrated the page (the header's menu button is managed by then). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
  });
}

const isStatic = (type: string) => !sectionHasIslands[type as keyof typeof sectionHasIslands];

/** Follows an in-app link as a visitor's click would, and checks the page did not reload. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "go";
    document.body.append(link);
    link.click();
  }, path);
  await page.waitForURL(path);
  expect(
    await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    "the page did not reload",
  ).toBe(true);
}

describe("static sections kept as the server drew them", () => {
  it.each(["/", "/PrivacyPolicy", "/blog"])(
    "%s: hydration leaves static sections alone and manages the islands",
    async (path) => {
      await visit(
        browser(),
        path,
        async (page) => {
          await hydrated(page);
          const sections = await readSections(page);
          expect(sections.some((section) => isStatic(section.type))).toBe(true);
          for (const section of sections) {
            expect(section.text, `${section.type} keeps its text`).not.toBe("");
            if (isStatic(section.type)) {
              expect(section.managed, `${section.type} is not hydrated`).toBe(0);
            } else {
              expect(section.managed, `${section.type} is hydrated`).toBeGreaterThan(0);
            }
          }
        },
        { viewport: viewports.mobile },
      );
    },
  );

  it("the header's link lists and the footer's columns are kept too; their buttons stay live", async () => {
    await visit(
      browser(),
      "/JoinUs",
      async (page) => {
        await hydrated(page);
        const blocks = await page.$$eval("header div.contents, footer div.contents", (found) =>
          found.map((block) => {
            const inside = [...block.querySelectorAll("*")];
            return {
              inFooter: !!block.closest("footer"),
              links: block.querySelectorAll("a[href]").length,
              managed: inside.filter((element) =>
                Object.keys(element).some((key) => key.startsWith("__reactFiber")),
              ).length,
            };
          }),
        );
        const kept = blocks.filter((block) => block.links > 0);
        // Two menus, each in the desktop panel and in the drawer; the footer's columns.
        expect(kept.filter((block) => !block.inFooter)).toHaveLength(4);
        expect(kept.filter((block) => block.inFooter)).toHaveLength(1);
        for (const block of kept) expect(block.managed).toBe(0);
        const buttons = await page.$$eval("header button", (found) =>
          found.map((button) => Object.keys(button).some((key) => key.startsWith("__reactFiber"))),
        );
        expect(buttons).not.toContain(false);
      },
      { viewport: viewports.mobile },
    );
  });

  it("a client-side navigation draws the same sections as a fresh load", async () => {
    const fresh = new Map<string, SectionState[]>();
    for (const path of ["/PrivacyPolicy", "/blog", "/contact", "/"]) {
      await visit(browser(), path, async (page) => {
        fresh.set(path, await readSections(page));
      });
    }
    await visit(browser(), "/JoinUs", async (page) => {
      await hydrated(page);
      for (const path of ["/PrivacyPolicy", "/blog", "/contact", "/"]) {
        await navigateInApp(page, path);
        const expected = fresh.get(path)!.map(({ type, text, links }) => ({ type, text, links }));
        await expect
          .poll(async () =>
            (await readSections(page)).map(({ type, text, links }) => ({ type, text, links })),
          )
          .toEqual(expected);
      }
      // Back to a page whose static sections were drawn by the client, not by the server.
      await page.goBack();
      await page.waitForURL("/contact");
      await expect
        .poll(async () => (await readSections(page)).map(({ type, text }) => ({ type, text })))
        .toEqual(fresh.get("/contact")!.map(({ type, text }) => ({ type, text })));
    });
  });

  it("a link inside a static section opens its page in the app", async () => {
    await visit(
      browser(),
      "/",
      async (page) => {
        await hydrated(page);
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
        const link = page.locator('main [data-section="cardGrid"] a[href^="/"]').first();
        const href = await link.getAttribute("href");
        expect(href).toBeTruthy();
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await page.waitForURL(href!);
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
          true,
        );
        await expect.poll(() => page.locator("h1").count()).toBe(1);
      },
      { viewport: viewports.desktop },
    );
  });
});
