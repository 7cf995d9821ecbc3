import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "@tests/support/raw-request";
import {
  configHeaders,
  createDirectRoutes,
  DIRECT_BODY_LIMIT,
  headerRulesFor,
  takesDirectPath,
} from "./direct-routes.mjs";

/** A routes manifest like the one next.config's headers() produce. */
const MANIFEST_HEADERS = [
  {
    source: "/:path*",
    regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
    headers: [
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Cache-Control", value: "private" },
    ],
  },
  {
    source: "/admin/:path*",
    regex: "^/admin(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
    headers: [{ key: "X-Robots-Tag", value: "noindex" }],
  },
  {
    source: "/:path*",
    regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
    has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
    headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000" }],
  },
];

const dirs = [];
function distDir(headers = MANIFEST_HEADERS, { redirects = [], rewrites = {}, proxy } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "direct-routes-"));
  dirs.push(dir);
  writeFileSync(
    join(dir, "routes-manifest.json"),
    JSON.stringify({ headers, redirects, rewrites }),
  );
  if (proxy) {
    mkdirSync(join(dir, "server"));
    writeFileSync(
      join(dir, "server", "functions-config-manifest.json"),
      JSON.stringify({ functions: { "/_middleware": { matchers: [{ regexp: proxy }] } } }),
    );
  }
  return dir;
}

const servers = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

