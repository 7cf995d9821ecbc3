/**
 * Server Actions of the content studio (/admin/content, /admin/redirects). Each checks the
 * right itself (a hidden form is no protection); Next.js refuses Server Action posts from other
 * origins. A publish revalidates its pages here and tells every other instance over
 * `corvane_pages` (src/server/jobs/signals.ts).
 */
"use server";

import { revalidatePath } from "next/cache";

import { z } from "zod";
import { siteConfig } from "@/config/site";
import { DOCUMENT_KINDS } from "@/content/documents";
import { contentKinds } from "@/content/kinds";
import { doneState, refusedState, type FormState } from "@/lib/action-state";
import {
  readButtonForm,
  readForm,
  redirectSaying,
  redirectWithNotice,
  textField,
} from "../actions/kit";
import { CONTENT_NOTICES, REDIRECTS_NOTICES } from "../actions/notices";
import { currentClient, requireStaff } from "../auth/access";
import { resolveAuthSecret } from "../auth/secret";
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

/** The id of the document a per-page button acts on. */
const pageIdField = textField(64, { trim: true });

const createPageForm = z.object({
  kind: textField(20, { trim: true }),
  path: textField(200, { trim: true }),
  title: textField(200, { trim: true }),
});

const pageForm = z.object({ pageId: pageIdField });

const restoreForm = z.object({
  pageId: pageIdField,
  number: textField(10, { trim: true }),
  baseVersion: textField(10, { trim: true }),
});

const scheduleForm = z.object({
  pageId: pageIdField,
  at: textField(20, { trim: true }),
  note: textField(500, { trim: true }),
});

const addRedirectForm = z.object({
  from: textField(200, { trim: true }),
  to: textField(500, { trim: true }),
});

const removeRedirectForm = z.object({ id: textField(64, { trim: true }) });

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

const FIELD_NAMES = { path: "Path", title: "Title", from: "From", to: "To" } as const;

export async function createPageAction(_previous: FormState, form: FormData): Promise<FormState> {
  const read = readForm(form, createPageForm);
  if (!read.ok) return refusedState(read.error);
  const { kind: kindField, ...values } = read.value;
  // Only a kind staff can create; anything else makes a page, as the form without a kind does.
  const kind =
    DOCUMENT_KINDS.find((name) => name === kindField && contentKinds[name].create) ?? "page";
  const staff = await requireStaffForKind(kind, "/admin/content");
  const context = await requireContext();
  const created = await createPage(context.database.db, staff, {
    ...values,
    kind,
    product: siteConfig.product,
    client: await currentClient(context),
  });
  if (!created.ok) return refusedState(`${FIELD_NAMES[created.field]}: ${created.message}`, values);
  // A new draft path must reach the path index, or its preview would 404.
  if (created.path.startsWith("/")) await spread(context, [created.path]);
  redirectWithNotice(CONTENT_NOTICES, `/admin/content/${created.id}`, "created");
}

/**
 * The per-page buttons answer with a redirect, so they work without script. What they say is
 * the store's own sentence (it names pages, people and times), so it travels sealed
 * (redirectSaying) rather than as a notice code: a crafted link shows nothing.
 */
function back(
  context: AppContext,
  pageId: string,
  outcome: { ok: boolean; message: string; version?: number },
  { at, hash = "" }: { at?: string; hash?: string } = {},
): never {
  const query = new URLSearchParams();
  // A new draft (a restore) gives the editor a new key, so it starts from that draft.
  if (outcome.ok && outcome.version !== undefined) query.set("v", String(outcome.version));
  // A refused schedule keeps the time that was typed.
  if (!outcome.ok && at) query.set("at", at);
  const search = query.size > 0 ? `?${query.toString()}` : "";
  redirectSaying(
    resolveAuthSecret(context.settings),
    `/admin/content/${encodeURIComponent(pageId)}${search}${hash}`,
    { tone: outcome.ok ? "notice" : "error", text: outcome.message },
  );
}

export async function unpublishAction(form: FormData): Promise<void> {
  const { pageId } = readButtonForm(form, pageForm);
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
  back(context, pageId, outcome);
}

export async function restoreAction(form: FormData): Promise<void> {
  const { pageId, number, baseVersion } = readButtonForm(form, restoreForm);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  const outcome = await restoreRevision(context.database.db, staff, {
    pageId,
    number: Number(number),
    baseVersion: Number(baseVersion),
    product: siteConfig.product,
    client: await currentClient(context),
  });
  back(context, pageId, outcome);
}

export async function addRedirectAction(_previous: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff("redirects", "/admin/redirects");
  const context = await requireContext();
  const read = readForm(form, addRedirectForm);
  if (!read.ok) return refusedState(read.error);
  const values = read.value;
  const added = await addRedirect(context.database.db, staff, {
    ...values,
    product: siteConfig.product,
    client: await currentClient(context),
  });
  if (!added.ok) return refusedState(`${FIELD_NAMES[added.field]}: ${added.message}`, values);
  await spread(context, [values.from]);
  revalidatePath("/admin/redirects");
  return doneState(`${values.from} now leads to ${values.to}.`, { from: "", to: "" });
}

export async function removeRedirectAction(form: FormData): Promise<void> {
  const staff = await requireStaff("redirects", "/admin/redirects");
  const context = await requireContext();
  const removed = await removeRedirect(context.database.db, staff, {
    id: readButtonForm(form, removeRedirectForm).id,
    client: await currentClient(context),
  });
  if (removed) await spread(context, [removed]);
  redirectWithNotice(REDIRECTS_NOTICES, "/admin/redirects", removed ? "removed" : "missing");
}

/** "Schedule" and "Reschedule": the time is the site's wall clock (SITE_TIME_ZONE). */
export async function scheduleAction(form: FormData): Promise<void> {
  const { pageId, at: local, note } = readButtonForm(form, scheduleForm);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  const at = instantFromLocal(local, siteConfig.timeZone);
  const outcome = at
    ? await schedulePublish(context.database.db, staff, {
        pageId,
        at,
        note,
        client: await currentClient(context),
      })
    : { ok: false as const, message: "Enter a date and a time." };
  back(context, pageId, outcome, { at: local, hash: "#schedule-heading" });
}

export async function cancelScheduleAction(form: FormData): Promise<void> {
  const { pageId } = readButtonForm(form, pageForm);
  const { staff } = await requireStaffForDocument(pageId, "/admin/content");
  const context = await requireContext();
  const outcome = await cancelSchedule(context.database.db, staff, {
    pageId,
    client: await currentClient(context),
  });
  back(context, pageId, outcome, { hash: "#schedule-heading" });
}
