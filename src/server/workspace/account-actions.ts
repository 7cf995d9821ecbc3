/**
 * Server Actions of /admin/account: one's own name, password and two-factor sign-in. Every role may use them,
 * on its own account only (the id comes from the session, never from the form).
 */
"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import type { TwoFactorSetupState } from "@/components/workspace/staff/two-factor-setup";
import { doneState, initialFormState, refusedState, type FormState } from "@/lib/action-state";
import { attempt, readForm, redirectWithNotice, textField } from "../actions/kit";
import { ACCOUNT_NOTICES } from "../actions/notices";
import { currentClient, requireStaff } from "../auth/access";
import {
  confirmTwoFactorSetup,
  disableOwnTwoFactor,
  startTwoFactorSetup,
} from "../auth/two-factor";
import { requireContext } from "../context";
import { ACCOUNT_MESSAGES, changeOwnPassword, renameSelf } from "./account";

const PAGE = "/admin/account";

const nameForm = z.object({ name: textField(200) });

const passwordForm = z.object({
  current: textField(1024),
  password: textField(1024),
  repeat: textField(1024),
});

/** Turning two-factor sign-in on starts, and turning it off is confirmed, with the password. */
const passwordOnlyForm = z.object({ password: textField(1024) });

/** The first code from the authenticator app. */
const codeForm = z.object({ code: textField(1024) });

export async function renameAction(_previous: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff(null, PAGE);
  const read = readForm(form, nameForm);
  if (!read.ok) return refusedState(read.error);
  const { name } = read.value;
  const context = await requireContext();
  const renamed = await attempt(async () =>
    renameSelf(context, staff, name, await currentClient(context)),
  );
  if (!renamed.ok) return refusedState(renamed.error.message, { name });
  // The workspace bar shows the name too.
  revalidatePath("/admin", "layout");
  return doneState(ACCOUNT_MESSAGES.nameSaved, { name: name.trim() });
}

export async function changePasswordAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const staff = await requireStaff(null, PAGE);
  const read = readForm(form, passwordForm);
  if (!read.ok) return refusedState(read.error);
  const { current, password, repeat } = read.value;
  const context = await requireContext();
  const changed = await attempt(async () =>
    changeOwnPassword(
      context,
      staff,
      { current, next: password, repeat },
      await headers(),
      await currentClient(context),
    ),
  );
  // Passwords are never sent back into the form.
  if (!changed.ok) return refusedState(changed.error.message);
  return doneState(ACCOUNT_MESSAGES.passwordSaved);
}

/** Step one: the password, then a new secret to scan and backup codes to keep. */
export async function startTwoFactorAction(
  _previous: TwoFactorSetupState,
  form: FormData,
): Promise<TwoFactorSetupState> {
  const staff = await requireStaff(null, PAGE);
  const read = readForm(form, passwordOnlyForm);
  if (!read.ok) return { ...refusedState(read.error), setup: null };
  const { password } = read.value;
  const context = await requireContext();
  const started = await attempt(async () =>
    startTwoFactorSetup(context, staff, password, await headers(), await currentClient(context)),
  );
  if (!started.ok) return { ...refusedState(started.error.message), setup: null };
  return { ...initialFormState(), setup: started.value };
}

type TwoFactorStep = typeof confirmTwoFactorSetup | typeof disableOwnTwoFactor;

/** Confirming and turning off alike: one secret field, then back to the page with a notice. */
async function twoFactorStep(
  form: FormData,
  field: "code" | "password",
  step: TwoFactorStep,
  notice: keyof typeof ACCOUNT_NOTICES,
): Promise<FormState> {
  const staff = await requireStaff(null, PAGE);
  const context = await requireContext();
  const read = readForm(form, field === "code" ? codeForm : passwordOnlyForm);
  if (!read.ok) return refusedState(read.error);
  const value = "code" in read.value ? read.value.code : read.value.password;
  const done = await attempt(async () =>
    step(context, staff, value, await headers(), await currentClient(context)),
  );
  if (!done.ok) return refusedState(done.error.message);
  redirectWithNotice(ACCOUNT_NOTICES, PAGE, notice);
}

/** Step two: a first code from the app proves it was set up, and puts it in force. */
export async function confirmTwoFactorAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  return twoFactorStep(form, "code", confirmTwoFactorSetup, "two-factor-on");
}

export async function disableTwoFactorAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  return twoFactorStep(form, "password", disableOwnTwoFactor, "two-factor-off");
}
