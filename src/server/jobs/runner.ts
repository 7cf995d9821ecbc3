/**
 * Runs periodic jobs: each one after the previous run of it ended, never two runs of one job
 * at once. On PostgreSQL several processes may run the same jobs (two workers, or web
 * instances with RUN_JOBS=true); a transaction-scoped advisory lock lets only one of them run
 * a given job at a time, and the others skip that turn.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { AppContext } from "../app-context";
import { queryRows } from "../db/client";

export interface PeriodicJob {
  name: string;
  /** From the end of one run to the start of the next. */
  everyMs: number;
  /** After a failed run the next comes this much later (default: everyMs). */
  retryMs?: number;
  /** Before the first run (default: none, it runs at start). */
  firstAfterMs?: number;
  run(context: AppContext): Promise<void>;
}

export interface JobRunner {
  /** Runs a job now (skipping its turn if another process holds it) and waits for it. */
  runNow(name: string): Promise<"ran" | "skipped">;
  /** Stops scheduling and waits for the runs in progress. */
  stop(): Promise<void>;
}

/** One run of `job`, under its lock on PostgreSQL; "skipped" when another process has it. */
export async function runExclusively(
  context: AppContext,
  job: PeriodicJob,
): Promise<"ran" | "skipped"> {
  if (context.database.kind === "pglite") {
    // The embedded database belongs to this one process: nothing to share the job with. (A
    // transaction here would also hold PGlite's one connection while the job queries it.)
    await job.run(context);
    return "ran";
  }
  return context.database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${`corvane.job.${job.name}`})) as locked`,
    );
    if (!row?.locked) return "skipped";
    await job.run(context);
    return "ran";
  });
}

export function startJobRunner(context: AppContext, jobs: readonly PeriodicJob[]): JobRunner {
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<"ran" | "skipped">>();

  const runOne = (job: PeriodicJob): Promise<"ran" | "skipped"> => {
    const current = running.get(job.name);
    if (current) return current;
    const run = runExclusively(context, job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  const schedule = (job: PeriodicJob, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      runOne(job).then(
        () => schedule(job, job.everyMs),
        (error: unknown) => {
          console.error(`[jobs] ${job.name} failed: ${(error as Error)?.message ?? error}`);
          schedule(job, job.retryMs ?? job.everyMs);
        },
      );
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) schedule(job, job.firstAfterMs ?? 0);

  return {
    runNow: (name) => {
      const job = jobs.find((each) => each.name === name);
      if (!job) return Promise.reject(new Error(`[jobs] no job is called ${name}`));
      return runOne(job);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled(running.values());
    },
  };
}
