/**
 * The proxy's answers that need no server: where a redirect leads. The routes, letter case and
 * 404s are covered over HTTP by tests/routes.e2e.ts.
 */
import { NextRequest } from "next/server";
import { afterEach, expect, it } from "vitest";
import { registerPageRouter, type Routing } from "@/server/http/page-routing";
import { proxy } from "./proxy";

afterEach(() => registerPageRouter(null));

async function locationFor(target: string, asked = "http://localhost:3000/team?ref=mail") {
  registerPageRouter(async (): Promise<Routing> => ({ kind: "redirect", to: target }));
  const response = await proxy(new NextRequest(asked, { headers: { host: "localhost:3000" } }));
  expect(response.status).toBe(308);
  return response.headers.get("location");
}

it("keeps the fragment of a stored redirect target, and the visitor's query string (issue 48)", async () => {
  expect(await locationFor("/about#our-team")).toBe(
    "http://localhost:3000/about?ref=mail#our-team",
  );
  expect(await locationFor("/about")).toBe("http://localhost:3000/about?ref=mail");
});

it("lets a target's own query string replace the visitor's", async () => {
  expect(await locationFor("/search?q=cloud", "http://localhost:3000/find")).toBe(
    "http://localhost:3000/search?q=cloud",
  );
});

it("sends an absolute target as it is stored", async () => {
  expect(await locationFor("https://example.com/a#b")).toBe("https://example.com/a#b");
});
