/** The mail page's Server Actions (admin only, checked here). */
"use server";

import { z } from "zod";
import { readForm, redirectWithNotice, textField } from "../actions/kit";
import { MAIL_NOTICES } from "../actions/notices";
import { requireContext } from "../context";
import { currentClient, requireStaff } from "../auth/access";
import { decideHeldMail, parseMailId, retryFailedMail } from "./mail-status";

const PAGE = "/admin/mail";

/** One message by id; an id that is not one retries or decides nothing. */
const mailIdField = textField(32).transform(parseMailId);

const retryForm = z.object({ id: mailIdField });

/** Mail held after a restore: `decision` send or drop, `id` one message or "all". */
const decideForm = z.object({
  decision: textField(8).transform((value) => (value === "send" ? "send" : "drop")),
  id: textField(32).transform((value) => (value === "all" ? "all" : parseMailId(value))),
});

function answer(notice: keyof typeof MAIL_NOTICES, count: number): never {
  redirectWithNotice(MAIL_NOTICES, PAGE, notice, { count: String(count) });
}

export async function retryMailAction(form: FormData): Promise<void> {
  const staff = await requireStaff("mail", PAGE);
  const read = readForm(form, retryForm);
  const id = read.ok ? read.value.id : null;
  const context = await requireContext();
  const count =
    id === null
      ? 0
      : await retryFailedMail(
          context.database.db,
          context.settings,
          staff,
          { id },
          await currentClient(context),
        );
  answer("retried", count);
}

export async function retryAllMailAction(): Promise<void> {
  const staff = await requireStaff("mail", PAGE);
  const context = await requireContext();
  const count = await retryFailedMail(
    context.database.db,
    context.settings,
    staff,
    "all",
    await currentClient(context),
  );
  answer("retried", count);
}

export async function decideHeldAction(form: FormData): Promise<void> {
  const staff = await requireStaff("mail", PAGE);
  const read = readForm(form, decideForm);
  const { decision, id } = read.ok ? read.value : { decision: "drop" as const, id: null };
  const context = await requireContext();
  const count =
    id === null
      ? 0
      : await decideHeldMail(
          context.database.db,
          context.settings,
          staff,
          decision,
          id === "all" ? "all" : { id },
          await currentClient(context),
        );
  answer(decision === "send" ? "released" : "dropped", count);
}
