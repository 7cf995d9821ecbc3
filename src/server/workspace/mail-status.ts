/**
 * The outbox as the admin's mail page shows it: how many messages are queued, being sent,
 * sent and failed; the failed ones with their last error and what they were about; and
 * "Retry", which puts failed messages back in the queue as if they were new.
 */
import "server-only";
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { queryRows, type Database, type Queryable } from "../db/client";
import { outbox } from "../db/schema";
import { audit, type Actor } from "../audit";
import { afterCommit } from "../mail/outbox";
import type { Settings } from "../settings";

export interface MailCounts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
}

export interface MailHealth {
  /**
   * "unconfigured": no SMTP_URL, mail waits in the outbox by design; "failing": no message
   * was sent since either the latest event was a failure of the mail server itself
   * (unreachable, sign-in refused), or FAILING_BURST messages failed for good within
   * FAILING_WINDOW_MS with the same kind of reason (a relay refusing every recipient);
   * otherwise "ok".
   */
  state: "unconfigured" | "ok" | "failing";
  /** While failing: the kind of reason ("connection", "auth", "recipient", …). */
  reason: string | null;
  /** Waiting to be sent (held mail is not: it waits for a person). */
  queued: number;
  /** Held after a restore until an admin sends or drops it. */
  held: number;
  failed: number;
  /** Age of the oldest message still waiting to be sent, in whole seconds. */
  oldestQueuedSeconds: number | null;
  /** The most recent delivery failure, of any message. */
  lastError: { kind: string; at: string } | null;
}

/** Failures of the mail server itself: they heal when it does, with no retry by hand. */
export const SERVER_FAILURES: ReadonlySet<string> = new Set(["connection", "auth", "sender"]);

/** Queued for the worker; held mail (after a restore) waits for a person instead. */
const waiting = and(eq(outbox.status, "pending"), isNull(outbox.heldAt));
const heldNow = and(eq(outbox.status, "pending"), isNotNull(outbox.heldAt));

/** So many messages failed for good, with one kind of reason, within the window: failing. */
export const FAILING_BURST = 5;
export const FAILING_WINDOW_MS = 10 * 60 * 1000;

/**
 * The kind of reason of a burst of messages failed for good since the last one sent, or
 * null: FAILING_BURST of one kind whose first and last failures lie within FAILING_WINDOW_MS.
 */
async function failedBurst(db: Database, since: Date | null): Promise<string | null> {
  const [row] = await queryRows<{ kind: string }>(
    db,
    sql`
    select kind from (
      select ${outbox.lastErrorKind} as kind, ${outbox.lastErrorAt} as at,
        lead(${outbox.lastErrorAt}, ${FAILING_BURST - 1})
          over (partition by ${outbox.lastErrorKind} order by ${outbox.lastErrorAt}) as later
      from ${outbox}
      where ${outbox.status} = 'failed' and ${outbox.lastErrorAt} is not null
        ${since ? sql`and ${outbox.lastErrorAt} > ${since.toISOString()}` : sql``}
    ) failures
    where later is not null and later - at <= ${`${FAILING_WINDOW_MS / 1000} seconds`}::interval
    order by later desc
    limit 1`,
  );
  return row?.kind ?? null;
}

