import type { Metadata } from "next";
import { Section } from "@/components/workspace/inbox/record-parts";
import { currentClient } from "@/server/auth/access";
import { auditApplicationView, getApplication } from "@/server/workspace/inbox";
import { RecordView, loadRecord, type RecordPageProps } from "../../record-view";
import { experienceLabel, userTypeLabel } from "../option-labels";

export const metadata: Metadata = { title: "Application" };

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export default async function ApplicationPage(props: RecordPageProps) {
  const loaded = await loadRecord("application", props, getApplication);
  const { staff, context, db, record: application } = loaded;
  // Opening an application shows personal data and a résumé: the audit log records who did.
  await auditApplicationView(db, staff, application.id, await currentClient(context));
  return (
    <RecordView
      {...loaded.view}
      record={application}
      name={`${application.firstName} ${application.lastName}`}
      fields={[
        { label: "First name", value: application.firstName },
        { label: "Last name", value: application.lastName },
        { label: "E-mail address", value: application.email },
        { label: "Experience", value: experienceLabel(application.experience) },
        { label: "Applying as", value: userTypeLabel(application.userType) },
        {
          label: "Mobile number",
          value: `${application.countryCode} ${application.mobileNumber}`,
        },
      ]}
    >
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
    </RecordView>
  );
}
