// The prerendered pages, rewritten after `next build` so that their first frame needs nothing
// but the document (docs/decisions/0043-paint-first.md):
//
// - The stylesheet is inlined: `<link rel="stylesheet">` becomes a `<style>` with the same
//   rules (its `url()`s made absolute), so the first paint waits for no second request. A
//   disabled copy of the link stays for React: React finds its stylesheet resource by that
//   selector and would otherwise insert the link again (and fetch it) when it hydrates; a
//   disabled stylesheet is never fetched.
// - Next.js's scripts (`<script async>` and script preloads under /_next/static) are taken
//   out, and one inline script adds them, each in a task of its own, once the first screen,
//   hero image included, has been painted, when the web fonts come in too
//   (first-paint-script.ts). They no longer share the phone's bandwidth with the document and
//   the hero image, nor run before the first paint.
// - The page's React data (Next.js's inline `self.__next_f.push(...)` scripts, a third of the
//   document) goes to a file of its own under /_next/static/flight/, named by its content. The
//   loader fetches it on the same mark and hands it to Next.js's queue before adding the
//   scripts (they are preloaded meanwhile): Next.js's runtime reads the queue once, when it
//   starts. The first paint needs none of it: the documents are 15-21 % smaller (Brotli),
//   and their first parse no longer runs it.
//
// `npm run build` and ensureBuild() run it on every `.html` of the build's server/app folder;
// a page already rewritten is left as it is.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** Marks the inline loader; scripts/js-size.mjs reads its lists. */
export const LOADER_ATTRIBUTE = "data-after-first-paint";

const STATIC_PREFIX = "/_next/static/";

/**
 * Marks <html> once the first screen is painted; set by the inline script every document's
 * head starts with (src/components/layout/first-paint-script.ts, whose test checks the name).
 */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";

/**
 * The loader, as the browser runs it: it adds the scripts and preloads when <html> gets the
 * first-paint mark. A tab that is hidden (or prerendered) draws no frame, so there it adds
 * them at once, and when a tab is hidden before its first paint. With `flight` (the page's
 * React data), the scripts are preloaded at once and added once the data is in Next.js's
 * queue. Data that cannot be fetched (twice) leaves the page as the server sent it: links and
 * forms work without JavaScript.
 */
