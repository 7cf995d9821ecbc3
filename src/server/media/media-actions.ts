/**
 * Server Actions of the media library (/admin/media). Each checks the media right itself; a
 * change to a picture that pages show redraws those pages here and on every other instance.
 * Uploads go through POST /api/media instead (src/server/endpoints/media.ts): a Server Action's
 * body limit is one setting for every action, and a 10 MB one would be for all of them.
 */
"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext } from "../context";
import { announcePagesChanged } from "../jobs/signals";
import { pagesChanged } from "../content/site-caches";
import { deleteMedia, updateMedia } from "./library";

export interface MediaFormState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export async function updateMediaAction(
  _previous: MediaFormState,
  form: FormData,
): Promise<MediaFormState> {
  const staff = await requireStaff("media", "/admin/media");
  const context = await requireContext();
  const values = {
    id: text(form, "id", 120),
    alt: text(form, "alt", 1000),
    decorative: form.get("decorative") === "on" ? "on" : "",
    focalX: text(form, "focalX", 10),
    focalY: text(form, "focalY", 10),
    note: text(form, "note", 500),
  };
  const outcome = await updateMedia(context.database.db, staff, {
    id: values.id,
    alt: values.alt,
    decorative: values.decorative === "on",
    focalX: Number(values.focalX === "" ? NaN : values.focalX),
    focalY: Number(values.focalY === "" ? NaN : values.focalY),
    note: values.note,
    client: await currentClient(context),
  });
  if (!outcome.ok) return { values, error: outcome.message, notice: null };
  pagesChanged(outcome.changedPaths);
  await announcePagesChanged(context.database, outcome.changedPaths).catch((error: unknown) => {
    console.error("[media] could not announce the change:", (error as Error).message);
  });
  revalidatePath("/admin/media");
  const shown = outcome.changedPaths.length;
  return {
    values,
    error: null,
    notice:
      shown === 0
        ? "Saved."
        : `Saved. ${shown === 1 ? "The page showing it is" : `The ${shown} pages showing it are`} updated for visitors within seconds.`,
  };
}

export async function deleteMediaAction(form: FormData): Promise<void> {
  const staff = await requireStaff("media", "/admin/media");
  const context = await requireContext();
  const id = text(form, "id", 120);
  const outcome = await deleteMedia(context.database.db, staff, {
    id,
    client: await currentClient(context),
  });
  if (!outcome.ok) {
    redirect(
      `/admin/media/${encodeURIComponent(id)}?refused=${encodeURIComponent(outcome.message)}`,
    );
  }
  // No page showed it (a used picture cannot be deleted), so there is no page to render again.
  pagesChanged([]);
  redirect(`/admin/media?deleted=${encodeURIComponent(id)}`);
}
