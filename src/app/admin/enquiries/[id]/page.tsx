import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Time } from "@/components/workspace/time";
import {
  AssigneeForm,
  BackLink,
  DoneMessage,
  FieldList,
  History,
  MailList,
  Notes,
  ReplyLink,
  Section,
  StatusForm,
} from "@/components/workspace/inbox/record-parts";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { ENQUIRY_STATUSES } from "@/server/db/schema";
import { NOTE_MAX_LENGTH, assignableStaff, getEnquiry } from "@/server/workspace/inbox";
import { addNoteAction, assignAction, changeStatusAction } from "@/server/workspace/inbox-actions";

export const metadata: Metadata = { title: "Enquiry" };

export default async function EnquiryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { done } = await searchParams;
  await requireStaff("enquiries", `/admin/enquiries/${encodeURIComponent(id)}`);
  const { db } = (await requireContext()).database;
  const [enquiry, staff] = await Promise.all([
    getEnquiry(db, id),
    assignableStaff(db, "enquiries"),
  ]);
  if (!enquiry) notFound();
  return (
    <>
      <BackLink href="/admin/enquiries" label="All enquiries" />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="break-words text-2xl font-bold">{enquiry.name}</h1>
          <p className="mt-1 text-ink-700">
            Enquiry received <Time value={enquiry.createdAt} />
          </p>
        </div>
        <ReplyLink email={enquiry.email} subject="Your enquiry to Corvane Technologies" />
      </div>
      <DoneMessage done={typeof done === "string" ? done : null} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section id="submission" title="As submitted">
            <FieldList
              fields={[
                { label: "Name", value: enquiry.name },
                { label: "E-mail address", value: enquiry.email },
                { label: "Contact", value: enquiry.contact },
                { label: "Requirement", value: enquiry.requirement },
                { label: "Form type", value: enquiry.type },
                { label: "Source page", value: enquiry.sourcePage },
                { label: "Received", value: <Time value={enquiry.createdAt} /> },
                { label: "Last activity", value: <Time value={enquiry.lastActivityAt} /> },
              ]}
            />
          </Section>
          <Section id="notes" title="Internal notes">
            <Notes
              kind="enquiry"
              id={enquiry.id}
              events={enquiry.events}
              maxLength={NOTE_MAX_LENGTH}
              action={addNoteAction}
            />
          </Section>
        </div>
        <div className="space-y-6">
          <Section id="work" title="Status and assignee">
            <div className="space-y-5">
              <StatusForm
                kind="enquiry"
                id={enquiry.id}
                status={enquiry.status}
                statuses={ENQUIRY_STATUSES}
                action={changeStatusAction}
              />
              <AssigneeForm
                kind="enquiry"
                id={enquiry.id}
                assigneeId={enquiry.assigneeId}
                staff={staff}
                action={assignAction}
              />
            </div>
          </Section>
          <Section id="history" title="History">
            <History events={enquiry.events} />
          </Section>
          <Section id="mail" title="Mail about it">
            <MailList mail={enquiry.mail} />
          </Section>
        </div>
      </div>
    </>
  );
}
