/**
 * Server Actions of the signed-out password pages: /admin/forgot-password asks for a
 * one-time link, /admin/reset-password?token=… uses it (reset or invitation alike).
 */
"use server";

import { z } from "zod";
import { doneState, refusedState, type FormState } from "@/lib/action-state";
import { attempt, readForm, redirectWithNotice, textField } from "../actions/kit";
import { SIGN_IN_NOTICES } from "../actions/notices";
import { requireContext, type AppContext } from "../context";
import { ACCOUNT_MESSAGES, requestReset, resetWithToken } from "../workspace/account";
import { currentClient } from "./access";
import { SIGN_IN_MESSAGES } from "./messages";

const forgotForm = z.object({
  email: textField(320, { trim: true }).transform((email) => email.toLowerCase()),
});

const resetForm = z.object({
  token: textField(200),
  password: textField(1024),
  repeat: textField(1024),
});

async function context(): Promise<AppContext | null> {
  try {
    return await requireContext();
  } catch {
    return null;
  }
}

export async function forgotPasswordAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const read = readForm(form, forgotForm);
  if (!read.ok) return refusedState(read.error);
  const { email } = read.value;
  if (!email) return refusedState(ACCOUNT_MESSAGES.emailMissing, { email });
  const ctx = await context();
  if (!ctx) return refusedState(SIGN_IN_MESSAGES.unavailable, { email });
  const wait = await requestReset(ctx, email, await currentClient(ctx));
  if (wait !== null) return refusedState(ACCOUNT_MESSAGES.limited(Math.ceil(wait / 60)), { email });
  return doneState(ACCOUNT_MESSAGES.resetSent, { email });
}

export async function resetPasswordAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const read = readForm(form, resetForm);
  if (!read.ok) return refusedState(read.error);
  const { token, password, repeat } = read.value;
  const ctx = await context();
  if (!ctx) return refusedState(SIGN_IN_MESSAGES.unavailable);
  const reset = await attempt(() => resetWithToken(ctx, token, password, repeat));
  if (!reset.ok) return refusedState(reset.error.message);
  const outcome = reset.value;
  if (!outcome.ok) {
    return refusedState(
      outcome.supersededAt
        ? ACCOUNT_MESSAGES.resetSuperseded(outcome.supersededAt)
        : ACCOUNT_MESSAGES.resetInvalid,
    );
  }
  redirectWithNotice(SIGN_IN_NOTICES, "/admin", "password-set");
}