/** A server with the direct routes in front of a stand-in for Next.js that answers 299. */
async function startServer(handlers, rules = distDir()) {
  const direct = createDirectRoutes({
    handlers: new Map(Object.entries(handlers)),
    headerRules: new Map(Object.keys(handlers).map((path) => [path, headerRulesFor(rules, path)])),
  });
  const server = http.createServer((request, response) => {
    if (direct.handle(request, response)) return;
    response.writeHead(299, { "x-answered-by": "next" });
    response.end();
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A post (by default) to the server, framed as the test says. */
async function send(base, { path = "/api/contact", method = "POST", headers = {}, body, chunked }) {
  const reply = await rawRequest(`${base}${path}`, { method, headers, body, chunked });
  return { ...reply, raw: reply.rawHeaders, body: reply.body.toString() };
}

const json = (status, data, headers = {}) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

describe("which requests take the direct path", () => {
  const request = (method, url, headers) => ({ method, url, headers });
  const paths = new Set(["/api/contact"]);

  it("a POST to exactly the path, with a length within the limit", () => {
    expect(
      takesDirectPath(request("POST", "/api/contact", { "content-length": "120" }), paths),
    ).toBe(true);
    expect(
      takesDirectPath(
        request("POST", "/api/contact", { "content-length": String(DIRECT_BODY_LIMIT) }),
        paths,
      ),
    ).toBe(true);
  });

  it.each([
    ["another method", "GET", "/api/contact", { "content-length": "0" }],
    ["another path", "POST", "/api/applications", { "content-length": "12" }],
    ["a query string", "POST", "/api/contact?x=1", { "content-length": "12" }],
    ["a trailing slash", "POST", "/api/contact/", { "content-length": "12" }],
    ["another letter case", "POST", "/API/contact", { "content-length": "12" }],
    ["no length (chunked)", "POST", "/api/contact", { "transfer-encoding": "chunked" }],
    [
      "a length and chunks",
      "POST",
      "/api/contact",
      { "content-length": "12", "transfer-encoding": "chunked" },
    ],
    [
      "a body over the limit",
      "POST",
      "/api/contact",
      { "content-length": String(DIRECT_BODY_LIMIT + 1) },
    ],
    ["a length that is not a number", "POST", "/api/contact", { "content-length": "12, 12" }],
  ])("not %s", (_case, method, url, headers) => {
    expect(takesDirectPath(request(method, url, headers), paths)).toBe(false);
  });
});

describe("next.config's headers", () => {
  it("are the rules whose source matches the path, conditions included", () => {
    const rules = headerRulesFor(distDir(), "/api/contact");
    expect(configHeaders(rules, {})).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Cache-Control", "private"],
    ]);
    expect(configHeaders(rules, { "x-forwarded-proto": "https" })).toContainEqual([
      "Strict-Transport-Security",
      "max-age=63072000",
    ]);
    expect(configHeaders(rules, { "x-forwarded-proto": "http" })).toHaveLength(2);
  });

  it("a `missing` condition adds the headers only when the request lacks that header", () => {
    const rules = headerRulesFor(
      distDir([
        {
          source: "/:path*",
          regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
          missing: [{ type: "header", key: "x-internal" }],
          headers: [{ key: "X-Public", value: "1" }],
        },
      ]),
      "/api/contact",
    );
    expect(configHeaders(rules, {})).toEqual([["X-Public", "1"]]);
    expect(configHeaders(rules, { "x-internal": "yes" })).toEqual([]);
  });

  it("a rule on cookies, the query or the host takes the path off the direct route", () => {
    const dir = distDir([
      ...MANIFEST_HEADERS,
      {
        source: "/api/:path*",
        regex: "^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
        has: [{ type: "cookie", key: "session" }],
        headers: [{ key: "X-Signed-In", value: "1" }],
      },
    ]);
    expect(headerRulesFor(dir, "/api/contact")).toBeNull();
    expect(headerRulesFor(dir, "/blog1")).not.toBeNull();
  });

  it("a redirect, a rewrite or the proxy on the path takes it off the direct route", () => {
    const api = "^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$";
    const cases = [
      { redirects: [{ source: "/api/:path*", regex: api, statusCode: 308 }] },
      { rewrites: { beforeFiles: [{ source: "/api/:path*", regex: api }] } },
      { rewrites: { fallback: [{ source: "/api/:path*", regex: api }] } },
      { proxy: "^(?:\\/(api\\/.*))$" },
    ];
    for (const routing of cases)
      expect(headerRulesFor(distDir(MANIFEST_HEADERS, routing), "/api/contact")).toBeNull();
    // The site's own: a trailing-slash redirect and a proxy for page paths only.
    const site = distDir(MANIFEST_HEADERS, {
      redirects: [{ source: "/:path+/", regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$" }],
      proxy: "^(?:\\/((?!_next\\/|api\\/|admin\\/)[A-Za-z0-9]+))[\\/#\\?]?$",
    });
    expect(headerRulesFor(site, "/api/contact")).not.toBeNull();
  });
});

describe("a post on the direct route", () => {
  it("reaches the handler as Next.js would pass it: method, address, headers and body", async () => {
    const handler = vi.fn(async (request) =>
      json(201, {
        method: request.method,
        url: request.url,
        type: request.headers.get("content-type"),
        peer: request.headers.get("x-peer"),
        body: await request.json(),
      }),
    );
    const base = await startServer({ "/api/contact": handler });
    const reply = await send(base, {
      headers: { "content-type": "application/json", "x-peer": "secret 127.0.0.1" },
      body: JSON.stringify({ name: "Ada", note: "é ✓" }),
    });
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body)).toEqual({
      method: "POST",
      url: `${base}/api/contact`,
      type: "application/json",
      peer: "secret 127.0.0.1",
      body: { name: "Ada", note: "é ✓" },
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("answers with next.config's headers first, which win over the handler's of that name", async () => {
    const base = await startServer({
      "/api/contact": async () => {
        const headers = new Headers({ "cache-control": "no-store", "x-own": "yes" });
        headers.append("set-cookie", "a=1; Path=/");
        headers.append("set-cookie", "b=2; Path=/");
        headers.set("content-length", "999");
        return new Response("hello", { status: 200, headers });
      },
    });
    const reply = await send(base, { body: "{}" });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe("hello");
    expect(reply.headers["x-frame-options"]).toBe("DENY");
    // Next.js's send-response keeps the config's value when both set one.
    expect(reply.headers["cache-control"]).toBe("private");
    expect(reply.headers["x-own"]).toBe("yes");
    expect(reply.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    // The length of what was sent, not the handler's word for it.
    expect(reply.headers["content-length"]).toBe("5");
    const names = reply.raw.filter((_value, index) => index % 2 === 0).map((n) => n.toLowerCase());
    expect(names.indexOf("x-frame-options")).toBeLessThan(names.indexOf("x-own"));
  });

  it("adds HSTS only when the request says it came over HTTPS, as the rule has it", async () => {
    const base = await startServer({ "/api/contact": async () => json(201, {}) });
    const plain = await send(base, { body: "{}" });
    const secure = await send(base, { body: "{}", headers: { "x-forwarded-proto": "https" } });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000");
  });

  it("answers a handler that throws with a bare 500, and logs why", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const base = await startServer({
      "/api/contact": async () => {
        throw new Error("the disk is on fire");
      },
    });
    const reply = await send(base, { body: "{}" });
    expect(reply.status).toBe(500);
    expect(reply.body).toBe("");
    expect(String(error.mock.calls[0])).toContain("the disk is on fire");
  });

  it("leaves every other request to Next.js, and the handler untouched", async () => {
    const handler = vi.fn(async () => json(201, {}));
    const base = await startServer({ "/api/contact": handler });
    const replies = await Promise.all([
      send(base, { body: "{}", chunked: true }),
      send(base, { body: "{}", path: "/api/contact?x=1" }),
      send(base, { method: "GET", path: "/api/contact" }),
      send(base, { body: "x".repeat(DIRECT_BODY_LIMIT + 1) }),
    ]);
    expect(replies.map((reply) => reply.headers["x-answered-by"])).toEqual([
      "next",
      "next",
      "next",
      "next",
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("never serves a path whose header rules it cannot decide", async () => {
    const handler = vi.fn(async () => json(201, {}));
    const base = await startServer(
      { "/api/contact": handler },
      distDir([
        {
          source: "/:path*",
          regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
          has: [{ type: "query", key: "preview" }],
          headers: [{ key: "X-Preview", value: "1" }],
        },
      ]),
    );
    const reply = await send(base, { body: "{}" });
    expect(reply.headers["x-answered-by"]).toBe("next");
    expect(handler).not.toHaveBeenCalled();
  });
});
