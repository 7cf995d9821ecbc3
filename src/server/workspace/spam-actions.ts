/**
 * The spam folder's Server Action. Rights are checked here, on the server, whatever the
 * page showed: an enquiry needs the enquiries right, an application the applications right.
 */
"use server";

import { redirect } from "next/navigation";
import { requireContext } from "../context";
import { currentClient, requireStaff } from "../auth/access";
import { markNotSpam, type SpamKind } from "./spam";

export async function notSpamAction(formData: FormData): Promise<void> {
  const kind = formData.get("kind");
  const id = formData.get("id");
  if ((kind !== "enquiry" && kind !== "application") || typeof id !== "string") {
    redirect("/admin/spam");
  }
  const staff = await requireStaff(
    kind === "enquiry" ? "enquiries" : "applications",
    "/admin/spam",
  );
  const context = await requireContext();
  const moved = await markNotSpam(
    context.database.db,
    context.settings,
    staff,
    kind as SpamKind,
    id,
    await currentClient(context),
  );
  redirect(`/admin/spam?${moved ? "moved" : "gone"}=${kind}`);
}
