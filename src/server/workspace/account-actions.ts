/**
 * Server Actions of /admin/account: one's own name, password and two-factor sign-in. Every role may use them,
 * on its own account only (the id comes from the session, never from the form).
 */
"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentClient, requireStaff } from "../auth/access";
import {
  confirmTwoFactorSetup,
  disableOwnTwoFactor,
  startTwoFactorSetup,
  TwoFactorError,
  type TwoFactorSetup,
} from "../auth/two-factor";
import { requireContext } from "../context";
import { ACCOUNT_MESSAGES, changeOwnPassword, renameSelf } from "./account";
import { StaffInputError } from "./staff";

export interface AccountFormState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

export async function renameAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const staff = await requireStaff(null, "/admin/account");
  const name = String(form.get("name") ?? "").slice(0, 200);
  const context = await requireContext();
  try {
    await renameSelf(context, staff, name, await currentClient(context));
  } catch (error) {
    if (error instanceof StaffInputError)
      return { values: { name }, error: error.message, notice: null };
    throw error;
  }
  // The workspace bar shows the name too.
  revalidatePath("/admin", "layout");
  return { values: { name: name.trim() }, error: null, notice: ACCOUNT_MESSAGES.nameSaved };
}

export async function changePasswordAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const staff = await requireStaff(null, "/admin/account");
  const read = (name: string) => String(form.get(name) ?? "").slice(0, 1024);
  const context = await requireContext();
  try {
    await changeOwnPassword(
      context,
      staff,
      { current: read("current"), next: read("password"), repeat: read("repeat") },
      await headers(),
      await currentClient(context),
    );
  } catch (error) {
    // Passwords are never sent back into the form.
    if (error instanceof StaffInputError) return { values: {}, error: error.message, notice: null };
    throw error;
  }
  return { values: {}, error: null, notice: ACCOUNT_MESSAGES.passwordSaved };
}

export interface TwoFactorSetupState {
  error: string | null;
  setup: TwoFactorSetup | null;
}

/** Step one: the password, then a new secret to scan and backup codes to keep. */
export async function startTwoFactorAction(
  _previous: TwoFactorSetupState,
  form: FormData,
): Promise<TwoFactorSetupState> {
  const staff = await requireStaff(null, "/admin/account");
  const context = await requireContext();
  try {
    const setup = await startTwoFactorSetup(
      context,
      staff,
      String(form.get("password") ?? "").slice(0, 1024),
      await headers(),
      await currentClient(context),
    );
    return { error: null, setup };
  } catch (error) {
    if (error instanceof TwoFactorError) return { error: error.message, setup: null };
    throw error;
  }
}

type TwoFactorStep = typeof confirmTwoFactorSetup | typeof disableOwnTwoFactor;

/** Confirming and turning off alike: one secret field, then back to the page with a word. */
async function twoFactorStep(
  form: FormData,
  field: "code" | "password",
  step: TwoFactorStep,
  done: string,
): Promise<AccountFormState> {
  const staff = await requireStaff(null, "/admin/account");
  const context = await requireContext();
  const value = String(form.get(field) ?? "").slice(0, 1024);
  try {
    await step(context, staff, value, await headers(), await currentClient(context));
  } catch (error) {
    if (error instanceof TwoFactorError) return { values: {}, error: error.message, notice: null };
    throw error;
  }
  redirect(`/admin/account?done=${done}`);
}

/** Step two: a first code from the app proves it was set up, and puts it in force. */
export async function confirmTwoFactorAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return twoFactorStep(form, "code", confirmTwoFactorSetup, "two-factor-on");
}

export async function disableTwoFactorAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return twoFactorStep(form, "password", disableOwnTwoFactor, "two-factor-off");
}
