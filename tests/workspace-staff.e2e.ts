/**
 * The staff side of the workspace in a browser, against the production build: sign-in
 * (wrong password, return to the requested page, sign out), an invitation and a password
 * reset through an SMTP sink, a role change, the last-admin guard and the audit log's filter,
 * two-factor sign-in, and axe (every impact) at 375 and 1280 px. The rules behind them (who
 * may open what, limits, links, the audit entries, on both databases) are server tests:
 * src/app/admin/rights.test.tsx, src/server/workspace/staff-admin.test.ts,
 * src/server/auth/two-factor.test.ts, tests/staff-secrets.e2e.ts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AXE_TAGS } from "./support/axe";
import { newPage, sharedBrowser, viewports } from "./support/browser";
import { startSmtpSink, type SmtpSink } from "./support/server/smtp-sink";
import { totpCode } from "./support/totp";
import {
  passwordLinkIn,
  signIn,
  STAFF,
  STAFF_PASSWORD,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./support/workspace";

const browser = sharedBrowser();
// Scoped to main: Next.js's route announcer is an alert too.
const SCREENS = path.resolve(".tmp", "screens", "workspace-staff");

/** Every axe violation, whatever its impact: the workspace's bar (issue 9). */
async function allAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.impact}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** The link's path and query on the test server (the mail's origin is SITE_URL). */
function onServer(server: WorkspaceServer, link: string): string {
  const url = new URL(link);
  return `${server.baseURL}${url.pathname}${url.search}`;
}

let sink: SmtpSink;
let server: WorkspaceServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startWorkspaceServer("pglite", {
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "200",
  });
}, 120_000);

afterAll(async () => {
  await server?.dispose();
  await sink?.close();
});

