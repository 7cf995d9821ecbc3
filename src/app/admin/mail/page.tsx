import type { Metadata } from "next";
import Link from "next/link";
import { HiddenFields, smallButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { ActionCard, DetailList, PageHeader } from "@/components/workspace/page-parts";
import { readNotice } from "@/lib/notice";
import { MAIL_NOTICES } from "@/server/actions/notices";
import { formatTime } from "@/components/workspace/time";
import { mailKindLabel } from "@/lib/workspace/labels";
import { requireStaff } from "@/server/auth/access";
import { getContext } from "@/server/context";
import {
  failedMail,
  heldMail,
  formatAge,
  mailCounts,
  mailHealth,
  FAILING_BURST,
  FAILING_WINDOW_MS,
  MAIL_ERROR_KINDS,
  SERVER_FAILURES,
} from "@/server/workspace/mail-status";
import {
  decideHeldAction,
  retryAllMailAction,
  retryMailAction,
} from "@/server/workspace/mail-status-actions";

export const metadata: Metadata = { title: "Mail" };

const COUNTS = [
  { key: "queued", label: "Queued" },
  { key: "sending", label: "Sending" },
  { key: "sent", label: "Sent" },
  { key: "failed", label: "Failed" },
] as const;

function recordHref(kind: string | null, id: string | null): string | null {
  if (!id) return null;
  if (kind === "enquiry") return `/admin/enquiries/${id}`;
  if (kind === "application") return `/admin/applications/${id}`;
  return null;
}

/** Why mail is failing, and what to do: a server fault heals itself; refusals need a retry. */
function failingText(reason: string | null): string {
  const why = MAIL_ERROR_KINDS[reason ?? ""] ?? "delivery fails";
  if (reason !== null && SERVER_FAILURES.has(reason))
    return `Failing: ${why}. Messages keep their attempts and are sent once it works again.`;
  return `Failing: ${FAILING_BURST} or more messages failed for good within ${FAILING_WINDOW_MS / 60_000} minutes (${why}), and none was sent since. Fix the mail server's settings (a relay that refuses every recipient, for instance), then use “Retry all failed” below.`;
}

/** The outbox (admin only): counts by state, the failed messages, and retrying them. */
export default async function MailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff("mail", "/admin/mail");
  const { database, settings } = await getContext();
  const [counts, failed, health, held] = await Promise.all([
    mailCounts(database.db),
    failedMail(database.db),
    mailHealth(database.db, settings),
    heldMail(database.db),
  ]);
  const query = await searchParams;
  const notice = readNotice(query, MAIL_NOTICES);
  return (
    <div className="space-y-6">
      <PageHeader title="Mail">
        Every e-mail the site sends goes through a queue and is retried until it is sent or fails
        for good.
        {settings.smtpUrl ? "" : " No mail server is set up (SMTP_URL), so mail stays queued."}
      </PageHeader>
      <Notice message={notice} />
      {held.length > 0 ? (
        <section
          aria-labelledby="mail-held"
          className="space-y-3 rounded-2xl border border-signal-600 bg-white p-4 sm:p-6"
        >
          <h2 id="mail-held" className="text-xl font-bold">
            Held after a restore ({held.length})
          </h2>
          <p className="max-w-3xl text-ink-700">
            These were still queued when the restored backup was taken, so some may have been sent
            already. Nothing goes out until you decide: send the ones nobody has received, drop the
            rest.
          </p>
          <div className="flex flex-wrap gap-3">
            {(["send", "drop"] as const).map((decision) => (
              <form key={decision} action={decideHeldAction}>
                <HiddenFields values={{ decision, id: "all" }} />
                <button type="submit" className={smallButtonClass}>
                  {decision === "send" ? "Send all held" : "Drop all held"}
                </button>
              </form>
            ))}
          </div>
          <ul className="divide-y divide-ink-100">
            {held.map((message) => (
              <li
                key={message.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-semibold">{message.subject || "(no subject)"}</span> to{" "}
                  <span className="break-all">{message.recipient}</span>, queued{" "}
                  {formatTime(message.createdAt)}
                </span>
                <span className="flex gap-3">
                  {(["send", "drop"] as const).map((decision) => (
                    <form key={decision} action={decideHeldAction}>
                      <HiddenFields values={{ decision, id: message.id }} />
                      <button
                        type="submit"
                        className={smallButtonClass}
                        aria-label={`${decision === "send" ? "Send" : "Drop"} the message to ${message.recipient} queued ${formatTime(message.createdAt)}`}
                      >
                        {decision === "send" ? "Send" : "Drop"}
                      </button>
                    </form>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="mail-counts">
        <h2 id="mail-counts" className="sr-only">
          Messages by state
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COUNTS.map((count) => (
            <div key={count.key} className="rounded-2xl bg-white p-4 shadow-sm">
              <dt className="text-sm font-semibold text-ink-700">{count.label}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{counts[count.key]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="mail-server" className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="mail-server" className="text-xl font-bold">
          Mail server
        </h2>
        <DetailList
          items={[
            {
              term: "State",
              detail:
                health.state === "unconfigured"
                  ? "Not configured: SMTP_URL is not set, so mail waits in the queue (nothing is failing)."
                  : health.state === "failing"
                    ? failingText(health.reason)
                    : "Working.",
            },
            {
              term: "Oldest queued",
              detail:
                health.oldestQueuedSeconds === null
                  ? "nothing is waiting"
                  : `waiting for ${formatAge(health.oldestQueuedSeconds)}`,
            },
            {
              term: "Last error",
              detail: health.lastError
                ? `${MAIL_ERROR_KINDS[health.lastError.kind] ?? health.lastError.kind}, ${formatTime(health.lastError.at)}`
                : "none recorded",
            },
          ]}
        />
      </section>
      <section aria-labelledby="mail-failed" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="mail-failed" className="text-xl font-bold">
            Failed messages
          </h2>
          {failed.length > 0 ? (
            <form action={retryAllMailAction}>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-md bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800"
              >
                Retry all failed
              </button>
            </form>
          ) : null}
        </div>
        {failed.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 shadow-sm">No failed messages.</p>
        ) : (
          <ul className="space-y-3">
            {failed.map((mail) => {
              const href = recordHref(mail.recordKind, mail.recordId);
              return (
                <ActionCard
                  key={mail.id}
                  headingId={`mail-${mail.id}`}
                  heading={`${mailKindLabel(mail.kind)} #${mail.id}`}
                  action={retryMailAction}
                  values={{ id: mail.id }}
                  button="Retry"
                  tone="outline"
                >
                  <p className="break-words">{mail.subject}</p>
                  <DetailList
                    small
                    items={[
                      { term: "To", detail: mail.recipient, className: "break-all" },
                      { term: "Queued", detail: formatTime(mail.createdAt) },
                      { term: "Attempts", detail: mail.attempts },
                      {
                        term: "Last error",
                        detail: mail.lastError ?? "none recorded",
                        className: "break-all font-mono",
                      },
                    ]}
                  />
                  {href ? (
                    <Link
                      href={href}
                      className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent-800 underline"
                    >
                      Open the {mail.recordKind}
                      <span className="sr-only"> of message #{mail.id}</span>
                    </Link>
                  ) : null}
                </ActionCard>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
