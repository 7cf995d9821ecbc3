// Client JS of a prerendered route, read from a production build (issue 12's JS budget): the
// scripts its HTML makes the browser fetch at load (`<script src>` and script preloads under
// /_next/static, without `nomodule` ones), each counted once, with their size as served
// (gzip-compressed, or as they are below the 1 KiB compression threshold). Code a page fetches
// later (a dynamic import when a form is touched) is not in the HTML, so it is not counted:
// that is the point of loading it later.
//
// Works for the site's build (`.next`, or NEXT_DIST_DIR) and for the bare page's
// (bench/bare-next/.next). Used by the benchmarks and tests/js-size.e2e.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

/** The prerendered HTML file of `route` ("/", "/contact", or NOT_FOUND) in `distDir`. */
export function prerenderedHtmlFile(distDir, route) {
  const name = route === NOT_FOUND ? "_not-found" : route === "/" ? "index" : route.slice(1);
  const file = join(distDir, "server", "app", `${name}.html`);
  if (!existsSync(file)) throw new Error(`${route} has no prerendered HTML in ${distDir}`);
  return file;
}

/** Stands for the not-found page (what an unknown path is answered with). */
export const NOT_FOUND = "(404)";

/** The /_next/static paths the HTML fetches as scripts, in document order, each once. */
export function scriptPaths(html) {
  const found = new Set();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith("<script");
    const isPreload =
      /\brel="(?:preload|modulepreload)"/.test(tag) &&
      (/\bas="script"/.test(tag) || /modulepreload/.test(tag));
    // A browser that runs modules skips `nomodule` scripts (the legacy polyfills).
    if ((!isScript && !isPreload) || /\bnomodule\b/i.test(tag)) continue;
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    const path = decodeURI(url.replaceAll("&amp;", "&")).split(/[?#]/)[0];
    if (path.startsWith("/_next/static/")) found.add(path);
  }
  return [...found];
}

const gzipCache = new Map();

/** Next.js's `compression` leaves responses under 1 KiB as they are. */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Bytes of one static file and its size as served: gzip (level 6, as Next.js compresses), or
 * the file itself below the compression threshold.
 */
function fileSizes(distDir, urlPath) {
  const file = join(distDir, "static", urlPath.slice("/_next/static/".length));
  const cached = gzipCache.get(file);
  if (cached) return cached;
  const content = readFileSync(file);
  const gzipBytes =
    content.length < COMPRESSION_THRESHOLD
      ? content.length
      : gzipSync(content, { level: 6 }).length;
  const sizes = { bytes: content.length, gzipBytes };
  gzipCache.set(file, sizes);
  return sizes;
}

/**
 * The client JS `route` loads: `{ route, files: [{ path, bytes, gzipBytes }], bytes, gzipBytes }`.
 */
export function routeClientJs(distDir, route) {
  const html = readFileSync(prerenderedHtmlFile(distDir, route), "utf8");
  const files = scriptPaths(html).map((path) => ({ path, ...fileSizes(distDir, path) }));
  return {
    route,
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/**
 * Every prerendered public page of a build: its routes (`/`, `/contact`, ..., NOT_FOUND),
 * from the HTML files under server/app, without the staff workspace (/admin).
 */
export function prerenderedRoutes(distDir) {
  const root = join(distDir, "server", "app");
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".html")) {
        const name = relative(root, path).slice(0, -".html".length).split("\\").join("/");
        if (name === "_not-found") routes.push(NOT_FOUND);
        else if (name === "index") routes.push("/");
        else if (name !== "_global-error" && !/^admin(\/|$)/.test(name)) routes.push(`/${name}`);
      }
    }
  };
  walk(root);
  return routes.sort();
}
