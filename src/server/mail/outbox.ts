/**
 * The outbox: e-mails are written here in the same transaction as the submission they
 * belong to, so a stored submission always has its mail queued and a rolled-back one never
 * does (docs/decisions/0011-outbox.md). The worker (./worker.ts) sends them.
 */
import { isSingleMailbox } from "@/lib/forms/email";
import { outbox } from "../db/schema";
import type { Queryable } from "../db/client";

export interface OutgoingMail {
  kind: string;
  /** Exactly one mailbox: a list goes out as one message per address. */
  recipient: string;
  subject: string;
  body: string;
  replyTo?: string;
  headers?: Record<string, string>;
  resumeId?: string;
  /** The submission (or staff account) the message is about. */
  record?: { kind: "enquiry" | "application" | "subscriber" | "staff"; id: string };
}

export async function enqueueMail(
  tx: Queryable,
  mails: OutgoingMail[],
  now = new Date(),
): Promise<number[]> {
  if (mails.length === 0) return [];
  // The forms' schemas already refuse lists; this keeps any other path from queuing one.
  for (const mail of mails) {
    if (!isSingleMailbox(mail.recipient))
      throw new Error(`[mail] ${mail.kind}: the recipient must be one mailbox`);
  }
  const rows = await tx
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.body,
        replyTo: mail.replyTo ?? null,
        headers: mail.headers ?? null,
        resumeId: mail.resumeId ?? null,
        recordKind: mail.record?.kind ?? null,
        recordId: mail.record?.id ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

export interface OutboxNudger {
  kick(): void;
}

const WORKER = Symbol.for("corvane.forms.outboxWorker");

export function registerOutboxWorker(worker: OutboxNudger | null): void {
  (globalThis as unknown as Record<symbol, OutboxNudger | null>)[WORKER] = worker;
}

/**
 * Called after a submission commits: wakes this process's worker so the mail goes out at
 * once instead of at the next poll. Without SMTP_URL the mail stays in the outbox, and the
 * log says so.
 */
export function afterCommit(ids: number[], smtpConfigured: boolean): void {
  if (ids.length === 0) return;
  if (!smtpConfigured) {
    console.info(
      `[mail] SMTP_URL is not set; message(s) ${ids.map((id) => `#${id}`).join(", ")} kept in the outbox`,
    );
    return;
  }
  (globalThis as unknown as Record<symbol, OutboxNudger | undefined>)[WORKER]?.kick();
}
