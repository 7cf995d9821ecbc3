import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { totpCode } from "@tests/support/totp";
import type { Actor } from "../audit";
import { auditLog, staffSessions } from "../db/schema";
import { createStaffAccount } from "../workspace/staff";
import { runStaffCommand } from "../workspace/staff-cli";
import { getStaffAuth } from "./instance";
import {
  confirmTwoFactorSetup,
  resetTwoFactor,
  signInWithCode,
  startTwoFactorSetup,
  TWO_FACTOR_MESSAGES,
  twoFactorState,
  verifySignInCode,
} from "./two-factor";

const backends = await availableBackends();
const PASSWORD = "a long enough password 1";
const EMAIL = "tess@corvane.test";

const cookieOf = (headers: Headers) =>
  new Headers({
    cookie: headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  });

describeBackends("two-factor sign-in", backends, (suite) => {
  beforeEach(() => suite.configure({ authSecret: "t".repeat(48) }));

  async function tess() {
    const { id } = await createStaffAccount(suite.context, {
      email: EMAIL,
      name: "Tess",
      role: "sales",
      password: PASSWORD,
    });
    return { kind: "staff", id, email: EMAIL, name: "Tess", role: "sales" } as Extract<
      Actor,
      { kind: "staff" }
    >;
  }

  /** The password step: a session's headers, or the pending second step's cookie. */
  async function passwordStep() {
    const { headers, response } = await getStaffAuth(suite.context).api.signInEmail({
      body: { email: EMAIL, password: PASSWORD },
      returnHeaders: true,
    });
    return {
      needsCode: (response as { twoFactorRedirect?: boolean }).twoFactorRedirect === true,
      headers: cookieOf(headers),
    };
  }

  const sessionsOf = async (id: string) =>
    (await suite.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).length;

  async function turnOn(staff: Extract<Actor, { kind: "staff" }>) {
    const { headers } = await passwordStep();
    const setup = await startTwoFactorSetup(suite.context, staff, PASSWORD, headers, null);
    await confirmTwoFactorSetup(suite.context, staff, totpCode(setup.key), headers, null);
    return setup;
  }

  test("set-up needs the password and a first right code; nothing is in force before", async () => {
    const staff = await tess();
    const { headers } = await passwordStep();
    await expect(
      startTwoFactorSetup(suite.context, staff, "not my password 123", headers, null),
    ).rejects.toThrow(TWO_FACTOR_MESSAGES.passwordWrong);

    const setup = await startTwoFactorSetup(suite.context, staff, PASSWORD, headers, null);
    expect(setup.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.backupCodes).toHaveLength(10);
    expect(await twoFactorState(suite.context, staff.id)).toBe("pending");
    // A half-finished set-up asks nothing at sign-in.
    expect((await passwordStep()).needsCode).toBe(false);

    const wrong = totpCode(setup.key, Date.now() + 10 * 60_000);
    await expect(confirmTwoFactorSetup(suite.context, staff, wrong, headers, null)).rejects.toThrow(
      TWO_FACTOR_MESSAGES.setupCodeWrong,
    );
    await confirmTwoFactorSetup(suite.context, staff, totpCode(setup.key), headers, null);
    expect(await twoFactorState(suite.context, staff.id)).toBe("on");
  });

  test("with it on, the password alone opens no session; the right code does", async () => {
    const staff = await tess();
    const setup = await turnOn(staff);
    await suite.db.delete(staffSessions);

    const step = await passwordStep();
    expect(step.needsCode).toBe(true);
    expect(await sessionsOf(staff.id)).toBe(0);
    await expect(
      verifySignInCode(suite.context, totpCode(setup.key, Date.now() - 10 * 60_000), step.headers),
    ).rejects.toThrow(TWO_FACTOR_MESSAGES.codeWrong);
    expect(await sessionsOf(staff.id)).toBe(0);
    const user = await verifySignInCode(suite.context, totpCode(setup.key), step.headers);
    expect(user.id).toBe(staff.id);
    expect(await sessionsOf(staff.id)).toBe(1);
    // The pending step is used up.
    await expect(
      verifySignInCode(suite.context, totpCode(setup.key), step.headers),
    ).rejects.toThrow(TWO_FACTOR_MESSAGES.expired);
  });

  test("a backup code works once, typed with or without its dash", async () => {
    const staff = await tess();
    const { backupCodes } = await turnOn(staff);
    const [first, second] = backupCodes as [string, string];
    expect((await verifySignInCode(suite.context, first, (await passwordStep()).headers)).id).toBe(
      staff.id,
    );
    await expect(
      verifySignInCode(suite.context, first, (await passwordStep()).headers),
    ).rejects.toThrow(TWO_FACTOR_MESSAGES.codeWrong);
    expect(
      (
        await verifySignInCode(
          suite.context,
          second.replace("-", ""),
          (await passwordStep()).headers,
        )
      ).id,
    ).toBe(staff.id);
  });

  test("five wrong codes end the attempt; the password step must be done again", async () => {
    const staff = await tess();
    const setup = await turnOn(staff);
    const step = await passwordStep();
    const wrong = totpCode(setup.key, Date.now() + 10 * 60_000);
    for (let i = 0; i < 5; i++) {
      await expect(verifySignInCode(suite.context, wrong, step.headers)).rejects.toThrow(
        TWO_FACTOR_MESSAGES.codeWrong,
      );
    }
    await expect(
      verifySignInCode(suite.context, totpCode(setup.key), step.headers),
    ).rejects.toThrow(TWO_FACTOR_MESSAGES.tooMany);
    expect(await sessionsOf(staff.id)).toBe(1); // only the set-up's own session
  });

  test("40 parallel codes are judged as 40 in a row: the client's limit, then refusals", async () => {
    suite.configure({
      authSecret: "t".repeat(48),
      rateLimits: {
        ...suite.context.settings.rateLimits,
        admin: { limit: 3, windowSeconds: 3600 },
      },
    });
    const staff = await tess();
    const setup = await turnOn(staff);
    const step = await passwordStep();
    const wrong = totpCode(setup.key, Date.now() + 10 * 60_000);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        signInWithCode(suite.context, wrong, step.headers, "198.51.100.40"),
      ),
    );
    const errors = outcomes.map((outcome) => (outcome.ok ? "signed in" : outcome.error));
    expect(errors.filter((error) => error.startsWith("Too many attempts."))).toHaveLength(37);
    // The three judged are refused by the code check itself (which of its answers depends on
    // how better-auth orders three checks of one pending sign-in).
    const judged = errors.filter((error) => !error.startsWith("Too many attempts."));
    expect(judged).toHaveLength(3);
    for (const error of judged) expect(Object.values(TWO_FACTOR_MESSAGES)).toContain(error);
    // A right code from another client still gets in, and gives its count back.
    const right = await signInWithCode(
      suite.context,
      totpCode(setup.key),
      step.headers,
      "192.0.2.1",
    );
    expect(right).toMatchObject({ ok: true, user: { id: staff.id } });
    const bursts = await suite.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "signin.code_limited"));
    expect(bursts.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ scope: "client", refused: 37 }),
    ]);
  });

  test("an admin turns it off for a lost phone; the log names fields, never codes", async () => {
    const staff = await tess();
    const setup = await turnOn(staff);
    const admin = { kind: "system" } as const;
    expect(await resetTwoFactor(suite.context, admin, staff.id, null)).toBe(true);
    expect(await twoFactorState(suite.context, staff.id)).toBe("off");
    expect((await passwordStep()).needsCode).toBe(false);
    expect(await resetTwoFactor(suite.context, admin, crypto.randomUUID(), null)).toBe(false);

    const entries = await suite.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["account.two_factor.on", "staff.two_factor.off"]),
    );
    const text = JSON.stringify(entries);
    expect(text).not.toContain(setup.key.replace(/ /g, ""));
    for (const code of setup.backupCodes) expect(text).not.toContain(code);
  });

  test("the operator command turns it off too", async () => {
    const staff = await tess();
    await turnOn(staff);
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), askSecret: async () => "" };
    const open = async () => ({ context: suite.context, close: async () => undefined });
    await runStaffCommand(["two-factor-off", "Tess@Corvane.test"], io, open);
    expect(lines).toEqual([`Two-factor sign-in is off for ${EMAIL}; the password alone signs in.`]);
    expect(await twoFactorState(suite.context, staff.id)).toBe("off");
  });
});
