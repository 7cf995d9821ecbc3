/**
 * Data-subject requests in the workspace, in headless Chromium against the production build:
 * an admin looks a person up, downloads the archive (JSON and résumé), erases everything with
 * the confirmed action, and then nothing of the person is left in any table of the database,
 * only one audit entry without the address. On the embedded database only: the export and the
 * erasure are SQL the server tests run on both (src/server/privacy/subject.test.ts), and who
 * may open the page is src/app/admin/studio-rights.test.tsx's.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, pgliteDataDir, queryRows } from "@/server/db/client";
import { unzip } from "@/server/privacy/zip";
import type { StaffRole } from "@/server/db/schema";
import { pdfBytes } from "@tests/support/server/files";
import { AXE_TAGS } from "./support/axe";
import { sharedBrowser, viewports } from "./support/browser";
import { validApplication, validContact } from "./support/fixtures/forms";
import type { Backend } from "./support/server/databases";
import { signedInPage, startWorkspaceServer, type WorkspaceServer } from "./support/workspace";

// The embedded database only: the export's and the erasure's rows on both databases are the
// server tests' (src/server/privacy/subject.test.ts); this walks the admin's pages.
const backend: Backend = "pglite";
const browser = sharedBrowser();

describe("data-subject requests in the workspace", () => {
  let server: WorkspaceServer;

  beforeAll(async () => {
    server = await startWorkspaceServer(backend);
  }, 180_000);

  afterAll(async () => {
    await server?.dispose();
  });

  async function as<T>(role: StaffRole, body: (page: Page) => Promise<T>): Promise<T> {
    // Downloads are accepted by default (the archive is read below).
    const { context, page } = await signedInPage(browser(), server.baseURL, role);
    try {
      return await body(page);
    } finally {
      await context.close();
    }
  }

  async function post(path: string, body: BodyInit, json = true) {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: "POST",
      headers: json
        ? { "content-type": "application/json", accept: "application/json" }
        : { accept: "application/json" },
      body,
    });
    expect(response.ok).toBe(true);
  }

  /** Every row of every table, read straight from the database, as lower-case text. */
  async function everything(): Promise<string> {
    const handle = await openPglite({ dataDir: pgliteDataDir(server.env.DATA_DIR!) });
    try {
      const tables = await queryRows<{ name: string }>(
        handle.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      );
      let text = "";
      for (const { name } of tables) {
        const rows = await queryRows(handle.db, sql.raw(`select * from "${name}"`));
        text += `${name}:${JSON.stringify(rows, (_key, value) =>
          value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
        )}\n`;
      }
      return text.toLowerCase();
    } finally {
      await handle.close();
    }
  }

  it("exports and erases a person; nothing of them is left in the database", async () => {
    const address = `Zed.Person.${backend}@example.com`;
    const key = address.toLowerCase();
    const resume = pdfBytes();
    await post(
      "/api/contact",
      JSON.stringify({ ...validContact, name: "Zed Personne", email: address, type: "2" }),
    );
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...validApplication,
      firstName: "Zed",
      lastName: "Personne",
      email: address,
      type: "2",
    }))
      form.set(name, value);
    form.set("resume", new Blob([new Uint8Array(resume)], { type: "application/pdf" }), "zed.pdf");
    await post("/api/applications", form, false);
    await post("/api/subscribe", JSON.stringify({ email: address }));

    await as("admin", async (page) => {
      await page.goto(`${server.baseURL}/admin`);
      await page.getByRole("link", { name: "Privacy" }).click();
      await page.getByLabel("E-mail address").fill(address);
      await page.getByRole("button", { name: "Look up" }).click();
      await page.getByRole("heading", { name: `Held about ${key}` }).waitFor();
      const found = page.getByRole("definition");
      expect(await found.allTextContents()).toEqual(
        expect.arrayContaining(["1"]), // enquiries, applications, résumés, subscriptions
      );

      // Every axe violation, whatever its impact: the workspace's bar is zero.
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // As an admin sees it at 1280 and 375 px: nothing scrolls sideways (screenshots in .tmp).
      for (const viewport of [viewports.desktop, viewports.mobile]) {
        await page.setViewportSize(viewport);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `privacy page at ${viewport.width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `.tmp/screens/privacy/lookup-${viewport.width}.png`,
          fullPage: true,
        });
      }
      await page.setViewportSize(viewports.desktop);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download everything (ZIP)" }).click(),
      ]);
      const files = unzip(readFileSync((await download.path())!));
      const data = JSON.parse(Buffer.from(files[0]!.data).toString("utf8"));
      expect(data.address).toBe(key);
      expect(data.enquiries[0].name).toBe("Zed Personne");
      expect(data.applications[0].lastName).toBe("Personne");
      expect(data.subscribers[0].status).toBe("pending");
      expect(files[1]!.name).toMatch(/^resumes\/.*-zed\.pdf$/);
      expect(Buffer.from(files[1]!.data).equals(resume)).toBe(true);

      // Without the confirmation, nothing is erased.
      await page.getByRole("button", { name: "Erase everything" }).click();
      await page.getByLabel("Type the address again to confirm").fill("someone@else.example");
      await page.getByRole("button", { name: "Erase everything" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent())
        .toContain("Nothing was erased");
      await page.getByLabel("Type the address again to confirm").fill(address);
      await page.getByRole("button", { name: "Erase everything" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toContain("Erased.");

      await page.getByLabel("E-mail address").fill(address);
      await page.getByRole("button", { name: "Look up" }).click();
      await page.getByText("Nothing is held about this address.").waitFor();

      await page.goto(`${server.baseURL}/admin/audit?action=privacy.erase`);
      expect(await page.getByText("privacy.erase").count()).toBeGreaterThan(0);
    });

    // Straight from the database: nothing of the person in any table.
    if (backend === "pglite") await server.stop();
    const text = await everything();
    for (const trace of ["zed.person", "personne"]) expect(text).not.toContain(trace);
    expect(text.match(/privacy\.erase/g)).toHaveLength(1);
  });
});
