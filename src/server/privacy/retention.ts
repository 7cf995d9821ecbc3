/**
 * The retention job: deletes every record whose retention period has ended, as the privacy
 * policy promises (the periods are settings, src/config/privacy.ts, and the policy states
 * the same ones). It runs in the mail worker's process at start-up and once a day, on one
 * instance at a time (a lease in job_runs), in batches so no transaction grows large, and
 * `npm run retention -- --dry-run` counts what it would delete without deleting: it runs the
 * very same steps in one transaction and rolls it back, so a dry run and the run that follows
 * can never disagree (docs/decisions/0049).
 */
import "server-only";
import { and, count, eq, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "../db/client";
import {
  applications,
  auditLog,
  enquiries,
  jobRuns,
  outbox,
  recordEvents,
  resumes,
  subscribers,
} from "../db/schema";
import { audit } from "../audit";
import { countedKinds, FORM_RECORD_LABELS, SPAM_LABEL } from "./counted-kinds";
import type { RetentionPeriods } from "@/config/privacy";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = "retention";
/** Long enough for a big first run; renewed after every batch. */
const LEASE_MS = 10 * 60 * 1000;
export const RETENTION_BATCH = 500;

/** What the job counts and deletes, with their labels, in the order it reports them. */
export const { kinds: RETENTION_KINDS, labels: RETENTION_LABELS } = countedKinds({
  ...FORM_RECORD_LABELS,
  spam: SPAM_LABEL,
  pendingSubscribers: "Unconfirmed subscriptions",
  recordHistory: "History entries of deleted records",
  recordMail: "Mail of deleted records",
  mailContent: "Sent mail content",
  failedMail: "Failed mail",
  auditEntries: "Audit entries",
});
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type RetentionCounts = Record<RetentionKind, number>;

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The conditions of each kind: a record matching one is due. */
function conditions(periods: RetentionPeriods, now: Date) {
  const spamCutoff = daysBefore(now, periods.spamDays);
  return {
    enquiries: and(
      isNull(enquiries.spamReason),
      lt(enquiries.lastActivityAt, monthsBefore(now, periods.enquiryMonths)),
    )!,
    // Hired applications become part of the employee record (the policy says so).
    applications: and(
      isNull(applications.spamReason),
      ne(applications.status, "hired"),
      lt(applications.lastActivityAt, monthsBefore(now, periods.applicationMonths)),
    )!,
    spamEnquiries: and(isNotNull(enquiries.spamReason), lt(enquiries.createdAt, spamCutoff))!,
    spamApplications: and(
      isNotNull(applications.spamReason),
      lt(applications.createdAt, spamCutoff),
    )!,
    spamSubscribers: and(isNotNull(subscribers.spamReason), lt(subscribers.createdAt, spamCutoff))!,
    pendingSubscribers: and(
      isNull(subscribers.spamReason),
      eq(subscribers.status, "pending"),
      lt(subscribers.createdAt, daysBefore(now, periods.pendingSubscriberDays)),
    )!,
    mailContent: and(
      eq(outbox.status, "sent"),
      isNull(outbox.contentRemovedAt),
      lt(outbox.sentAt, daysBefore(now, periods.sentMailDays)),
    )!,
    failedMail: and(
      eq(outbox.status, "failed"),
      lt(outbox.createdAt, daysBefore(now, periods.failedMailDays)),
    )!,
    auditEntries: lt(auditLog.at, monthsBefore(now, periods.auditMonths)),
  };
}

async function countWhere(db: Queryable, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/**
 * Deletes an enquiry's or application's traces beside its row: its history (notes may
 * name the person) and the mail about it (acknowledgements go to the person's address).
 * Returns how many of each it deleted.
 */
export async function deleteRecordTraces(
  tx: Queryable,
  kind: "enquiry" | "application" | "subscriber",
  ids: string[],
): Promise<{ history: number; mail: number }> {
  if (ids.length === 0) return { history: 0, mail: 0 };
  let history = 0;
  if (kind !== "subscriber") {
    history = (
      await tx
        .delete(recordEvents)
        .where(and(eq(recordEvents.recordKind, kind), inArray(recordEvents.recordId, ids)))
        .returning({ id: recordEvents.id })
    ).length;
  }
  const mail = (
    await tx
      .delete(outbox)
      .where(and(eq(outbox.recordKind, kind), inArray(outbox.recordId, ids)))
      .returning({ id: outbox.id })
  ).length;
  return { history, mail };
}

type Step = (tx: Queryable, limit: number) => Promise<number>;

/** One batch of each kind; each returns how many rows of its kind it removed. */
function steps(periods: RetentionPeriods, now: Date, counts: RetentionCounts) {
  const where = conditions(periods, now);
  const countTraces = (traces: { history: number; mail: number }) => {
    counts.recordHistory += traces.history;
    counts.recordMail += traces.mail;
  };
  const submissions =
    (
      kind: "enquiry" | "application",
      table: typeof enquiries | typeof applications,
      cond: SQL,
      countResumes = false,
    ) =>
    async (tx: Queryable, limit: number) => {
      const ids = (
        await tx.select({ id: table.id }).from(table).where(cond).limit(limit).for("update", {
          skipLocked: true,
        })
      ).map((row) => row.id);
      if (ids.length === 0) return 0;
      if (countResumes) {
        counts.resumes += await countWhere(tx, resumes, inArray(resumes.applicationId, ids));
      }
      countTraces(await deleteRecordTraces(tx, kind, ids));
      // Résumés go by the foreign key's cascade.
      await tx.delete(table).where(inArray(table.id, ids));
      return ids.length;
    };
  const subscriberRows = (cond: SQL) => async (tx: Queryable, limit: number) => {
    const ids = (
      await tx.select({ id: subscribers.id }).from(subscribers).where(cond).limit(limit)
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    countTraces(await deleteRecordTraces(tx, "subscriber", ids));
    await tx.delete(subscribers).where(inArray(subscribers.id, ids));
    return ids.length;
  };
  const result: [RetentionKind, Step][] = [
    ["enquiries", submissions("enquiry", enquiries, where.enquiries)],
    ["applications", submissions("application", applications, where.applications, true)],
    ["spam", submissions("enquiry", enquiries, where.spamEnquiries)],
    ["spam", submissions("application", applications, where.spamApplications)],
    ["spam", subscriberRows(where.spamSubscribers)],
    ["pendingSubscribers", subscriberRows(where.pendingSubscribers)],
    [
      "mailContent",
      async (tx, limit) => {
        const ids = (
          await tx.select({ id: outbox.id }).from(outbox).where(where.mailContent).limit(limit)
        ).map((row) => row.id);
        if (ids.length === 0) return 0;
        await tx
          .update(outbox)
          .set({
            subject: "",
            body: "",
            replyTo: null,
            headers: null,
            resumeId: null,
            contentRemovedAt: now,
          })
          .where(inArray(outbox.id, ids));
        return ids.length;
      },
    ],
    [
      "failedMail",
      async (tx, limit) => {
        const ids = (
          await tx.select({ id: outbox.id }).from(outbox).where(where.failedMail).limit(limit)
        ).map((row) => row.id);
        if (ids.length > 0) await tx.delete(outbox).where(inArray(outbox.id, ids));
        return ids.length;
      },
    ],
    [
      "auditEntries",
      async (tx, limit) => {
        const ids = (
          await tx.select({ id: auditLog.id }).from(auditLog).where(where.auditEntries).limit(limit)
        ).map((row) => row.id);
        if (ids.length > 0) await tx.delete(auditLog).where(inArray(auditLog.id, ids));
        return ids.length;
      },
    ],
  ];
  return result;
}

export function emptyCounts(): RetentionCounts {
  return Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionCounts;
}

/** Runs every step, batch after batch, until nothing of its kind is left; returns the counts. */
async function deleteDue(
  db: Database,
  periods: RetentionPeriods,
  now: Date,
  batch: number,
  inTransaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  afterBatch: () => Promise<void> = async () => undefined,
): Promise<RetentionCounts> {
  const counts = emptyCounts();
  for (const [kind, step] of steps(periods, now, counts)) {
    for (;;) {
      const removed = await inTransaction((tx) => step(tx, batch));
      counts[kind] += removed;
      if (removed < batch) break;
      await afterBatch();
    }
  }
  return counts;
}

class DryRunDone extends Error {}

/**
 * How many records of each kind are due at `now`, by the same steps a run takes, inside one
 * transaction that is rolled back: nothing is deleted.
 */
export async function countDue(
  db: Database,
  periods: RetentionPeriods,
  now = new Date(),
  batch = RETENTION_BATCH,
): Promise<RetentionCounts> {
  let counts = emptyCounts();
  try {
    await db.transaction(async (tx) => {
      counts = await deleteDue(db, periods, now, batch, (work) => work(tx));
      throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  return counts;
}

/** Takes the job's lease; false while another instance holds it. */
async function claimLease(db: Database, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = await db
    .insert(jobRuns)
    .values({ name: RETENTION_JOB, leaseUntil: until, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { leaseUntil: until, lastStartedAt: now },
      setWhere: sql`${jobRuns.leaseUntil} is null or ${jobRuns.leaseUntil} < ${now.toISOString()}`,
    })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

export interface RetentionOptions {
  now?: Date;
  dryRun?: boolean;
  batch?: number;
}

/**
 * Deletes (or with `dryRun` counts) everything due. Null when another instance is running
 * the job right now. A real run is recorded in job_runs (the workspace shows it) and in the
 * audit log, with counts only.
 */
export async function runRetention(
  db: Database,
  periods: RetentionPeriods,
  options: RetentionOptions = {},
): Promise<RetentionCounts | null> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? RETENTION_BATCH;
  if (options.dryRun) return countDue(db, periods, now, batch);
  if (!(await claimLease(db, now))) return null;
  try {
    const counts = await deleteDue(
      db,
      periods,
      now,
      batch,
      (work) => db.transaction(work),
      async () => {
        await db
          .update(jobRuns)
          .set({ leaseUntil: new Date(Date.now() + LEASE_MS) })
          .where(eq(jobRuns.name, RETENTION_JOB));
      },
    );
    await db
      .update(jobRuns)
      .set({ leaseUntil: null, lastFinishedAt: new Date(), lastResult: counts, lastError: null })
      .where(eq(jobRuns.name, RETENTION_JOB));
    await audit(db, { kind: "system" }, { action: "retention.run", detail: { ...counts } });
    return counts;
  } catch (error) {
    await db
      .update(jobRuns)
      .set({ leaseUntil: null, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(jobRuns.name, RETENTION_JOB))
      .catch(() => undefined);
    throw error;
  }
}

export interface LastRetentionRun {
  startedAt: Date | null;
  finishedAt: Date | null;
  counts: RetentionCounts | null;
  error: string | null;
  running: boolean;
}

export async function lastRetentionRun(db: Database): Promise<LastRetentionRun | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, RETENTION_JOB));
  if (!row) return null;
  return {
    startedAt: row.lastStartedAt,
    finishedAt: row.lastFinishedAt,
    counts: row.lastResult ? { ...emptyCounts(), ...row.lastResult } : null,
    error: row.lastError,
    running: row.leaseUntil !== null && row.leaseUntil > new Date(),
  };
}

/** One line per kind, for logs and the command. */
export function describeCounts(counts: RetentionCounts): string[] {
  return RETENTION_KINDS.map((kind) => `${RETENTION_LABELS[kind]}: ${counts[kind]}`);
}
