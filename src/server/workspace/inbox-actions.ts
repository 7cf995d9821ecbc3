/**
 * The inbox's Server Actions: status, note and assignee forms of an enquiry or application.
 * Each one checks the signed-in person's role again (a hidden link is not a permission),
 * then goes back to the record's page with a word saying what happened, so the forms work
 * the same before and after the page's scripts load.
 */
"use server";

import { redirect } from "next/navigation";
import { notFound } from "next/navigation";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext } from "../context";
import {
  addNote,
  assign,
  changeStatus,
  InboxChangeError,
  isRecordId,
  RECORD_RIGHT,
  type RecordKind,
} from "./inbox";
import { rejectionStepHref } from "@/lib/workspace/inbox";

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function target(form: FormData): { kind: RecordKind; id: string; path: string } {
  const kind = field(form, "kind");
  const id = field(form, "id");
  if ((kind !== "enquiry" && kind !== "application") || !isRecordId(id)) notFound();
  return { kind, id, path: `/admin/${kind === "enquiry" ? "enquiries" : "applications"}/${id}` };
}

async function run(
  form: FormData,
  change: (
    db: Parameters<typeof changeStatus>[0],
    ctx: Parameters<typeof changeStatus>[1],
    kind: RecordKind,
    id: string,
  ) => Promise<unknown>,
  done: string,
): Promise<never> {
  const { kind, id, path } = target(form);
  const staff = await requireStaff(RECORD_RIGHT[kind], path);
  const context = await requireContext();
  let outcome = done;
  try {
    await change(context.database.db, { staff, client: await currentClient(context) }, kind, id);
  } catch (error) {
    if (!(error instanceof InboxChangeError)) throw error;
    if (error.reason !== "invalid") notFound();
    outcome = "invalid";
  }
  redirect(`${path}?done=${outcome}`);
}

export async function changeStatusAction(form: FormData): Promise<void> {
  const status = field(form, "status");
  const { kind, id, path } = target(form);
  // A rejection asks for its reason first: the pipeline's rejection step (./pipeline-actions.ts).
  if (kind === "application" && status === "rejected") {
    await requireStaff(RECORD_RIGHT[kind], path);
    redirect(rejectionStepHref([id], path));
  }
  // After a hire the record page offers to close the position (when it is still open).
  await run(
    form,
    (db, ctx, kind, id) => changeStatus(db, ctx, kind, id, status),
    kind === "application" && status === "hired" ? "hired" : "status",
  );
}

export async function addNoteAction(form: FormData): Promise<void> {
  await run(form, (db, ctx, kind, id) => addNote(db, ctx, kind, id, field(form, "note")), "note");
}

export async function assignAction(form: FormData): Promise<void> {
  await run(
    form,
    (db, ctx, kind, id) => assign(db, ctx, kind, id, field(form, "assignee")),
    "assign",
  );
}
