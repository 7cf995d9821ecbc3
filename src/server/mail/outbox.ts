/**
 * The outbox: e-mails are written here atomically with the submission they belong to (in
 * one statement, or in the caller's transaction), so a stored submission always has its
 * mail queued and a failed one never does (docs/decisions/0011-outbox.md). The worker (./worker.ts) sends them.
 */
import { isSingleMailbox } from "@/lib/forms/email";
import { sql, type SQL } from "drizzle-orm";
import { outbox } from "../db/schema";
import { queryRows, type Queryable } from "../db/client";

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

/** The outbox rows of `mails`; a recipient that is not exactly one mailbox is refused. */
function outboxRows(mails: OutgoingMail[], now: Date): (typeof outbox.$inferInsert)[] {
  // The forms' schemas already refuse lists; this keeps any other path from queuing one.
  for (const mail of mails) {
    if (!isSingleMailbox(mail.recipient))
      throw new Error(`[mail] ${mail.kind}: the recipient must be one mailbox`);
  }
  return mails.map((mail) => ({
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
  }));
}

/** Queues `mails` inside a transaction the caller holds (work of several steps). */
export async function enqueueMail(
  tx: Queryable,
  mails: OutgoingMail[],
  now = new Date(),
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx.insert(outbox).values(outboxRows(mails, now)).returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Writes a submission's rows (`inserts`, in order) and queues its mail in ONE statement:
 * each insert but the last becomes a data-modifying WITH clause. A statement is atomic and,
 * once it returns, committed, so the submission needs no transaction: one round trip to
 * the database instead of four (BEGIN, the row, the mail, COMMIT), which is most of a
 * submission's database time (docs/decisions/0032-one-statement-submissions.md).
 * Foreign keys between the rows hold: they are checked at the end of the statement.
 */
export async function insertWithMail(
  db: Queryable,
  inserts: SQL[],
  mails: OutgoingMail[],
  now = new Date(),
): Promise<number[]> {
  const statements = [...inserts];
  if (mails.length > 0) {
    statements.push(
      db.insert(outbox).values(outboxRows(mails, now)).returning({ id: outbox.id }).getSQL(),
    );
  }
  const last = statements.pop();
  if (!last) return [];
  const clauses = statements.map(
    (statement, index) => sql`${sql.raw(`w${index}`)} as (${statement})`,
  );
  const statement = clauses.length > 0 ? sql`with ${sql.join(clauses, sql`, `)} ${last}` : last;
  const rows = await queryRows<{ id: number | string }>(db, statement);
  return mails.length > 0 ? rows.map((row) => Number(row.id)) : [];
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
