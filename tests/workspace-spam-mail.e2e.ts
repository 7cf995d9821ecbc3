/**
 * The workspace's spam folder, mail status and dashboard in headless Chromium against the
 * production build, on each available database: a bot's enquiry kept in Spam and recovered
 * with "Not spam" (its notification reaches the SMTP sink), a refused mail retried, the jobs
 * and the dashboard's chart and table, axe (every impact) at 375 and 1280 px. Who may open
 * which page is src/app/admin/rights.test.tsx; what is mailed, src/server/workspace/spam.test.ts.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "@/lib/forms/contact";
import { pdfBytes } from "@tests/support/server/files";
import { startSmtpSink, type SmtpSink } from "@tests/support/server/smtp-sink";
import { AXE_TAGS } from "./support/axe";
import { sharedBrowser, viewports } from "./support/browser";
import { validApplication, validContact } from "./support/fixtures/forms";
import { postgresUnavailable, type Backend } from "./support/server/databases";
import {
  signedInPage,
  signIn,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./support/workspace";
import type { StaffRole } from "@/server/db/schema";

const TEAM = "team@corvane.test";
const SCREENS = ".tmp/screens";

const postgresDown = await postgresUnavailable();
if (postgresDown) console.warn(`PostgreSQL did not answer (${postgresDown}); its run is skipped.`);
const backends: Backend[] = postgresDown ? ["pglite"] : ["pglite", "postgres"];

/** Every axe violation, whatever its impact: the workspace's bar is zero. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

const browser = sharedBrowser();
let run = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${++run}`;

describe.each(backends)("spam folder, mail status and dashboard [%s]", (backend) => {
  let sink: SmtpSink;
  let server: WorkspaceServer;
  /** Recipients the sink refuses (550) while they are in this set. */
  const refused = new Set<string>();

  beforeAll(async () => {
    sink = await startSmtpSink(0, { reject: (to) => refused.has(to) });
    server = await startWorkspaceServer(backend, {
      SMTP_URL: sink.url,
      NOTIFY_TO: TEAM,
      MAIL_FROM: "Corvane Technologies <no-reply@corvane.test>",
      MAIL_POLL_MS: "200",
    });
  }, 180_000);

  afterAll(async () => {
    await server?.dispose();
    await sink?.close();
  });

  /** Runs `body` on a page signed in as `role`: one sign-in per role and server, reused. */
  async function as<T>(
    role: StaffRole,
    body: (page: Page) => Promise<T>,
    viewport: { width: number; height: number } = viewports.desktop,
  ): Promise<T> {
    const { context, page } = await signedInPage(browser(), server.baseURL, role, viewport);
    try {
      return await body(page);
    } finally {
      await context.close();
    }
  }

  async function postEnquiry(fields: Record<string, string>) {
    const response = await fetch(`${server.baseURL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...validContact, type: "2", ...fields }),
    });
    expect(response.status).toBe(201);
  }

  async function postApplication(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validApplication, type: "2", ...fields }))
      form.set(name, value);
    form.set(
      "resume",
      new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }),
      "cv.pdf",
    );
    const response = await fetch(`${server.baseURL}/api/applications`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
    expect(response.status).toBe(201);
  }

  const mailAbout = (text: string) =>
    sink.messages.filter((m) => m.text.includes(text) || (m.headers.subject ?? "").includes(text));

  it("keeps a honeypot enquiry in Spam, unmailed; Not spam moves it to the inbox and notifies", async () => {
    const name = unique("Botcaught");
    const email = `${name.toLowerCase()}@example.com`;
    // Through the real form on /contact, honeypot filled as a bot would: the page it was
    // sent from travels with it.
    const visitor = await browser().newContext({ viewport: viewports.desktop });
    try {
      const page = await visitor.newPage();
      await page.goto(`${server.baseURL}/contact`);
      const form = page.locator('form[data-form="contact-enquiry"][data-hydrated="true"]');
      await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
      await form.getByLabel("Your name").fill(name);
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Contact Number").fill(validContact.contact);
      await form.getByLabel("Your requirement").fill(validContact.requirement);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => form.getByRole("status").textContent()).toBe(contactMessages.success);
    } finally {
      await visitor.close();
    }
    const applicant = unique("Applicant");
    await postApplication({ firstName: applicant, website: "x", sourcePage: "/JoinUs" });

    // Sales sees the enquiry, and only enquiries.
    await as("sales", async (page) => {
      const response = await page.goto(`${server.baseURL}/admin/spam`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator("h1").allTextContents()).toEqual(["Spam"]);
      expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
        expect.stringMatching(/^Enquiries/),
      ]);
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect.poll(() => item.textContent()).toContain("Filled in the hidden field");
      expect(await item.textContent()).toContain("/contact");
      expect(await page.getByText(applicant).count()).toBe(0);
      await item.getByRole("button", { name: "Not spam" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent())
        .toContain("Moved to the inbox");
      expect(await page.getByText(name).count()).toBe(0);
    });
    const [notification] = await vi.waitFor(
      () => {
        const found = mailAbout(name);
        if (found.length === 0) throw new Error("no notification yet");
        return found;
      },
      { timeout: 15_000 },
    );
    expect(notification!.to).toEqual([TEAM]);
    expect(notification!.headers.subject).toBe(`New enquiry from ${name}`);

    // Recruiting sees the application, and only applications.
    await as("recruiting", async (page) => {
      await page.goto(`${server.baseURL}/admin/spam`);
      expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
        expect.stringMatching(/^Applications/),
      ]);
      await page.getByRole("heading", { name: new RegExp(applicant) }).waitFor();
    });
  });

  it("shows a refused message as failed with its error; Retry and Retry all failed send them", async () => {
    const first = `${unique("flaky")}@example.com`;
    const second = `${unique("flaky")}@example.com`;
    refused.add(first);
    refused.add(second);
    // A person's enquiry: its acknowledgement goes to the refused address and fails at once.
    await postEnquiry({ name: unique("Refused"), email: first, sourcePage: "/contact" });
    await postEnquiry({ name: unique("Refused"), email: second, sourcePage: "/contact" });

    await as("admin", async (page) => {
      await vi.waitFor(
        async () => {
          await page.goto(`${server.baseURL}/admin/mail`);
          expect(await page.getByRole("listitem").filter({ hasText: first }).count()).toBe(1);
          expect(await page.getByRole("listitem").filter({ hasText: second }).count()).toBe(1);
        },
        { timeout: 20_000, interval: 500 },
      );
      const counts = page.locator("dl").first();
      expect(await counts.textContent()).toMatch(/Failed\s*2/);
      const item = page.getByRole("listitem").filter({ hasText: first });
      expect(await item.textContent()).toContain("Acknowledgement to an enquirer");
      expect(await item.textContent()).toMatch(/Mailbox unavailable|550/);
      // The mail server works; the last error was a refused recipient (as /api/health says).
      const mailServer = page.getByRole("region", { name: "Mail server" });
      expect(await mailServer.textContent()).toContain("Working.");
      expect(await mailServer.textContent()).toContain("a recipient was refused");

      refused.clear();
      await item.getByRole("button", { name: "Retry" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent())
        .toBe("1 message is back in the queue.");
      await vi.waitFor(() => expect(sink.messages.some((m) => m.to.includes(first))).toBe(true), {
        timeout: 15_000,
      });
      expect(sink.messages.some((m) => m.to.includes(second))).toBe(false);

      await page.getByRole("button", { name: "Retry all failed" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent())
        .toBe("1 message is back in the queue.");
      await vi.waitFor(() => expect(sink.messages.some((m) => m.to.includes(second))).toBe(true), {
        timeout: 15_000,
      });
      await page.goto(`${server.baseURL}/admin/mail`);
      expect(await page.locator("dl").first().textContent()).toMatch(/Failed\s*0/);
      expect(await page.getByText("No failed messages.").count()).toBe(1);
    });
  });

  // The jobs' and the dashboard's numbers on PostgreSQL are server tests
  // (src/server/jobs/runs.test.ts, src/server/workspace/dashboard.test.ts): their pages once,
  // on the embedded database (declared only there, so not reported as skipped).
  if (backend === "pglite")
    it("shows admins each job's last run, next run and last failure; /api/health/jobs agrees", async () => {
      // This one instance runs the jobs itself: each has run within seconds of its start.
      await vi.waitFor(
        async () => {
          const response = await fetch(`${server.baseURL}/api/health/jobs`);
          expect(response.status).toBe(200);
          expect(((await response.json()) as { status: string }).status).toBe("ok");
        },
        { timeout: 20_000, interval: 500 },
      );
      expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);
      await as("admin", async (page) => {
        await page.goto(`${server.baseURL}/admin`);
        await page.getByRole("link", { name: "Jobs", exact: true }).click();
        await page.waitForURL(/\/admin\/jobs$/);
        expect(await page.getByRole("status").textContent()).toBe("Every job runs on time.");
        const mail = page.getByRole("region", { name: "Sending mail" });
        expect(await mail.textContent()).toMatch(/On time\..*Last run\d{4}-\d\d-\d\d/);
        expect(await mail.textContent()).toMatch(/Next run\d{4}-\d\d-\d\d/);
        expect(await mail.textContent()).toContain("Last failurenone recorded");
        expect(await page.getByRole("region").count()).toBe(5);
      });
    });

  it("renders the dashboard: new since the last visit, charts with tables, top source pages", async () => {
    // Its own sign-in: it lands on the dashboard, so this enquiry is the one new thing since.
    const context = await browser().newContext({ viewport: viewports.desktop });
    try {
      const page = await context.newPage();
      await signIn(page, server.baseURL, "marketing");
      await postEnquiry({ name: unique("Fresh"), sourcePage: "/contact" });
      await page.goto(`${server.baseURL}/admin`);
      expect(await page.locator("h1").allTextContents()).toEqual(["Dashboard"]);
      expect(await page.locator('svg[role="img"]').count()).toBe(2);
      const fresh = page.getByRole("region", { name: /^New/ });
      expect(await fresh.textContent()).toMatch(/Enquiries\s*1\s*Applications\s*0/);
      await page.getByText("Show the numbers as a table").first().click();
      const table = page.getByRole("table", { name: /Last 30 days/ });
      expect(await table.getByRole("row").count()).toBe(31);
      const sources = page.getByRole("region", { name: "Top source pages" });
      expect(await sources.textContent()).toContain("/contact");
      // Seen now: a second visit counts from here.
      await page.reload();
      expect(await page.getByRole("region", { name: /^New/ }).textContent()).toMatch(
        /Enquiries\s*0/,
      );
    } finally {
      await context.close();
    }
  });

  if (backend === "pglite")
    it("spam, mail and dashboard: one h1, axe clean at every impact, at 375 and 1280 px", async () => {
      mkdirSync(SCREENS, { recursive: true });
      // Something in every list: a spam enquiry and a failed message.
      await postEnquiry({ name: unique("Screenbot"), website: "x", sourcePage: "/contact" });
      const failing = `${unique("bounce")}@example.com`;
      refused.add(failing);
      await postEnquiry({ name: unique("Bounce"), email: failing, sourcePage: "/about" });
      for (const [label, viewport] of Object.entries(viewports)) {
        await as(
          "admin",
          async (page) => {
            for (const path of ["/admin/spam", "/admin/mail", "/admin/jobs", "/admin"]) {
              if (path === "/admin/mail")
                await vi.waitFor(
                  async () => {
                    await page.goto(`${server.baseURL}${path}`);
                    expect(
                      await page.getByRole("button", { name: "Retry" }).count(),
                    ).toBeGreaterThan(0);
                  },
                  { timeout: 20_000, interval: 500 },
                );
              else await page.goto(`${server.baseURL}${path}`);
              expect(await page.locator("h1").count(), path).toBe(1);
              const width = await page.evaluate(() => document.documentElement.scrollWidth);
              expect(width, `${path} fits ${viewport.width} px`).toBeLessThanOrEqual(
                viewport.width,
              );
              if (path === "/admin")
                await page.getByText("Show the numbers as a table").first().click();
              expect(await axeViolations(page), `${path} at ${label}`).toEqual([]);
              await page.screenshot({
                path: `${SCREENS}/${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "admin"}-${viewport.width}.png`,
                fullPage: true,
              });
              if (path !== "/admin/spam") continue;
              // Keyboard: Tab reaches "Not spam" on the spam page.
              let reached = false;
              for (let i = 0; i < 40 && !reached; i++) {
                await page.keyboard.press("Tab");
                reached = await page.evaluate(
                  () => document.activeElement?.textContent?.trim() === "Not spam",
                );
              }
              expect(reached).toBe(true);
            }
          },
          viewport,
        );
      }
    }, 120_000);
});
