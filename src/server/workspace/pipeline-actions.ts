/**
 * The hiring pipeline's Server Actions (issue 38): the list's bulk "Move", the rejection step,
 * the rejection e-mail and its template on the record page, and "Close <position>" after a
 * hire. Each checks the signed-in person's role again, calls ./pipeline.ts (which checks it
 * once more) and redirects with a word saying what happened, so all of it works without
 * JavaScript.
 */
"use server";

import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { APPLICATIONS_BASE, rejectionStepHref } from "@/lib/workspace/inbox";
import { attempt, listField, readButtonForm, redirectWithNotice, textField } from "../actions/kit";
import { APPLICATIONS_NOTICES, RECORD_NOTICES, REJECTION_NOTICES } from "../actions/notices";
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
import type { Refusal } from "../refusal";

/** Where a pipeline form came from: a page of the applications, else their list. */
const backField = textField(2048).transform((value) => {
  const back = safeReturnPath(value);
  return back.startsWith(APPLICATIONS_BASE) ? back : APPLICATIONS_BASE;
});

// Texts are cut far beyond anything valid: what is too long is still refused, by ./pipeline.ts.
const moveForm = z.object({ back: backField, ids: listField(), status: textField(1000) });
const rejectForm = z.object({
  back: backField,
  id: listField(),
  reason: textField(1000),
  note: textField(100_000),
});
const mailForm = z.object({
  id: textField(1000),
  subject: textField(100_000),
  body: textField(100_000),
});
const closeForm = z.object({ back: backField, id: textField(1000), position: textField(1000) });

async function changeContext(path: string): Promise<{ ctx: ChangeContext; context: AppContext }> {
  const staff = await requireStaff("applications", path);
  const context = await requireContext();
  return { ctx: { staff, client: await currentClient(context) }, context };
}

/** A refused change: 404 for what is not there or not theirs, else the `invalid` notice. */
function refused(error: Refusal): "invalid" {
  if (!(error instanceof InboxChangeError)) throw error;
  if (error.reason !== "invalid") notFound();
  return "invalid";
}

/** The list's "Move": every checked application to the chosen stage. */
export async function moveApplicationsAction(form: FormData): Promise<void> {
  const { back, ids: chosen, status } = readButtonForm(form, moveForm);
  const { ctx, context } = await changeContext(back);
  if (chosen.length === 0) redirectWithNotice(APPLICATIONS_NOTICES, back, "none-selected");
  // A rejection needs its reason: the step asks for it, then moves them.
  if (status === "rejected") redirect(rejectionStepHref(chosen, back));
  const moved = await attempt(() => moveApplications(context.database.db, ctx, chosen, status));
  if (!moved.ok) redirectWithNotice(APPLICATIONS_NOTICES, back, refused(moved.error));
  const { changed, hiredPositions } = moved.value;
  redirectWithNotice(APPLICATIONS_NOTICES, back, "moved", {
    count: String(changed.length),
    to: status,
    ...(hiredPositions.length > 0 ? { close: hiredPositions } : {}),
  });
}

/** The rejection step: the reason and note for one application or several. */
export async function rejectApplicationsAction(form: FormData): Promise<void> {
  const { back, id: chosen, reason, note } = readButtonForm(form, rejectForm);
  const step = rejectionStepHref(chosen, back);
  const { ctx, context } = await changeContext(step);
  const moved = await attempt(() =>
    moveApplications(context.database.db, ctx, chosen, "rejected", { reason, note }),
  );
  if (!moved.ok) redirectWithNotice(REJECTION_NOTICES, step, refused(moved.error));
  const rejected = [...moved.value.changed, ...moved.value.unchanged];
  // One application: straight to its rejection e-mail. Several: the step lists each one's.
  if (chosen.length === 1 && rejected.length === 1) {
    redirectWithNotice(
      RECORD_NOTICES,
      `${APPLICATIONS_BASE}/${rejected[0]}#rejection-mail`,
      "rejected",
    );
  }
  redirectWithNotice(REJECTION_NOTICES, rejectionStepHref(rejected, back), "rejected");
}

function recordPath(id: string): string {
  if (!isRecordId(id)) notFound();
  return `${APPLICATIONS_BASE}/${id}`;
}

/** "Send rejection e-mail": the text as the recruiter left it, to the applicant only. */
export async function sendRejectionMailAction(form: FormData): Promise<void> {
  const { id, subject, body } = readButtonForm(form, mailForm);
  const path = recordPath(id);
  const { ctx, context } = await changeContext(path);
  const sent = await attempt(async () => {
    const queued = await sendRejectionMail(context.database.db, ctx, context.settings, id, {
      subject,
      body,
    });
    afterCommit(queued, context.settings);
  });
  if (!sent.ok) redirectWithNotice(RECORD_NOTICES, `${path}#rejection-mail`, refused(sent.error));
  redirectWithNotice(RECORD_NOTICES, `${path}#mail`, "rejection-sent");
}

/** "Save the template": the rejection e-mail's wording for every later rejection. */
export async function saveRejectionTemplateAction(form: FormData): Promise<void> {
  const { id, subject, body } = readButtonForm(form, mailForm);
  const path = recordPath(id);
  const { ctx, context } = await changeContext(path);
  const saved = await attempt(() =>
    saveRejectionTemplate(context.database.db, ctx, { subject, body }),
  );
  redirectWithNotice(
    RECORD_NOTICES,
    `${path}#rejection-mail`,
    saved.ok ? "template" : refused(saved.error),
  );
}

/**
 * "Close <position>" after a hire, from the list or the record page. The public pages that
 * showed the position are refreshed here and on every other process, as a close in the
 * studio does.
 */
export async function closePositionAction(form: FormData): Promise<void> {
  const { back: list, id: record, position } = readButtonForm(form, closeForm);
  // The record page and the list both know the two notices of a close.
  const [catalogue, back] = isRecordId(record)
    ? [RECORD_NOTICES, `${APPLICATIONS_BASE}/${record}`]
    : [APPLICATIONS_NOTICES, list];
  const { ctx, context } = await changeContext(back);
  const closed = await attempt(() => closeHiredPosition(context.database.db, ctx, position));
  if (!closed.ok) redirectWithNotice(catalogue, back, refused(closed.error));
  const outcome = closed.value;
  if (!outcome.ok) redirectWithNotice(catalogue, back, "position-not-open");
  pagesChanged(outcome.changedPaths);
  await announcePagesChanged(context.database, outcome.changedPaths).catch((error: unknown) => {
    // The others still pick the change up within a minute (their pages' revalidate period).
    console.error("[pipeline] could not announce the change:", (error as Error).message);
  });
  redirectWithNotice(catalogue, back, "position-closed");
}
