/**
 * The background jobs' runs, kept in job_runs so every process on the database sees them:
 * the process that runs a job records each run's end (last run, next run, last failure), and
 * any web instance reads them for the Jobs page and /api/health/jobs. A job is overdue when
 * no run succeeded by its due time plus its allowance (src/server/jobs/background.ts): the
 * worker is down, stuck, or the job keeps failing.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobRuns } from "../db/schema";

/** What the runner and the mail worker record; the runner's tests go without. */
export interface JobRecorder {
  /** A process starts running the job: its first run is at `nextRunAt`. */
  scheduled(name: string, nextRunAt: Date): Promise<void>;
  /** A run from `startedAt` ended at `at` (failed when `error` is set). */
  finished(
    name: string,
    run: { startedAt: Date; at: Date; nextRunAt: Date; dueAt: Date; error?: string },
  ): Promise<void>;
}

/**
 * Records in job_runs. A record that cannot be written (the database is away) is logged and
 * dropped: the next run writes a newer one, and the job itself must not fail for it.
 */
export function databaseJobRecorder(db: Database): JobRecorder {
  const logged = (what: string) => (error: unknown) =>
    console.error(`[jobs] could not record ${what}: ${(error as Error)?.message ?? error}`);
  return {
    scheduled: (name, nextRunAt) =>
      db
        .insert(jobRuns)
        // A new job is due at its first run; a known one keeps its due time, so a worker that
        // was down stays overdue until a run succeeds.
        .values({ name, nextRunAt, dueAt: nextRunAt })
        .onConflictDoUpdate({
          target: jobRuns.name,
          // A row the retention command made has no due time yet.
          set: { nextRunAt, dueAt: sql`coalesce(${jobRuns.dueAt}, excluded.due_at)` },
        })
        .then(() => undefined, logged(`the schedule of ${name}`)),
    finished: (name, run) => {
      const values =
        run.error === undefined
          ? {
              lastStartedAt: run.startedAt,
              lastFinishedAt: run.at,
              lastError: null,
              nextRunAt: run.nextRunAt,
              dueAt: run.dueAt,
            }
          : {
              lastStartedAt: run.startedAt,
              lastFailedAt: run.at,
              lastError: run.error.slice(0, 500),
              nextRunAt: run.nextRunAt,
            };
      return db
        .insert(jobRuns)
        .values({ name, ...values, dueAt: run.dueAt })
        .onConflictDoUpdate({ target: jobRuns.name, set: values })
        .then(() => undefined, logged(`a run of ${name}`));
    },
  };
}

/** A job as the workspace and the health check show it. */
export interface JobState {
  name: string;
  label: string;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
  lastFailedAt: Date | null;
  /** Why the last run failed, while no run succeeded since. */
  lastError: string | null;
  /** No run succeeded by its due time plus its allowance, or no process ever ran it. */
  overdue: boolean;
  /** Since when it is overdue (null when it is not, or when it never was scheduled). */
  overdueSince: Date | null;
  overdueAfterMs: number;
}

export interface JobAllowance {
  name: string;
  label: string;
  /** How long past its due time a job may go without a successful run. */
  overdueAfterMs: number;
}

/**
 * Every job of `allowances`, in that order. A job with no row has never been scheduled by
 * any process (no worker ever ran on this database): overdue from the start.
 */
export async function readJobStates(
  db: Database,
  allowances: readonly JobAllowance[],
  now = new Date(),
): Promise<JobState[]> {
  const rows = await db
    .select()
    .from(jobRuns)
    .where(
      sql`${jobRuns.name} in (${sql.join(
        allowances.map((job) => sql`${job.name}`),
        sql`, `,
      )})`,
    );
  return allowances.map((job) => {
    const row = rows.find((each) => each.name === job.name);
    const overdueAt = row?.dueAt ? new Date(row.dueAt.getTime() + job.overdueAfterMs) : null;
    return {
      ...job,
      lastRunAt: row ? latest(row.lastFinishedAt, row.lastFailedAt) : null,
      nextRunAt: row?.nextRunAt ?? null,
      lastFailedAt: row?.lastFailedAt ?? null,
      lastError: row?.lastError ?? null,
      overdue: !overdueAt || overdueAt <= now,
      overdueSince: overdueAt && overdueAt <= now ? overdueAt : null,
    };
  });
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
