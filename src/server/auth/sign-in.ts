/**
 * Staff sign-in and sign-out, as Server Actions. Wrong passwords are counted per client
 * address (RATE_LIMIT_ADMIN, shared with the export token) and per account
 * (RATE_LIMIT_SIGNIN_ACCOUNT) in the database, so every instance sees the same counts;
 * past either limit even the right password waits. Every outcome is audited.
 */
"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { audit } from "../audit";
import { requireContext, type AppContext } from "../context";
import { bucketFor, hitRateLimit, keyedHash, rateLimitWait } from "../security/rate-limit";
import type { StaffRole } from "../db/schema";
import { currentClient, currentStaff, homeFor, safeReturnPath } from "./access";
import { SIGN_IN_MESSAGES } from "./messages";
import { getStaffAuth } from "./instance";
import { TwoFactorError, verifySignInCode } from "./two-factor";

export interface SignInState {
  email: string;
  error: string | null;
}

/** The account's bucket: a keyed hash, so the table does not list who tried to sign in. */
function accountBucket(context: AppContext, email: string): string {
  return `signin-account:${keyedHash(context.settings, email)}`;
}

async function waitSeconds(context: AppContext, email: string, client: string) {
  const { db } = context.database;
  const { admin, signinAccount } = context.settings.rateLimits;
  const waits = await Promise.all([
    rateLimitWait(db, bucketFor(context.settings, "admin", client), admin),
    rateLimitWait(db, accountBucket(context, email), signinAccount),
  ]);
  const longest = Math.max(...waits.map((wait) => wait ?? 0));
  return longest > 0 ? longest : null;
}

async function countFailure(context: AppContext, email: string, client: string) {
  const { db } = context.database;
  const { admin, signinAccount } = context.settings.rateLimits;
  await hitRateLimit(db, bucketFor(context.settings, "admin", client), admin);
  await hitRateLimit(db, accountBucket(context, email), signinAccount);
}

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 320);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const next = safeReturnPath(form.get("next"));
  if (!email || !password) return { email, error: SIGN_IN_MESSAGES.missing };

  let context: AppContext;
  try {
    context = await requireContext();
  } catch {
    return { email, error: SIGN_IN_MESSAGES.unavailable };
  }
  const client = await currentClient(context);
  const wait = await waitSeconds(context, email, client);
  if (wait !== null) {
    await audit(
      context.database.db,
      { kind: "system" },
      {
        action: "signin.limited",
        client,
      },
    );
    return { email, error: SIGN_IN_MESSAGES.limited(Math.ceil(wait / 60)) };
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
    await countFailure(context, email, client);
    // The address may not be an account: it is not written into the log.
    await audit(context.database.db, { kind: "system" }, { action: "signin.failed", client });
    return { email, error: SIGN_IN_MESSAGES.wrong };
  }
  if (secondStep) redirect(secondStep);
  await audit(
    context.database.db,
    { kind: "staff", id: userId, email, name: "", role },
    { action: "signin", recordKind: "staff", recordId: userId, client },
  );
  redirect(next === "/admin" ? homeFor({ role }) : next);
}

export interface SecondFactorState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

/** The code after the password, for accounts with two-factor sign-in on. */
export async function verifySecondFactor(
  _previous: SecondFactorState,
  form: FormData,
): Promise<SecondFactorState> {
  const code = String(form.get("code") ?? "").slice(0, 64);
  const next = safeReturnPath(form.get("next"));
  let context: AppContext;
  try {
    context = await requireContext();
  } catch {
    return { values: {}, error: SIGN_IN_MESSAGES.unavailable, notice: null };
  }
  const client = await currentClient(context);
  const { db } = context.database;
  const wait = await rateLimitWait(
    db,
    bucketFor(context.settings, "admin", client),
    context.settings.rateLimits.admin,
  );
  if (wait !== null && wait > 0) {
    return { values: {}, error: SIGN_IN_MESSAGES.limited(Math.ceil(wait / 60)), notice: null };
  }
  let user: { id: string; email: string; role: string };
  try {
    user = await verifySignInCode(context, code, await headers());
  } catch (error) {
    if (!(error instanceof TwoFactorError)) throw error;
    await hitRateLimit(
      db,
      bucketFor(context.settings, "admin", client),
      context.settings.rateLimits.admin,
    );
    await audit(db, { kind: "system" }, { action: "signin.code_failed", client });
    return { values: {}, error: error.message, notice: null };
  }
  await audit(
    db,
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
