// The HTML of a page (issue 50's budget): its size as served (gzip level 6, as Next.js
// compresses, through js-size.mjs's `servedSizes`) and how many copies of each of its
// stylesheets the document carries. With `experimental.inlineCss` a sheet's text is in a
// `<style>` and again in the RSC payload (Next.js documents both); with a `<link>` it is in no
// copy at all. Used by tests/html-budget.e2e.ts and shown by the page benchmark.
import { servedSizes } from "./js-size.mjs";

/** `{ bytes, gzipBytes }` of a document's HTML as served. */
export function htmlSizes(html) {
  return servedSizes(Buffer.from(html, "utf8"));
}

/**
 * The stylesheets Next.js inlines in `<style>` elements, each once: the element names its
 * sheets' files (several, space-separated, when it joins neighbouring sheets).
 */
export function inlinedSheets(html) {
  const found = new Set();
  for (const match of html.matchAll(/<style\b([^>]*)>/g)) {
    const names = /\b(?:data-)?href="([^"]+)"/.exec(match[1])?.[1] ?? "";
    for (const name of names.split(/\s+/)) {
      if (name.startsWith("/_next/static/") && name.endsWith(".css")) found.add(name);
    }
  }
  return [...found];
}

/** The `/_next/static` stylesheets a document links to, each once. */
export function linkedSheets(html) {
  const found = new Set();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href?.startsWith("/_next/static/")) found.add(href.replaceAll("&amp;", "&"));
  }
  return [...found];
}

/**
 * A piece of a sheet's text that reads the same wherever the document carries it: in a
 * `<style>` as it is, in the RSC payload inside a JavaScript string (where quotes, backslashes
 * and `<` are escaped). So only characters no escaping touches, taken from the middle of the
 * sheet, where rules are the page's own (the start is Tailwind's reset, shared by any sheet).
 * The piece occurs once in the sheet: a declaration Tailwind repeats would count each copy twice.
 */
export function sheetProbe(text, length = 48) {
  const safe = /^[A-Za-z0-9 .:;,(){}%#*+=_-]$/;
  const from = (first) => {
    for (let start = first; start + length <= text.length; start++) {
      let end = start;
      while (end < start + length && safe.test(text[end])) end++;
      if (end === start + length) {
        const piece = text.slice(start, end);
        if (text.indexOf(piece) === text.lastIndexOf(piece)) return piece;
        continue;
      }
      start = end;
    }
    return null;
  };
  return from(Math.floor(text.length / 2)) ?? from(0);
}

/**
 * How many times `text` occurs in `html`, found by its probe. A sheet without one cannot be
 * counted, which is an error rather than a count of 0 that would pass any budget.
 */
export function copiesIn(html, text) {
  const probe = sheetProbe(text);
  if (!probe)
    throw new Error(`no piece of this sheet reads the same when escaped: ${text.slice(0, 80)}`);
  return html.split(probe).length - 1;
}

/**
 * The stylesheets of a document and the copies of each it carries, `{ href, inlined, bytes,
 * copies }`, inlined ones first; each sheet's text is read with `readSheet(href)` (bytes or
 * text, or a promise of them: `serverScripts(baseURL)` reads them from the server).
 */
export async function stylesheetCopies(html, readSheet) {
  const sheets = [
    ...inlinedSheets(html).map((href) => ({ href, inlined: true })),
    ...linkedSheets(html).map((href) => ({ href, inlined: false })),
  ];
  return Promise.all(
    sheets.map(async (sheet) => {
      const content = await readSheet(sheet.href);
      const text = typeof content === "string" ? content : new TextDecoder().decode(content);
      return { ...sheet, bytes: Buffer.byteLength(text), copies: copiesIn(html, text) };
    }),
  );
}
