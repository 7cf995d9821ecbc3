import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage, viewports } from "./support/browser";
import { allPaths } from "./support/site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function audit(path: string, viewport: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  const foreign: string[] = [];
  const origin = new URL(baseURL()).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      foreign.push(url);
    }
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  try {
    await page.goto(path, { waitUntil: "networkidle" });
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    return { serious, foreign, errors };
  } finally {
    await context.close();
  }
}

describe("accessibility and third-party requests", () => {
  it.each(allPaths)("%s at 1280 px: no serious or critical axe violation", async (path) => {
    const { serious, foreign, errors } = await audit(path, viewports.desktop);
    expect(serious).toEqual([]);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(["/", "/contact", "/JoinUs", "/does-not-exist"])(
    "%s at 375 px: no serious or critical axe violation",
    async (path) => {
      const { serious, foreign } = await audit(path, viewports.mobile);
      expect(serious).toEqual([]);
      expect(foreign).toEqual([]);
    },
  );
});
