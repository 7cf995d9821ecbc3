/**
 * Server Actions of the content studio (/admin/content, /admin/redirects). Each checks the
 * right itself (a hidden form is no protection); Next.js refuses Server Action posts from other
 * origins. A publish revalidates its pages here and tells every other instance over
 * `corvane_pages` (src/server/jobs/signals.ts).
 */
"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { siteConfig } from "@/config/site";
import { DOCUMENT_KINDS } from "@/content/documents";
import { contentKinds } from "@/content/kinds";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext, type AppContext } from "../context";
import { announcePagesChanged } from "../jobs/signals";
import { menuLinks } from "./menus";
import {
  addRedirect,
  createPage,
  publishPage,
  removeRedirect,
  restoreRevision,
  saveDraft,
  unpublishPage,
  type WriteOutcome,
} from "./page-store";
import { instantFromLocal } from "@/lib/time/zoned";
import { cancelSchedule, schedulePublish } from "./schedule";
import { requireStaffForDocument, requireStaffForKind } from "./kind-access";
import { pagesChanged } from "./site-caches";

/** What the editor is told (src/components/studio/types.ts SaveOutcome). */
export type StudioOutcome =
  | { ok: true; version: number; message: string }
  | Extract<WriteOutcome, { kind: "invalid" | "conflict" }>
  | { ok: false; kind: "error"; message: string };

/** After a change is stored: this process drops its cached pages now, the others on the signal. */
async function spread(context: AppContext, paths: string[]): Promise<void> {
  pagesChanged(paths);
  await announcePagesChanged(context.database, paths).catch((error: unknown) => {
    // The others still pick the change up within a minute (their pages' revalidate period).
    console.error("[content] could not announce the change:", (error as Error).message);
  });
}

function answer(outcome: WriteOutcome): StudioOutcome {
  if (!outcome.ok) {
    if (outcome.kind === "invalid" || outcome.kind === "conflict") return outcome;
    return { ok: false, kind: "error", message: outcome.message };
  }
  return { ok: true, version: outcome.version, message: outcome.message };
}

const text = (form: FormData, name: string, max = 500) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export async function saveDraftAction(input: {
  pageId: string;
  baseVersion: number;
  document: unknown;
}): Promise<StudioOutcome> {
  const { staff } = await requireStaffForDocument(String(input.pageId), "/admin/content");
  const context = await requireContext();
  const outcome = await saveDraft(context.database.db, staff, {
    pageId: String(input.pageId),
    baseVersion: Number(input.baseVersion),
    document: input.document,
    product: siteConfig.product,
  });
  if (outcome.ok && outcome.changedPaths.length > 0) await spread(context, outcome.changedPaths);
  return answer(outcome);
}

export async function publishAction(input: {
  pageId: string;
  baseVersion: number;
  document: unknown;
  note: string;
}): Promise<StudioOutcome> {
  const { staff } = await requireStaffForDocument(String(input.pageId), "/admin/content");
  const context = await requireContext();
  const outcome = await publishPage(context.database.db, staff, {
    pageId: String(input.pageId),
    baseVersion: Number(input.baseVersion),
    document: input.document,
    note: String(input.note ?? ""),
    product: siteConfig.product,
    client: await currentClient(context),
  });
  if (outcome.ok) await spread(context, outcome.changedPaths);
  return answer(outcome);
}

/** What the studio's small forms show (the workspace's ActionForm): values kept on an error. */
export interface FormState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

const FIELD_NAMES = { path: "Path", title: "Title", from: "From", to: "To" } as const;

export async function createPageAction(_previous: FormState, form: FormData): Promise<FormState> {
  const kindField = text(form, "kind", 20);
  // Only a kind staff can create; anything else makes a page, as the form without a kind does.
  const kind =
    DOCUMENT_KINDS.find((name) => name === kindField && contentKinds[name].create) ?? "page";
  const staff = await requireStaffForKind(kind, "/admin/content");
  const context = await requireContext();
  const values = { path: text(form, "path", 200), title: text(form, "title", 200) };
  const created = await createPage(context.database.db, staff, {
    ...values,
    kind,
    product: siteConfig.product,
    client: await currentClient(context),
  });
  if (!created.ok) {
    return { values, error: `${FIELD_NAMES[created.field]}: ${created.message}`, notice: null };
  }
  // A new draft path must reach the path index, or its preview would 404.
  if (created.path.startsWith("/")) await spread(context, [created.path]);
  redirect(`/admin/content/${created.id}?done=created`);
}

