/**
 * Timing tests run on Playwright's clock, never on the wall clock: `visit(..., { clock: true })`
 * installs it before navigation, the page loads with time flowing, then `stopClock` freezes it
 * and the test moves time with `page.clock.runFor()` (timers and animation frames fire as they
 * fall due). A busy machine slows the test down but cannot change what it sees.
 */
import type { Locator, Page } from "playwright-core";

/** Freezes the page's clock where it is (it was running with the page until now). */
export async function stopClock(page: Page): Promise<void> {
  // pauseAt needs a time not yet passed; a little ahead of the page's "now" is always that,
  // unless the machine stalls longer than the margin, then try again with a wider one.
  for (let margin = 250; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 60_000) throw error;
    }
  }
}

/**
 * Lets the page run the tasks already queued (React renders after a timer fired), without
 * moving its clock: a few turns of a message channel, which the clock does not control.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let turns = 0;
        channel.port1.onmessage = () => {
          if (++turns < 3) return channel.port2.postMessage(null);
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

/** Resolves once `element` is at least `ratio` visible, as an IntersectionObserver sees it. */
export async function inView(element: Locator, ratio: number): Promise<void> {
  await element.evaluate(
    (el, threshold) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.intersectionRatio >= threshold)) {
              observer.disconnect();
              resolve();
            }
          },
          { threshold },
        );
        observer.observe(el);
      }),
    ratio,
  );
}
