/**
 * The spam folder's Server Action. Rights are checked here, on the server, whatever the
 * page showed: an enquiry needs the enquiries right, an application the applications right.
 */
"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { readForm, redirectWithNotice } from "../actions/kit";
import { SPAM_NOTICES } from "../actions/notices";
import { requireContext } from "../context";
import { currentClient, requireStaff } from "../auth/access";
import { markNotSpam } from "./spam";

const PAGE = "/admin/spam";

const notSpamForm = z.object({ kind: z.enum(["enquiry", "application"]), id: z.string() });

export async function notSpamAction(form: FormData): Promise<void> {
  const read = readForm(form, notSpamForm);
  if (!read.ok) redirect(PAGE);
  const { kind, id } = read.value;
  const staff = await requireStaff(kind === "enquiry" ? "enquiries" : "applications", PAGE);
  const context = await requireContext();
  const moved = await markNotSpam(
    context.database.db,
    context.settings,
    staff,
    kind,
    id,
    await currentClient(context),
  );
  redirectWithNotice(SPAM_NOTICES, PAGE, moved ? "moved" : "gone", { kind });
}
