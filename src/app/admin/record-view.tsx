import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import {
  BackLink,
  FieldList,
  History,
  MailList,
  Notes,
  ReplyLink,
  Section,
  StatusAndAssignee,
} from "@/components/workspace/inbox/record-parts";
import { Notice } from "@/components/workspace/notice";
import { readNotice, type NoticeMessage } from "@/lib/notice";
import type { RecordEvent, RecordMail } from "@/lib/workspace/inbox";
import { formLabel } from "@/lib/workspace/labels";
import { Time } from "@/components/workspace/time";
import { requireStaff } from "@/server/auth/access";
import { RECORD_NOTICES } from "@/server/actions/notices";
import { requireContext } from "@/server/context";
import type { Database } from "@/server/db/client";
import { APPLICATION_STATUSES, ENQUIRY_STATUSES } from "@/server/db/schema";
import {
  NOTE_MAX_LENGTH,
  RECORD_RIGHT,
  assignableStaff,
  type RecordKind,
} from "@/server/workspace/inbox";
import { addNoteAction, assignAction, changeStatusAction } from "@/server/workspace/inbox-actions";

/*
 * The page of one inbox record, enquiry or application: the loading both start with and
 * the layout both share (what was submitted, notes, status, assignee, history and mail).
 * Each kind's page adds only its own fields and sections.
 */

const KINDS = {
  enquiry: {
    list: "/admin/enquiries",
    listLabel: "All enquiries",
    received: "Enquiry received",
    replySubject: "Your enquiry to Corvane Technologies",
    statuses: ENQUIRY_STATUSES,
  },
  application: {
    list: "/admin/applications",
    listLabel: "All applications",
    received: "Application received",
    replySubject: "Your application to Corvane Technologies",
    statuses: APPLICATION_STATUSES,
  },
} as const satisfies Record<RecordKind, unknown>;

export interface RecordPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Who may open the record (else the sign-in page or a 404), the record itself (a 404 when
 * it does not exist or is spam), the colleagues it can be assigned to, and what the last
 * form did (its notice).
 */
export async function loadRecord<T>(
  kind: RecordKind,
  { params, searchParams }: RecordPageProps,
  get: (db: Database, id: string) => Promise<T | null>,
) {
  const { id } = await params;
  const notice = readNotice(await searchParams, RECORD_NOTICES);
  const right = RECORD_RIGHT[kind];
  const staff = await requireStaff(right, `${KINDS[kind].list}/${encodeURIComponent(id)}`);
  const context = await requireContext();
  const { db } = context.database;
  const [record, colleagues] = await Promise.all([get(db, id), assignableStaff(db, right)]);
  if (!record) notFound();
  // What RecordView takes as it is; the page adds the name, its fields and sections.
  const view = { kind, colleagues, notice };
  return { staff, context, db, record, view };
}

export interface RecordViewData {
  id: string;
  email: string;
  type: string;
  sourcePage: string | null;
  status: string;
  assigneeId: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  events: RecordEvent[];
  mail: RecordMail[];
}

export function RecordView({
  kind,
  record,
  name,
  fields,
  colleagues,
  notice,
  children,
}: {
  kind: RecordKind;
  record: RecordViewData;
  name: string;
  /** The kind's own fields as submitted; the form (and its page) and times follow them. */
  fields: { label: string; value: ReactNode }[];
  colleagues: { id: string; name: string; email: string }[];
  /** What the last form did. */
  notice: NoticeMessage | null;
  /** The kind's own sections, after the submission (an applicant's résumé). */
  children?: ReactNode;
}) {
  const { list, listLabel, received, replySubject, statuses } = KINDS[kind];
  const target = { kind, id: record.id };
  return (
    <>
      <BackLink href={list} label={listLabel} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="break-words text-2xl font-bold">{name}</h1>
          <p className="mt-1 text-ink-700">
            {received} <Time value={record.createdAt} />
          </p>
        </div>
        <ReplyLink email={record.email} subject={replySubject} />
      </div>
      <Notice message={notice} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section id="submission" title="As submitted">
            <FieldList
              fields={[
                ...fields,
                { label: "Form", value: formLabel(kind, record.type, record.sourcePage) },
                { label: "Received", value: <Time value={record.createdAt} /> },
                { label: "Last activity", value: <Time value={record.lastActivityAt} /> },
              ]}
            />
          </Section>
          {children}
          <Section id="notes" title="Internal notes">
            <Notes
              target={target}
              events={record.events}
              maxLength={NOTE_MAX_LENGTH}
              action={addNoteAction}
            />
          </Section>
        </div>
        <div className="space-y-6">
          <Section id="work" title="Status and assignee">
            <StatusAndAssignee
              target={target}
              status={record.status}
              statuses={statuses}
              assigneeId={record.assigneeId}
              staff={colleagues}
              changeStatus={changeStatusAction}
              assign={assignAction}
            />
          </Section>
          <Section id="history" title="History">
            <History events={record.events} />
          </Section>
          <Section id="mail" title="Mail about it">
            <MailList mail={record.mail} />
          </Section>
        </div>
      </div>
    </>
  );
}
