import type { Metadata } from "next";
import { Notice } from "@/components/workspace/notice";
import { PageHeader } from "@/components/workspace/page-parts";
import { RetentionSection, SubjectRequest } from "@/components/workspace/privacy/privacy-parts";
import { requireStaff } from "@/server/auth/access";
import { correctAction, eraseAction } from "@/server/privacy/actions";
import { loadPrivacyPage } from "@/server/privacy/privacy-page";

export const metadata: Metadata = { title: "Privacy" };

/**
 * Retention and data-subject requests (admin only): the retention job's last run, and for
 * one e-mail address everything held about it, with the archive download, corrections and
 * erasure.
 */
export default async function PrivacyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("privacy", "/admin/privacy");
  const view = await loadPrivacyPage(staff, await searchParams);
  return (
    <div className="space-y-8">
      <PageHeader title="Privacy">
        Requests from people about their data, and the retention job that deletes records when their
        period ends (as the privacy policy states). Times are UTC.
      </PageHeader>
      <Notice message={view.notice} look="banner" persistent />
      <SubjectRequest
        typed={view.typed}
        subject={view.subject}
        correct={correctAction}
        erase={eraseAction}
      />
      <RetentionSection {...view.retention} />
    </div>
  );
}
