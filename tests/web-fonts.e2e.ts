/**
 * The web fonts are fetched only after the first paint (decisions 0039, 0046): a prerendered
 * page's first frame is drawn in the metric-matched fallbacks, as its inlined rules hold no web
 * font's face; the faces come with the whole stylesheet, which the page enables on its
 * first-paint mark. The stacks name the web fonts from the start, so their arrival changes no
 * element's style. Without JavaScript the whole stylesheet, faces included, comes at once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";
import { firstPaintMark, recordFirstPaintMark } from "./support/first-paint-mark";

const browser = sharedBrowser();

type LoadingSeen = { __webFontsLoading: string[] };

type Recorded = {
  __afterFirstFrame?: { time: number; webFontsAsked: string[]; bodyFamily: string };
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
          const markTime = (await firstPaintMark(page))?.time;
          const timing = await page.evaluate(() => ({
            afterFirstFrame: (window as unknown as Recorded).__afterFirstFrame,
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
          expect(markTime, "the first-paint mark was set").toBeDefined();
          for (const font of timing.fonts)
            expect(font.startTime, font.name).toBeGreaterThanOrEqual(markTime!);
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
            await recordFirstPaintMark(page);
            await page.addInitScript(() => {
              const recorded = window as unknown as Recorded;
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

  it("come into the page already loaded, and only the Latin ones: one relayout, not two", async () => {
    await visit(
      browser(),
      "/",
      async (page) => {
        await page.waitForFunction(
          () => [...document.fonts].filter((face) => face.family.includes("Variable")).length === 2,
        );
        await page.waitForLoadState("load");
        const seen = await page.evaluate(() => ({
          loadingEvents: (window as unknown as LoadingSeen).__webFontsLoading,
          faces: [...document.fonts]
            .filter((face) => face.family.includes("Variable"))
            .map((face) => ({
              family: face.family,
              status: face.status,
              range: face.unicodeRange,
            })),
          // What is left of the faces in the whole sheet: only the local fallbacks.
          sheetFaces: [...document.styleSheets]
            .filter((sheet) => sheet.href?.endsWith(".css"))
            .flatMap((sheet) => [...sheet.cssRules])
            .filter((rule) => rule instanceof CSSFontFaceRule)
            .map((rule) => (rule as CSSFontFaceRule).style.getPropertyValue("src")),
        }));
        // A face that loads while in the document makes the browser lay the page out with the
        // fallbacks again first; these never loaded in it.
        expect(seen.loadingEvents).toEqual([]);
        expect(seen.faces).toEqual([
          {
            family: '"Manrope Variable"', // FontFace gives the name as CSS writes it
            status: "loaded",
            range: expect.stringMatching(/^U\+0-FF,/),
          },
          {
            family: '"Inter Variable"',
            status: "loaded",
            range: expect.stringMatching(/^U\+0-FF,/),
          },
        ]);
        expect(seen.sheetFaces.length).toBeGreaterThan(0);
        for (const src of seen.sheetFaces) expect(src).not.toContain("url(");
      },
      {
        viewport: viewports.mobile,
        beforeNavigation: async (page) => {
          await page.addInitScript(() => {
            const seen = ((window as unknown as LoadingSeen).__webFontsLoading = [] as string[]);
            document.fonts.addEventListener("loading", (event) => {
              for (const face of (event as FontFaceSetLoadEvent).fontfaces) {
                if (face.family.includes("Variable")) seen.push(face.family);
              }
            });
          });
        },
      },
    );
  });

  it("every prerendered page's text is within the Latin faces, the only ones a page adds", () => {
    // The Latin faces' range, as the font package declares it (both fonts have the same).
    const packageCss = readFileSync(
      join("node_modules", "@fontsource-variable", "inter", "wght.css"),
      "utf8",
    );
    const latin =
      /\/\* inter-latin-wght-normal \*\/\s*@font-face\s*\{[^}]*unicode-range:\s*([^;]+);/.exec(
        packageCss,
      )?.[1];
    expect(latin, "the package's latin face").toBeDefined();
    const ranges = latin!.split(",").map((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(from!, 16), parseInt(to!, 16)] as const;
    });
    const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
    const appDir = join(process.env.NEXT_DIST_DIR || ".next", "server", "app");
    const files = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".html"),
    );
    expect(files.length).toBeGreaterThan(20);
    const outside: string[] = [];
    for (const file of files) {
      const html = readFileSync(join(appDir, file), "utf8");
      const drawn = [
        html.replace(/<(script|style|noscript)\b[^]*?<\/\1>/g, "").replace(/<[^>]+>/g, " "),
        ...Array.from(html.matchAll(/\splaceholder="([^"]*)"/g), (match) => match[1]),
      ]
        .join(" ")
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)));
      for (const character of new Set(drawn)) {
        if (!covered(character.codePointAt(0)!)) outside.push(`${file}: ${character}`);
      }
    }
    expect(outside).toEqual([]);
  });

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