/** The per-page buttons answer with a redirect carrying a message, so they work without script. */
function back(pageId: string, outcome: WriteOutcome): never {
  const params = new URLSearchParams({ [outcome.ok ? "done" : "refused"]: outcome.message });
  // A new draft (a restore) gives the editor a new key, so it starts from that draft.
  if (outcome.ok) params.set("v", String(outcome.version));
  redirect(`/admin/content/${encodeURIComponent(pageId)}?${params.toString()}`);
}

export async function unpublishAction(form: FormData): Promise<void> {
  const pageId = text(form, "pageId", 64);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  // The store takes each kind down its own way (a position is closed: its address answers 410).
  const outcome = await unpublishPage(context.database.db, staff, {
    pageId,
    product: siteConfig.product,
    menuLinks: await menuLinks(context.database.db),
    client: await currentClient(context),
  });
  if (outcome.ok) await spread(context, outcome.changedPaths);
  back(pageId, outcome);
}

export async function restoreAction(form: FormData): Promise<void> {
  const pageId = text(form, "pageId", 64);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  const outcome = await restoreRevision(context.database.db, staff, {
    pageId,
    number: Number(text(form, "number", 10)),
    baseVersion: Number(text(form, "baseVersion", 10)),
    product: siteConfig.product,
    client: await currentClient(context),
  });
  back(pageId, outcome);
}

export async function addRedirectAction(_previous: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff("redirects", "/admin/redirects");
  const context = await requireContext();
  const values = { from: text(form, "from", 200), to: text(form, "to", 500) };
  const added = await addRedirect(context.database.db, staff, {
    ...values,
    product: siteConfig.product,
    client: await currentClient(context),
  });
  if (!added.ok) {
    return { values, error: `${FIELD_NAMES[added.field]}: ${added.message}`, notice: null };
  }
  await spread(context, [values.from]);
  revalidatePath("/admin/redirects");
  return {
    values: { from: "", to: "" },
    error: null,
    notice: `${values.from} now leads to ${values.to}.`,
  };
}

export async function removeRedirectAction(form: FormData): Promise<void> {
  const staff = await requireStaff("redirects", "/admin/redirects");
  const context = await requireContext();
  const removed = await removeRedirect(context.database.db, staff, {
    id: text(form, "id", 64),
    client: await currentClient(context),
  });
  if (removed) await spread(context, [removed]);
  redirect(`/admin/redirects?done=${removed ? "removed" : "missing"}`);
}

/** "Schedule" and "Reschedule": the time is the site's wall clock (SITE_TIME_ZONE). */
export async function scheduleAction(form: FormData): Promise<void> {
  const pageId = text(form, "pageId", 64);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  const local = text(form, "at", 20);
  const at = instantFromLocal(local, siteConfig.timeZone);
  const outcome = at
    ? await schedulePublish(context.database.db, staff, {
        pageId,
        at,
        note: text(form, "note", 500),
        client: await currentClient(context),
      })
    : { ok: false as const, message: "Enter a date and a time." };
  const params = new URLSearchParams({ [outcome.ok ? "done" : "refused"]: outcome.message });
  if (!outcome.ok && local) params.set("at", local);
  redirect(`/admin/content/${encodeURIComponent(pageId)}?${params.toString()}#schedule-heading`);
}

export async function cancelScheduleAction(form: FormData): Promise<void> {
  const pageId = text(form, "pageId", 64);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  const outcome = await cancelSchedule(context.database.db, staff, {
    pageId,
    client: await currentClient(context),
  });
  const params = new URLSearchParams({ [outcome.ok ? "done" : "refused"]: outcome.message });
  redirect(`/admin/content/${encodeURIComponent(pageId)}?${params.toString()}#schedule-heading`);
}
