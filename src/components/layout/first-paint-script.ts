/**
 * Inline script of every document's head. It marks <html data-first-paint> once the page's
 * first screen has been painted. On the prerendered pages, the script loader
 * (scripts/paint-first.mjs, decision 0043) then enables the whole stylesheet, adds the web
 * fonts once loaded (0047), and adds Next.js's scripts: they neither share the bandwidth of
 * the document and the hero image nor run before the paint.
 *
 * "Painted" means: the document has been parsed, a frame has been drawn, the priority images
 * (the hero, `fetchpriority="high"`) are decoded, and one more frame has been drawn with them.
 * A timer set inside a frame's callback runs after that frame. A hero that is still not in
 * after HERO_WAIT_MS (a stalled request) is waited for no longer: the page must not stay
 * unhydrated for an image. A hidden tab draws no frame, so it marks the page once shown.
 *
 * Then it waits for the browser to report the first contentful paint: a frame reaches the
 * screen some time after its callbacks ran (in Lighthouse's traces of /blog1 the mark came up
 * to 17 ms before the paint), and fonts that finished before the paint were counted by
 * Lighthouse as holding it back (FCP +530 ms in 2 of 5 runs). A browser without paint timing,
 * or one that does not report it (a tab first drawn in the background), is waited for
 * PAINT_REPORT_WAIT_MS at most.
 */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";
export const HERO_WAIT_MS = 3000;
export const PAINT_REPORT_WAIT_MS = 500;

export function markAfterFirstPaint(
  attribute: string,
  heroWaitMs: number,
  paintReportWaitMs: number,
) {
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  // The observer's own list, not performance.getEntriesByName: a test clock may fake the
  // performance object, never the observer. `buffered` delivers a paint reported already.
  const afterPaintReported = (then: () => void) => {
    if (
      typeof PerformanceObserver !== "function" ||
      !PerformanceObserver.supportedEntryTypes?.includes("paint")
    )
      return then();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      then();
    };
    const observer = new PerformanceObserver(
      (list) => list.getEntriesByName("first-contentful-paint").length > 0 && finish(),
    );
    observer.observe({ type: "paint", buffered: true });
    setTimeout(finish, paintReportWaitMs);
  };
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
        afterNextFrame(() =>
          afterPaintReported(() => {
            document.documentElement.setAttribute(attribute, "");
          }),
        ),
      );
    }),
  );
}

// The function's own source, run once by the parser; React never runs it again.
export const firstPaintScript = `(${markAfterFirstPaint.toString()})(${JSON.stringify(FIRST_PAINT_ATTRIBUTE)}, ${HERO_WAIT_MS}, ${PAINT_REPORT_WAIT_MS})`;
