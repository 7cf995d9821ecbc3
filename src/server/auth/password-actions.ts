/**
 * Server Actions of the signed-out password pages: /admin/forgot-password asks for a
 * one-time link, /admin/reset-password?token=… uses it (reset or invitation alike).
 */
"use server";

import { redirect } from "next/navigation";
import { requireContext, type AppContext } from "../context";
import { ACCOUNT_MESSAGES, requestReset, resetWithToken } from "../workspace/account";
import { StaffInputError } from "../workspace/staff";
import { currentClient } from "./access";
import { SIGN_IN_MESSAGES } from "./messages";

export interface PasswordFormState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

async function context(): Promise<AppContext | null> {
  try {
    return await requireContext();
  } catch {
    return null;
  }
}

export async function forgotPasswordAction(
  _previous: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 320);
  if (!email) return { values: { email }, error: ACCOUNT_MESSAGES.emailMissing, notice: null };
  const ctx = await context();
  if (!ctx) return { values: { email }, error: SIGN_IN_MESSAGES.unavailable, notice: null };
  const wait = await requestReset(ctx, email, await currentClient(ctx));
  if (wait !== null) {
    return {
      values: { email },
      error: ACCOUNT_MESSAGES.limited(Math.ceil(wait / 60)),
      notice: null,
    };
  }
  return { values: { email }, error: null, notice: ACCOUNT_MESSAGES.resetSent };
}

export async function resetPasswordAction(
  _previous: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  const token = String(form.get("token") ?? "").slice(0, 200);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const repeat = String(form.get("repeat") ?? "").slice(0, 1024);
  const ctx = await context();
  if (!ctx) return { values: {}, error: SIGN_IN_MESSAGES.unavailable, notice: null };
  let outcome: Awaited<ReturnType<typeof resetWithToken>>;
  try {
    outcome = await resetWithToken(ctx, token, password, repeat);
  } catch (error) {
    if (error instanceof StaffInputError) return { values: {}, error: error.message, notice: null };
    throw error;
  }
  if (!outcome.ok) {
    const error = outcome.supersededAt
      ? ACCOUNT_MESSAGES.resetSuperseded(outcome.supersededAt)
      : ACCOUNT_MESSAGES.resetInvalid;
    return { values: {}, error, notice: null };
  }
  redirect("/admin?notice=password-set");
}