describe("sign-in", () => {
  test("a wrong password gets the generic message and keeps the e-mail", async () => {
    const { context, page } = await newPage(browser());
    try {
      await page.goto(`${server.baseURL}/admin`);
      await page.getByLabel("E-mail address").fill(STAFF.sales.email);
      await page.getByLabel("Password").fill("not the password at all");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect
        .poll(() => page.locator("main [role=alert]").textContent())
        .toBe("The e-mail address or password is wrong.");
      expect(await page.getByLabel("E-mail address").inputValue()).toBe(STAFF.sales.email);
      expect(await page.getByLabel("Password").inputValue()).toBe("");
    } finally {
      await context.close();
    }
  });

  test("signing in returns to the requested page, and signing out ends the session", async () => {
    const { context, page } = await newPage(browser());
    try {
      await page.goto(`${server.baseURL}/admin/account`);
      expect(new URL(page.url()).pathname).toBe("/admin");
      expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/account");
      await page.getByLabel("E-mail address").fill(STAFF.marketing.email);
      await page.getByLabel("Password").fill(STAFF_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.baseURL}/admin/account`);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Your account");
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await page.goto(`${server.baseURL}/admin/account`);
      expect(new URL(page.url()).pathname).toBe("/admin");
    } finally {
      await context.close();
    }
  });
});

describe("staff accounts", () => {
  const invited = { email: "nia.new@corvane.test", name: "Nia Newcomer" };
  const chosen = "my own long password 7";

  test("an invitation mail's link sets the password once; then the account signs in", async () => {
    const { context, page } = await newPage(browser());
    try {
      await signIn(page, server.baseURL, "admin", "/admin/staff");
      await page.waitForURL(`${server.baseURL}/admin/staff`);
      const form = page.locator("form", {
        has: page.getByRole("button", { name: "Send invitation" }),
      });
      await form.getByLabel("E-mail address").fill(invited.email);
      await form.getByLabel("Name").fill(invited.name);
      await form.getByLabel("Role").selectOption("recruiting");
      await form.getByRole("button", { name: "Send invitation" }).click();
      await expect
        .poll(() => page.locator("main [role=status]").first().textContent())
        .toContain(`Invitation queued for ${invited.email}`);
      await expect.poll(() => page.getByRole("heading", { name: invited.name }).count()).toBe(1);
    } finally {
      await context.close();
    }

    const [mail] = (await sink.waitFor(1, 30_000)).filter((m) => m.to.includes(invited.email));
    expect(mail?.headers.subject).toMatch(/invited/);
    const link = onServer(server, passwordLinkIn(mail!.text));

    const fresh = await newPage(browser());
    try {
      await fresh.page.goto(link);
      await fresh.page.getByLabel("New password", { exact: true }).fill(chosen);
      await fresh.page.getByLabel("New password again").fill(chosen);
      await fresh.page.getByRole("button", { name: "Save password" }).click();
      await fresh.page.waitForURL(/\/admin\?notice=password-set$/);
      expect(await fresh.page.locator("main [role=status]").textContent()).toContain(
        "password is saved",
      );
      // Used once: the same link now says so as the page opens, with no form to fill in.
      await fresh.page.goto(link);
      await expect
        .poll(() => fresh.page.locator("main [role=alert]").textContent())
        .toContain("invalid, expired or already used");
      expect(await fresh.page.getByLabel("New password", { exact: true }).count()).toBe(0);

      await fresh.page.goto(`${server.baseURL}/admin`);
      await fresh.page.getByLabel("E-mail address").fill(invited.email);
      await fresh.page.getByLabel("Password").fill(chosen);
      await fresh.page.getByRole("button", { name: "Sign in" }).click();
      await fresh.page.getByRole("button", { name: "Sign out" }).waitFor();
    } finally {
      await fresh.context.close();
    }
  }, 120_000);

  test("forgot password says a link is on its way and mails a working one", async () => {
    const before = sink.messages.length;
    const { context, page } = await newPage(browser());
    try {
      await page.goto(`${server.baseURL}/admin/forgot-password`);
      await page.getByLabel("E-mail address").fill(invited.email);
      await page.getByRole("button", { name: "Send link" }).click();
      await expect
        .poll(() => page.locator("main [role=status]").textContent())
        .toContain("If an account exists for that address, we sent a link");

      const mails = await sink.waitFor(before + 1, 30_000);
      const mail = mails.slice(before).find((m) => m.to.includes(invited.email));
      expect(mail?.headers.subject).toMatch(/Reset your/);
      await page.goto(onServer(server, passwordLinkIn(mail!.text)));
      await page.getByLabel("New password", { exact: true }).fill("short");
      await page.getByLabel("New password again").fill("short");
      await page.getByRole("button", { name: "Save password" }).click();
      await expect
        .poll(() => page.locator("main [role=alert]").textContent())
        .toContain("at least 12");
      await page.getByLabel("New password", { exact: true }).fill("a brand new password 9");
      await page.getByLabel("New password again").fill("a brand new password 9");
      await page.getByRole("button", { name: "Save password" }).click();
      await page.waitForURL(/notice=password-set/);
      await page.getByLabel("E-mail address").fill(invited.email);
      await page.getByLabel("Password").fill("a brand new password 9");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("button", { name: "Sign out" }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  test("an admin changes a role, cannot lock out the last admin, and the audit log shows it", async () => {
    const { context, page } = await newPage(browser());
    try {
      await signIn(page, server.baseURL, "admin", "/admin/staff");
      await page.waitForURL(`${server.baseURL}/admin/staff`);
      await page.getByLabel(`Role of ${invited.name}`).selectOption("marketing");
      await page
        .locator("form", { has: page.getByLabel(`Role of ${invited.name}`) })
        .getByRole("button", { name: "Change role" })
        .click();
      await page.locator("main [role=status]", { hasText: "The role is changed" }).waitFor();
      expect(await page.getByLabel(`Role of ${invited.name}`).inputValue()).toBe("marketing");

      await page.getByRole("button", { name: `Disable ${STAFF.admin.name}` }).click();
      await page.locator("main [role=alert]", { hasText: "last active admin" }).waitFor();
      expect(await page.locator("main [role=alert]").textContent()).toContain("last active admin");

      await page.goto(`${server.baseURL}/admin/audit`);
      const log = (await page.locator("table").textContent()) ?? "";
      for (const action of [
        "signin",
        "signin.failed",
        "staff.invite",
        "staff.role",
        "password.reset",
      ]) {
        expect(log, action).toContain(action);
      }
      await page.getByLabel("Action").selectOption("staff.role");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/action=staff\.role/);
      const rows = page.locator("tbody tr");
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain("to: marketing");
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("two-factor sign-in", () => {
  /** The password step of a sign-in, which for an account with two-factor on asks for a code. */
  async function passwordStep(page: Page) {
    await page.goto(`${server.baseURL}/admin?next=/admin/enquiries`);
    await page.getByLabel("E-mail address").fill(STAFF.sales.email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin\/two-factor/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Two-factor sign-in");
  }

  test("set up at 375 px; then a code (or a backup code) after the password; an admin turns it off", async () => {
    const { context, page } = await newPage(browser(), viewports.mobile);
    try {
      await signIn(page, server.baseURL, "sales");
      await page.goto(`${server.baseURL}/admin/account`);
      const section = page.getByRole("region", { name: "Two-factor sign-in" });
      await section.getByLabel("Your password").fill("not my password at all");
      await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await expect
        .poll(() => section.getByRole("alert").textContent())
        .toBe("The password is wrong.");
      await section.getByLabel("Your password").fill(STAFF_PASSWORD);
      await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const key = ((await section.getByTestId("two-factor-key").textContent()) ?? "").trim();
      expect(key).toMatch(/^[A-Z2-7 ]{16,}$/);
      expect(await section.getByRole("img", { name: /QR code/ }).isVisible()).toBe(true);
      const backupCodes = await section
        .getByRole("list", { name: "Backup codes" })
        .getByRole("listitem")
        .allTextContents();
      expect(backupCodes).toHaveLength(10);
      expect(await allAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENS, "two-factor-setup-375.png"),
        fullPage: true,
      });
      await section.getByLabel("Code from the app").fill(totpCode(key));
      await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await page
        .getByText("Two-factor sign-in is on. Keep your backup codes somewhere safe.")
        .waitFor();

      // The password alone now opens nothing; a wrong code is refused, the right one lets in.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await passwordStep(page);
      expect(await allAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENS, "two-factor-code-375.png"),
        fullPage: true,
      });
      const wrong = totpCode(key, Date.now() + 10 * 60_000);
      await page.getByLabel("Authentication code").fill(wrong);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect
        .poll(() => page.locator("main [role=alert]").textContent())
        .toBe("That code is not right. Check the time on your phone and try again.");
      await page.getByLabel("Authentication code").fill(totpCode(key));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(`${server.baseURL}/admin/enquiries`);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();

      // A lost phone: a backup code once, then an admin turns it off.
      await passwordStep(page);
      await page.getByLabel("Authentication code").fill(backupCodes[0]!);
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(`${server.baseURL}/admin/enquiries`);
      await context.clearCookies();
    } finally {
      await context.close();
    }

    const admin = await newPage(browser());
    try {
      await signIn(admin.page, server.baseURL, "admin");
      await admin.page.goto(`${server.baseURL}/admin/staff`);
      await admin.page
        .getByRole("button", { name: `Turn off two-factor sign-in for ${STAFF.sales.name}` })
        .click();
      await admin.page.getByText(/^Two-factor sign-in is off for the account/).waitFor();
      await admin.page.goto(`${server.baseURL}/admin/audit`);
      const log = (await admin.page.locator("main").textContent()) ?? "";
      expect(log).toContain("staff.two_factor.off");
      expect(log).toContain("account.two_factor.on");
    } finally {
      await admin.context.close();
    }
    const again = await newPage(browser());
    try {
      await signIn(again.page, server.baseURL, "sales");
    } finally {
      await again.context.close();
    }
  }, 180_000);
});

describe("accessibility and layout", () => {
  const pages = [
    { name: "staff", path: "/admin/staff", role: "admin" as const },
    { name: "audit", path: "/admin/audit", role: "admin" as const },
    { name: "account", path: "/admin/account", role: "sales" as const },
    { name: "forgot-password", path: "/admin/forgot-password", role: null },
    { name: "reset-password", path: "/admin/reset-password?token=not-a-token", role: null },
  ];
  test("every page is axe clean (any impact) with one h1 at 375 and 1280 px", async () => {
    mkdirSync(SCREENS, { recursive: true });
    // One signed-in page per role, each page opened at both widths.
    const admin = await newPage(browser());
    const sales = await newPage(browser());
    const anonymous = await newPage(browser());
    try {
      await signIn(admin.page, server.baseURL, "admin");
      await signIn(sales.page, server.baseURL, "sales");
      const tabs = { admin: admin.page, sales: sales.page };
      for (const entry of pages) {
        const tab = entry.role ? tabs[entry.role] : anonymous.page;
        for (const [label, viewport] of Object.entries(viewports)) {
          await tab.setViewportSize(viewport);
          const response = await tab.goto(`${server.baseURL}${entry.path}`);
          expect(response?.status(), entry.path).toBe(200);
          expect(await tab.locator("h1").count(), entry.path).toBe(1);
          expect(await allAxeViolations(tab), `${entry.path} at ${label}`).toEqual([]);
          const overflow = await tab.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${entry.path} scrolls sideways at ${label}`).toBeLessThanOrEqual(0);
          await tab.screenshot({
            path: path.join(SCREENS, `${entry.name}-${label}.png`),
            fullPage: true,
          });
        }
      }
    } finally {
      await Promise.all([admin, sales, anonymous].map(({ context }) => context.close()));
    }
  }, 120_000);
});
