/** The mail page's Server Actions (admin only, checked here). */
"use server";

import { redirect } from "next/navigation";
import { requireContext } from "../context";
import { currentClient, requireStaff } from "../auth/access";
import { decideHeldMail, parseMailId, retryFailedMail } from "./mail-status";

export async function retryMailAction(formData: FormData): Promise<void> {
  const staff = await requireStaff("mail", "/admin/mail");
  const id = parseMailId(formData.get("id"));
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
  redirect(`/admin/mail?retried=${count}`);
}

export async function retryAllMailAction(): Promise<void> {
  const staff = await requireStaff("mail", "/admin/mail");
  const context = await requireContext();
  const count = await retryFailedMail(
    context.database.db,
    context.settings,
    staff,
    "all",
    await currentClient(context),
  );
  redirect(`/admin/mail?retried=${count}`);
}

/** Mail held after a restore: `decision` send or drop, `id` one message or "all". */
export async function decideHeldAction(formData: FormData): Promise<void> {
  const staff = await requireStaff("mail", "/admin/mail");
  const decision = formData.get("decision") === "send" ? "send" : "drop";
  const raw = formData.get("id");
  const id = raw === "all" ? "all" : parseMailId(raw);
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
  redirect(`/admin/mail?${decision === "send" ? "released" : "dropped"}=${count}`);
}
