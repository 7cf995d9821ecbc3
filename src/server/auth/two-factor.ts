/**
 * Optional two-factor sign-in per account (better-auth's TOTP plugin): set up from
 * /admin/account with the password, confirmed with a first code from the authenticator app,
 * turned off with the password (or by an admin for someone who lost their phone). At
 * sign-in, an account with it on gives a 6-digit code or one of its backup codes after the
 * password. Every step is audited; codes and secrets never are.
 */
import "server-only";
import { Refusal } from "../refusal";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { audit, type Actor } from "../audit";
import type { AuditAction } from "@/lib/workspace/labels";
import { auditAccount } from "../workspace/account-audit";
import type { AppContext } from "../app-context";
import { staffTwoFactors, staffUsers } from "../db/schema";
import { getStaffAuth } from "./instance";
import { clientTier, guardAttempt } from "./attempts";
import { SIGN_IN_MESSAGES } from "./messages";

type StaffActor = Extract<Actor, { kind: "staff" }>;

export const TWO_FACTOR_MESSAGES = {
  passwordWrong: "The password is wrong.",
  codeMissing: "Enter the code from your authenticator app or a backup code.",
  codeWrong: "That code is not right. Check the time on your phone and try again.",
  expired: "Your sign-in has expired. Sign in again with your e-mail address and password.",
  locked: "Too many wrong codes. Please try again in 15 minutes.",
  tooMany: "Too many wrong codes. Sign in again with your e-mail address and password.",
  setupCodeWrong: "That code is not right. Enter the current 6-digit code from the app.",
  enabled: "Two-factor sign-in is on. Keep your backup codes somewhere safe.",
  disabled: "Two-factor sign-in is off.",
};

export class TwoFactorError extends Refusal {}

export interface TwoFactorSetup {
  /** The key to type into an app that cannot scan (base32, in groups of four). */
  key: string;
  /** An SVG QR code of the otpauth:// address, as a data: URL for an <img>. */
  qrCode: string;
  backupCodes: string[];
}

export type TwoFactorState = "off" | "pending" | "on";

export async function twoFactorState(context: AppContext, userId: string): Promise<TwoFactorState> {
  const { db } = context.database;
  const [user] = await db
    .select({ enabled: staffUsers.twoFactorEnabled })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (user?.enabled) return "on";
  const [row] = await db
    .select({ verified: staffTwoFactors.verified })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  return row ? "pending" : "off";
}

/** Starts (or restarts) the set-up: a new secret and backup codes, not yet in force. */
export async function startTwoFactorSetup(
  context: AppContext,
  staff: StaffActor,
  password: string,
  headers: Headers,
  client: string | null,
): Promise<TwoFactorSetup> {
  let result: { totpURI?: string; backupCodes?: string[] };
  try {
    // method "totp" always answers with the address and the codes.
    result = (await getStaffAuth(context).api.enableTwoFactor({
      body: { password, method: "totp" },
      headers,
    })) as { totpURI?: string; backupCodes?: string[] };
  } catch {
    await auditAccount(context.database.db, staff, staff.id, {
      action: "account.two_factor.failed",
      client,
    });
    throw new TwoFactorError(TWO_FACTOR_MESSAGES.passwordWrong);
  }
  const uri = result.totpURI ?? "";
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return {
    key: secret.match(/.{1,4}/g)?.join(" ") ?? secret,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    backupCodes: result.backupCodes ?? [],
  };
}

/**
 * Turns two-factor sign-in on or off for the signed-in person: better-auth checks what they
 * typed (a code from the app, their password) and its refusal becomes `refusal`; a change
 * that went through is audited as `action`.
 */
async function changeOwnTwoFactor(
  context: AppContext,
  staff: StaffActor,
  client: string | null,
  change: {
    call: (api: ReturnType<typeof getStaffAuth>["api"]) => Promise<unknown>;
    refusal: string;
    action: AuditAction;
  },
): Promise<void> {
  try {
    await change.call(getStaffAuth(context).api);
  } catch {
    throw new TwoFactorError(change.refusal);
  }
  await auditAccount(context.database.db, staff, staff.id, {
    action: change.action,
    fields: ["two_factor"],
    client,
  });
}

