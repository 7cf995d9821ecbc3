// The public forms' posts, handed straight to their route handlers (see
// docs/decisions/0042-form-posts-past-the-router.md).
//
// A contact enquiry or a newsletter sign-up is a small body posted to one fixed path, and its
// route handler is a plain `(Request) => Response` that uses nothing of Next.js's request
// context. Next.js's routing, request adapters and per-request machinery cost more than the
// submission's own work, so the server calls the same compiled handler Next.js would call:
// loaded from the build, in the same process and module instance (one database, one outbox).
// It adds the headers next.config gives every response, as Next.js does.
//
// Only what surely takes the same path through Next.js comes this way: a POST to exactly one of
// these paths (no query, no trailing slash), with a Content-Length of at most DIRECT_BODY_LIMIT
// bytes and no Transfer-Encoding. Everything else, including chunked or larger bodies (which the
// handler refuses by its own limits) and the résumé uploads, goes to Next.js as before.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { routingRules } from "./routes-manifest.mjs";

/** The form endpoints taken past the router: their bodies are a few fields. */
export const DIRECT_PATHS = ["/api/contact", "/api/subscribe"];

/** Bodies up to this size are read here before the handler runs; larger ones go to Next.js. */
export const DIRECT_BODY_LIMIT = 64 * 1024;

/**
 * next.config's header rules for `path`, from the build's routes manifest. A rule whose
 * condition looks at anything but request headers (cookies, query, host) cannot be decided
 * here as Next.js would decide it, and a redirect or rewrite that matches the path sends the
 * post elsewhere, and so does the proxy where it runs: then the path is not served directly at
 * all (null).
 */
export function headerRulesFor(distDir, path) {
  const { headers, redirects, rewrites } = routingRules(distDir);
  if ([...redirects, ...rewrites].some((rule) => new RegExp(rule.regex).test(path))) return null;
  if (proxyMatchers(distDir).some((regexp) => new RegExp(regexp).test(path))) return null;
  const rules = [];
  for (const rule of headers) {
    if (!new RegExp(rule.regex).test(path)) continue;
    const conditions = [
      ...(rule.has ?? []).map((condition) => ({ ...condition, wanted: true })),
      ...(rule.missing ?? []).map((condition) => ({ ...condition, wanted: false })),
    ];
    if (conditions.some((condition) => condition.type !== "header")) return null;
    rules.push({ headers: rule.headers, conditions });
  }
  return rules;
}

/** The paths the proxy (src/proxy.ts) runs on, as the build wrote them down. */
function proxyMatchers(distDir) {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(join(distDir, "server", file), "utf8"));
    } catch {
      return {};
    }
  };
  const nodeProxy = Object.values(read("functions-config-manifest.json").functions ?? {});
  const edgeProxy = Object.values(read("middleware-manifest.json").middleware ?? {});
  return [...nodeProxy, ...edgeProxy].flatMap((entry) =>
    (entry.matchers ?? []).map((matcher) => matcher.regexp),
  );
}

/** The headers the rules add for a request with these (lower-cased, Node.js) headers. */
export function configHeaders(rules, requestHeaders) {
  const added = [];
  for (const rule of rules) {
    const applies = rule.conditions.every(({ key, value, wanted }) => {
      const sent = requestHeaders[key.toLowerCase()];
      const present =
        sent !== undefined && (value === undefined || new RegExp(`^${value}$`).test(String(sent)));
      return present === wanted;
    });
    if (applies) for (const { key, value } of rule.headers) added.push([key, value]);
  }
  return added;
}

/** Each path's compiled POST handler, the very module instance Next.js itself loads. */
export function loadHandlers(distDir, paths = DIRECT_PATHS) {
  const require = createRequire(import.meta.url);
  return new Map(
    paths.map((path) => {
      const route = require(join(distDir, "server", "app", ...path.split("/"), "route.js"));
      const post = route.routeModule?.userland?.POST;
      if (typeof post !== "function") throw new Error(`${path}: the build has no POST handler`);
      return [path, post];
    }),
  );
}

/** Set by Next.js from the body it sends, never copied from the handler's answer. */
const FRAMING_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);
/** The handler's headers that Next.js appends even when next.config already set one. */
const MULTIPLE_VALUES = new Set(["set-cookie", "www-authenticate", "proxy-authenticate", "vary"]);

/**
 * The handler's headers onto the response as Next.js copies them (next/dist/server/
 * send-response.js): next.config's header wins over the handler's of the same name, except
 * for the headers that may appear many times, which are added.
 */
export function copyHandlerHeaders(headers, response) {
  const cookies = headers.getSetCookie();
  for (const cookie of cookies) response.appendHeader("set-cookie", cookie);
  headers.forEach((value, name) => {
    if (name === "set-cookie" || FRAMING_HEADERS.has(name)) return;
    if (MULTIPLE_VALUES.has(name) || response.getHeader(name) === undefined)
      response.appendHeader(name, value);
  });
}

/** Whether Next.js would route this request to `paths`' handler exactly as it is. */
export function takesDirectPath(request, paths) {
  if (request.method !== "POST" || !paths.has(request.url)) return false;
  if (request.headers["transfer-encoding"] !== undefined) return false;
  const length = request.headers["content-length"];
  return typeof length === "string" && /^\d+$/.test(length) && Number(length) <= DIRECT_BODY_LIMIT;
}

/**
 * `handle(request, response)` answers a post meant for one of `handlers` and returns true, or
 * returns false and leaves the request to Next.js.
 */
export function createDirectRoutes({ handlers, headerRules }) {
  const served = new Map([...handlers].filter(([path]) => headerRules.get(path) !== null));
  const paths = new Set(served.keys());

  function answer(request, response, body) {
    const handler = served.get(request.url);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const url = `http://${request.headers.host ?? "localhost"}${request.url}`;
    Promise.resolve()
      .then(() => handler(new Request(url, { method: "POST", headers, body })))
      .then(async (reply) => {
        const payload = Buffer.from(await reply.arrayBuffer());
        for (const [name, value] of configHeaders(headerRules.get(request.url), request.headers))
          response.setHeader(name, value);
        copyHandlerHeaders(reply.headers, response);
        response.setHeader("content-length", payload.length);
        response.writeHead(reply.status);
        response.end(payload);
      })
      .catch((error) => {
        // As Next.js answers a handler that throws: logged, and a bare 500.
        console.error(`[server] ${request.method} ${request.url} failed:`, error);
        if (response.headersSent) return response.destroy();
        response.writeHead(500, { "content-length": 0 });
        response.end();
      });
  }

  return {
    handle(request, response) {
      if (!takesDirectPath(request, paths)) return false;
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => answer(request, response, Buffer.concat(chunks)));
      request.on("error", () => response.destroy());
      return true;
    },
  };
}
