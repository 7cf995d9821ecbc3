/**
 * Server Actions of /admin/staff. Each checks the "staff" right itself (a hidden form is no
 * protection); Next.js refuses Server Action posts from other origins. The per-row actions
 * answer with a redirect carrying a notice, so they work before any script loads.
 */
"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { doneState, refusedState, type FormState } from "@/lib/action-state";
import { attempt, readForm, redirectWithNotice, textField } from "../actions/kit";
import { STAFF_NOTICES } from "../actions/notices";
import { currentClient, requireStaff, type Staff } from "../auth/access";
import { resetTwoFactor } from "../auth/two-factor";
import { requireContext, type AppContext } from "../context";
import {
  changeRole,
  inviteStaff,
  resendInvitation,
  revokeSessions,
  setDisabled,
  LAST_ADMIN_MESSAGE,
} from "./staff-admin";

const PAGE = "/admin/staff";

const inviteForm = z.object({
  email: textField(320, { trim: true }),
  name: textField(200, { trim: true }),
  role: textField(20, { trim: true }),
});

/** A button on one account's row; the role form adds the role chosen. */
const rowForm = z.object({
  id: textField(64, { trim: true }),
  role: textField(20, { trim: true }),
});

type RowForm = z.output<typeof rowForm>;

export async function inviteAction(_previous: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff("staff", PAGE);
  const read = readForm(form, inviteForm);
  if (!read.ok) return refusedState(read.error);
  const values = read.value;
  const context = await requireContext();
  const invited = await attempt(async () =>
    inviteStaff(context, staff, values, await currentClient(context)),
  );
  if (!invited.ok) return refusedState(invited.error.message, values);
  // The list on the same page shows the new account.
  revalidatePath(PAGE);
  return doneState(`Invitation queued for ${values.email}. The link is valid for 72 hours.`, {
    email: "",
    name: "",
    role: values.role,
  });
}

type RowNotice = keyof typeof STAFF_NOTICES;

type Act = (row: RowForm, staff: Staff, context: AppContext, client: string) => Promise<RowNotice>;

async function rowAction(form: FormData, act: Act): Promise<never> {
  const staff = await requireStaff("staff", PAGE);
  const context = await requireContext();
  const read = readForm(form, rowForm);
  const row = read.ok ? read.value : { id: "", role: "" };
  const done = await attempt(async () => act(row, staff, context, await currentClient(context)));
  const notice: RowNotice = done.ok
    ? done.value
    : done.error.message === LAST_ADMIN_MESSAGE
      ? "last-admin"
      : "unchanged";
  redirectWithNotice(STAFF_NOTICES, PAGE, notice, { account: row.id });
}

export async function roleAction(form: FormData): Promise<void> {
  await rowAction(form, async ({ id, role }, staff, context, client) => {
    await changeRole(context, staff, id, role, client);
    return "role";
  });
}

export async function disableAction(form: FormData): Promise<void> {
  await rowAction(form, async ({ id }, staff, context, client) => {
    await setDisabled(context, staff, id, true, client);
    return "disabled";
  });
}

export async function enableAction(form: FormData): Promise<void> {
  await rowAction(form, async ({ id }, staff, context, client) => {
    await setDisabled(context, staff, id, false, client);
    return "enabled";
  });
}

export async function revokeAction(form: FormData): Promise<void> {
  await rowAction(form, async ({ id }, staff, context, client) => {
    await revokeSessions(context, staff, id, client);
    return "revoked";
  });
}

export async function resendAction(form: FormData): Promise<void> {
  await rowAction(form, async ({ id }, staff, context, client) => {
    await resendInvitation(context, staff, id, client);
    return "resent";
  });
}

/** For someone who lost their phone: they sign in with the password and set it up again. */
export async function resetTwoFactorAction(form: FormData): Promise<void> {
  await rowAction(form, async ({ id }, staff, context, client) => {
    if (!(await resetTwoFactor(context, staff, id, client))) return "unchanged";
    return "two-factor-off";
  });
}
