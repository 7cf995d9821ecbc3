/**
 * The accessibility bar every browser test holds pages to: axe's WCAG 2.0, 2.1 and 2.2 A and
 * AA rules, failing on serious and critical violations only.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's serious and critical violations, one readable line each (empty when clean). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await drawEverything(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Blocks far from the view are not drawn (`content-visibility: auto`, decision 0040), and axe
 * reads colours from what is drawn: the footer's light text would be checked against the white
 * page behind its undrawn box. A visitor sees each block drawn by the time it reaches them, so
 * the audit draws them all first.
 */
async function drawEverything(page: Page): Promise<void> {
  // Through the CSSOM, which the site's Content Security Policy allows (a <style> it would not).
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
  });
}
