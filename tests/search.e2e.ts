/**
 * The site search (issue 39) against the production build, as visitors use it: from the
 * header's search link on a desktop and from the mobile menu; results while typing (older
 * requests cancelled, the count in a status region); the plain GET form and its paging with
 * JavaScript off at 375 px; a misspelling answered with the close spelling; every message of
 * a query that cannot be searched; noindex; axe. The endpoint's JSON and RATE_LIMIT_SEARCH are
 * tested in src/server/endpoints/search.test.ts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TYPING_PAUSE_MS } from "@/components/search/search-view";
import { resultCountText, searchMessages } from "@/lib/search/query";
import {
  baseURL,
  newPage,
  sharedBrowser,
  viewports,
  visit,
  waitForHydration,
} from "./support/browser";
import { settle, stopClock } from "./support/clock";
import { allAxeViolations } from "./support/studio";

const browser = sharedBrowser();
const SCREENS = path.resolve(".tmp", "screens", "search");
mkdirSync(SCREENS, { recursive: true });

describe("site search", () => {
  it("finds pages as a desktop visitor types, from the header's search link", async () => {
    const { context, page } = await newPage(browser(), viewports.desktop);
    try {
      await page.goto("/");
      await waitForHydration(page);
      await page.locator("header").getByRole("link", { name: "Search", exact: true }).click();
      await page.waitForURL("**/search");
      await waitForHydration(page);
      const box = page.getByRole("searchbox", { name: /Search pages/ });
      await box.pressSequentially("migrating", { delay: 40 });
      const status = page.locator("main").getByRole("status");
      await expect
        .poll(() => status.textContent(), { timeout: 10_000 })
        .toMatch(/results? for “migrating”/);
      expect(new URL(page.url()).search).toBe("?q=migrating");
      const results = page.locator("main ol > li");
      expect(await results.count()).toBeGreaterThan(0);
      expect(await results.count()).toBeLessThanOrEqual(10);
      // Stemming: the marked words are forms of "migrate".
      const marked = await page.locator("main ol mark").allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.every((word) => /^migrat/i.test(word))).toBe(true);
      await page.screenshot({ path: path.join(SCREENS, "search-1280.png"), fullPage: true });
      // Each result leads to a page that answers.
      const href = await results.first().getByRole("link").getAttribute("href");
      const response = await fetch(`${baseURL()}${href!.split("#")[0]}`, { redirect: "manual" });
      expect(response.status).toBe(200);
      expect(await allAxeViolations(page), "results at 1280 px").toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("answers a misspelling with the close spelling, and shows only the newest query's results", () =>
    visit(
      browser(),
      "/search",
      async (page) => {
        // The first answer is held back until the second has been shown: it must not replace it.
        let asked!: () => void;
        const cloudAsked = new Promise<void>((resolve) => (asked = resolve));
        let release!: () => void;
        const cloudHeld = new Promise<void>((resolve) => (release = resolve));
        let answered!: () => void;
        const cloudAnswered = new Promise<void>((resolve) => (answered = resolve));
        await page.route("**/api/search?*", async (route) => {
          const cloud = new URL(route.request().url()).searchParams.get("q") === "cloud";
          if (cloud) {
            asked();
            await cloudHeld;
          }
          await route.continue().catch(() => undefined);
          if (cloud) answered();
        });
        // The box waits for a pause in typing before it asks: the page's clock makes the pause.
        await stopClock(page);
        const box = page.getByRole("searchbox", { name: /Search pages/ });
        await box.fill("cloud");
        await page.clock.runFor(TYPING_PAUSE_MS);
        await cloudAsked;
        await box.fill("salesforse");
        await page.clock.runFor(TYPING_PAUSE_MS);
        const status = page.locator("main").getByRole("status");
        await expect
          .poll(() => status.textContent(), { timeout: 10_000 })
          .toMatch(/for “salesforce”/);
        await expect
          .poll(() => page.locator("main").textContent())
          .toContain("Showing results for salesforce. No results for “salesforse”.");
        release();
        await cloudAnswered;
        await settle(page);
        expect(await status.textContent()).toMatch(/for “salesforce”/);
        expect(
          (await page.locator("main ol mark").allTextContents()).every((word) =>
            /salesforce/i.test(word),
          ),
        ).toBe(true);
      },
      { clock: true },
    ));

  it("works without JavaScript at 375 px: the GET form, the results and their pages", async () => {
    const { context, page } = await newPage(browser(), viewports.mobile, {
      javaScriptEnabled: false,
    });
    try {
      await page.goto("/search");
      expect(await page.locator("main").getByRole("status").textContent()).toBe(
        searchMessages.empty,
      );
      await page.getByRole("searchbox", { name: /Search pages/ }).fill("software development");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/\/search\?q=software\+development$/);
      const status = (await page.locator("main").getByRole("status").textContent()) ?? "";
      const total = Number(/^(\d+) results/.exec(status)?.[1]);
      expect(total).toBeGreaterThan(10);
      expect(status).toBe(
        `${resultCountText(total, "software development")}, page 1 of ${Math.ceil(total / 10)}`,
      );
      expect(await page.locator("main ol > li").count()).toBe(10);
      const firstPage = await page.locator("main ol h2").allTextContents();
      await page
        .getByRole("navigation", { name: "Pages of results" })
        .getByRole("link", { name: "Next" })
        .click();
      await page.waitForURL(/page=2/);
      expect(await page.locator("main").getByRole("status").textContent()).toContain("page 2 of");
      const secondPage = await page.locator("main ol h2").allTextContents();
      expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    } finally {
      await context.close();
    }
    // The same results with script (axe and the width check run script in the page).
    const scripted = await newPage(browser(), viewports.mobile);
    try {
      await scripted.page.goto("/search?q=software+development");
      await waitForHydration(scripted.page);
      expect(
        await scripted.page.evaluate(() => document.documentElement.scrollWidth),
        "nothing wider than the screen",
      ).toBeLessThanOrEqual(375);
      await scripted.page.screenshot({
        path: path.join(SCREENS, "search-375.png"),
        fullPage: true,
      });
      expect(await allAxeViolations(scripted.page), "results at 375 px").toEqual([]);
    } finally {
      await scripted.context.close();
    }
  });

  it("searches from the mobile menu", async () => {
    const { context, page } = await newPage(browser(), viewports.mobile);
    try {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      const box = page.getByRole("searchbox", { name: "Search the site" });
      await box.fill("cloud");
      await box.press("Enter");
      await page.waitForURL(/\/search\?q=cloud$/);
      expect(await page.locator("main").getByRole("status").textContent()).toMatch(
        /^\d+ results? for “cloud”/,
      );
    } finally {
      await context.close();
    }
  });

  it.each([
    ["nothing typed", "/search?q=", searchMessages.empty],
    ["over 200 characters", `/search?q=${"cloud ".repeat(40)}x`, searchMessages.tooLong],
    ["only punctuation", `/search?q=${encodeURIComponent("?!… — ()")}`, searchMessages.noWords],
    ["no result", "/search?q=zzyzx", searchMessages.noResults("zzyzx")],
  ])("says what to do for %s, never a 500", async (_name, address, message) => {
    const response = await fetch(`${baseURL()}${address}`);
    expect(response.status).toBe(200);
    const { context, page } = await newPage(browser(), viewports.mobile, {
      javaScriptEnabled: false,
    });
    try {
      await page.goto(address);
      expect(await page.locator("main").getByRole("status").textContent()).toBe(message);
      // What was typed stays in the box.
      const typed = new URL(address, "http://x").searchParams.get("q") ?? "";
      expect(await page.getByRole("searchbox", { name: /Search pages/ }).inputValue()).toBe(typed);
    } finally {
      await context.close();
    }
    const scripted = await newPage(browser(), viewports.mobile);
    try {
      await scripted.page.goto(address);
      await waitForHydration(scripted.page);
      expect(await scripted.page.locator("main").getByRole("status").textContent()).toBe(message);
      expect(await allAxeViolations(scripted.page)).toEqual([]);
    } finally {
      await scripted.context.close();
    }
  });

  // Its JSON for the search box, and the rate limit, are tested on the endpoint
  // (src/server/endpoints/search.test.ts) and the box (search-view.test.tsx).
  it("is kept out of search engines", async () => {
    const html = await (await fetch(`${baseURL()}/search?q=cloud`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });
});
