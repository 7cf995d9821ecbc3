/**
 * Nothing moves when the web fonts arrive late (issue 12: CLS ≤ 0.01). The fonts are held
 * back until well after the first paint, as on a slow phone network, and the page's layout
 * shifts are summed as Lighthouse counts them. Without metric-matched fallbacks the hero
 * heading of /BankingFin lost a line when Manrope swapped in: 0.036. Inter's fallback is
 * next/font's (Arial, with metrics it computes from the font file) and, where Arial is
 * missing, its metric twin in globals.css, which must carry the same figures; Manrope's is
 * globals.css's own (src/components/layout/fonts.ts says why).
 */
import { describe, expect, it } from "vitest";
import { sharedBrowser, viewports, visit } from "./support/browser";

const browser = sharedBrowser();
const FONT_DELAY_MS = 1500;

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

describe("layout shift when the fonts arrive late", () => {
  it.each(["/", "/BankingFin", "/contact", "/CloudInfrastructure", "/blog1", "/search?q=cloud"])(
    "%s at 375 px: CLS under 0.01",
    async (path) => {
      await visit(
        browser(),
        path,
        async (page) => {
          await page.waitForTimeout(FONT_DELAY_MS + 1000);
          const fontsLoaded = await page.evaluate(() =>
            [...document.fonts].some((font) => font.status === "loaded"),
          );
          expect(fontsLoaded, "the web fonts did arrive").toBe(true);
          const shift = await page.evaluate(
            () => (window as unknown as { __layoutShift: number }).__layoutShift,
          );
          expect(shift).toBeLessThan(0.01);
        },
        {
          viewport: viewports.mobile,
          waitUntil: "load",
          beforeNavigation: async (page) => {
            await page.route("**/*.woff2", async (route) => {
              await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
              await route.continue();
            });
            await page.addInitScript(() => {
              const state = window as unknown as { __layoutShift: number };
              state.__layoutShift = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                })[])
                  if (!entry.hadRecentInput) state.__layoutShift += entry.value;
              }).observe({ type: "layout-shift", buffered: true });
            });
          },
        },
      );
    },
  );
});
