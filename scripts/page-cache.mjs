// Prerendered pages served from memory, in front of Next.js (see
// docs/decisions/0036-prerendered-pages-from-memory.md).
//
// Every public page is prerendered at build time, yet Next.js routes, reads and hashes it
// again on each request. This cache does what a CDN in front of the site would: the first
// plain GET of a prerendered page goes to Next.js as always, and the server then asks Next.js
// once more for that page itself (a loopback request, uncompressed) and keeps the answer,
// headers and all, with a gzip copy made once and a Brotli copy made in the background (22–30 %
// smaller than gzip, for every browser that asks for it). Later plain GETs and HEADs of that
// path are answered from memory, with Next.js's own ETag for 304s.
//
// Only what Next.js itself marks as prerendered and publicly cacheable is kept, and only for
// requests Next.js would answer with that same document: no query string, none of the
// router's headers (client navigations and prefetches fetch the RSC payload instead), no
// Server Action. Everything else (API, workspace, files, redirects, 404s) is never touched.
import http from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";
import { routingRules } from "./routes-manifest.mjs";

/** Request headers with which Next.js answers something other than the page's HTML. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
];
/** Headers of one connection or one body encoding, never replayed from the kept answer. */
const NOT_KEPT = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
]);
/** Marks the cache's own loopback request, so that it reaches Next.js. */
export const FILL_HEADER = "x-corvane-page-cache-fill";

/** The page paths the build prerendered for good (no revalidation): `/`, `/blog1`, ... */
export function prerenderedPagePaths(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8"));
  return new Set(
    Object.entries(manifest.routes)
      .filter(
        ([path, route]) =>
          route.routeType === "page" &&
          route.initialRevalidateSeconds === false &&
          !path.startsWith("/_"),
      )
      .map(([path]) => path),
  );
}

/**
 * The request headers some rule of next.config (a header, redirect or rewrite with `has` or
 * `missing`) looks at, lower-cased: Next.js's answer may differ with their values, so they are
 * part of the cache's key (e.g. X-Forwarded-Proto, which adds HSTS). Queries need none: a
 * request with a query string is never answered from memory.
 */
export function conditionHeaders(distDir) {
  const { headers, redirects, rewrites } = routingRules(distDir);
  const rules = [...headers, ...redirects, ...rewrites];
  const names = new Set();
  for (const rule of rules) {
    for (const condition of [...(rule.has ?? []), ...(rule.missing ?? [])]) {
      if (condition.type === "header") names.add(condition.key.toLowerCase());
      else if (condition.type === "cookie") names.add("cookie");
      else if (condition.type === "host") names.add("host");
    }
  }
  return [...names].sort();
}

/** The path of a request the cache may answer, or null. */
export function cacheablePath(request, paths) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "";
  if (!paths.has(url)) return null; // a query string or any other spelling misses too
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  return url;
}

/**
 * What to keep of Next.js's answer (status, raw header pairs, uncompressed body), or null
 * when it is not a prerendered page anyone may be given.
 */
export function pageEntry({ status, rawHeaders, body }) {
  if (status !== 200) return null;
  // Grouped by lower-cased name, keeping the first spelling and every value in order, as
  // setHeader takes them (a repeated header stays repeated).
  const grouped = new Map();
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index];
    const group = grouped.get(name.toLowerCase()) ?? { name, values: [] };
    group.values.push(rawHeaders[index + 1]);
    grouped.set(name.toLowerCase(), group);
  }
  const value = (name) => grouped.get(name)?.values.join(", ") ?? "";
  if (!value("x-nextjs-prerender")) return null;
  if (!value("content-type").startsWith("text/html")) return null;
  if (value("set-cookie")) return null;
  if (/\b(private|no-store|no-cache)\b/.test(value("cache-control"))) return null;
  if (value("content-encoding") && value("content-encoding") !== "identity") return null;
  if (!value("vary").toLowerCase().includes("accept-encoding")) {
    const vary = [value("vary"), "Accept-Encoding"].filter(Boolean).join(", ");
    grouped.set("vary", { name: grouped.get("vary")?.name ?? "Vary", values: [vary] });
  }
  return {
    headers: [...grouped]
      // Next.js's own x-nextjs-* headers tell a browser nothing about a document (~90 bytes,
      // and a page's first round trip holds 14 600 bytes: docs/decisions/0046).
      .filter(([key]) => !NOT_KEPT.has(key) && !key.startsWith("x-nextjs-"))
      .map(([, { name, values }]) => [name, values.length === 1 ? values[0] : values]),
    etag: value("etag") || null,
    body,
    gzipped: gzipSync(body),
  };
}

