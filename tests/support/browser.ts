/**
 * Launches the system Chromium through playwright-core (no browser download): headless,
 * without background networking, with its profile inside the project's ignored .tmp folder.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

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

/** One Chromium for the whole test file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running (sharedBrowser() outside a test?)");
    return browser;
  };
}

export type VisitOptions = NonNullable<Parameters<Browser["newContext"]>[0]> & {
  viewport?: { width: number; height: number };
  /** Put the page on Playwright's clock (installed before navigation) for timing tests. */
  clock?: boolean;
  waitUntil?: NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];
  /** The status the page must answer with (null: not checked). */
  status?: number | null;
  /** Runs before navigation, e.g. to listen to requests from the first one on. */
  beforeNavigation?: (page: Page) => void | Promise<void>;
  /**
   * Wait for the page to hydrate before `run` (default: with JavaScript on). Off for tests of
   * what the page does before its scripts run.
   */
  hydrated?: boolean;
};

/** Opens `path` in a fresh context, runs `run` on it, and closes the context whatever happens. */
export async function visit(
  browser: Browser,
  path: string,
  run: (page: Page, context: BrowserContext, response: Response | null) => Promise<void>,
  {
    viewport = viewports.desktop,
    clock = false,
    // "load", not "networkidle": the hydration wait below is what a test needs before it acts,
    // and network idle costs every visit half a second of nothing (issue 49).
    waitUntil = "load",
    status = 200,
    beforeNavigation,
    hydrated,
    ...options
  }: VisitOptions = {},
): Promise<void> {
  const { context, page } = await newPage(browser, viewport, options);
  try {
    if (clock) await page.clock.install();
    await beforeNavigation?.(page);
    const response = await page.goto(path, { waitUntil });
    if (status !== null) expect(response?.status(), `${path} answers`).toBe(status);
    if (hydrated ?? options.javaScriptEnabled !== false) await waitForHydration(page);
    await run(page, context, response);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page's scripts have taken over its markup: Next.js's router has committed
 * its first render (it marks the history entry with `__NA`), and every control outside a form
 * still waiting to wake (0035) has React's handlers. A click or a key before that is lost,
 * not queued: on a busy machine "network idle" can come well before hydration. React's per-element props key
 * is an internal, but a stable one, and a change would fail here loudly rather than let a
 * test act too early.
 */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        (window.history.state as { __NA?: boolean } | null)?.__NA === true &&
        [...document.querySelectorAll("button, input, select, textarea, [role=tab]")].every(
          (control) =>
            control.closest("form[data-form]:not([data-hydrated])") !== null ||
            Object.keys(control).some((key) => key.startsWith("__reactProps$")),
        ),
      undefined,
      { timeout, polling: 50 },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()} did not hydrate within ${timeout} ms`, { cause: error });
    });
}

/**
 * Wakes every site form of the page as a visitor reaching it would: each is scrolled into
 * view in turn (a form fetches its script when it comes near the viewport), until all have
 * hydrated; then the page goes back to its top.
 */
export async function wakeForms(page: Page): Promise<void> {
  const count = await page.locator("form[data-form]").count();
  for (let index = 0; index < count; index += 1) {
    // Looked up again each time: a form that wakes is replaced by its scripted twin.
    await page.evaluate(
      (nth) => document.querySelectorAll("form[data-form]")[nth]?.scrollIntoView(),
      index,
    );
    await page.locator("form[data-form]").nth(index).and(page.locator("[data-hydrated]")).waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