/** The first code from the app puts two-factor sign-in in force. */
export async function confirmTwoFactorSetup(
  context: AppContext,
  staff: StaffActor,
  code: string,
  headers: Headers,
  client: string | null,
): Promise<void> {
  await changeOwnTwoFactor(context, staff, client, {
    call: (api) => api.verifyTOTP({ body: { code: code.replace(/\s/g, "") }, headers }),
    refusal: TWO_FACTOR_MESSAGES.setupCodeWrong,
    action: "account.two_factor.on",
  });
}

export async function disableOwnTwoFactor(
  context: AppContext,
  staff: StaffActor,
  password: string,
  headers: Headers,
  client: string | null,
): Promise<void> {
  await changeOwnTwoFactor(context, staff, client, {
    call: (api) => api.disableTwoFactor({ body: { password }, headers }),
    refusal: TWO_FACTOR_MESSAGES.passwordWrong,
    action: "account.two_factor.off",
  });
}

/** An admin turns it off for someone who lost their phone; they sign in with the password. */
export async function resetTwoFactor(
  context: AppContext,
  actor: Actor,
  userId: string,
  client: string | null,
): Promise<boolean> {
  const { db } = context.database;
  const changed = await db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, userId));
    const rows = await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId))
      .returning({ id: staffUsers.id });
    return rows.length > 0;
  });
  if (!changed) return false;
  await auditAccount(db, actor, userId, {
    action: "staff.two_factor.off",
    fields: ["two_factor"],
    client,
  });
  return true;
}

/**
 * The second step of a sign-in: a 6-digit code or a backup code, checked against the
 * pending sign-in that the cookie names. Returns the account that is now signed in.
 */
export async function verifySignInCode(
  context: AppContext,
  code: string,
  headers: Headers,
): Promise<{ id: string; email: string; role: string }> {
  const clean = code.replace(/[\s-]/g, "");
  if (!clean) throw new TwoFactorError(TWO_FACTOR_MESSAGES.codeMissing);
  const auth = getStaffAuth(context);
  try {
    const result = /^\d{6}$/.test(clean)
      ? await auth.api.verifyTOTP({ body: { code: clean }, headers })
      : // Backup codes are shown as xxxxx-xxxxx; accept them typed with or without the dash.
        await auth.api.verifyBackupCode({
          body: { code: `${clean.slice(0, 5)}-${clean.slice(5)}` },
          headers,
        });
    const user = result.user as { id: string; email: string; role?: string };
    return { id: user.id, email: user.email, role: user.role ?? "sales" };
  } catch (error) {
    const text = error instanceof Error ? error.message : "";
    if (/cookie/i.test(text)) throw new TwoFactorError(TWO_FACTOR_MESSAGES.expired);
    if (/temporarily locked/i.test(text)) throw new TwoFactorError(TWO_FACTOR_MESSAGES.locked);
    if (/too many attempts/i.test(text)) throw new TwoFactorError(TWO_FACTOR_MESSAGES.tooMany);
    throw new TwoFactorError(TWO_FACTOR_MESSAGES.codeWrong);
  }
}

export type CodeOutcome =
  { ok: true; user: { id: string; email: string; role: string } } | { ok: false; error: string };

/**
 * The second step as the sign-in form takes it: counted per client before the code is
 * checked (./attempts.ts), so parallel guesses get no more tries than guesses in a row; a
 * right code gives its count back. Failures are audited without the account.
 */
export async function signInWithCode(
  context: AppContext,
  code: string,
  headers: Headers,
  client: string,
): Promise<CodeOutcome> {
  const guard = await guardAttempt(
    context,
    [clientTier(context, client)],
    "signin.code_limited",
    client,
  );
  if (!guard.allowed) {
    return { ok: false, error: SIGN_IN_MESSAGES.limited(Math.ceil(guard.retryAfterSeconds / 60)) };
  }
  try {
    const user = await verifySignInCode(context, code, headers);
    await guard.release();
    return { ok: true, user };
  } catch (error) {
    if (!(error instanceof TwoFactorError)) {
      await guard.release();
      throw error;
    }
    await audit(context.database.db, { kind: "system" }, { action: "signin.code_failed", client });
    return { ok: false, error: error.message };
  }
}
