/**
 * Sections after the first, and the footer, are drawn only as they near the view (decision
 * 0040, `content-visibility: auto`): the first frame of a long page lays out the first screen,
 * not the whole page. What a visitor can reach is unchanged: the skipped parts are drawn when
 * scrolled to or focused, and stay in the accessibility tree.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

/** Whether each element is drawn (false while inside a block the browser is skipping). */
const drawn = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => element.checkVisibility({ contentVisibilityAuto: true })),
  );

describe("sections drawn when near the view", () => {
  it.each([
    ["/", "mobile"],
    ["/", "desktop"],
    ["/BankingFin", "mobile"],
    ["/PrivacyPolicy", "mobile"],
  ] as const)("%s (%s): the first screen is drawn, the rest waits", async (path, size) => {
    await visit(
      browser(),
      path,
      async (page) => {
        expect(await drawn(page, "h1"), "the page's heading").toEqual([true]);
        expect(await drawn(page, "footer a"), "the footer's links").not.toContain(true);
        const lastSection = "[data-section]:last-of-type :is(h2, p)";
        expect(await drawn(page, lastSection), "the last section").not.toContain(true);

        await page.locator("footer").scrollIntoViewIfNeeded();
        await expect.poll(() => drawn(page, "footer a")).not.toContain(false);
        await expect.poll(() => drawn(page, lastSection)).toContain(true);
      },
      { viewport: viewports[size], waitUntil: "load" },
    );
  });

  it("a skipped footer is in the accessibility tree, and focus draws what it reaches", async () => {
    await visit(
      browser(),
      "/",
      async (page) => {
        const subscribe = page.getByRole("button", { name: "Subscribe" });
        expect(await subscribe.count(), "the footer's button, before it is drawn").toBe(1);
        const email = page.locator("footer input[type=email]");
        expect(await drawn(page, "footer input[type=email]")).toEqual([false]);
        await email.focus();
        await expect.poll(() => drawn(page, "footer input[type=email]")).toEqual([true]);
        // The field may have been swapped for the scripted form's by now (it wakes on the
        // first touch); whichever has the focus is drawn and laid out.
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          return active instanceof HTMLInputElement && active.closest("footer")
            ? {
                type: active.type,
                drawn: active.checkVisibility({ contentVisibilityAuto: true }),
                height: active.getBoundingClientRect().height,
              }
            : null;
        });
        expect(focused).toMatchObject({ type: "email", drawn: true });
        expect(focused!.height).toBeGreaterThan(0);
      },
      { viewport: viewports.mobile, waitUntil: "load" },
    );
  });

  it("once drawn, a section keeps its height: scrolling back up does not move the page", async () => {
    await visit(
      browser(),
      "/",
      async (page) => {
        // Read down to the footer: every section has been drawn once, so its remembered
        // height stands in for it when it is skipped again (not the 900 px placeholder).
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
          }
        });
        await expect.poll(() => drawn(page, "footer a")).not.toContain(false);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      },
      { viewport: viewports.mobile, waitUntil: "load" },
    );
  });
});
