/**
 * The web fonts are fetched only after the first paint (decision 0039): the first frame is drawn
 * in the metric-matched fallbacks, then Inter and Manrope are requested and swap in. Without
 * JavaScript the stylesheet switches them on itself (`scripting: none`).
 */
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

type FirstFrame = { __firstFrame?: { time: number; frameTime: number; fontsOn: boolean } };

const usedFamilies = () =>
  ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
  }) as const;

describe("web fonts", () => {
  it.each(["/", "/blog1", "/contact"])(
    "%s: requested only after the first frame, then used",
    async (path) => {
      await visit(
        browser(),
        path,
        async (page) => {
          await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
          const timing = await page.evaluate(() => ({
            firstFrame: (window as unknown as FirstFrame).__firstFrame,
            fonts: performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(".woff2"))
              .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
          }));
          expect(timing.firstFrame?.fontsOn, "web fonts on while the first frame is drawn").toBe(
            false,
          );
          expect(timing.fonts.map((font) => font.name.match(/(inter|manrope)-latin/)?.[1])).toEqual(
            expect.arrayContaining(["inter", "manrope"]),
          );
          for (const font of timing.fonts)
            expect(font.startTime, font.name).toBeGreaterThan(timing.firstFrame!.time);
          const families = await page.evaluate(usedFamilies);
          expect(families.body).toMatch(/^"Inter Variable", "Inter Fallback"/);
          expect(families.heading).toMatch(/^"Manrope Variable", "Manrope Fallback"/);
        },
        {
          viewport: viewports.mobile,
          waitUntil: "load",
          // The first frame's callback runs before that frame's style and layout: whatever
          // font the page asks for by then is on the first paint's path.
          beforeNavigation: async (page) => {
            await page.addInitScript(() => {
              requestAnimationFrame((time) => {
                (window as unknown as FirstFrame).__firstFrame = {
                  time: performance.now(),
                  frameTime: time,
                  fontsOn: document.documentElement.hasAttribute("data-web-fonts"),
                };
              });
            });
          },
        },
      );
    },
  );

  it("without JavaScript: the stylesheet switches them on", async () => {
    const requested: string[] = [];
    await visit(
      browser(),
      "/blog1",
      async (page) => {
        const families = await page.evaluate(usedFamilies);
        expect(families.body).toMatch(/^"Inter Variable", "Inter Fallback"/);
        expect(families.heading).toMatch(/^"Manrope Variable", "Manrope Fallback"/);
        expect(requested.join(" ")).toMatch(/inter-latin.*\.woff2/);
        expect(requested.join(" ")).toMatch(/manrope-latin.*\.woff2/);
      },
      {
        viewport: viewports.mobile,
        javaScriptEnabled: false,
        waitUntil: "load",
        beforeNavigation: (page) => {
          page.on("request", (request) => {
            if (request.url().endsWith(".woff2")) requested.push(request.url());
          });
        },
      },
    );
  });
});
