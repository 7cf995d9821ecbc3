// The measure behind tests/html-budget.e2e.ts: a sheet's copies are found in a `<style>` that
// joins several sheets and inside the RSC payload's JavaScript strings, where quotes and `<`
// are escaped; a linked sheet is counted by its file.
import { describe, expect, it } from "vitest";
import { htmlSizes, inlinedSheets, linkedSheets, stylesheetCopies } from "./html-size.mjs";

const big = `.a{color:red}${Array.from({ length: 40 }, (_, i) => `.c${i}{margin:${i}px${i % 5 ? "" : ';content:"x<y"'}}`).join("")}`;
const fonts = `@font-face{font-family:bodyFont;src:url(/f.woff2)}.v{--font-body:bodyFont, Inter Metric Twin, sans-serif}`;
/** A document as Next.js inlines sheets: one `<style>` naming both, then the payload's copies. */
function documentWith(payloadCopies, fontCopies = payloadCopies) {
  const push = (text) =>
    `<script>self.__next_f.push(${JSON.stringify([1, text]).replaceAll("<", "\\u003c")})</script>`;
  return [
    `<html><head><style data-precedence="next" data-href="/_next/static/chunks/f.css /_next/static/chunks/b.css">${fonts}${big}</style></head><body><p>hi</p>`,
    ...Array.from({ length: payloadCopies }, () => push(`2:T${big.length.toString(16)},${big}`)),
    ...Array.from({ length: fontCopies }, () => push(`3:T${fonts.length.toString(16)},${fonts}`)),
    "</body></html>",
  ].join("");
}
const files = { "/_next/static/chunks/f.css": fonts, "/_next/static/chunks/b.css": big };
const read = async (href) => new TextEncoder().encode(files[href]);

describe("stylesheet copies in a document", () => {
  it("names each sheet of a joined <style> once", () => {
    expect(inlinedSheets(documentWith(1))).toEqual([
      "/_next/static/chunks/f.css",
      "/_next/static/chunks/b.css",
    ]);
  });

  it("counts the <style> and every payload copy, escaped or not", async () => {
    const copies = async (html) =>
      Object.fromEntries(
        (await stylesheetCopies(html, read)).map((s) => [s.href.slice(-5), s.copies]),
      );
    expect(await copies(documentWith(1))).toEqual({ "f.css": 2, "b.css": 2 });
    expect(await copies(documentWith(2, 1))).toEqual({ "f.css": 2, "b.css": 3 });
  });

  it("counts a sheet whose middle repeats a rule once per copy, not once per repeat", async () => {
    const rule = ".r{font-size:var(--text-base);line-height:var(--tw-leading,1.5)}";
    const repeated = `.u1{margin:1px}${rule}${rule}${rule}.u2{margin:2px;padding:3px;border-width:4px}`;
    const html = `<style data-precedence="next" data-href="/_next/static/chunks/r.css">${repeated}</style><p>${repeated}</p>`;
    const [sheet] = await stylesheetCopies(html, () => repeated);
    expect(sheet.copies).toBe(2);
  });

  it("refuses a sheet it cannot find escaped, rather than count it 0", async () => {
    const odd = `.q{content:"<"}`.repeat(10);
    await expect(
      stylesheetCopies(`<style data-href="/_next/static/o.css">${odd}</style>`, async () => odd),
    ).rejects.toThrow(/no piece/);
  });

  it("finds a linked sheet in no copy, and sizes the HTML as served", async () => {
    const html = `<html><head><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"></head><body>${"<p>x</p>".repeat(200)}</body></html>`;
    expect(linkedSheets(html)).toEqual(["/_next/static/chunks/b.css"]);
    expect(await stylesheetCopies(html, read)).toEqual([
      { href: "/_next/static/chunks/b.css", inlined: false, bytes: big.length, copies: 0 },
    ]);
    const sizes = htmlSizes(html);
    expect(sizes.bytes).toBe(html.length);
    expect(sizes.gzipBytes).toBeLessThan(sizes.bytes / 4);
  });
});
