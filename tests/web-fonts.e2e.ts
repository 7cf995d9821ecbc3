/**
 * The web fonts are fetched only after the first paint (decisions 0039, 0046): a prerendered
 * page's first frame is drawn in the metric-matched fallbacks, as its inlined rules hold no web
 * font's face; the faces come with the whole stylesheet, which the page enables on its
 * first-paint mark. The stacks name the web fonts from the start, so their arrival changes no
 * element's style. Without JavaScript the whole stylesheet, faces included, comes at once.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

type Recorded = {
  __afterFirstFrame?: { time: number; webFontsAsked: string[]; bodyFamily: string };
  __markTime?: number;
};

const usedFamilies = () =>
  ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
  }) as const;

/** The fonts Chromium drew a node's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

describe("web fonts", () => {
  it.each(["/", "/blog1", "/contact"])(
    "%s: requested only after the first frame, then used",
    async (path) => {
      await visit(
        browser(),
        path,
        async (page) => {
          // Both faces in use, before reading the resource entries: an entry appears only once
          // its file has arrived. (fonts.check() is true of a family with no face at all.)
          await page.waitForFunction(() =>
            ["Inter Variable", "Manrope Variable"].every((family) =>
              [...document.fonts].some(
                (face) => face.family.includes(family) && face.status === "loaded",
              ),
            ),
          );
          const timing = await page.evaluate(() => ({
            afterFirstFrame: (window as unknown as Recorded).__afterFirstFrame,
            markTime: (window as unknown as Recorded).__markTime,
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
          // Adding the faces changed no element's style: the stacks were already final.
          const families = await page.evaluate(usedFamilies);
          expect(families.body).toMatch(/^"Inter Variable", "Inter Fallback"/);
          expect(families.heading).toMatch(/^"Manrope Variable", "Manrope Fallback"/);
          expect(timing.afterFirstFrame!.bodyFamily).toBe(families.body);
          // Asked for once the page had marked its first paint, with the whole stylesheet.
          expect(timing.markTime, "the first-paint mark was set").toBeDefined();
          for (const font of timing.fonts)
            expect(font.startTime, font.name).toBeGreaterThanOrEqual(timing.markTime!);
          expect(await renderedFonts(page, "main p")).toEqual([{ family: "Inter", custom: true }]);
          expect(await renderedFonts(page, "h1")).toEqual([
            { family: expect.stringMatching(/^Manrope/), custom: true },
          ]);
        },
        {
          viewport: viewports.mobile,
          waitUntil: "load",
          // A timer started by the first frame's callback runs once that frame is painted: by
          // then, a font the first layout needed has left the "unloaded" state.
          beforeNavigation: async (page) => {
            await page.addInitScript(() => {
              const recorded = window as unknown as Recorded;
              // Runs before the parser has made <html>: it watches the whole document.
              new MutationObserver((_, observer) => {
                if (!document.documentElement?.hasAttribute("data-first-paint")) return;
                recorded.__markTime = performance.now();
                observer.disconnect();
              }).observe(document, { attributes: true, subtree: true });
              requestAnimationFrame(() => {
                setTimeout(() => {
                  recorded.__afterFirstFrame = {
                    time: performance.now(),
                    webFontsAsked: [...document.fonts]
                      .filter((font) => font.family.includes("Variable"))
                      .filter((font) => font.status !== "unloaded")
                      .map((font) => font.family),
                    bodyFamily: getComputedStyle(document.body).fontFamily,
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
        expect(await renderedFonts(page, "main p")).toEqual([{ family: "Inter", custom: true }]);
        expect(await renderedFonts(page, "h1")).toEqual([
          { family: expect.stringMatching(/^Manrope/), custom: true },
        ]);
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
