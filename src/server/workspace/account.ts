/**
 * A staff member's own account (/admin/account) and the password pages: rename, change the
 * password (current one required), ask for a reset link, choose a password with a one-time
 * link. The Server Actions in ./account-actions.ts and ../auth/password-actions.ts wrap
 * these; tests call them directly.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "../audit";
import { accountBucket } from "../auth/attempts";
import { PASSWORD_MIN_LENGTH } from "../auth/auth";
import { getStaffAuth } from "../auth/instance";
import { endLinks, linkState, markLinkUsed } from "../auth/password-links";
import { resolveAuthSecret } from "../auth/secret";
import type { AppContext } from "../app-context";
import { staffUsers } from "../db/schema";
import { bucketFor, clearBucket, hitRateLimit, keyedHash } from "../security/rate-limit";
import { StaffInputError } from "./staff";
import { auditAccount } from "./account-audit";

export const ACCOUNT_MESSAGES = {
  nameMissing: "Enter your name.",
  nameSaved: "Your name is saved.",
  passwordShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordMismatch: "The two new passwords differ.",
  currentWrong: "The current password is wrong.",
  passwordSaved: "Your password is changed. Your other sessions were ended.",
  resetSent:
    "If an account exists for that address, we sent a link to choose a new password. It works once, within the next hour.",
  resetInvalid:
    "This link is invalid, expired or already used. Ask for a new one on the \u201cForgot password\u201d page.",
  resetSuperseded: (at: Date) =>
    `A newer link was sent to this address on ${at.toISOString().slice(0, 16).replace("T", " at ")} UTC, so this one no longer works. Use the link in the latest e-mail, or ask for a new one on the \u201cForgot password\u201d page.`,
  emailMissing: "Enter your e-mail address.",
  limited: (minutes: number) =>
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};

type StaffActor = Extract<Actor, { kind: "staff" }>;

export async function renameSelf(
  context: AppContext,
  staff: StaffActor,
  name: string,
  client: string | null,
): Promise<void> {
  const clean = name.trim().slice(0, 200);
  if (!clean) throw new StaffInputError(ACCOUNT_MESSAGES.nameMissing);
  const { db } = context.database;
  await db
    .update(staffUsers)
    .set({ name: clean, updatedAt: new Date() })
    .where(eq(staffUsers.id, staff.id));
  await auditAccount(db, staff, staff.id, {
    action: "account.name",
    fields: ["name"],
    client,
  });
}

export function checkNewPassword(password: string, repeat: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new StaffInputError(ACCOUNT_MESSAGES.passwordShort);
  }
  if (password !== repeat) throw new StaffInputError(ACCOUNT_MESSAGES.passwordMismatch);
}

/**
 * Changes the signed-in person's password after checking the current one; their other
 * sessions end (this one is renewed through the session cookie `headers` carry).
 */
export async function changeOwnPassword(
  context: AppContext,
  staff: StaffActor,
  input: { current: string; next: string; repeat: string },
  headers: Headers,
  client: string | null,
): Promise<void> {
  checkNewPassword(input.next, input.repeat);
  try {
    await getStaffAuth(context).api.changePassword({
      body: { currentPassword: input.current, newPassword: input.next, revokeOtherSessions: true },
      headers,
    });
  } catch {
    await auditAccount(context.database.db, staff, staff.id, {
      action: "account.password.failed",
      client,
    });
    throw new StaffInputError(ACCOUNT_MESSAGES.currentWrong);
  }
  // Invitation or reset links still out would set a password the owner no longer expects.
  await endLinks(context.database.db, staff.id);
  await auditAccount(context.database.db, staff, staff.id, {
    action: "account.password",
    fields: ["password"],
    client,
  });
}

/**
 * "Forgot password": queues a reset link when the address is an account, and answers the
 * same either way. Counted per client (RATE_LIMIT_ADMIN's rule, its own bucket) and per
 * address (RATE_LIMIT_SIGNIN_ACCOUNT's rule), so the form cannot flood anyone's mailbox.
 * Returns the seconds to wait when a limit is reached.
 */
export async function requestReset(
  context: AppContext,
  email: string,
  client: string,
): Promise<number | null> {
  const { db } = context.database;
  const { admin, signinAccount } = context.settings.rateLimits;
  const perClient = await hitRateLimit(db, bucketFor(context.settings, "forgot", client), admin);
  if (!perClient.allowed) return perClient.retryAfterSeconds;
  const key = keyedHash(context.settings, email);
  const perAddress = await hitRateLimit(db, `forgot-account:${key}`, signinAccount);
  // Past the address's limit the answer stays the same: it must not reveal the account.
  if (!perAddress.allowed) return null;
  await getStaffAuth(context).api.requestPasswordReset({
    body: { email, redirectTo: "/admin/reset-password" },
  });
  return null;
}

/**
 * What the reset page says before the form when its link can no longer work (null: show the
 * form). A database that is away shows the form; submitting it says so.
 */
export async function linkProblem(context: AppContext, token: string): Promise<string | null> {
  const state = await linkState(
    context.database.db,
    resolveAuthSecret(context.settings),
    token,
  ).catch(() => null);
  if (!state || state.kind === "live") return null;
  if (state.kind === "superseded") return ACCOUNT_MESSAGES.resetSuperseded(state.at);
  return ACCOUNT_MESSAGES.resetInvalid;
}

export type ResetOutcome = { ok: true } | { ok: false; supersededAt: Date | null };

/**
 * Sets the password with a one-time link's token (reset or invitation). A link that worked
 * ends the account's other links and lifts the account's sign-in limit at once: the owner
 * proved the mailbox, which a stranger guessing passwords cannot.
 */
export async function resetWithToken(
  context: AppContext,
  token: string,
  password: string,
  repeat: string,
): Promise<ResetOutcome> {
  checkNewPassword(password, repeat);
  if (!token) return { ok: false, supersededAt: null };
  const { db } = context.database;
  const secret = resolveAuthSecret(context.settings);
  const state = await linkState(db, secret, token);
  if (state.kind === "superseded") return { ok: false, supersededAt: state.at };
  if (state.kind !== "live") return { ok: false, supersededAt: null };
  try {
    await getStaffAuth(context).api.resetPassword({ body: { token, newPassword: password } });
  } catch {
    return { ok: false, supersededAt: null };
  }
  await markLinkUsed(db, secret, token, state.userId);
  const [user] = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, state.userId));
  if (user) await clearBucket(db, accountBucket(context, user.email));
  return { ok: true };
}