export function addScriptsAfterFirstPaint(scripts, preloads, attribute, flight) {
  const root = document.documentElement;
  let observer;
  let added = false;
  const preload = (href) => () =>
    Object.assign(document.createElement("link"), {
      rel: "preload",
      as: "script",
      fetchPriority: "low",
      href,
    });
  const script = (src) => () =>
    Object.assign(document.createElement("script"), { src, async: true });
  // Each element is made and added in a task of its own: starting a fetch costs ~1-3 ms on a
  // phone's first page, so nine of them in the mark's task made one long task after the paint.
  const addEach = (makers) => {
    for (const make of makers) setTimeout(() => document.head.appendChild(make()));
  };
  const fetchFlight = (tries) =>
    fetch(flight).then(
      (response) => (response.ok ? response.json() : Promise.reject(response.status)),
      (error) =>
        tries > 1
          ? new Promise((retry) => setTimeout(retry, 1000)).then(() => fetchFlight(tries - 1))
          : Promise.reject(error),
    );
  const add = () => {
    if (added) return;
    added = true;
    observer?.disconnect();
    if (!flight) return addEach([...preloads.map(preload), ...scripts.map(script)]);
    addEach([...preloads, ...scripts].map(preload));
    fetchFlight(2).then(
      (chunks) => {
        const queue = (self.__next_f = self.__next_f || []);
        for (const chunk of chunks) queue.push(chunk);
        addEach(scripts.map(script));
      },
      () => {},
    );
  };
  const drawsNoFrame = () => document.visibilityState !== "visible";
  if (root.hasAttribute(attribute) || drawsNoFrame()) return add();
  observer = new MutationObserver(() => root.hasAttribute(attribute) && add());
  observer.observe(root, { attributes: true, attributeFilter: [attribute] });
  document.addEventListener("visibilitychange", () => drawsNoFrame() && add());
}

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** `url(../media/x.woff2)` in a stylesheet served at `href`, made absolute. */
export function absoluteUrls(css, href) {
  return css.replace(/url\((["']?)([^)"']+)\1\)/g, (match, quote, url) => {
    if (/^(?:[a-z]+:|\/|#)/i.test(url)) return match;
    const absolute = new URL(url, `http://origin${href}`);
    return `url(${quote}${absolute.pathname}${absolute.search}${absolute.hash}${quote})`;
  });
}

/** Next.js's inline React data: the queue's bootstrap, then one script per chunk. */
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([^<]*?)\)<\/script>/g;

/**
 * One page's HTML, rewritten. `readStatic(path)` returns the text of a file under
 * /_next/static, `writeStatic(path, text)` writes one. Throws on a stylesheet or script tag of
 * a form it does not know, so that a Next.js upgrade that changes them fails the build instead
 * of quietly undoing this.
 */
export function paintFirst(html, readStatic, writeStatic) {
  const scripts = [];
  const preloads = [];
  const chunks = [];
  const withoutFlight = html.replace(FLIGHT_SCRIPT, (_tag, chunk) => {
    chunks.push(JSON.parse(chunk)); // Next.js writes each chunk as JSON
    return "";
  });
  if (/<script>[^<]*__next_f/.test(withoutFlight)) throw new Error("unknown form of React data");
  const rewritten = withoutFlight.replace(/<(link|script)\b[^>]*>(?:<\/script>)?/g, (tag, name) => {
    if (name === "link") {
      const rel = attribute(tag, "rel");
      const href = attribute(tag, "href") ?? "";
      if (!href.startsWith(STATIC_PREFIX)) return tag;
      if (rel === "stylesheet") {
        if (/\sdisabled=/.test(tag)) return tag; // rewritten already
        const precedence = attribute(tag, "data-precedence");
        if (!precedence || !href.endsWith(".css")) throw new Error(`unknown stylesheet: ${tag}`);
        const css = absoluteUrls(readStatic(href), href).replaceAll("</style", "<\\/style");
        return (
          `<style data-precedence="${precedence}" data-href="${href}">${css}</style>` +
          `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
        );
      }
      if (rel === "preload" && attribute(tag, "as") === "script") {
        if (!preloads.includes(href)) preloads.push(href);
        return "";
      }
      return tag;
    }
    const src = attribute(tag, "src");
    if (!src?.startsWith(STATIC_PREFIX) || /\snoModule=/i.test(tag)) return tag;
    if (!/^<script src="[^"]+" async=""><\/script>$/.test(tag)) {
      throw new Error(`unknown script tag: ${tag}`);
    }
    if (!scripts.includes(src)) scripts.push(src);
    return "";
  });
  if (scripts.length === 0 && preloads.length === 0) {
    if (chunks.length > 0) throw new Error("React data without Next.js's scripts");
    return rewritten;
  }
  let flight = null;
  if (chunks.length > 0) {
    const data = JSON.stringify(chunks);
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 16);
    flight = `${STATIC_PREFIX}flight/${hash}.json`;
    writeStatic(flight, data);
  }
  const head = rewritten.indexOf("</head>");
  const loader =
    `<script ${LOADER_ATTRIBUTE}="">(${addScriptsAfterFirstPaint.toString()})(` +
    `${JSON.stringify(scripts)},${JSON.stringify(preloads.filter((href) => !scripts.includes(href)))},` +
    `${JSON.stringify(FIRST_PAINT_ATTRIBUTE)},${JSON.stringify(flight)})</script>`;
  if (head < 0) throw new Error("the page has no </head>");
  return `${rewritten.slice(0, head)}${loader}${rewritten.slice(head)}`;
}

/** Every `.html` file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Rewrites the prerendered pages of the build in `distDir`; returns how many changed. */
export function paintFirstInBuild(distDir) {
  const staticFile = (path) => join(distDir, "static", path.slice(STATIC_PREFIX.length));
  const readStatic = (path) => readFileSync(staticFile(path), "utf8");
  const writeStatic = (path, text) => {
    mkdirSync(dirname(staticFile(path)), { recursive: true });
    writeFileSync(staticFile(path), text);
  };
  let changed = 0;
  for (const file of htmlFiles(join(distDir, "server", "app"))) {
    const html = readFileSync(file, "utf8");
    const rewritten = paintFirst(html, readStatic, writeStatic);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const changed = paintFirstInBuild(distDir);
  console.log(`Prerendered pages rewritten to paint first: ${changed}.`);
}
