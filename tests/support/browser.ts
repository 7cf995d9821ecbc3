/**
 * Launches the system Chromium through playwright-core (no browser download): headless,
 * without background networking, with its profile inside the project's ignored .tmp folder.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const baseURL = () => inject("baseURL");

export async function launchBrowser(): Promise<Browser> {
  const tmp = resolve(".tmp", "chromium");
  mkdirSync(tmp, { recursive: true });
  // Playwright puts the fresh profile (--user-data-dir) under the OS temp folder.
  process.env.TMPDIR = tmp;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    chromiumSandbox: false,
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}
