// Client JS of a page (issue 12's JS budget): the scripts its HTML makes the browser fetch at
// load (`<script src>` and script preloads under /_next/static, without `nomodule` ones), each
// counted once, with their size as served (gzip-compressed, or as they are below the 1 KiB
// compression threshold). Code a page fetches later (a dynamic import when a form is touched)
// is not in the HTML, so it is not counted: that is the point of loading it later.
//
// Two sources of HTML:
// - a page as a running server answers it (`pageClientJs`, or `htmlClientJs` with HTML already
//   fetched), its scripts fetched from the same server (`serverScripts`): the site's pages,
//   which are rendered on request and have no prerendered HTML in the build;
// - a prerendered page of a build folder (`routeClientJs`): the bare page's
//   (bench/bare-next/.next), which is still prerendered.
// Used by the benchmarks, tests/js-budget.e2e.ts and tests/js-size.e2e.ts.
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

/** Next.js's `compression` leaves responses under 1 KiB as they are. */
const COMPRESSION_THRESHOLD = 1024;

/**
 * The size of a script's bytes and its size as served: gzip (level 6, as Next.js compresses),
 * or the bytes themselves below the compression threshold.
 */
export function servedSizes(content) {
  const gzipBytes =
    content.length < COMPRESSION_THRESHOLD
      ? content.length
      : gzipSync(content, { level: 6 }).length;
  return { bytes: content.length, gzipBytes };
}

const fileSizesCache = new Map();

/** Sizes of one static file of a build folder (cached by file). */
function fileSizes(distDir, urlPath) {
  const file = join(distDir, "static", urlPath.slice("/_next/static/".length));
  const cached = fileSizesCache.get(file);
  if (cached) return cached;
  const sizes = servedSizes(readFileSync(file));
  fileSizesCache.set(file, sizes);
  return sizes;
}

function summed(route, files) {
  return {
    route,
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/**
 * The client JS a prerendered `route` of a build folder loads (the bare page's):
 * `{ route, files: [{ path, bytes, gzipBytes }], bytes, gzipBytes }`.
 */
export function routeClientJs(distDir, route) {
  const html = readFileSync(prerenderedHtmlFile(distDir, route), "utf8");
  return summed(
    route,
    scriptPaths(html).map((path) => ({ path, ...fileSizes(distDir, path) })),
  );
}

/**
 * Reads the /_next/static files a page names from the server at `baseURL`, as their bytes
 * (uncompressed: they are gzipped here, as `servedSizes` says). Each file is fetched once per
 * reader; the same reader gives the test the code it looks into.
 */
export function serverScripts(baseURL) {
  const cache = new Map();
  return (urlPath) => {
    let content = cache.get(urlPath);
    if (!content) {
      content = fetch(new URL(urlPath, baseURL), {
        headers: { "accept-encoding": "identity" },
      }).then(async (response) => {
        if (!response.ok) throw new Error(`${urlPath}: ${response.status} from ${baseURL}`);
        return new Uint8Array(await response.arrayBuffer());
      });
      // A failed fetch is not kept: the next call asks again.
      content.catch(() => cache.delete(urlPath));
      cache.set(urlPath, content);
    }
    return content;
  };
}

const servedSizesCache = new WeakMap();

/**
 * The client JS an HTML document loads, its scripts read with `readScript(urlPath)` (bytes, or
 * a promise of them: `serverScripts(baseURL)`), labelled `route`.
 */
export async function htmlClientJs(html, readScript, route) {
  const files = await Promise.all(
    scriptPaths(html).map(async (path) => {
      const content = await readScript(path);
      let sizes = servedSizesCache.get(content);
      if (!sizes) {
        sizes = servedSizes(content);
        servedSizesCache.set(content, sizes);
      }
      return { path, ...sizes };
    }),
  );
  return summed(route, files);
}

/**
 * The client JS of the page the server at `baseURL` answers `path` with (a page, or the 404
 * page for an unknown path), with the answer's status. Redirects are not followed: a
 * redirect's body is not a page. Pass `readScript` to share fetched scripts between pages.
 */
export async function pageClientJs(baseURL, path, readScript = serverScripts(baseURL)) {
  const response = await fetch(new URL(path, baseURL), { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, ...(await htmlClientJs(html, readScript, path)) };
}

/**
 * Every prerendered public page of a build: its routes (`/`, `/contact`, ..., NOT_FOUND),
 * from the HTML files under server/app, without the staff workspace (/admin). The site's own
 * pages are rendered on request and are not among them (only its 404 page may be).
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
