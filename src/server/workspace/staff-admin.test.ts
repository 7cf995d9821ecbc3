import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import type { Actor } from "../audit";
import { getStaffAuth } from "../auth/instance";
import { acquirePgliteLock, lockFile, lockHolder } from "../db/pglite-lock";
import { auditLog, outbox, staffSessions, staffUsers, type StaffRole } from "../db/schema";
import { bodyWithLink } from "../mail/one-time-link";
import {
  ACCOUNT_MESSAGES,
  changeOwnPassword,
  renameSelf,
  requestReset,
  resetWithToken,
} from "./account";
import { readAuditLog } from "./audit-log";
import { createStaffAccount } from "./staff";
import {
  changeRole,
  inviteStaff,
  LAST_ADMIN_MESSAGE,
  listStaff,
  resendInvitation,
  revokeSessions,
  setDisabled,
} from "./staff-admin";
import { OperatorError, openOperatorContext, runStaffCommand } from "./staff-cli";

const backends = await availableBackends();
const PASSWORD = "a long enough password 1";
const SECRET = "s".repeat(48);

describeBackends("staff administration", backends, (suite) => {
  beforeEach(() => suite.configure({ authSecret: SECRET }));

  async function account(email: string, role: StaffRole) {
    const { id } = await createStaffAccount(suite.context, {
      email,
      name: email,
      role,
      password: PASSWORD,
    });
    return { kind: "staff", id, email, name: email, role } as Extract<Actor, { kind: "staff" }> & {
      role: StaffRole;
    };
  }

  /** Signs in through better-auth and returns the request headers of that session. */
  /** The token of the link in a queued message, as the worker puts it in at send time. */
  async function sentToken(mail: typeof outbox.$inferSelect): Promise<string> {
    const sent = await bodyWithLink(mail.body, mail.sealedLink, suite.context.settings);
    return decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(sent)![1]!);
  }

  async function session(email: string, password = PASSWORD): Promise<Headers> {
    const { headers } = await getStaffAuth(suite.context).api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return new Headers({ cookie });
  }

  const sessionUser = async (headers: Headers) =>
    (await getStaffAuth(suite.context).api.getSession({ headers }))?.user as
      { role: string; id: string } | undefined;

  const actions = async () =>
    (await suite.db.select().from(auditLog).orderBy(auditLog.id)).map((row) => row.action);

  test("the last active admin can be neither demoted nor disabled", async () => {
    const ada = await account("ada@corvane.test", "admin");
    await expect(changeRole(suite.context, ada, ada.id, "sales", null)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    await expect(setDisabled(suite.context, ada, ada.id, true, null)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    // A disabled admin does not count as another admin.
    const bea = await account("bea@corvane.test", "admin");
    await setDisabled(suite.context, ada, bea.id, true, null);
    await expect(changeRole(suite.context, ada, ada.id, "marketing", null)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    await setDisabled(suite.context, ada, bea.id, false, null);
    await changeRole(suite.context, bea, ada.id, "marketing", null);
    const [row] = await suite.db.select().from(staffUsers).where(eq(staffUsers.id, ada.id));
    expect(row?.role).toBe("marketing");
    expect(await actions()).toEqual(["staff.disable", "staff.enable", "staff.role"]);
  });

  test("a role change keeps the sessions and changes the rights at once", async () => {
    await account("ada@corvane.test", "admin");
    const sam = await account("sam@corvane.test", "sales");
    const headers = await session(sam.email);
    expect((await sessionUser(headers))?.role).toBe("sales");
    await changeRole(suite.context, { kind: "system" }, sam.id, "recruiting", "203.0.113.9");
    expect((await sessionUser(headers))?.role).toBe("recruiting");
    const [entry] = await suite.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "staff.role",
      recordKind: "staff",
      recordId: sam.id,
      fields: ["role"],
      client: "203.0.113.9",
      detail: { from: "sales", to: "recruiting" },
    });
    await expect(
      changeRole(suite.context, { kind: "system" }, sam.id, "owner", null),
    ).rejects.toThrow(/Unknown role/);
  });

  test("disabling ends the sessions and blocks sign-in until enabled", async () => {
    const ada = await account("ada@corvane.test", "admin");
    const sam = await account("sam@corvane.test", "sales");
    const headers = await session(sam.email);
    await session(sam.email);
    expect((await listStaff(suite.context)).find((row) => row.id === sam.id)?.activeSessions).toBe(
      2,
    );
    await setDisabled(suite.context, ada, sam.id, true, null);
    expect(
      await suite.db.select().from(staffSessions).where(eq(staffSessions.userId, sam.id)),
    ).toEqual([]);
    expect(await sessionUser(headers)).toBeUndefined();
    await expect(session(sam.email)).rejects.toThrow();
    const listed = (await listStaff(suite.context)).find((row) => row.id === sam.id);
    expect(listed).toMatchObject({ disabled: true, activeSessions: 0, hasPassword: true });
    await setDisabled(suite.context, ada, sam.id, false, null);
    expect(await sessionUser(await session(sam.email))).toMatchObject({ id: sam.id });
  });

  test("ending sessions signs the account out everywhere and is audited", async () => {
    const ada = await account("ada@corvane.test", "admin");
    const headers = await session(ada.email);
    expect(await revokeSessions(suite.context, ada, ada.id, "198.51.100.4")).toBe(1);
    expect(await sessionUser(headers)).toBeUndefined();
    const [entry] = await suite.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "staff.sessions.revoke",
      actor: ada.email,
      actorId: ada.id,
      recordId: ada.id,
      detail: { sessions: 1 },
    });
  });

  test("an invitation queues a one-time 72-hour link that sets the first password", async () => {
    const ada = await account("ada@corvane.test", "admin");
    const { id } = await inviteStaff(
      suite.context,
      ada,
      { email: " Nia@Corvane.test ", name: "Nia", role: "recruiting" },
      null,
    );
    const [mail] = await suite.db.select().from(outbox);
    expect(mail).toMatchObject({
      kind: "staff.invite",
      recipient: "nia@corvane.test",
      recordId: id,
    });
    expect(mail?.body).not.toContain(PASSWORD);
    // The stored body holds no usable link; the one sent does.
    expect(mail?.body).not.toContain("reset-password?token=");
    const token = await sentToken(mail!);
    const listed = (await listStaff(suite.context)).find((row) => row.id === id);
    expect(listed).toMatchObject({ role: "recruiting", hasPassword: false, disabled: false });
    await expect(session("nia@corvane.test", "whatever password")).rejects.toThrow();

    const auth = getStaffAuth(suite.context);
    await auth.api.resetPassword({
      body: { token, newPassword: "nia's own password" },
    });
    expect(
      await sessionUser(await session("nia@corvane.test", "nia's own password")),
    ).toMatchObject({ id });
    await expect(
      auth.api.resetPassword({
        body: { token, newPassword: "another password 22" },
      }),
    ).rejects.toThrow();
    expect(await actions()).toEqual(["staff.invite", "password.reset"]);
    const [invite] = await suite.db.select().from(auditLog);
    // Field names, never the values.
    expect(JSON.stringify(invite)).not.toContain("nia@corvane.test");

    await expect(
      inviteStaff(
        suite.context,
        ada,
        { email: "nia@corvane.test", name: "Nia", role: "sales" },
        null,
      ),
    ).rejects.toThrow(/exists already/);
    await expect(
      inviteStaff(suite.context, ada, { email: "not-an-address", name: "X", role: "sales" }, null),
    ).rejects.toThrow(/valid e-mail/);
  });

  test("a new invitation link ends the earlier one, and a used link never works again", async () => {
    const ada = await account("ada@corvane.test", "admin");
    const { id } = await inviteStaff(
      suite.context,
      ada,
      { email: "ola@corvane.test", name: "Ola", role: "sales" },
      null,
    );
    await resendInvitation(suite.context, ada, id, null);
    const mails = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => mail.kind)).toEqual(["staff.invite", "staff.invite"]);
    const [first, second] = await Promise.all(mails.map(sentToken));
    const chosen = "ola's own password";
    const earlier = await resetWithToken(suite.context, first!, chosen, chosen);
    expect(earlier).toEqual({ ok: false, supersededAt: expect.any(Date) });
    expect(await resetWithToken(suite.context, second!, chosen, chosen)).toEqual({ ok: true });
    expect(await resetWithToken(suite.context, second!, chosen, chosen)).toEqual({
      ok: false,
      supersededAt: null,
    });
    expect(await actions()).toEqual(["staff.invite", "staff.invite.resend", "password.reset"]);
    const listed = (await listStaff(suite.context)).find((row) => row.id === id);
    expect(listed?.latestLink).toMatchObject({ purpose: "invite", live: false, earlier: 1 });
  });

  test("one's own name and password change with audit entries; a wrong current password is refused", async () => {
    const sam = await account("sam@corvane.test", "sales");
    await renameSelf(suite.context, sam, "  Sam Seller ", null);
    const [row] = await suite.db.select().from(staffUsers).where(eq(staffUsers.id, sam.id));
    expect(row?.name).toBe("Sam Seller");

    const headers = await session(sam.email);
    const other = await session(sam.email);
    await expect(
      changeOwnPassword(
        suite.context,
        sam,
        { current: "wrong password 123", next: "new password 1234", repeat: "new password 1234" },
        headers,
        null,
      ),
    ).rejects.toThrow(ACCOUNT_MESSAGES.currentWrong);
    await expect(
      changeOwnPassword(
        suite.context,
        sam,
        { current: PASSWORD, next: "short", repeat: "short" },
        headers,
        null,
      ),
    ).rejects.toThrow(ACCOUNT_MESSAGES.passwordShort);
    await changeOwnPassword(
      suite.context,
      sam,
      { current: PASSWORD, next: "new password 1234", repeat: "new password 1234" },
      headers,
      null,
    );
    expect(await sessionUser(other)).toBeUndefined();
    await session(sam.email, "new password 1234");
    expect(await actions()).toEqual([
      "account.name",
      "account.password.failed",
      "account.password",
    ]);
  });

  test("a reset request answers alike, mails only real accounts and is limited per client", async () => {
    await account("sam@corvane.test", "sales");
    suite.configure({
      authSecret: SECRET,
      rateLimits: { ...suite.context.settings.rateLimits, admin: { limit: 2, windowSeconds: 600 } },
    });
    expect(await requestReset(suite.context, "nobody@corvane.test", "203.0.113.1")).toBeNull();
    expect(await requestReset(suite.context, "sam@corvane.test", "203.0.113.1")).toBeNull();
    expect(await requestReset(suite.context, "sam@corvane.test", "203.0.113.1")).toBeGreaterThan(0);
    const mails = await suite.db.select().from(outbox);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["staff.reset", "sam@corvane.test"],
    ]);
    expect(await actions()).toEqual(["password.reset.request"]);
  });

  test("the audit log reads newest first, filtered and paged", async () => {
    const ada = await account("ada@corvane.test", "admin");
    for (let i = 0; i < 55; i++) await revokeSessions(suite.context, ada, ada.id, null);
    await changeRole(
      suite.context,
      { kind: "system" },
      (await account("sam@corvane.test", "sales")).id,
      "marketing",
      null,
    );
    const first = await readAuditLog(suite.db, {});
    expect(first.rows).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.rows[0]?.action).toBe("staff.role");
    const second = await readAuditLog(suite.db, { page: 2 });
    expect(second.rows).toHaveLength(6);
    expect(second.hasMore).toBe(false);
    expect((await readAuditLog(suite.db, { action: "staff.role" })).rows).toHaveLength(1);
    expect((await readAuditLog(suite.db, { actor: "ADA@" })).rows).toHaveLength(50);
    expect((await readAuditLog(suite.db, { actor: "%" })).rows).toHaveLength(0);
    expect((await readAuditLog(suite.db, { recordId: ada.id, page: 2 })).rows).toHaveLength(5);
    const today = new Date().toISOString().slice(0, 10);
    expect((await readAuditLog(suite.db, { from: today, to: today })).rows).toHaveLength(50);
    expect((await readAuditLog(suite.db, { to: "2000-01-01" })).rows).toHaveLength(0);
  });

  test("the operators' command adds, resets and disables through the same rules", async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), askSecret: async () => PASSWORD };
    const open = async () => ({ context: suite.context, close: async () => undefined });
    await runStaffCommand(["add", "Ops@Corvane.test", "admin", "--name", "Ops"], io, open);
    await runStaffCommand(["add", "sam@corvane.test", "sales", "--password", PASSWORD], io, open);
    await expect(
      runStaffCommand(["add", "x@corvane.test", "sales", "--password", "short"], io, open),
    ).rejects.toThrow(OperatorError);
    await expect(runStaffCommand(["add", "x@corvane.test", "boss"], io, open)).rejects.toThrow(
      /Give a role/,
    );
    await runStaffCommand(["reset", "sam@corvane.test"], io, open);
    const link = lines.find((line) => line.includes("/admin/reset-password?token="))!;
    await getStaffAuth(suite.context).api.resetPassword({
      body: {
        token: decodeURIComponent(new URL(link).searchParams.get("token")!),
        newPassword: "reset by operator",
      },
    });
    await session("sam@corvane.test", "reset by operator");
    await expect(runStaffCommand(["disable", "ops@corvane.test"], io, open)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    await runStaffCommand(["disable", "sam@corvane.test"], io, open);
    await expect(session("sam@corvane.test", "reset by operator")).rejects.toThrow();
    await expect(runStaffCommand(["disable", "ghost@corvane.test"], io, open)).rejects.toThrow(
      /No staff account/,
    );
    expect(await actions()).toEqual([
      "staff.add",
      "staff.add",
      "password.reset.request",
      "password.reset",
      "staff.disable",
    ]);
  });
});

