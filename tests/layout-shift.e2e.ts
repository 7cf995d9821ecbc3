/**
 * Nothing moves when the web fonts arrive late (issue 12: CLS ≤ 0.01). The fonts are held
 * back until the page has painted and hydrated with its fallbacks, as on a slow phone network,
 * and the page's layout shifts are summed as Lighthouse counts them. Without metric-matched fallbacks the hero
 * heading of /BankingFin lost a line when Manrope swapped in: 0.036. Inter's fallback is
 * next/font's (Arial, with metrics it computes from the font file) and, where Arial is
 * missing, its metric twin in globals.css, which must carry the same figures; Manrope's is
 * globals.css's own (src/components/layout/fonts.ts says why).
 */
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();

/** The size and line descriptors of every @font-face of `family` in the page's stylesheets. */
function metricsOf(family: string) {
  const found: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (rule.style.getPropertyValue("font-family").replaceAll(/["']/g, "") !== family) continue;
      found.push(
        ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]
          .map((name) => `${name}: ${rule.style.getPropertyValue(name)}`)
          .join("; "),
      );
    }
  }
  return found;
}

describe("the fallback fonts", () => {
  it.each([["bodyFont Fallback", "Inter Metric Twin"]])(
    "%s (computed by next/font) and %s (globals.css) have the same metrics",
    async (computed, twin) => {
      await visit(
        browser(),
        "/contact",
        async (page) => {
          const [fromNext] = await page.evaluate(metricsOf, computed);
          const twins = await page.evaluate(metricsOf, twin);
          expect(fromNext).toMatch(/size-adjust: \d/);
          expect(twins).toHaveLength(2);
          for (const face of twins) expect(face).toBe(fromNext);
        },
        { viewport: viewports.mobile },
      );
    },
  );
});

/**
 * The states of the page's web fonts, the faces its stylesheets load from a URL (not the
 * fallbacks, which name local fonts).
 */
function webFontStates(): string[] {
  const families = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("src").includes("url("))
        families.add(rule.style.getPropertyValue("font-family").replaceAll(/["']/g, ""));
    }
  }
  return [...document.fonts].filter((font) => families.has(font.family)).map((f) => f.status);
}

type ShiftState = { __layoutShift: number; __shiftObserver: PerformanceObserver };

describe("layout shift when the fonts arrive late", () => {
  it.each(["/", "/BankingFin", "/contact", "/CloudInfrastructure", "/blog1", "/search?q=cloud"])(
    "%s at 375 px: CLS under 0.01",
    async (path) => {
      // The fonts' requests wait here until the page has been painted without them.
      let release!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (release = resolve));
      await visit(
        browser(),
        path,
        async (page) => {
          await page.waitForFunction(
            () => performance.getEntriesByName("first-contentful-paint").length > 0,
          );
          const before = await page.evaluate(webFontStates);
          expect(before.length, "the page has web fonts").toBeGreaterThan(0);
          expect(before, "no web font before the release").not.toContain("loaded");
          release();
          // The web fonts did arrive: the ones the page uses are loaded, none still loading.
          await expect
            .poll(() => page.evaluate(webFontStates))
            .toSatisfy(
              (states: string[]) => states.includes("loaded") && !states.includes("loading"),
            );
          // The swap's layout is done two frames later; its shifts are then taken as well.
          const shift = await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    const state = window as unknown as ShiftState;
                    for (const entry of state.__shiftObserver.takeRecords() as (PerformanceEntry & {
                      value: number;
                      hadRecentInput: boolean;
                    })[])
                      if (!entry.hadRecentInput) state.__layoutShift += entry.value;
                    resolve(state.__layoutShift);
                  }),
                ),
              ),
          );
          expect(shift).toBeLessThan(0.01);
        },
        {
          viewport: viewports.mobile,
          // Not "load": the held fonts are preloaded, and the load event waits for them.
          waitUntil: "domcontentloaded",
          beforeNavigation: async (page) => {
            await page.route("**/*.woff2", async (route) => {
              await fontsHeld;
              await route.continue();
            });
            await page.addInitScript(() => {
              const state = window as unknown as ShiftState;
              state.__layoutShift = 0;
              state.__shiftObserver = new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                })[])
                  if (!entry.hadRecentInput) state.__layoutShift += entry.value;
              });
              state.__shiftObserver.observe({ type: "layout-shift", buffered: true });
            });
          },
        },
      );
    },
  );
});
