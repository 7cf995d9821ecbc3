/**
 * Server Actions of the media library (/admin/media). Each checks the media right itself; a
 * change to a picture that pages show redraws those pages here and on every other instance.
 * Uploads go through POST /api/media instead (src/server/endpoints/media.ts): a Server Action's
 * body limit is one setting for every action, and a 10 MB one would be for all of them.
 */
"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { doneState, refusedState, type FormState } from "@/lib/action-state";
import { readButtonForm, readForm, redirectWithNotice, textField } from "../actions/kit";
import { MEDIA_ITEM_NOTICES, MEDIA_NOTICES } from "../actions/notices";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext } from "../context";
import { announcePagesChanged } from "../jobs/signals";
import { pagesChanged } from "../content/site-caches";
import { deleteMedia, updateMedia } from "./library";

const detailsForm = z.object({
  id: textField(120, { trim: true }),
  alt: textField(1000, { trim: true }),
  // A ticked box posts "on"; the form shows it again as "on" or "".
  decorative: textField(10).transform((value) => (value === "on" ? "on" : "")),
  focalX: textField(10, { trim: true }),
  focalY: textField(10, { trim: true }),
  note: textField(500, { trim: true }),
});

const deleteForm = z.object({ id: textField(120, { trim: true }) });

export async function updateMediaAction(_previous: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff("media", "/admin/media");
  const context = await requireContext();
  const read = readForm(form, detailsForm);
  if (!read.ok) return refusedState(read.error);
  const values = read.value;
  const outcome = await updateMedia(context.database.db, staff, {
    id: values.id,
    alt: values.alt,
    decorative: values.decorative === "on",
    focalX: Number(values.focalX === "" ? NaN : values.focalX),
    focalY: Number(values.focalY === "" ? NaN : values.focalY),
    note: values.note,
    client: await currentClient(context),
  });
  if (!outcome.ok) return refusedState(outcome.message, values);
  pagesChanged(outcome.changedPaths);
  await announcePagesChanged(context.database, outcome.changedPaths).catch((error: unknown) => {
    console.error("[media] could not announce the change:", (error as Error).message);
  });
  revalidatePath("/admin/media");
  const shown = outcome.changedPaths.length;
  return doneState(
    shown === 0
      ? "Saved."
      : `Saved. ${shown === 1 ? "The page showing it is" : `The ${shown} pages showing it are`} updated for visitors within seconds.`,
    values,
  );
}

export async function deleteMediaAction(form: FormData): Promise<void> {
  const staff = await requireStaff("media", "/admin/media");
  const context = await requireContext();
  const { id } = readButtonForm(form, deleteForm);
  const outcome = await deleteMedia(context.database.db, staff, {
    id,
    client: await currentClient(context),
  });
  const itemPath = `/admin/media/${encodeURIComponent(id)}`;
  // An item that is gone has no page (a 404), which says so.
  if (!outcome.ok && outcome.reason === "gone") redirect(itemPath);
  if (!outcome.ok) redirectWithNotice(MEDIA_ITEM_NOTICES, itemPath, "in-use");
  // No page showed it (a used picture cannot be deleted), so there is no page to render again.
  pagesChanged([]);
  redirectWithNotice(MEDIA_NOTICES, "/admin/media", "deleted", { item: id });
}