describe("the embedded database folder's lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("an operator command refuses while a live server holds the folder, and opens nothing", async () => {
    // The parent process (the test runner) stands in for a running server.
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: process.ppid, owner: "the server", since: "now" }),
    );
    const settings = {
      ...(await import("@tests/support/server/harness")).testSettings(),
      dataDir: dir,
      databaseUrl: null,
      authSecret: SECRET,
    };
    const io = { out: () => undefined, askSecret: async () => PASSWORD };
    const error = await runStaffCommand(["disable", "sam@corvane.test"], io, (owner) =>
      openOperatorContext(owner, settings),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect((error as Error).message).toMatch(/in use by the server \(pid \d+/);
    expect((error as Error).message).toMatch(/Stop the server/);
    // Nothing was created in the folder.
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(dir)).toEqual(["pglite.lock"]);
  });

  test("a lock whose process is gone is taken over, and released at the end", () => {
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: 2 ** 22 + 12345, owner: "the server", since: "then" }),
    );
    expect(lockHolder(dir)).toBeNull();
    const release = acquirePgliteLock(dir, "test");
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, owner: "test" });
    // The same process may take it again (the server's context after a failed open).
    acquirePgliteLock(dir, "test")();
    release();
    expect(lockHolder(dir)).toBeNull();
  });
});
