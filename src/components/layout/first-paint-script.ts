/**
 * Inline script of every document's head. Once the page's first screen has been painted, it
 * marks <html data-first-paint>:
 * - the mark adds Inter and Manrope to the font stacks (globals.css), so the first frame is
 *   drawn in metric-matched local fallbacks and the fonts never sit on the first paint's path
 *   (decision 0039);
 * - on the prerendered pages, Next.js's scripts are added on that mark (scripts/paint-first.mjs,
 *   decision 0043), so they neither share the bandwidth of the document and the hero image nor
 *   run before the paint.
 *
 * "Painted" means: the document has been parsed, a frame has been drawn, the priority images
 * (the hero, `fetchpriority="high"`) are decoded, and one more frame has been drawn with them.
 * A timer set inside a frame's callback runs after that frame. A hero that is still not in
 * after HERO_WAIT_MS (a stalled request) is waited for no longer: the page must not stay
 * unhydrated for an image. A hidden tab draws no frame, so it marks the page once shown.
 */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";
export const HERO_WAIT_MS = 3000;

export function markAfterFirstPaint(attribute: string, heroWaitMs: number) {
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const whenParsed = (then: () => void) =>
    document.readyState === "loading"
      ? document.addEventListener("DOMContentLoaded", then, { once: true })
      : then();
  whenParsed(() =>
    afterNextFrame(() => {
      const images = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
      // decode() waits for the image to load; a broken image counts as done.
      const decoded = Array.from(images, (image) => image.decode().catch(() => {}));
      const givenUp = new Promise((resolve) => setTimeout(resolve, heroWaitMs));
      void Promise.race([Promise.all(decoded), givenUp]).then(() =>
        afterNextFrame(() => document.documentElement.setAttribute(attribute, "")),
      );
    }),
  );
}

// The function's own source, run once by the parser; React never runs it again.
export const firstPaintScript = `(${markAfterFirstPaint.toString()})(${JSON.stringify(FIRST_PAINT_ATTRIBUTE)}, ${HERO_WAIT_MS})`;