/**
 * The coding of `offered` (best first) the client takes with the highest weight, reading
 * Accept-Encoding with q-values and `*`; a tie goes to the earlier one. Null: send it as is.
 */
export function preferredCoding(acceptEncoding, offered) {
  if (!acceptEncoding) return null;
  const weights = new Map();
  for (const part of String(acceptEncoding).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

const compressBrotli = promisify(brotliCompress);

/** The page at Brotli's best quality: ~0.3 s of CPU for the home page, so made off the loop. */
export function brotliOf(body) {
  return compressBrotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** An If-None-Match that names the ETag (weak or strong) or `*`. */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Answers a request from a kept page, as Next.js would have. */
export function sendPage(entry, request, response) {
  for (const [key, value] of entry.headers) response.setHeader(key, value);
  if (matches(request.headers["if-none-match"], entry.etag)) {
    response.removeHeader("Content-Type");
    response.statusCode = 304;
    response.end();
    return;
  }
  const coding = preferredCoding(
    request.headers["accept-encoding"],
    entry.brotli ? ["br", "gzip"] : ["gzip"],
  );
  const body = coding === "br" ? entry.brotli : coding === "gzip" ? entry.gzipped : entry.body;
  if (coding) response.setHeader("Content-Encoding", coding);
  response.setHeader("Content-Length", body.length);
  response.statusCode = 200;
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Asks the server itself for a page, uncompressed, past the cache. */
function fetchFromSelf({ host, port, path, headers, secret }) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host,
        port,
        path,
        headers: { ...headers, "accept-encoding": "identity", [FILL_HEADER]: secret },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`filling ${path} timed out`)));
  });
}

/**
 * The cache for one server. `handle(request, response)` answers from memory and returns true,
 * or returns false (the caller hands the request to Next.js) and fills the page for next time.
 * Pages are kept per path and per value of the `varyOn` request headers.
 */
export function createPageCache({
  paths,
  varyOn = [],
  host,
  port,
  secret,
  fetchPage = fetchFromSelf,
}) {
  const entries = new Map();
  const filling = new Set();
  // One Brotli copy at a time, so a burst of first visits keeps one core busy, not all.
  let brotliQueue = Promise.resolve();

  function fill(key, path, headers) {
    if (filling.has(key) || entries.has(key)) return;
    filling.add(key);
    fetchPage({ host, port, path, headers, secret })
      .then((answer) => {
        const entry = pageEntry(answer);
        // A page Next.js does not serve as prerendered is asked for again on its next miss.
        if (!entry) return;
        entries.set(key, entry); // served with gzip until its Brotli copy is ready
        brotliQueue = brotliQueue
          .then(() => brotliOf(entry.body))
          .then((brotli) => (entry.brotli = brotli))
          .catch((error) =>
            console.error(`[page cache] no Brotli copy of ${path}:`, error.message),
          );
      })
      .catch((error) => console.error(`[page cache] could not keep ${path}:`, error.message))
      .finally(() => filling.delete(key));
  }

  return {
    entries,
    handle(request, response) {
      if (request.headers[FILL_HEADER] !== undefined) {
        // Only the server's own fill request may pass; the header never reaches Next.js.
        const own = request.headers[FILL_HEADER] === secret;
        delete request.headers[FILL_HEADER];
        if (own) return false;
      }
      const path = cacheablePath(request, paths);
      if (!path) return false;
      const headers = {};
      for (const name of varyOn) {
        if (request.headers[name] !== undefined) headers[name] = request.headers[name];
      }
      const key = varyOn.length ? `${path}\n${JSON.stringify(headers)}` : path;
      const entry = entries.get(key);
      if (entry) {
        sendPage(entry, request, response);
        return true;
      }
      fill(key, path, headers);
      return false;
    },
  };
}
