import type { Metadata } from "next";
import Link from "next/link";
import {
  ClosePositionForm,
  RejectionDetails,
  RejectionMail,
  ScreeningAnswers,
} from "@/components/workspace/inbox/pipeline-parts";
import { ResumeList, Section } from "@/components/workspace/inbox/record-parts";
import { Time } from "@/components/workspace/time";
import { APPLICATIONS_BASE, rejectionStepHref } from "@/lib/workspace/inbox";
import { can, currentClient } from "@/server/auth/access";
import { positionOptions } from "@/server/content/positions";
import { auditApplicationView, getApplication } from "@/server/workspace/inbox";
import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  rejectionDraft,
  rejectionTemplate,
} from "@/server/workspace/pipeline";
import {
  closePositionAction,
  saveRejectionTemplateAction,
  sendRejectionMailAction,
} from "@/server/workspace/pipeline-actions";
import { RecordView } from "@/components/workspace/inbox/record-view";
import { loadRecord, type RecordPageProps } from "@/server/workspace/record-page";
import { formatStoredPhone } from "@/lib/forms/phone";
import { experienceLabel, userTypeLabel } from "../option-labels";

export const metadata: Metadata = { title: "Application" };

export default async function ApplicationPage(props: RecordPageProps) {
  const loaded = await loadRecord("application", props, getApplication);
  const { staff, context, db, record: application } = loaded;
  // Opening an application shows personal data and a résumé: the audit log records who did.
  await auditApplicationView(db, staff, application.id, await currentClient(context));
  const rejected = application.status === "rejected";
  const [draft, template, positions] = await Promise.all([
    rejected ? rejectionDraft(db, context.settings, application.id) : null,
    rejected ? rejectionTemplate(db, context.settings) : null,
    application.status === "hired" && application.positionId ? positionOptions(db) : [],
  ]);
  // After a hire, the position may still be taking applications: offer to close it.
  const openPosition =
    can(staff, "positions") && application.positionId
      ? positions.find((p) => p.id === application.positionId && p.state === "open")
      : undefined;
  const lastRejectionMail = application.mail
    .filter((message) => message.kind === "application.rejection")
    .at(-1);
  const path = `${APPLICATIONS_BASE}/${application.id}`;
  return (
    <RecordView
      {...loaded.view}
      record={application}
      name={`${application.firstName} ${application.lastName}`}
      fields={[
        {
          label: "Position",
          // The title as it was when the person applied; the link while the position exists.
          value: application.positionId ? (
            <Link
              href={`/admin/content/${application.positionId}`}
              className="font-semibold text-accent-700 underline"
            >
              {application.positionTitle ?? "(untitled position)"}
            </Link>
          ) : (
            (application.positionTitle ?? "Open application")
          ),
        },
        { label: "First name", value: application.firstName },
        { label: "Last name", value: application.lastName },
        { label: "E-mail address", value: application.email },
        { label: "Experience", value: experienceLabel(application.experience) },
        { label: "Applying as", value: userTypeLabel(application.userType) },
        {
          label: "Mobile number",
          value: formatStoredPhone(application.countryCode, application.mobileNumber),
        },
      ]}
    >
      {openPosition ? (
        <Section id="hired" title="Hired">
          <p className="text-ink-700">
            {openPosition.title} is still open on the site. Close it now that it is filled?
          </p>
          <ClosePositionForm
            action={closePositionAction}
            position={openPosition}
            recordId={application.id}
          />
        </Section>
      ) : null}
      {rejected ? (
        <Section id="rejection" title="Rejection">
          <RejectionDetails
            reason={application.rejectionReason}
            note={application.rejectionNote}
            changeHref={rejectionStepHref([application.id], path)}
          />
        </Section>
      ) : null}
      {application.positionId || application.positionTitle || application.answers?.length ? (
        <Section id="screening" title="Screening answers">
          <ScreeningAnswers answers={application.answers ?? []} />
        </Section>
      ) : null}
      <Section id="resume" title="Résumé">
        <ResumeList files={application.resumes} />
      </Section>
      {/* Last: the longest card, and the one a rejection leads to (#rejection-mail). */}
      {rejected && draft && template ? (
        <Section id="rejection-mail" title="Rejection e-mail">
          <RejectionMail
            recordId={application.id}
            recipient={draft.recipient}
            draft={draft}
            template={template}
            alreadySent={
              lastRejectionMail ? (
                <>
                  A rejection e-mail was already queued <Time value={lastRejectionMail.createdAt} />
                  . Sending again queues another.
                </>
              ) : null
            }
            limits={{ subject: MAIL_SUBJECT_MAX, body: MAIL_BODY_MAX }}
            send={sendRejectionMailAction}
            saveTemplate={saveRejectionTemplateAction}
          />
        </Section>
      ) : null}
    </RecordView>
  );
}
