import localFont from "next/font/local";

/**
 * The site's two typefaces, self-hosted from the Fontsource packages (Latin only: every text
 * of the site is Latin). next/font/local serves them under hashed names and computes each
 * one's Arial fallback from the font file.
 *
 * `display: "optional"`: a font that is not there within the browser's short block period
 * (about 100 ms) is not swapped in later on that page, so nothing ever moves when it arrives;
 * it is cached for the next page. With "swap", text shifted when the fonts came (CLS 0.017–0.044
 * at 375 px in tests/layout-shift.e2e.ts): next/font's fallback names only `local(Arial)`, which
 * Linux and Android phones do not have. Not preloaded: on a slow link the hero image and the
 * page's script come first (the inlined CSS names the fonts at once anyway).
 */
export const bodyFont = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  preload: false,
  variable: "--font-body",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export const displayFont = localFont({
  src: "../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
  weight: "200 800",
  display: "optional",
  preload: false,
  variable: "--font-heading",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});
