/**
 * The client-JS measure of scripts/js-size.mjs (issue 12's budget reads it) against what
 * Chromium really fetches: every script a page's HTML names is downloaded at load, at the size
 * measured (as served, gzip-compressed), give or take a few bytes.
 */
import { describe, expect, it } from "vitest";
import { pageClientJs } from "../scripts/js-size.mjs";
import { baseURL, newPage, sharedBrowser, viewports } from "./support/browser";

describe("client JS of a page as served", () => {
  const browser = sharedBrowser();

  it.each(["/", "/BankingFin", "/contact", "/no-such-page-js-size"])(
    "%s: Chromium fetches the measured scripts at the measured size",
    async (path) => {
      const measured = await pageClientJs(baseURL(), path);
      expect(measured.files.length).toBeGreaterThan(0);

      const { context, page } = await newPage(browser(), viewports.mobile);
      const fetched = new Map<string, Promise<number>>();
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        const { pathname } = new URL(request.url());
        fetched.set(
          pathname,
          request.sizes().then((sizes) => sizes.responseBodySize),
        );
      });
      try {
        await page.goto(path, { waitUntil: "load" });
        // Low-priority preloads may still be arriving when the load event fires.
        const missing = () => measured.files.filter((file) => !fetched.has(file.path));
        await expect
          .poll(() => missing().map((file) => file.path), { timeout: 15_000 })
          .toEqual([]);
        for (const file of measured.files) {
          const downloaded = await fetched.get(file.path)!;
          // Same zlib, same level: only the stream's framing may differ by a few bytes.
          expect(Math.abs(downloaded - file.gzipBytes), file.path).toBeLessThanOrEqual(
            Math.max(64, file.gzipBytes * 0.01),
          );
        }
      } finally {
        await context.close();
      }
    },
  );
});
