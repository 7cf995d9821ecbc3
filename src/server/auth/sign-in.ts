/**
 * Staff sign-in and sign-out, as Server Actions. Every password and code is counted before
 * it is judged (./attempts.ts): per client address (RATE_LIMIT_ADMIN, shared with the
 * export token) and per account (RATE_LIMIT_SIGNIN_ACCOUNT), or per known browser instead
 * of per account (./known-device.ts). Past a limit even the right password waits. Every
 * outcome is audited; a refused burst once per bucket and window.
 */
"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { refusedState, type FormState } from "@/lib/action-state";
import { readForm, textField } from "../actions/kit";
import { audit } from "../audit";
import { requireContext, type AppContext } from "../context";
import type { StaffRole } from "../db/schema";
import { currentClient, currentStaff, homeFor, safeReturnPath } from "./access";
import { accountBucket, clientTier, guardAttempt, type GuardTier } from "./attempts";
import { KNOWN_DEVICE_COOKIE, knownDevice, knownDeviceCookie } from "./known-device";
import { SIGN_IN_MESSAGES } from "./messages";
import { getStaffAuth } from "./instance";
import { signInWithCode } from "./two-factor";

/** The sign-in form: the address as accounts store it (lower case), the password as typed. */
const signInForm = z.object({
  email: textField(320, { trim: true }).transform((email) => email.toLowerCase()),
  password: textField(1024),
  next: textField(2048),
});

/** The code after the password. */
const secondFactorForm = z.object({ code: textField(64), next: textField(2048) });

/** The client's tier, then the known browser's or else the account's. */
async function passwordTiers(
  context: AppContext,
  email: string,
  client: string,
): Promise<GuardTier[]> {
  const rule = context.settings.rateLimits.signinAccount;
  const device = knownDevice(
    context.settings,
    email,
    (await cookies()).get(KNOWN_DEVICE_COOKIE)?.value,
  );
  const second: GuardTier = device
    ? { bucket: `signin-device:${device}`, rule, scope: "device" }
    : { bucket: accountBucket(context, email), rule, scope: "account" };
  return [clientTier(context, client), second];
}

/** Remembers this browser for the account that just signed in in full. */
async function rememberDevice(context: AppContext, email: string): Promise<void> {
  (await cookies()).set(knownDeviceCookie(context.settings, email));
}

export async function signIn(_previous: FormState, form: FormData): Promise<FormState> {
  const read = readForm(form, signInForm);
  if (!read.ok) return refusedState(read.error);
  const { email, password } = read.value;
  const next = safeReturnPath(read.value.next);
  // The typed address is kept in the form; the password never is.
  const refused = (error: string) => refusedState(error, { email });
  if (!email || !password) return refused(SIGN_IN_MESSAGES.missing);

  let context: AppContext;
  try {
    context = await requireContext();
  } catch {
    return refused(SIGN_IN_MESSAGES.unavailable);
  }
  const client = await currentClient(context);
  const guard = await guardAttempt(
    context,
    await passwordTiers(context, email, client),
    "signin.limited",
    client,
  );
  if (!guard.allowed) {
    const minutes = Math.ceil(guard.retryAfterSeconds / 60);
    const error =
      guard.scope === "account"
        ? SIGN_IN_MESSAGES.accountLimited(minutes)
        : SIGN_IN_MESSAGES.limited(minutes);
    return refused(error);
  }

  const auth = getStaffAuth(context);
  let secondStep: string | null = null;
  let userId: string;
  let role: StaffRole;
  try {
    // rememberMe off: the cookie lasts as long as the browser session, while the server
    // ends the session itself after 12 hours without use.
    // The two-factor plugin answers { twoFactorRedirect } instead of a session; the
    // library's types do not show that.
    const result = (await auth.api.signInEmail({
      body: { email, password, rememberMe: false },
      headers: await headers(),
    })) as { user?: { id: string; role?: string }; twoFactorRedirect?: boolean };
    // The password was right, but the account asks for a code too: no session yet.
    if (result.twoFactorRedirect) secondStep = `/admin/two-factor?next=${encodeURIComponent(next)}`;
    userId = result.user?.id ?? "";
    role = (result.user?.role as StaffRole | undefined) ?? "sales";
  } catch {
    // The reserved counts stay: this was a wrong guess.
    // The address may not be an account: it is not written into the log.
    await audit(context.database.db, { kind: "system" }, { action: "signin.failed", client });
    return refused(SIGN_IN_MESSAGES.wrong);
  }
  await guard.release();
  if (secondStep) redirect(secondStep);
  await rememberDevice(context, email);
  await audit(
    context.database.db,
    { kind: "staff", id: userId, email, name: "", role },
    { action: "signin", recordKind: "staff", recordId: userId, client },
  );
  redirect(next === "/admin" ? homeFor({ role }) : next);
}

/** The code after the password, for accounts with two-factor sign-in on. */
export async function verifySecondFactor(_previous: FormState, form: FormData): Promise<FormState> {
  const read = readForm(form, secondFactorForm);
  if (!read.ok) return refusedState(read.error);
  const { code } = read.value;
  const next = safeReturnPath(read.value.next);
  let context: AppContext;
  try {
    context = await requireContext();
  } catch {
    return refusedState(SIGN_IN_MESSAGES.unavailable);
  }
  const client = await currentClient(context);
  const outcome = await signInWithCode(context, code, await headers(), client);
  if (!outcome.ok) return refusedState(outcome.error);
  const { user } = outcome;
  await rememberDevice(context, user.email);
  await audit(
    context.database.db,
    { kind: "staff", id: user.id, email: user.email, name: "", role: user.role as StaffRole },
    { action: "signin", recordKind: "staff", recordId: user.id, client, fields: ["two_factor"] },
  );
  redirect(next === "/admin" ? homeFor({ role: user.role as StaffRole }) : next);
}

export async function signOut(): Promise<void> {
  const context = await requireContext();
  const staff = await currentStaff();
  await getStaffAuth(context).api.signOut({ headers: await headers() });
  if (staff) {
    await audit(context.database.db, staff, {
      action: "signout",
      recordKind: "staff",
      recordId: staff.id,
      client: await currentClient(context),
    });
  }
  redirect("/admin");
}
