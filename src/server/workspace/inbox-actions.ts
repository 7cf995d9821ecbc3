/**
 * The inbox's Server Actions: status, note and assignee forms of an enquiry or application.
 * Each one checks the signed-in person's role again (a hidden link is not a permission),
 * then goes back to the record's page with a notice saying what happened, so the forms work
 * the same before and after the page's scripts load.
 */
"use server";

import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { rejectionStepHref } from "@/lib/workspace/inbox";
import { attempt, readButtonForm, redirectWithNotice, textField } from "../actions/kit";
import { RECORD_NOTICES } from "../actions/notices";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext } from "../context";
import {
  addNote,
  assign,
  changeStatus,
  InboxChangeError,
  isRecordId,
  RECORD_RIGHT,
  type ChangeContext,
  type RecordKind,
} from "./inbox";

/** The record every inbox form names; anything else is not there (a 404). */
const recordFields = {
  kind: z.enum(["enquiry", "application"]),
  id: z.string().refine(isRecordId),
};

// Cut far beyond anything valid: what is too long is still refused, by ./inbox.ts.
const statusForm = z.object({ ...recordFields, status: textField(1000) });
const noteForm = z.object({ ...recordFields, note: textField(100_000) });
const assignForm = z.object({ ...recordFields, assignee: textField(1000) });

type Change = (
  db: Parameters<typeof changeStatus>[0],
  ctx: ChangeContext,
  kind: RecordKind,
  id: string,
) => Promise<unknown>;

function recordPath(kind: RecordKind, id: string): string {
  return `/admin/${kind === "enquiry" ? "enquiries" : "applications"}/${id}`;
}

/** The form's record and fields, or a 404 when it names no record. */
function readRecordForm<Fields extends { kind: RecordKind; id: string }>(
  form: FormData,
  schema: z.ZodType<Fields>,
): Fields & { path: string } {
  const fields = readButtonForm(form, schema);
  return { ...fields, path: recordPath(fields.kind, fields.id) };
}

async function run(
  { kind, id, path }: { kind: RecordKind; id: string; path: string },
  change: Change,
  done: keyof typeof RECORD_NOTICES,
): Promise<never> {
  const staff = await requireStaff(RECORD_RIGHT[kind], path);
  const context = await requireContext();
  const changed = await attempt(async () =>
    change(context.database.db, { staff, client: await currentClient(context) }, kind, id),
  );
  if (changed.ok) redirectWithNotice(RECORD_NOTICES, path, done);
  if (!(changed.error instanceof InboxChangeError)) throw changed.error;
  // Not there, or not this person's to change: a 404, as for a record never there.
  if (changed.error.reason !== "invalid") notFound();
  redirectWithNotice(RECORD_NOTICES, path, "invalid");
}

export async function changeStatusAction(form: FormData): Promise<void> {
  const record = readRecordForm(form, statusForm);
  const { kind, id, path, status } = record;
  // A rejection asks for its reason first: the pipeline's rejection step (./pipeline-actions.ts).
  if (kind === "application" && status === "rejected") {
    await requireStaff(RECORD_RIGHT[kind], path);
    redirect(rejectionStepHref([id], path));
  }
  // After a hire the record page offers to close the position (when it is still open).
  await run(
    record,
    (db, ctx, kind, id) => changeStatus(db, ctx, kind, id, status),
    kind === "application" && status === "hired" ? "hired" : "status",
  );
}

export async function addNoteAction(form: FormData): Promise<void> {
  const record = readRecordForm(form, noteForm);
  await run(record, (db, ctx, kind, id) => addNote(db, ctx, kind, id, record.note), "note");
}

export async function assignAction(form: FormData): Promise<void> {
  const record = readRecordForm(form, assignForm);
  await run(record, (db, ctx, kind, id) => assign(db, ctx, kind, id, record.assignee), "assign");
}
