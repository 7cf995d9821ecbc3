/**
 * Runs periodic jobs: each one after the previous run of it ended, never two runs of one job
 * at once. On PostgreSQL several processes may run the same jobs (two workers, or web
 * instances with RUN_JOBS=true); a transaction-scoped advisory lock lets only one of them run
 * a given job at a time, and the others skip that turn. Each run's end is recorded (./runs.ts)
 * by the process that ran it, so every web instance can tell whether the jobs run.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { AppContext } from "../app-context";
import { queryRows } from "../db/client";
import type { JobRecorder } from "./runs";

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

export function startJobRunner(
  context: AppContext,
  jobs: readonly PeriodicJob[],
  recorder?: JobRecorder,
): JobRunner {
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<"ran" | "skipped">>();
  // Each job's schedule is written before its first run's record, never after it.
  const scheduled = Promise.all(
    jobs.map((job) =>
      recorder?.scheduled(job.name, new Date(Date.now() + (job.firstAfterMs ?? 0))),
    ),
  );

  const runOne = (job: PeriodicJob): Promise<"ran" | "skipped"> => {
    const current = running.get(job.name);
    if (current) return current;
    const startedAt = new Date();
    const record = async (error?: string) => {
      const at = new Date();
      const next = (ms: number) => new Date(at.getTime() + ms);
      const nextRunAt = next(error === undefined ? job.everyMs : (job.retryMs ?? job.everyMs));
      // A failed run leaves the due time where it was (it was due when it started).
      const dueAt = error === undefined ? next(job.everyMs) : startedAt;
      await scheduled;
      await recorder?.finished(job.name, { startedAt, at, nextRunAt, dueAt, error });
    };
    const run = runExclusively(context, job)
      .then(
        async (outcome) => {
          // The process that held the job records its run.
          if (outcome === "ran") await record();
          return outcome;
        },
        async (error: unknown) => {
          await record(String((error as Error)?.message ?? error));
          throw error;
        },
      )
      .finally(() => running.delete(job.name));
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
    // In a web process the server keeps the process alive; `npm run worker` holds its own
    // keep-alive (worker-process.ts), so tests and scripts are not kept waiting here.
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
