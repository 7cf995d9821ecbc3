import localFont from "next/font/local";

/**
 * The site's two typefaces, self-hosted from the Fontsource packages (Latin only: every text
 * of the site is Latin), served by next/font/local under hashed names. Until a font arrives
 * (`swap`), text is drawn in Arial scaled to the font's width and line metrics, so lines break
 * the same before and after and nothing moves (tests/layout-shift.e2e.ts).
 *
 * - Inter: next/font computes that fallback from the font file. It names it `local(Arial)`
 *   only, which Linux lacks; the metric twin Liberation Sans (or Arimo) gets the same figures
 *   in globals.css, and the layout-shift test checks that they are next/font's.
 * - Manrope: next/font's computed figures (size-adjust 100.14 %, ascent 106.45 %) moved the
 *   hero headings of / and /BankingFin by a line when the font came (CLS 0.026–0.033 at
 *   375 px), so its fallback keeps the figures measured for it in globals.css.
 *
 * Not preloaded: on a slow link the hero image and the page's script come first (preloading
 * cost 75–250 ms of mobile FCP in bench:pages; decision 0050).
 */
export const bodyFont = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  preload: false,
  variable: "--font-body",
  fallback: ["Inter Metric Twin", "ui-sans-serif", "system-ui", "sans-serif"],
});

export const displayFont = localFont({
  src: "../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
  weight: "200 800",
  display: "swap",
  preload: false,
  variable: "--font-heading",
  adjustFontFallback: false,
  fallback: ["Manrope Fallback", "ui-sans-serif", "system-ui", "sans-serif"],
});
