import Link from "next/link";
import { mailKindLabel } from "@/lib/workspace/labels";
import { HiddenFields, smallButtonClass } from "../form-controls";
import { ActionCard, DetailList } from "../page-parts";
import { formatTime } from "../time";

type Action = (form: FormData) => Promise<void>;

/** A message held after a restore, as listed. */
export interface HeldMailItem {
  id: number;
  createdAt: Date;
  subject: string;
  recipient: string;
}

/** A message that failed for good, as listed. */
export interface FailedMailItem extends HeldMailItem {
  kind: string;
  attempts: number;
  lastError: string | null;
  recordKind: string | null;
  recordId: string | null;
}

/** The mail server's state in words. */
export interface MailServerView {
  state: string;
  oldestQueued: string;
  lastError: string;
}

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

/** Mail held after a restore: send or drop each message, or all of them. */
export function HeldMail({ held, decide }: { held: HeldMailItem[]; decide: Action }) {
  if (held.length === 0) return null;
  return (
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
          <form key={decision} action={decide}>
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
                <form key={decision} action={decide}>
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
  );
}

/** How many messages are in each state. */
export function MailCounts({ counts }: { counts: Record<(typeof COUNTS)[number]["key"], number> }) {
  return (
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
  );
}

/** Whether the mail server works, how long mail waits, and the last error. */
export function MailServer({ health }: { health: MailServerView }) {
  return (
    <section aria-labelledby="mail-server" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="mail-server" className="text-xl font-bold">
        Mail server
      </h2>
      <DetailList
        items={[
          { term: "State", detail: health.state },
          { term: "Oldest queued", detail: health.oldestQueued },
          { term: "Last error", detail: health.lastError },
        ]}
      />
    </section>
  );
}

/** The messages that failed for good, each with "Retry", and "Retry all failed". */
export function FailedMail({
  failed,
  retry,
  retryAll,
}: {
  failed: FailedMailItem[];
  retry: Action;
  retryAll: Action;
}) {
  return (
    <section aria-labelledby="mail-failed" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mail-failed" className="text-xl font-bold">
          Failed messages
        </h2>
        {failed.length > 0 ? (
          <form action={retryAll}>
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
                action={retry}
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
  );
}
