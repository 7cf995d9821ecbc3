/**
 * What an inbox record's page starts with, enquiry or application alike: who may open it (else
 * the sign-in page or a 404), the record (a 404 when it does not exist or is spam), the
 * colleagues it can be assigned to, its statuses and forms, and what the last form did.
 */
import "server-only";
import { notFound } from "next/navigation";
import { readNotice } from "@/lib/notice";
import { RECORD_NOTICES } from "../actions/notices";
import { requireStaff } from "../auth/access";
import { requireContext } from "../context";
import type { Database } from "../db/client";
import { APPLICATION_STATUSES, ENQUIRY_STATUSES } from "../db/schema";
import { assignableStaff, NOTE_MAX_LENGTH, RECORD_RIGHT, type RecordKind } from "./inbox";
import { addNoteAction, assignAction, changeStatusAction } from "./inbox-actions";

const LISTS = { enquiry: "/admin/enquiries", application: "/admin/applications" } as const;

const STATUSES = { enquiry: ENQUIRY_STATUSES, application: APPLICATION_STATUSES } as const;

export interface RecordPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function loadRecord<T>(
  kind: RecordKind,
  { params, searchParams }: RecordPageProps,
  get: (db: Database, id: string) => Promise<T | null>,
) {
  const { id } = await params;
  const notice = readNotice(await searchParams, RECORD_NOTICES);
  const right = RECORD_RIGHT[kind];
  const staff = await requireStaff(right, `${LISTS[kind]}/${encodeURIComponent(id)}`);
  const context = await requireContext();
  const { db } = context.database;
  const [record, colleagues] = await Promise.all([get(db, id), assignableStaff(db, right)]);
  if (!record) notFound();
  // What RecordView takes as it is; the page adds the name, its fields and sections.
  const view = {
    kind,
    colleagues,
    notice,
    statuses: STATUSES[kind],
    noteMaxLength: NOTE_MAX_LENGTH,
    actions: { changeStatus: changeStatusAction, assign: assignAction, addNote: addNoteAction },
  };
  return { staff, context, db, record, view };
}
