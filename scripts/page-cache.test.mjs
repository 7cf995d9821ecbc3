import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "@tests/support/raw-request";
import {
  brotliOf,
  cacheablePath,
  conditionHeaders,
  createPageCache,
  FILL_HEADER,
  pageEntry,
  preferredCoding,
  prerenderedPagePaths,
} from "./page-cache.mjs";

const PAGE = "<!DOCTYPE html><html><body>" + "a prerendered page ".repeat(200) + "</body></html>";
const nextHeaders = (extra = []) => [
  "X-Frame-Options",
  "DENY",
  "Vary",
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  "x-nextjs-prerender",
  "1",
  "x-nextjs-prerender",
  "1",
  "Cache-Control",
  "s-maxage=31536000",
  "ETag",
  '"abc123"',
  "Content-Type",
  "text/html; charset=utf-8",
  ...extra,
];

/** Next.js's answer as the cache's loopback request reads it. */
const answer = (status, headers) => ({ status, rawHeaders: headers, body: Buffer.from(PAGE) });

/**
 * A stand-in for Next.js behind the cache: answers /page as a prerendered page (or as `page`
 * says), anything else with 404, and counts what reached it.
 */
async function startServer({ page = { status: 200, headers: nextHeaders() }, varyOn = [] } = {}) {
  const reachedNext = [];
  const secret = "s3cret";
  let cache;
  const server = http.createServer((request, response) => {
    if (cache.handle(request, response)) return;
    reachedNext.push({ url: request.url, headers: { ...request.headers } });
    if (request.url !== "/page") {
      response.statusCode = 404;
      response.end("not found");
      return;
    }
    response.statusCode = page.status;
    // As next.config's `has` rule does: HSTS only when the request came over HTTPS.
    const headers =
      request.headers["x-forwarded-proto"] === "https"
        ? [...page.headers, "Strict-Transport-Security", "max-age=63072000"]
        : page.headers;
    for (let index = 0; index < headers.length; index += 2) {
      const name = headers[index];
      const previous = response.getHeader(name);
      response.setHeader(
        name,
        previous === undefined ? headers[index + 1] : [previous, headers[index + 1]].flat(),
      );
    }
    response.end(PAGE);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  cache = createPageCache({ paths: new Set(["/page"]), varyOn, host: "127.0.0.1", port, secret });
  servers.push(server);
  return { base: `http://127.0.0.1:${port}`, port, reachedNext, cache, secret };
}
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const get = (url, headers = {}, method = "GET") => rawRequest(url, { method, headers });

/** Waits until the cache has kept `path` (it fills in the background after a miss). */
async function kept(cache, path) {
  for (let i = 0; i < 200 && !cache.entries.has(path); i += 1) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(cache.entries.has(path), `${path} kept`).toBe(true);
}

describe("prerenderedPagePaths", () => {
  it("lists the pages prerendered for good, not route handlers, revalidated or internal pages", () => {
    const dir = mkdtempSync(join(tmpdir(), "page-cache-"));
    try {
      const page = { routeType: "page", initialRevalidateSeconds: false };
      writeFileSync(
        join(dir, "prerender-manifest.json"),
        JSON.stringify({
          routes: {
            "/": page,
            "/blog1": page,
            "/_not-found": page,
            "/_global-error": page,
            "/news": { routeType: "page", initialRevalidateSeconds: 60 },
            "/robots.txt": { routeType: "route", initialRevalidateSeconds: false },
          },
        }),
      );
      expect([...prerenderedPagePaths(dir)]).toEqual(["/", "/blog1"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("conditionHeaders", () => {
  it("names the request headers next.config's rules look at", () => {
    const dir = mkdtempSync(join(tmpdir(), "page-cache-"));
    try {
      writeFileSync(
        join(dir, "routes-manifest.json"),
        JSON.stringify({
          headers: [
            { source: "/:path*", headers: [] },
            { source: "/:path*", has: [{ type: "header", key: "X-Forwarded-Proto" }] },
          ],
          redirects: [{ source: "/a", missing: [{ type: "cookie", key: "seen" }] }],
          rewrites: {
            beforeFiles: [{ source: "/b", has: [{ type: "host", value: "x" }] }],
            afterFiles: [{ source: "/c", has: [{ type: "query", key: "q" }] }],
            fallback: [],
          },
        }),
      );
      expect(conditionHeaders(dir)).toEqual(["cookie", "host", "x-forwarded-proto"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("cacheablePath", () => {
  const paths = new Set(["/", "/blog1"]);
  const request = (url, method = "GET", headers = {}) => ({ url, method, headers });

  it("takes plain GETs and HEADs of a prerendered page", () => {
    expect(cacheablePath(request("/blog1"), paths)).toBe("/blog1");
    expect(cacheablePath(request("/", "HEAD"), paths)).toBe("/");
  });

  it("leaves other methods, query strings, other spellings and unknown paths to Next.js", () => {
    expect(cacheablePath(request("/blog1", "POST"), paths)).toBeNull();
    expect(cacheablePath(request("/blog1?_rsc=x1"), paths)).toBeNull();
    expect(cacheablePath(request("/blog1/"), paths)).toBeNull();
    expect(cacheablePath(request("/Blog1"), paths)).toBeNull();
    expect(cacheablePath(request("/admin"), paths)).toBeNull();
  });

  it("leaves client navigations, prefetches and Server Actions to Next.js", () => {
    for (const name of [
      "rsc",
      "next-router-state-tree",
      "next-router-prefetch",
      "next-router-segment-prefetch",
      "next-action",
      "next-url",
    ]) {
      expect(cacheablePath(request("/blog1", "GET", { [name]: "1" }), paths), name).toBeNull();
    }
  });
});

describe("pageEntry", () => {
  it("keeps Next.js's headers in order and spelling, without those of one connection or its own", () => {
    const entry = pageEntry(
      answer(
        200,
        nextHeaders([
          "Date",
          "x",
          "Connection",
          "keep-alive",
          "Content-Length",
          "5",
          "Keep-Alive",
          "5",
        ]),
      ),
    );
    expect(entry.headers).toEqual([
      ["X-Frame-Options", "DENY"],
      [
        "Vary",
        "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
      ],
      ["Cache-Control", "s-maxage=31536000"],
      ["ETag", '"abc123"'],
      ["Content-Type", "text/html; charset=utf-8"],
    ]);
    expect(entry.etag).toBe('"abc123"');
    expect(gunzipSync(entry.gzipped).toString()).toBe(PAGE);
  });

  it("keeps nothing that is not a public prerendered page", () => {
    expect(pageEntry(answer(404, nextHeaders()))).toBeNull();
    expect(pageEntry(answer(200, nextHeaders().slice(0, 4)))).toBeNull(); // not prerendered
    expect(pageEntry(answer(200, nextHeaders(["Set-Cookie", "a=b"])))).toBeNull();
    for (const policy of ["private, max-age=0", "no-store", "no-cache"]) {
      const headers = nextHeaders().map((v, i, all) =>
        all[i - 1] === "Cache-Control" ? policy : v,
      );
      expect(pageEntry(answer(200, headers)), policy).toBeNull();
    }
    const json = nextHeaders().map((v, i, all) =>
      all[i - 1] === "Content-Type" ? "application/json" : v,
    );
    expect(pageEntry(answer(200, json))).toBeNull();
    expect(pageEntry(answer(200, nextHeaders(["Content-Encoding", "gzip"])))).toBeNull();
  });

  it("adds Accept-Encoding to Vary when Next.js's answer lacked it", () => {
    const headers = nextHeaders().map((v, i, all) => (all[i - 1] === "Vary" ? "rsc" : v));
    const vary = pageEntry(answer(200, headers)).headers.find(([name]) => name === "Vary");
    expect(vary).toEqual(["Vary", "rsc, Accept-Encoding"]);
  });
});

describe("preferredCoding", () => {
  it("reads Accept-Encoding with q-values and *", () => {
    const gzipOnly = ["gzip"];
    expect(preferredCoding("gzip, deflate, br, zstd", gzipOnly)).toBe("gzip");
    expect(preferredCoding("br;q=1.0, gzip;q=0.8", gzipOnly)).toBe("gzip");
    expect(preferredCoding("*", gzipOnly)).toBe("gzip");
    expect(preferredCoding("gzip;q=0, *", gzipOnly)).toBeNull();
    expect(preferredCoding("br, *;q=0", gzipOnly)).toBeNull();
    expect(preferredCoding("identity", gzipOnly)).toBeNull();
    expect(preferredCoding(undefined, gzipOnly)).toBeNull();
  });

  it("takes Brotli when offered, unless the client weighs gzip higher", () => {
    const both = ["br", "gzip"];
    expect(preferredCoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredCoding("br;q=1.0, gzip;q=0.8", both)).toBe("br");
    expect(preferredCoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(preferredCoding("gzip", both)).toBe("gzip");
    expect(preferredCoding("*", both)).toBe("br");
    expect(preferredCoding("br;q=0, *", both)).toBe("gzip");
    expect(preferredCoding("br;q=oops, gzip;q=0", both)).toBeNull();
  });
});

describe("brotliOf", () => {
  it("makes a Brotli copy that decodes to the page, smaller than the gzip one", async () => {
    const body = Buffer.from(PAGE);
    const brotli = await brotliOf(body);
    expect(brotliDecompressSync(brotli).toString()).toBe(PAGE);
    expect(brotli.length).toBeLessThan(pageEntry(answer(200, nextHeaders())).gzipped.length);
  });
});

describe("createPageCache behind a server", () => {
  it("lets the first request through, then answers from memory as Next.js did", async () => {
    const { base, reachedNext, cache } = await startServer();
    const first = await get(`${base}/page`);
    await kept(cache, "/page");
    // The miss itself and the cache's own uncompressed request reached Next.js, nothing since.
    expect(reachedNext.map((r) => r.url)).toEqual(["/page", "/page"]);
    expect(reachedNext[1].headers["accept-encoding"]).toBe("identity");
    expect(reachedNext[1].headers[FILL_HEADER]).toBeUndefined(); // not passed on

    const second = await get(`${base}/page`);
    expect(reachedNext).toHaveLength(2);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(PAGE);
    // Without the date, and Next.js's own headers, which only the first answer carries.
    const withoutDate = (raw) =>
      raw
        .flatMap((name, i) =>
          i % 2 === 0 && !/^(date|x-nextjs-.*)$/i.test(name) ? [`${name}: ${raw[i + 1]}`] : [],
        )
        .sort();
    expect(withoutDate(second.rawHeaders)).toEqual(withoutDate(first.rawHeaders));
    expect(first.rawHeaders).toContain("x-nextjs-prerender");
    expect(second.rawHeaders.filter((name) => /^x-nextjs-/i.test(name))).toEqual([]);
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
  });

  it("answers gzip, HEAD and a matching If-None-Match from memory", async () => {
    const { base, reachedNext, cache } = await startServer();
    await get(`${base}/page`);
    await kept(cache, "/page");
    const zipped = await get(`${base}/page`, { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(PAGE);
    expect(zipped.headers["content-length"]).toBe(String(zipped.body.length));

    const head = await get(`${base}/page`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));

    const notModified = await get(`${base}/page`, { "if-none-match": 'W/"abc123"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe('"abc123"');
    const modified = await get(`${base}/page`, { "if-none-match": '"other"' });
    expect(modified.status).toBe(200);
    expect(reachedNext).toHaveLength(2);
  });

  it("answers Brotli once the page's Brotli copy is made, gzip until then", async () => {
    const { base, reachedNext, cache } = await startServer();
    await get(`${base}/page`);
    await kept(cache, "/page");
    const entry = cache.entries.get("/page");
    for (let i = 0; i < 200 && !entry.brotli; i += 1) await new Promise((r) => setTimeout(r, 10));
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const brotli = await get(`${base}/page`, browser);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
    expect(brotli.headers["content-length"]).toBe(String(brotli.body.length));
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);

    delete entry.brotli; // as before the copy is ready
    const zipped = await get(`${base}/page`, browser);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(PAGE);
    expect(reachedNext).toHaveLength(2);
  });

  it("never keeps what Next.js does not mark as a public prerendered page", async () => {
    const { base, reachedNext, cache } = await startServer({
      page: { status: 200, headers: nextHeaders(["Set-Cookie", "session=1"]) },
    });
    await get(`${base}/page`);
    await new Promise((r) => setTimeout(r, 100));
    expect(cache.entries.size).toBe(0);
    await get(`${base}/page`);
    expect(reachedNext.filter((r) => !r.headers["accept-encoding"])).toHaveLength(2);
  });

  it("passes router requests and a forged fill header to the usual path", async () => {
    const { base, reachedNext, cache, secret } = await startServer();
    await get(`${base}/page`);
    await kept(cache, "/page");
    reachedNext.length = 0;
    await get(`${base}/page`, { rsc: "1" });
    await get(`${base}/page?x=1`);
    expect(reachedNext.map((r) => r.url)).toEqual(["/page", "/page?x=1"]);
    // A client cannot make its request skip the cache (or see the header go through) by
    // guessing the header; only the server's secret does.
    const forged = await get(`${base}/page`, { [FILL_HEADER]: "guess" });
    expect(forged.status).toBe(200);
    expect(reachedNext).toHaveLength(2);
    await get(`${base}/page`, { [FILL_HEADER]: secret });
    expect(reachedNext).toHaveLength(3);
    expect(reachedNext[2].headers[FILL_HEADER]).toBeUndefined();
  });

  it("keeps one answer per value of the headers next.config's rules look at", async () => {
    const { base, reachedNext, cache } = await startServer({ varyOn: ["x-forwarded-proto"] });
    const https = { "x-forwarded-proto": "https" };
    await get(`${base}/page`);
    await get(`${base}/page`, https);
    await kept(cache, "/page\n{}");
    await kept(cache, '/page\n{"x-forwarded-proto":"https"}');
    expect(reachedNext).toHaveLength(4);
    // The fill asked Next.js with the client's value of the header.
    expect(reachedNext.filter((r) => r.headers["x-forwarded-proto"] === "https")).toHaveLength(2);
    const plain = await get(`${base}/page`);
    const secure = await get(`${base}/page`, https);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000");
    expect(reachedNext).toHaveLength(4);
  });
});
