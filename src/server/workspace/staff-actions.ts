/**
 * Server Actions of /admin/staff. Each checks the "staff" right itself (a hidden form is no
 * protection); Next.js refuses Server Action posts from other origins. The per-row actions
 * answer with a redirect carrying a message code, so they work before any script loads.
 */
"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentClient, requireStaff, type Staff } from "../auth/access";
import { resetTwoFactor } from "../auth/two-factor";
import { requireContext, type AppContext } from "../context";
import {
  changeRole,
  inviteStaff,
  resendInvitation,
  revokeSessions,
  setDisabled,
  StaffInputError,
  LAST_ADMIN_MESSAGE,
} from "./staff-admin";

export interface StaffFormState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

const field = (form: FormData, name: string, max = 320) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export async function inviteAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const staff = await requireStaff("staff", "/admin/staff");
  const values = {
    email: field(form, "email"),
    name: field(form, "name", 200),
    role: field(form, "role", 20),
  };
  const context = await requireContext();
  try {
    await inviteStaff(context, staff, values, await currentClient(context));
  } catch (error) {
    if (error instanceof StaffInputError) return { values, error: error.message, notice: null };
    throw error;
  }
  // The list on the same page shows the new account.
  revalidatePath("/admin/staff");
  return {
    values: { email: "", name: "", role: values.role },
    error: null,
    notice: `Invitation queued for ${values.email}. The link is valid for 72 hours.`,
  };
}

/** Message codes the staff page knows how to say (see its MESSAGES). */
type Outcome =
  | "role"
  | "disabled"
  | "enabled"
  | "revoked"
  | "resent"
  | "two-factor-off"
  | "last-admin"
  | "unchanged";

type Act = (id: string, staff: Staff, context: AppContext, client: string) => Promise<Outcome>;

async function rowAction(form: FormData, act: Act) {
  const staff = await requireStaff("staff", "/admin/staff");
  const context = await requireContext();
  const id = field(form, "id", 64);
  let outcome: Outcome;
  try {
    outcome = await act(id, staff, context, await currentClient(context));
  } catch (error) {
    if (!(error instanceof StaffInputError)) throw error;
    outcome = error.message === LAST_ADMIN_MESSAGE ? "last-admin" : "unchanged";
  }
  redirect(`/admin/staff?done=${outcome}&account=${encodeURIComponent(id)}`);
}

export async function roleAction(form: FormData): Promise<void> {
  await rowAction(form, async (id, staff, context, client) => {
    await changeRole(context, staff, id, field(form, "role", 20), client);
    return "role";
  });
}

export async function disableAction(form: FormData): Promise<void> {
  await rowAction(form, async (id, staff, context, client) => {
    await setDisabled(context, staff, id, true, client);
    return "disabled";
  });
}

export async function enableAction(form: FormData): Promise<void> {
  await rowAction(form, async (id, staff, context, client) => {
    await setDisabled(context, staff, id, false, client);
    return "enabled";
  });
}

export async function revokeAction(form: FormData): Promise<void> {
  await rowAction(form, async (id, staff, context, client) => {
    await revokeSessions(context, staff, id, client);
    return "revoked";
  });
}

export async function resendAction(form: FormData): Promise<void> {
  await rowAction(form, async (id, staff, context, client) => {
    await resendInvitation(context, staff, id, client);
    return "resent";
  });
}

/** For someone who lost their phone: they sign in with the password and set it up again. */
export async function resetTwoFactorAction(form: FormData): Promise<void> {
  await rowAction(form, async (id, staff, context, client) => {
    if (!(await resetTwoFactor(context, staff, id, client))) return "unchanged";
    return "two-factor-off";
  });
}
