/**
 * When a prerendered page set its first-paint mark (decision 0043), seen from inside the page:
 * `recordFirstPaintMark` must run before navigation, since its observer has to be in place
 * before the parser makes `<html>`; `firstPaintMark` reads what it saw.
 */
import type { Page } from "playwright-core";

export type FirstPaintMark = {
  /** `performance.now()` when the mark appeared. */
  time: number;
  /** Whether each hero image (`fetchpriority="high"`) had been drawn by then. */
  heroComplete: boolean[];
};

type Recorded = { __firstPaintMark?: FirstPaintMark };

export async function recordFirstPaintMark(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute("data-first-paint")) return;
      observer.disconnect();
      const heroes = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
      (window as unknown as Recorded).__firstPaintMark = {
        time: performance.now(),
        heroComplete: Array.from(heroes, (image) => image.complete),
      };
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-first-paint"],
    });
  });
}

/** The mark as recorded, or undefined when the page has not set it (yet). */
export async function firstPaintMark(page: Page): Promise<FirstPaintMark | undefined> {
  return page.evaluate(() => (window as unknown as Recorded).__firstPaintMark);
}
