/**
 * Inline script of every document's head. Once the page's first screen has been painted, it
 * marks <html data-first-paint> and adds the web fonts:
 * - Inter and Manrope get their faces only then (globals.css imports their @font-face rules for
 *   `scripting: none` alone), so the first frame is drawn in metric-matched local fallbacks and
 *   the fonts never sit on the first paint's path (decision 0039). The Latin faces, the ones
 *   every page needs, are loaded before any face is added, so the text is laid out again once,
 *   in its final fonts; the stacks named the fonts from the start, so no element's style
 *   changes (switching the stacks with the mark cost a style recalculation and a layout of
 *   the whole page, then another layout when the fonts came);
 * - on the prerendered pages, Next.js's scripts are added on that mark (scripts/paint-first.mjs,
 *   decision 0043), so they neither share the bandwidth of the document and the hero image nor
 *   run before the paint.
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
  /** Whether a face's unicode-range (`U+0-FF,U+131,U+4??`) holds `code`. */
  const covers = (range: string, code: number) =>
    range.split(",").some((part) => {
      const [low = "", high = low] = part.trim().replace(/^U\+/i, "").split("-");
      const from = parseInt(low.replace(/\?/g, "0"), 16);
      const to = parseInt(high.replace(/\?/g, "F"), 16);
      return from <= code && code <= to;
    });
  // A prerendered page carries only the rules its elements use; the faces come with the whole
  // stylesheet, whose link the script loader enables on the mark (scripts/paint-first.mjs), in
  // this task, before the one that reads them. A link still loading has no sheet yet.
  const afterStylesheets = (then: () => void) => {
    const loading = Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      (link) =>
        link.disabled || link.sheet
          ? null
          : new Promise((done) => {
              link.addEventListener("load", done);
              link.addEventListener("error", done);
            }),
    );
    void Promise.all(loading).then(then);
  };
  const addWebFonts = () => {
    if (typeof FontFace !== "function") return;
    const faces: FontFace[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue; // another origin's sheet
      }
      for (const rule of Array.from(rules)) {
        if (!(rule instanceof CSSMediaRule) || !/scripting:\s*none/.test(rule.conditionText))
          continue;
        for (const inner of Array.from(rule.cssRules)) {
          if (!(inner instanceof CSSFontFaceRule)) continue;
          const value = (name: string) => inner.style.getPropertyValue(name);
          // A linked sheet's url()s are relative to the sheet, a FontFace's to the document.
          const base = sheet.href ?? document.baseURI;
          const source = value("src").replace(
            /url\((["']?)([^"')]+)\1\)/g,
            (_match, _quote, url: string) => `url("${new URL(url, base).href}")`,
          );
          faces.push(
            new FontFace(value("font-family").replace(/^["']|["']$/g, ""), source, {
              style: value("font-style") || "normal",
              weight: value("font-weight") || "normal",
              unicodeRange: value("unicode-range") || "U+0-10FFFF",
              display: (value("font-display") || "swap") as FontDisplay,
            }),
          );
        }
      }
    }
    const latin = faces.filter((face) => covers(face.unicodeRange, 0x41));
    // A face that fails to load is added anyway: the browser then keeps the fallback.
    void Promise.all(latin.map((face) => face.load().catch(() => {}))).then(() => {
      for (const face of faces) document.fonts.add(face);
    });
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
            // A task of its own: the first read of the stylesheet's rules can take tens of ms
            // on a first page, and the mark's observers (the script loader) run in this task.
            setTimeout(() => afterStylesheets(addWebFonts));
          }),
        ),
      );
    }),
  );
}

// The function's own source, run once by the parser; React never runs it again.
export const firstPaintScript = `(${markAfterFirstPaint.toString()})(${JSON.stringify(FIRST_PAINT_ATTRIBUTE)}, ${HERO_WAIT_MS}, ${PAINT_REPORT_WAIT_MS})`;
