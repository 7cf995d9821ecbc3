/**
 * The prerendered pages paint first (decision 0043): the stylesheet comes inline with the
 * document, and Next.js's scripts are fetched only once the first screen, hero included, has
 * been painted, and the page's React data with them. The pages still hydrate, navigate in the
 * app and look the same without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { baseURL, sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

type PaintMark = { __firstPaintMark?: { time: number; heroComplete: boolean[] } };

describe("pages that paint first", () => {
  it.each([
    ["/", 200],
    ["/contact", 200],
    ["/blog1", 200],
    ["/no-such-page-paint-first", 404],
  ])("%s: the document alone draws the first frame", async (path, status) => {
    const response = await fetch(new URL(path, baseURL()));
    expect(response.status).toBe(status);
    const html = await response.text();
    // The stylesheet's rules are in the document; the only link to it is disabled (for React).
    expect(html).toMatch(/<style data-precedence="next" data-href="\/_next\/static\/[^"]+\.css">/);
    const stylesheetLinks = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheetLinks.length).toBeGreaterThan(0);
    for (const link of stylesheetLinks) expect(link).toContain('disabled=""');
    // No script of Next.js's is fetched by the parser: one loader adds them after the paint.
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(html.match(/<script data-after-first-paint="">/g)).toHaveLength(1);
    // The React data is a file of its own, fetched by that loader.
    expect(html).not.toContain("__next_f.push");
    const [flight] = /\/_next\/static\/flight\/[0-9a-f]{16}\.json/.exec(html) ?? [];
    expect(flight).toBeDefined();
    const data = await fetch(new URL(flight!, baseURL()));
    expect(data.headers.get("content-type")).toMatch(/^application\/json/);
    expect(data.headers.get("cache-control")).toContain("immutable");
    expect(((await data.json()) as unknown[])[0]).toEqual([0]);
  });

  it.each(["/", "/BankingFin", "/contact"])(
    "%s: scripts are asked for only once the first screen and its hero are painted",
    async (path) => {
      const cssRequests: string[] = [];
      await visit(
        browser(),
        path,
        async (page) => {
          // Hydrated: the menu button works.
          await page.getByRole("button", { name: "Open menu" }).click();
          await expect
            .poll(() =>
              page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
            )
            .toBe("true");
          const timing = await page.evaluate(() => ({
            mark: (window as unknown as PaintMark).__firstPaintMark,
            scripts: performance
              .getEntriesByType("resource")
              .filter((entry) => /\/_next\/static\/.+\.(js|json)$/.test(entry.name))
              .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
          }));
          expect(timing.mark, "the first-paint mark was set").toBeDefined();
          expect(timing.mark!.heroComplete.every(Boolean), "hero loaded before the mark").toBe(
            true,
          );
          expect(timing.scripts.length).toBeGreaterThan(0);
          for (const script of timing.scripts) {
            expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.mark!.time);
          }
          // React found its stylesheet in the document: the file is never fetched.
          expect(cssRequests).toEqual([]);
        },
        {
          viewport: viewports.mobile,
          beforeNavigation: async (page) => {
            page.on("request", (request) => {
              if (request.url().endsWith(".css")) cssRequests.push(request.url());
            });
            // Runs before the parser has made <html>: it watches the whole document.
            await page.addInitScript(() => {
              new MutationObserver((_, observer) => {
                if (!document.documentElement.hasAttribute("data-first-paint")) return;
                observer.disconnect();
                const heroes = document.querySelectorAll<HTMLImageElement>(
                  'img[fetchpriority="high"]',
                );
                (window as unknown as PaintMark).__firstPaintMark = {
                  time: performance.now(),
                  heroComplete: Array.from(heroes, (image) => image.complete),
                };
              }).observe(document, {
                subtree: true,
                attributes: true,
                attributeFilter: ["data-first-paint"],
              });
            });
          },
        },
      );
    },
  );

  it("navigates in the app with the page still styled, without fetching the stylesheet", async () => {
    const cssRequests: string[] = [];
    await visit(
      browser(),
      "/",
      async (page) => {
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-first-paint"));
        await page.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });
        await page.locator('footer a[href="/contact"]').first().click();
        await page.waitForURL("**/contact");
        const state = await page.evaluate(() => ({
          sameDocument: (window as unknown as { __sameDocument?: boolean }).__sameDocument,
          // The site's styles still apply: the footer keeps its dark background.
          footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
          body: getComputedStyle(document.body).display,
        }));
        expect(state.sameDocument, "a client-side navigation").toBe(true);
        expect(state.body).toBe("flex");
        expect(state.footer).not.toBe("rgba(0, 0, 0, 0)");
        expect(cssRequests).toEqual([]);
      },
      {
        viewport: viewports.desktop,
        beforeNavigation: (page) => {
          page.on("request", (request) => {
            if (request.url().endsWith(".css")) cssRequests.push(request.url());
          });
        },
      },
    );
  });

  it("without JavaScript the page is styled by the inline stylesheet alone", async () => {
    await visit(
      browser(),
      "/contact",
      async (page) => {
        const styles = await page.evaluate(() => ({
          body: getComputedStyle(document.body).display,
          footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".js")).length,
        }));
        expect(styles.body).toBe("flex");
        expect(styles.footer).not.toBe("rgba(0, 0, 0, 0)");
        expect(styles.scripts).toBe(0);
      },
      { viewport: viewports.mobile, javaScriptEnabled: false, waitUntil: "load" },
    );
  });
});
