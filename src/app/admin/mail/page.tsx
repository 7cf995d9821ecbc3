import type { Metadata } from "next";
import {
  FailedMail,
  HeldMail,
  MailCounts,
  MailServer,
} from "@/components/workspace/mail/mail-parts";
import { Notice } from "@/components/workspace/notice";
import { PageHeader } from "@/components/workspace/page-parts";
import { requireStaff } from "@/server/auth/access";
import { loadMailPage } from "@/server/workspace/mail-page";
import {
  decideHeldAction,
  retryAllMailAction,
  retryMailAction,
} from "@/server/workspace/mail-status-actions";

export const metadata: Metadata = { title: "Mail" };

/** The outbox (admin only): counts by state, the failed messages, and retrying them. */
export default async function MailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff("mail", "/admin/mail");
  const view = await loadMailPage(await searchParams);
  return (
    <div className="space-y-6">
      <PageHeader title="Mail">
        Every e-mail the site sends goes through a queue and is retried until it is sent or fails
        for good.
        {view.smtpConfigured ? "" : " No mail server is set up (SMTP_URL), so mail stays queued."}
      </PageHeader>
      <Notice message={view.notice} look="banner" persistent />
      <HeldMail held={view.held} decide={decideHeldAction} />
      <MailCounts counts={view.counts} />
      <MailServer health={view.health} />
      <FailedMail failed={view.failed} retry={retryMailAction} retryAll={retryAllMailAction} />
    </div>
  );
}
