/** What /admin/mail shows: the notice, the held and failed messages, counts and health. */
import "server-only";
import type { MailServerView } from "@/components/workspace/mail/mail-parts";
import { formatTime } from "@/components/workspace/time";
import { readNotice } from "@/lib/notice";
import { MAIL_NOTICES } from "../actions/notices";
import { getContext } from "../context";
import {
  failedMail,
  FAILING_BURST,
  FAILING_WINDOW_MS,
  formatAge,
  heldMail,
  MAIL_ERROR_KINDS,
  mailCounts,
  mailHealth,
  SERVER_FAILURES,
  type MailHealth,
} from "./mail-status";

/** Why mail is failing, and what to do: a server fault heals itself; refusals need a retry. */
function failingText(reason: string | null): string {
  const why = MAIL_ERROR_KINDS[reason ?? ""] ?? "delivery fails";
  if (reason !== null && SERVER_FAILURES.has(reason))
    return `Failing: ${why}. Messages keep their attempts and are sent once it works again.`;
  return `Failing: ${FAILING_BURST} or more messages failed for good within ${FAILING_WINDOW_MS / 60_000} minutes (${why}), and none was sent since. Fix the mail server's settings (a relay that refuses every recipient, for instance), then use “Retry all failed” below.`;
}

function serverView(health: MailHealth): MailServerView {
  return {
    state:
      health.state === "unconfigured"
        ? "Not configured: SMTP_URL is not set, so mail waits in the queue (nothing is failing)."
        : health.state === "failing"
          ? failingText(health.reason)
          : "Working.",
    oldestQueued:
      health.oldestQueuedSeconds === null
        ? "nothing is waiting"
        : `waiting for ${formatAge(health.oldestQueuedSeconds)}`,
    lastError: health.lastError
      ? `${MAIL_ERROR_KINDS[health.lastError.kind] ?? health.lastError.kind}, ${formatTime(health.lastError.at)}`
      : "none recorded",
  };
}

export async function loadMailPage(query: Record<string, string | string[] | undefined>) {
  const { database, settings } = await getContext();
  const [counts, failed, health, held] = await Promise.all([
    mailCounts(database.db),
    failedMail(database.db),
    mailHealth(database.db, settings),
    heldMail(database.db),
  ]);
  return {
    notice: readNotice(query, MAIL_NOTICES),
    smtpConfigured: Boolean(settings.smtpUrl),
    counts,
    failed,
    held,
    health: serverView(health),
  };
}
