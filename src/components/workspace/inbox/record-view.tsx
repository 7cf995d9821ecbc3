import type { ReactNode } from "react";
import type { NoticeMessage } from "@/lib/notice";
import type { RecordEvent, RecordKind, RecordMail } from "@/lib/workspace/inbox";
import { formLabel } from "@/lib/workspace/labels";
import { Notice } from "../notice";
import { Time } from "../time";
import {
  BackLink,
  FieldList,
  History,
  MailList,
  Notes,
  ReplyLink,
  Section,
  StatusAndAssignee,
} from "./record-parts";

/*
 * The page of one inbox record, enquiry or application: the layout both share (what was
 * submitted, notes, status, assignee, history and mail). Each kind's page adds only its own
 * fields and sections; src/server/workspace/record-page.ts loads what both start with.
 */

type Action = (form: FormData) => Promise<void>;

/** The record page's forms. */
export interface RecordActions {
  changeStatus: Action;
  assign: Action;
  addNote: Action;
}

const KINDS = {
  enquiry: {
    list: "/admin/enquiries",
    listLabel: "All enquiries",
    received: "Enquiry received",
    replySubject: "Your enquiry to Corvane Technologies",
  },
  application: {
    list: "/admin/applications",
    listLabel: "All applications",
    received: "Application received",
    replySubject: "Your application to Corvane Technologies",
  },
} as const satisfies Record<RecordKind, unknown>;

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
  statuses,
  noteMaxLength,
  actions,
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
  /** The statuses the record may take, in their order. */
  statuses: readonly string[];
  noteMaxLength: number;
  actions: RecordActions;
  /** The kind's own sections, after the submission (an applicant's résumé). */
  children?: ReactNode;
}) {
  const { list, listLabel, received, replySubject } = KINDS[kind];
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
      <Notice message={notice} className="mb-6" look="record" persistent />
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
              maxLength={noteMaxLength}
              action={actions.addNote}
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
              changeStatus={actions.changeStatus}
              assign={actions.assign}
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
