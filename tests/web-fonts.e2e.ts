/**
 * The web fonts are fetched only after the first paint (decision 0039): the first frame is drawn
 * in the metric-matched fallbacks, then Inter and Manrope are requested and swap in. Without
 * JavaScript the stylesheet switches them on itself (`scripting: none`).
 */
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

type AfterFirstFrame = { __afterFirstFrame?: { time: number; webFontsAsked: string[] } };

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
          // Both faces, before reading the resource entries: an entry appears only once its
          // file has arrived, and the fonts now share the moment with the page's scripts.
          await page.waitForFunction(
            () =>
              document.fonts.check('16px "Inter Variable"') &&
              document.fonts.check('16px "Manrope Variable"'),
          );
          const timing = await page.evaluate(() => ({
            afterFirstFrame: (window as unknown as AfterFirstFrame).__afterFirstFrame,
            fonts: performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(".woff2"))
              .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
          }));
          expect(timing.afterFirstFrame, "the first frame was drawn").toBeDefined();
          expect(
            timing.afterFirstFrame!.webFontsAsked,
            "web fonts asked for by the first frame",
          ).toEqual([]);
          expect(timing.fonts.map((font) => font.name.match(/(inter|manrope)-latin/)?.[1])).toEqual(
            expect.arrayContaining(["inter", "manrope"]),
          );
          for (const font of timing.fonts)
            expect(font.startTime, font.name).toBeGreaterThan(timing.afterFirstFrame!.time);
          const families = await page.evaluate(usedFamilies);
          expect(families.body).toMatch(/^"Inter Variable", "Inter Fallback"/);
          expect(families.heading).toMatch(/^"Manrope Variable", "Manrope Fallback"/);
        },
        {
          viewport: viewports.mobile,
          waitUntil: "load",
          // A timer started by the first frame's callback runs once that frame is painted: by
          // then, a font the first layout needed has left the "unloaded" state.
          beforeNavigation: async (page) => {
            await page.addInitScript(() => {
              requestAnimationFrame(() => {
                setTimeout(() => {
                  (window as unknown as AfterFirstFrame).__afterFirstFrame = {
                    time: performance.now(),
                    webFontsAsked: [...document.fonts]
                      .filter((font) => font.family.includes("Variable"))
                      .filter((font) => font.status !== "unloaded")
                      .map((font) => font.family),
                  };
                });
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
