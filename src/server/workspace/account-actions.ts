/**
 * Server Actions of /admin/account: one's own name and password. Every role may use them,
 * on its own account only (the id comes from the session, never from the form).
 */
"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { currentClient, requireStaff } from "../auth/access";
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
