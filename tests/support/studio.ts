/** The studio's browser steps, shared by the studio and media library tests. */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import type { AppServer } from "./app-server";
import { AXE_TAGS } from "./axe";
import { newPage, viewports } from "./browser";
import { signIn, STAFF } from "./workspace";

const POLL = { timeout: 30_000, interval: 250 };

export async function allAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.impact}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** What an anonymous visitor gets at `pagePath` (no cookies, no draft mode). */
export async function publicHtml(server: AppServer, pagePath: string): Promise<string> {
  const response = await fetch(`${server.baseURL}${pagePath}`, { redirect: "manual" });
  return `${response.status} ${await response.text()}`;
}

export async function editorOf(page: Page, server: AppServer, title: string): Promise<string> {
  await page.goto(`${server.baseURL}/admin/content?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}/);
  await page.locator("#f-title").waitFor();
  return new URL(page.url()).pathname.split("/").pop()!;
}

export async function statusText(page: Page): Promise<string> {
  return (await page.locator("main [role=status]").allTextContents()).join(" ");
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect.poll(() => statusText(page), POLL).toContain("Draft saved.");
}

export async function publish(page: Page, note = ""): Promise<void> {
  if (note) await page.getByLabel("Note for the revision (optional)").fill(note);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect.poll(() => statusText(page), POLL).toContain("Published as revision");
}

export async function signedIn(
  browser: Browser,
  role: keyof typeof STAFF,
  server: AppServer,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport, { baseURL: server.baseURL });
  await signIn(page, server.baseURL, role);
  return { page, close: () => context.close() };
}

/** Opens each studio page of `targets`: no axe violation of any impact, no sideways scroll. */
export async function expectAccessible(
  page: Page,
  server: AppServer,
  targets: readonly string[],
  viewportName: string,
): Promise<void> {
  for (const target of targets) {
    await page.goto(`${server.baseURL}${target}`);
    await page.locator("main h1").first().waitFor();
    expect(await allAxeViolations(page), `${target} at ${viewportName}`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${target} scrolls sideways at ${viewportName}`).toBeLessThanOrEqual(0);
  }
}

/**
 * expectAccessible at several widths with one load per page: the studio's layout follows the
 * window's width through CSS alone, so a resize shows what a load at that width would.
 */
export async function expectAccessibleAtWidths(
  page: Page,
  server: AppServer,
  targets: readonly string[],
  widths: Record<string, { width: number; height: number }>,
  /** Screenshots to look at (not compared): target → file in `dir`, taken at the width named `at`. */
  screenshots?: {
    dir: string;
    at: string;
    files: Record<string, [file: string, fullPage: boolean]>;
  },
): Promise<void> {
  for (const target of targets) {
    await page.goto(`${server.baseURL}${target}`);
    await page.locator("main h1").first().waitFor();
    for (const [name, viewport] of Object.entries(widths)) {
      await page.setViewportSize(viewport);
      expect(await allAxeViolations(page), `${target} at ${name}`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${target} scrolls sideways at ${name}`).toBeLessThanOrEqual(0);
      const shot = screenshots?.at === name ? screenshots.files[target] : undefined;
      if (shot) {
        await page.screenshot({ path: path.join(screenshots!.dir, shot[0]), fullPage: shot[1] });
      }
    }
  }
}
