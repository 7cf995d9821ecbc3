/**
 * Decision 0042: the production server hands small form posts straight to their compiled route
 * handlers. Each request here is sent twice to the real server: once with a Content-Length (the
 * direct route) and once in chunks (which always goes through Next.js), and both answers must
 * be the same: status, body and headers, next.config's security headers included.
 *
 * The one header that tells the two paths apart is Next.js's router `Vary` (rsc, next-router-…),
 * which Next.js adds to every app route's answer; it means nothing on a POST's answer, which no
 * cache keeps, so the direct route does not copy it. The tests use it to know which path answered.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, tempDataDir, type AppServer } from "./support/app-server";
import { validContact, validNewsletter } from "./support/fixtures/forms";
import { rawRequest } from "./support/raw-request";

let server: AppServer;
let data: { path: string; remove(): void };

beforeAll(async () => {
  data = tempDataDir("direct-routes-e2e");
  server = await startAppServer({
    DATA_DIR: data.path,
    RATE_LIMIT_SUBSCRIBE: "off",
    RATE_LIMIT_CONTACT: "off",
    FORM_MIN_FILL_MS: "0",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  data?.remove();
});

async function post(
  path: string,
  body: string,
  {
    type,
    chunked,
    headers = {},
  }: { type: string; chunked: boolean; headers?: Record<string, string> },
) {
  const reply = await rawRequest(`${server.baseURL}${path}`, {
    method: "POST",
    headers: {
      "content-type": type,
      origin: server.baseURL,
      accept: "application/json",
      ...headers,
    },
    body,
    chunked,
  });
  return { ...reply, body: reply.body.toString() };
}

/** Headers of one connection or one framing, and the path marker (see above). */
const NOT_COMPARED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "vary",
]);
const compared = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_COMPARED.has(name)));

/** The same post both ways; ids and tokens in the answers are the caller's to compare. */
async function bothWays(
  path: string,
  body: string,
  options: { type: string; headers?: Record<string, string> },
) {
  const direct = await post(path, body, { ...options, chunked: false });
  const routed = await post(path, body, { ...options, chunked: true });
  expect(direct.headers.vary, "answered by the direct route").toBeUndefined();
  expect(routed.headers.vary, "answered by Next.js").toMatch(/next-router-state-tree/);
  expect(direct.status).toBe(routed.status);
  expect(compared(direct.headers)).toEqual(compared(routed.headers));
  expect(direct.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(direct.headers["x-frame-options"]).toBe("DENY");
  return { direct, routed };
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const contact = (name: string) => ({ ...validContact, name, type: "2" });

describe("form posts on the direct route answer as Next.js does", () => {
  it("a valid enquiry: 201 with a new id each time", async () => {
    const { direct, routed } = await bothWays(
      "/api/contact",
      JSON.stringify(contact("Direct Ana")),
      {
        type: JSON_TYPE,
      },
    );
    expect(direct.status).toBe(201);
    const [a, b] = [JSON.parse(direct.body), JSON.parse(routed.body)];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
  });

  it("an enquiry with errors: the same 400 and messages", async () => {
    const { direct, routed } = await bothWays(
      "/api/contact",
      JSON.stringify({ ...contact(""), email: "not-an-address" }),
      { type: JSON_TYPE },
    );
    expect(direct.status).toBe(400);
    expect(JSON.parse(direct.body)).toEqual(JSON.parse(routed.body));
  });

  it("a body that is not JSON, and a type the form does not take", async () => {
    const broken = await bothWays("/api/contact", "{not json", { type: JSON_TYPE });
    expect(broken.direct.status).toBe(400);
    expect(broken.direct.body).toBe(broken.routed.body);
    const plain = await bothWays("/api/contact", "hello", { type: "text/plain" });
    expect(plain.direct.status).toBe(415);
    expect(plain.direct.body).toBe(plain.routed.body);
  });

  it("a post from another site: the same 403", async () => {
    const { direct, routed } = await bothWays(
      "/api/contact",
      JSON.stringify(contact("Elsewhere")),
      {
        type: JSON_TYPE,
        headers: { origin: "https://elsewhere.example" },
      },
    );
    expect(direct.status).toBe(403);
    expect(direct.body).toBe(routed.body);
  });

  it("a plain form post without JavaScript: the same 303 to /thanks", async () => {
    const { direct, routed } = await bothWays(
      "/api/contact",
      new URLSearchParams(contact("No Script Ana")).toString(),
      { type: FORM_TYPE },
    );
    expect(direct.status).toBe(303);
    expect(direct.headers.location).toBe(routed.headers.location);
  });

  it("over HTTPS behind a proxy: HSTS on both", async () => {
    const { direct } = await bothWays("/api/subscribe", JSON.stringify(validNewsletter), {
      type: JSON_TYPE,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(direct.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("a newsletter sign-up: the same answer", async () => {
    const { direct, routed } = await bothWays(
      "/api/subscribe",
      JSON.stringify({ email: "direct-route@example.com" }),
      { type: JSON_TYPE },
    );
    expect(direct.status).toBeLessThan(300);
    expect(direct.body).toBe(routed.body);
  });
});
