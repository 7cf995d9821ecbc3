import type { Metadata } from "next";
import Link from "next/link";
import { RejectionForm } from "@/components/workspace/inbox/pipeline-parts";
import { BackLink } from "@/components/workspace/inbox/record-parts";
import { Notice } from "@/components/workspace/notice";
import { PageHeader } from "@/components/workspace/page-parts";
import { noticeCode, readNotice } from "@/lib/notice";
import { REJECTION_NOTICES } from "@/server/actions/notices";
import { APPLICATIONS_BASE, rejectionMailHref, rejectionStepHref } from "@/lib/workspace/inbox";
import { requireStaff, safeReturnPath } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { REJECTION_CHOICES, applicationsByIds } from "@/server/workspace/pipeline";
import { rejectApplicationsAction } from "@/server/workspace/pipeline-actions";

export const metadata: Metadata = { title: "Reject applications" };

type SearchParams = Record<string, string | string[] | undefined>;

const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value ? [value] : [];

/** Where the step goes back to: a page of the applications, else their list. */
function backOf(value: string | string[] | undefined): string {
  const back = safeReturnPath(all(value)[0] ?? "");
  return back.startsWith(APPLICATIONS_BASE) ? back : APPLICATIONS_BASE;
}

/**
 * The rejection step (issue 38): every rejection, of one application or of several ticked in
 * the list, comes here for its reason and optional note. Once they are rejected it lists the
 * applications, each with the link to its own rejection e-mail: nothing is sent from here.
 */
export default async function RejectPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const ids = all(params.id);
  const back = backOf(params.back);
  await requireStaff("applications", rejectionStepHref(ids, back));
  const { db } = (await requireContext()).database;
  const chosen = await applicationsByIds(db, ids);
  if (noticeCode(params, REJECTION_NOTICES) === "rejected") {
    return (
      <>
        <BackLink href={back} label="Back to the applications" />
        <PageHeader title="Applications rejected">
          {chosen.length === 1 ? "One application is" : `${chosen.length} applications are`}{" "}
          rejected, with the reason you gave. No e-mail has been sent: open each one to review its
          rejection e-mail and send it.
        </PageHeader>
        <ul className="mt-6 space-y-2">
          {chosen.map((application) => (
            <li key={application.id}>
              <Link
                href={rejectionMailHref(application.id)}
                className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
              >
                Rejection e-mail to {application.name}
              </Link>
              {application.positionTitle ? (
                <span className="text-ink-700"> ({application.positionTitle})</span>
              ) : null}
            </li>
          ))}
        </ul>
      </>
    );
  }

  const title =
    chosen.length === 1 ? `Reject ${chosen[0]!.name}` : `Reject ${chosen.length} applications`;
  return (
    <>
      <BackLink href={back} label="Back without rejecting" />
      {chosen.length === 0 ? (
        <PageHeader title="Reject applications">
          None of the applications chosen is in the inbox any more. Go back to the list and tick the
          ones to reject.
        </PageHeader>
      ) : (
        <div className="space-y-6">
          <PageHeader title={title}>
            Say why. The reason and the note are kept with each application, and only staff see
            them. The rejection e-mail is not sent now: you review it on the application next.
          </PageHeader>
          <Notice message={readNotice(params, REJECTION_NOTICES)} />
          {chosen.length > 1 ? (
            <ul aria-label="Applications to reject" className="list-disc space-y-1 pl-6">
              {chosen.map((application) => (
                <li key={application.id}>
                  {application.name}
                  {application.positionTitle ? (
                    <span className="text-ink-700"> ({application.positionTitle})</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <RejectionForm
            action={rejectApplicationsAction}
            ids={chosen.map((application) => application.id)}
            back={back}
            choices={REJECTION_CHOICES}
            submitLabel={chosen.length === 1 ? "Reject" : `Reject ${chosen.length} applications`}
            defaults={
              chosen.length === 1 && chosen[0]!.status === "rejected"
                ? { reason: chosen[0]!.rejectionReason, note: chosen[0]!.rejectionNote }
                : undefined
            }
          />
        </div>
      )}
    </>
  );
}
