import { afterEach, describe, expect, it, vi } from "vitest";
// @ts-expect-error -- plain ES module that Next.js loads itself (next.config.ts cacheHandler)
import PageCacheHandler from "../../page-cache-handler.mjs";
import { databaseNeeds, holdsPageCopy } from "./outage-routing";

describe("which addresses need the database while it is away", () => {
  it("pages and the search are pages; the sitemap, feed, cards and media are files", () => {
    for (const path of ["/", "/contact", "/jobs/qa-engineer", "/no-such-page", "/search"])
      expect(databaseNeeds(path), path).toBe("page");
    for (const path of [
      "/sitemap.xml",
      "/blog/feed.xml",
      "/media/library/0123456789abcdef0123456789abcdef.webp",
      "/social-card/1/2",
    ])
      expect(databaseNeeds(path), path).toBe("file");
  });

  it("the workspace, the API, /thanks, the newsletter's pages and static files need none here", () => {
    for (const path of [
      "/admin/enquiries",
      "/api/contact",
      "/thanks",
      "/newsletter/confirm",
      "/favicon.ico",
      "/robots.txt",
      "/media/hero.webp",
      "/_not-found",
      "/_outage",
    ])
      expect(databaseNeeds(path), path).toBeNull();
  });
});

describe("whether this process holds a copy of a page (src/page-cache-handler.mjs)", () => {
  afterEach(() => vi.useRealTimers());
  const page = (status = 200) => ({ kind: "APP_PAGE", html: "<html></html>", status, headers: {} });
  const cacheControl = { revalidate: 60, expire: 3600 };

  it("holds a rendered page until a publish revalidates it or it is past its expire time", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T10:00:00Z") });
    const cache = new PageCacheHandler();
    expect(holdsPageCopy("/outage-unit-a")).toBe(false);
    await cache.set("/route-cache/APP_PAGE/abc/$/outage-unit-a", page(), { cacheControl });
    await cache.set("/route-cache/APP_PAGE/abc/$/index", page(), { cacheControl });
    expect(holdsPageCopy("/outage-unit-a")).toBe(true);
    expect(holdsPageCopy("/")).toBe(true);

    // A request names the path's own tags; a publish that revalidates them drops the copy.
    vi.advanceTimersByTime(1000);
    await cache.get("/route-cache/APP_PAGE/abc/$/outage-unit-a", {
      softTags: ["_N_T_/outage-unit-a"],
    });
    await cache.revalidateTag(["_N_T_/outage-unit-a"]);
    expect(holdsPageCopy("/outage-unit-a")).toBe(false);

    // Past `expire`, Next.js renders before answering: no copy to serve.
    vi.advanceTimersByTime(3600 * 1000);
    expect(holdsPageCopy("/")).toBe(false);
  });

  it("never holds a 404 or an entry that names no page", async () => {
    const cache = new PageCacheHandler();
    await cache.set("/route-cache/APP_PAGE/abc/$/outage-unit-b", page(404), { cacheControl });
    await cache.set("outage-unit-c", page(), { cacheControl });
    expect(holdsPageCopy("/outage-unit-b")).toBe(false);
    expect(holdsPageCopy("outage-unit-c")).toBe(false);
  });
});
