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
import { experienceOptions, userTypeOptions } from "@/lib/forms/application";
import { currentClient, requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { APPLICATION_STATUSES } from "@/server/db/schema";
import {
  NOTE_MAX_LENGTH,
  assignableStaff,
  auditApplicationView,
  getApplication,
} from "@/server/workspace/inbox";
import { addNoteAction, assignAction, changeStatusAction } from "@/server/workspace/inbox-actions";

export const metadata: Metadata = { title: "Application" };

function optionLabel(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export default async function ApplicationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { done } = await searchParams;
  const staff = await requireStaff("applications", `/admin/applications/${encodeURIComponent(id)}`);
  const context = await requireContext();
  const { db } = context.database;
  const [application, colleagues] = await Promise.all([
    getApplication(db, id),
    assignableStaff(db, "applications"),
  ]);
  if (!application) notFound();
  await auditApplicationView(db, staff, application.id, await currentClient(context));
  const name = `${application.firstName} ${application.lastName}`;
  return (
    <>
      <BackLink href="/admin/applications" label="All applications" />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="break-words text-2xl font-bold">{name}</h1>
          <p className="mt-1 text-ink-700">
            Application received <Time value={application.createdAt} />
          </p>
        </div>
        <ReplyLink email={application.email} subject="Your application to Corvane Technologies" />
      </div>
      <DoneMessage done={typeof done === "string" ? done : null} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section id="submission" title="As submitted">
            <FieldList
              fields={[
                { label: "First name", value: application.firstName },
                { label: "Last name", value: application.lastName },
                { label: "E-mail address", value: application.email },
                {
                  label: "Experience",
                  value: optionLabel(experienceOptions, application.experience),
                },
                { label: "Applying as", value: optionLabel(userTypeOptions, application.userType) },
                {
                  label: "Mobile number",
                  value: `${application.countryCode} ${application.mobileNumber}`,
                },
                { label: "Form type", value: application.type },
                { label: "Source page", value: application.sourcePage },
                { label: "Received", value: <Time value={application.createdAt} /> },
                { label: "Last activity", value: <Time value={application.lastActivityAt} /> },
              ]}
            />
          </Section>
          <Section id="resume" title="Résumé">
            {application.resumes.length === 0 ? (
              <p className="text-ink-700">No résumé is stored.</p>
            ) : (
              <ul className="space-y-2">
                {application.resumes.map((file) => (
                  <li key={file.id}>
                    {/* A download, never shown inline: the route sends it as an attachment. */}
                    <a
                      href={`/admin/export/resumes/${file.id}`}
                      download
                      className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
                    >
                      Download résumé: {file.fileName}
                    </a>{" "}
                    <span className="text-sm text-ink-700">
                      ({file.mediaType}, {size(file.size)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="notes" title="Internal notes">
            <Notes
              kind="application"
              id={application.id}
              events={application.events}
              maxLength={NOTE_MAX_LENGTH}
              action={addNoteAction}
            />
          </Section>
        </div>
        <div className="space-y-6">
          <Section id="work" title="Status and assignee">
            <div className="space-y-5">
              <StatusForm
                kind="application"
                id={application.id}
                status={application.status}
                statuses={APPLICATION_STATUSES}
                action={changeStatusAction}
              />
              <AssigneeForm
                kind="application"
                id={application.id}
                assigneeId={application.assigneeId}
                staff={colleagues}
                action={assignAction}
              />
            </div>
          </Section>
          <Section id="history" title="History">
            <History events={application.events} />
          </Section>
          <Section id="mail" title="Mail about it">
            <MailList mail={application.mail} />
          </Section>
        </div>
      </div>
    </>
  );
}