/** What /api/health and the mail page say about mail: counts and ages, never addresses. */
export async function mailHealth(
  db: Database,
  settings: Pick<Settings, "smtpUrl">,
  now = new Date(),
): Promise<MailHealth> {
  const [totals] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${heldNow})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${eq(outbox.status, "failed")})`.mapWith(Number),
      oldest: sql<string | null>`min(${outbox.createdAt}) filter (where ${waiting})`,
    })
    .from(outbox)
    // Two arms, not IN: each arm is one partial index (outbox_due_idx, outbox_failed_idx).
    .where(or(eq(outbox.status, "pending"), eq(outbox.status, "failed")));
  const [lastError] = await db
    .select({ kind: outbox.lastErrorKind, at: outbox.lastErrorAt })
    .from(outbox)
    .where(isNotNull(outbox.lastErrorAt))
    .orderBy(desc(outbox.lastErrorAt))
    .limit(1);
  const [lastSent] = await db
    .select({ at: outbox.sentAt })
    .from(outbox)
    .where(isNotNull(outbox.sentAt))
    .orderBy(desc(outbox.sentAt))
    .limit(1);
  const oldest = totals?.oldest ? new Date(totals.oldest) : null;
  const error = lastError?.at ? { kind: lastError.kind ?? "message", at: lastError.at } : null;
  const serverDown =
    error !== null &&
    SERVER_FAILURES.has(error.kind) &&
    (!lastSent?.at || lastSent.at.getTime() < error.at.getTime());
  const reason = serverDown ? error.kind : await failedBurst(db, lastSent?.at ?? null);
  return {
    state: !settings.smtpUrl ? "unconfigured" : reason ? "failing" : "ok",
    reason: settings.smtpUrl ? reason : null,
    queued: totals?.queued ?? 0,
    held: totals?.held ?? 0,
    failed: totals?.failed ?? 0,
    oldestQueuedSeconds: oldest
      ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000))
      : null,
    lastError: error ? { kind: error.kind, at: error.at.toISOString() } : null,
  };
}

/** A pending message whose lease has not run out is in a worker's hands: "sending". */
export async function mailCounts(db: Database, now = new Date()): Promise<MailCounts> {
  const [row] = await db
    .select({
      queued:
        sql<number>`count(*) filter (where ${and(waiting, or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)))})`.mapWith(
          Number,
        ),
      sending:
        sql<number>`count(*) filter (where ${and(eq(outbox.status, "pending"), gt(outbox.lockedUntil, now))})`.mapWith(
          Number,
        ),
      sent: sql<number>`count(*) filter (where ${eq(outbox.status, "sent")})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${eq(outbox.status, "failed")})`.mapWith(Number),
    })
    .from(outbox);
  return row ?? { queued: 0, sending: 0, sent: 0, failed: 0 };
}

export interface FailedMail {
  id: number;
  createdAt: Date;
  kind: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  recordKind: string | null;
  recordId: string | null;
}

export const FAILED_LIST_LIMIT = 100;

/** What the mail page's lists show of a message. */
const LISTED = {
  id: outbox.id,
  createdAt: outbox.createdAt,
  kind: outbox.kind,
  recipient: outbox.recipient,
  subject: outbox.subject,
  recordKind: outbox.recordKind,
  recordId: outbox.recordId,
};

export async function failedMail(db: Database): Promise<FailedMail[]> {
  return db
    .select({ ...LISTED, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.status, "failed"))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(FAILED_LIST_LIMIT);
}

/**
 * After a restore: holds every message still queued in the copy (it was queued before the
 * backup's time and may have been sent since), so nothing goes out twice without a person
 * deciding. Returns how many it held.
 */
export async function holdQueuedMail(db: Queryable, now = new Date()): Promise<number> {
  const held = await db
    .update(outbox)
    .set({ heldAt: now })
    .where(and(eq(outbox.status, "pending"), isNull(outbox.heldAt)))
    .returning({ id: outbox.id });
  return held.length;
}

export type HeldMail = Omit<FailedMail, "attempts" | "lastError">;

export async function heldMail(db: Database): Promise<HeldMail[]> {
  return db
    .select(LISTED)
    .from(outbox)
    .where(heldNow)
    .orderBy(outbox.createdAt, outbox.id)
    .limit(FAILED_LIST_LIMIT);
}

/**
 * An admin's decision on held mail, one message or all: "send" lets the worker take it now,
 * "drop" deletes it. Audited with the count. Returns how many were decided.
 */
export async function decideHeldMail(
  db: Database,
  settings: Pick<Settings, "smtpUrl">,
  actor: Actor,
  decision: "send" | "drop",
  which: { id: number } | "all",
  client: string | null,
): Promise<number> {
  const where = and(
    eq(outbox.status, "pending"),
    isNotNull(outbox.heldAt),
    which === "all" ? undefined : eq(outbox.id, which.id),
  );
  const ids =
    decision === "send"
      ? await db
          .update(outbox)
          .set({ heldAt: null, nextAttemptAt: new Date() })
          .where(where)
          .returning({ id: outbox.id })
      : await db.delete(outbox).where(where).returning({ id: outbox.id });
  await audit(db, actor, {
    action: decision === "send" ? "mail.held.send" : "mail.held.drop",
    recordKind: "mail",
    ...(which === "all" ? {} : { recordId: String(which.id) }),
    client,
    detail: { count: ids.length },
  });
  if (decision === "send")
    afterCommit(
      ids.map((row) => row.id),
      settings,
    );
  return ids.length;
}

/** What a failure kind is, in words. */
export const MAIL_ERROR_KINDS: Record<string, string> = {
  connection: "the mail server could not be reached",
  auth: "the mail server refused our sign-in (or asked for TLS)",
  sender: "the mail server refused our sender address",
  recipient: "a recipient was refused",
  message: "the mail server refused a message",
};

/** "3 min", "2 h 5 min", "2 h", "1 d 4 h": how long the oldest message has waited. */
export function formatAge(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return `${seconds} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

/**
 * Puts failed messages (one by id, or all of them) back in the queue: pending, attempts
 * from zero, due now, and wakes this process's worker. Returns how many were requeued.
 */
export async function retryFailedMail(
  db: Database,
  settings: Settings,
  actor: Actor,
  which: { id: number } | "all",
  client: string | null,
  now = new Date(),
): Promise<number> {
  const ids = await db.transaction(async (tx) => {
    const failed = eq(outbox.status, "failed");
    const rows = await tx
      .update(outbox)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: now,
        lockedUntil: null,
        leaseToken: null,
      })
      .where(which === "all" ? failed : and(failed, eq(outbox.id, which.id)))
      .returning({ id: outbox.id });
    const requeued = rows.map((row) => Number(row.id));
    if (requeued.length > 0) {
      await audit(tx, actor, {
        action: which === "all" ? "mail.retry_all" : "mail.retry",
        recordKind: which === "all" ? undefined : "mail",
        recordId: which === "all" ? undefined : String(which.id),
        client,
        detail: { messages: requeued.length },
      });
    }
    return requeued;
  });
  afterCommit(ids, settings);
  return ids.length;
}

/** A message id from a form field, or null: junk never reaches the database. */
export function parseMailId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
