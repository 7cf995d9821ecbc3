import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Notice } from "@/components/workspace/notice";
import { ActionCard, DetailList, PageHeader } from "@/components/workspace/page-parts";
import { readNotice } from "@/lib/notice";
import { SPAM_NOTICES } from "@/server/actions/notices";
import { formatTime } from "@/components/workspace/time";
import { can, canOpenSpam, requireStaff } from "@/server/auth/access";
import { getContext } from "@/server/context";
import { listSpam, SPAM_LIST_LIMIT, SPAM_REASONS, type SpamKind } from "@/server/workspace/spam";
import { notSpamAction } from "@/server/workspace/spam-actions";

export const metadata: Metadata = { title: "Spam" };

const SECTIONS: { kind: SpamKind; title: string }[] = [
  { kind: "enquiry", title: "Enquiries" },
  { kind: "application", title: "Applications" },
];

/**
 * Submissions a bot rule caught: each role sees only the kinds it works (admin both), and
 * "Not spam" moves one into the inbox and sends its staff notification.
 */
export default async function SpamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff(null, "/admin/spam");
  if (!canOpenSpam(staff)) notFound();
  const kinds = SECTIONS.filter(({ kind }) =>
    can(staff, kind === "enquiry" ? "enquiries" : "applications"),
  );
  const { database, settings } = await getContext();
  const items = await listSpam(
    database.db,
    kinds.map(({ kind }) => kind),
  );
  const notice = readNotice(await searchParams, SPAM_NOTICES);
  return (
    <div className="space-y-6">
      <PageHeader title="Spam">
        Submissions our bot rules caught. The sender saw the normal thank-you and nobody was
        notified. Spam is deleted {settings.retention.spamDays} days after it arrived; if a real
        person was caught, choose “Not spam” to move it into the inbox and send its notification.
      </PageHeader>
      <Notice message={notice} look="banner" persistent />
      {kinds.map(({ kind, title }) => {
        const list = items.filter((item) => item.kind === kind);
        return (
          <section key={kind} aria-labelledby={`spam-${kind}`}>
            <h2 id={`spam-${kind}`} className="text-xl font-bold">
              {title} <span className="font-normal text-ink-700">({list.length})</span>
            </h2>
            {list.length >= SPAM_LIST_LIMIT ? (
              <p className="mt-1 text-sm text-ink-700">Showing the newest {SPAM_LIST_LIMIT}.</p>
            ) : null}
            {list.length === 0 ? (
              <p className="mt-3 rounded-2xl bg-white p-4 shadow-sm">
                No {title.toLowerCase()} in spam.
              </p>
            ) : (
              <ul className="mt-3 space-y-3">
                {list.map((item) => (
                  <ActionCard
                    key={item.id}
                    headingId={`spam-item-${item.id}`}
                    heading={item.name}
                    action={notSpamAction}
                    values={{ kind: item.kind, id: item.id }}
                    button="Not spam"
                    tone="solid"
                  >
                    <p className="break-all text-sm text-ink-700">{item.email}</p>
                    <p className="mt-2 break-words">{item.summary}</p>
                    <DetailList
                      small
                      items={[
                        { term: "Received", detail: formatTime(item.receivedAt) },
                        { term: "Why", detail: SPAM_REASONS[item.reason] ?? item.reason },
                        {
                          term: "Sent from",
                          detail: item.sourcePage ?? "unknown",
                          className: "break-all font-mono",
                        },
                      ]}
                    />
                  </ActionCard>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
