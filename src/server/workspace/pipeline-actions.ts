/**
 * The hiring pipeline's Server Actions (issue 38): the list's bulk "Move", the rejection step,
 * the rejection e-mail and its template on the record page, and "Close <position>" after a
 * hire. Each checks the signed-in person's role again, calls ./pipeline.ts (which checks it
 * once more) and redirects with a word saying what happened, so all of it works without
 * JavaScript.
 */
"use server";

import { notFound, redirect } from "next/navigation";
import { APPLICATIONS_BASE, rejectionStepHref } from "@/lib/workspace/inbox";
import { currentClient, requireStaff, safeReturnPath } from "../auth/access";
import { pagesChanged } from "../content/site-caches";
import { requireContext, type AppContext } from "../context";
import { announcePagesChanged } from "../jobs/signals";
import { afterCommit } from "../mail/outbox";
import { InboxChangeError, isRecordId, type ChangeContext } from "./inbox";
import {
  closeHiredPosition,
  moveApplications,
  saveRejectionTemplate,
  sendRejectionMail,
} from "./pipeline";

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function ids(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** Where a pipeline form came from: a page of the applications, else their list. */
function backOf(form: FormData): string {
  const back = safeReturnPath(field(form, "back"));
  return back.startsWith(APPLICATIONS_BASE) ? back : APPLICATIONS_BASE;
}

/** `path` with the notice `params` in place of any earlier notice (its filters kept). */
function withNotice(path: string, params: Record<string, string | string[]>): string {
  const url = new URL(path, "http://workspace.invalid");
  for (const name of ["done", "count", "to", "close"]) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(params)) {
    for (const each of Array.isArray(value) ? value : [value]) url.searchParams.append(name, each);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

async function changeContext(path: string): Promise<{ ctx: ChangeContext; context: AppContext }> {
  const staff = await requireStaff("applications", path);
  const context = await requireContext();
  return { ctx: { staff, client: await currentClient(context) }, context };
}

/** A refused change: 404 for what is not there or not theirs, else the `invalid` notice. */
function refused(error: unknown): "invalid" {
  if (!(error instanceof InboxChangeError)) throw error;
  if (error.reason !== "invalid") notFound();
  return "invalid";
}

/** The list's "Move": every checked application to the chosen stage. */
export async function moveApplicationsAction(form: FormData): Promise<void> {
  const back = backOf(form);
  const { ctx, context } = await changeContext(back);
  const chosen = ids(form, "ids");
  const status = field(form, "status");
  if (chosen.length === 0) redirect(withNotice(back, { done: "none-selected" }));
  // A rejection needs its reason: the step asks for it, then moves them.
  if (status === "rejected") redirect(rejectionStepHref(chosen, back));
  let notice: Record<string, string | string[]>;
  try {
    const outcome = await moveApplications(context.database.db, ctx, chosen, status);
    notice = {
      done: "moved",
      count: String(outcome.changed.length),
      to: status,
      ...(outcome.hiredPositions.length > 0 ? { close: outcome.hiredPositions } : {}),
    };
  } catch (error) {
    notice = { done: refused(error) };
  }
  redirect(withNotice(back, notice));
}

/** The rejection step: the reason and note for one application or several. */
export async function rejectApplicationsAction(form: FormData): Promise<void> {
  const back = backOf(form);
  const chosen = ids(form, "id");
  const { ctx, context } = await changeContext(rejectionStepHref(chosen, back));
  let rejected: string[];
  try {
    const outcome = await moveApplications(context.database.db, ctx, chosen, "rejected", {
      reason: field(form, "reason"),
      note: field(form, "note"),
    });
    rejected = [...outcome.changed, ...outcome.unchanged];
  } catch (error) {
    redirect(withNotice(rejectionStepHref(chosen, back), { done: refused(error) }));
  }
  // One application: straight to its rejection e-mail. Several: the step lists each one's.
  if (chosen.length === 1 && rejected.length === 1) {
    redirect(`${APPLICATIONS_BASE}/${rejected[0]}?done=rejected#rejection-mail`);
  }
  redirect(withNotice(rejectionStepHref(rejected, back), { done: "rejected" }));
}

function recordPath(form: FormData): { id: string; path: string } {
  const id = field(form, "id");
  if (!isRecordId(id)) notFound();
  return { id, path: `${APPLICATIONS_BASE}/${id}` };
}

/** "Send rejection e-mail": the text as the recruiter left it, to the applicant only. */
export async function sendRejectionMailAction(form: FormData): Promise<void> {
  const { id, path } = recordPath(form);
  const { ctx, context } = await changeContext(path);
  let done = "rejection-sent";
  try {
    const queued = await sendRejectionMail(context.database.db, ctx, context.settings, id, {
      subject: field(form, "subject"),
      body: field(form, "body"),
    });
    afterCommit(queued, context.settings);
  } catch (error) {
    done = refused(error);
  }
  redirect(
    done === "invalid" ? `${path}?done=invalid#rejection-mail` : `${path}?done=${done}#mail`,
  );
}

/** "Save the template": the rejection e-mail's wording for every later rejection. */
export async function saveRejectionTemplateAction(form: FormData): Promise<void> {
  const { path } = recordPath(form);
  const { ctx, context } = await changeContext(path);
  let done = "template";
  try {
    await saveRejectionTemplate(context.database.db, ctx, {
      subject: field(form, "subject"),
      body: field(form, "body"),
    });
  } catch (error) {
    done = refused(error);
  }
  redirect(`${path}?done=${done}#rejection-mail`);
}

/**
 * "Close <position>" after a hire, from the list or the record page. The public pages that
 * showed the position are refreshed here and on every other process, as a close in the
 * studio does.
 */
export async function closePositionAction(form: FormData): Promise<void> {
  const record = field(form, "id");
  const back = isRecordId(record) ? `${APPLICATIONS_BASE}/${record}` : backOf(form);
  const { ctx, context } = await changeContext(back);
  let done: string;
  try {
    const outcome = await closeHiredPosition(context.database.db, ctx, field(form, "position"));
    if (outcome.ok) {
      pagesChanged(outcome.changedPaths);
      await announcePagesChanged(context.database, outcome.changedPaths).catch((error: unknown) => {
        // The others still pick the change up within a minute (their pages' revalidate period).
        console.error("[pipeline] could not announce the change:", (error as Error).message);
      });
      done = "position-closed";
    } else done = "position-not-open";
  } catch (error) {
    done = refused(error);
  }
  redirect(withNotice(back, { done }));
}
