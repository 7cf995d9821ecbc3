/**
 * GET /api/health — 200 `{status:"ok", mail}` when the database answers, 503 otherwise.
 * Mail trouble never makes it 503 (the site still takes submissions and keeps their mail);
 * `mail` says how it stands (docs/decisions/0023-mail-failures.md). It is about this web
 * instance only: a load balancer must not take healthy instances out for a dead worker.
 *
 * GET /api/health/jobs — the background jobs, wherever they run (job_runs): 200 when every
 * job ran on time, 503 `{status:"overdue"}` when one is overdue, 503 `{status:"unavailable"}`
 * when the database does not answer. For an operator's monitor; times only, no error text
 * (staff read that on the Jobs page).
 */
import { sql } from "drizzle-orm";
import { getContext } from "../context";
import { json } from "../http/responses";
import { backgroundJobs } from "../jobs/background";
import { readJobStates } from "../jobs/runs";
import { mailHealth, type MailHealth } from "../workspace/mail-status";

const TIMEOUT_MS = 3000;

/** `check`'s answer, or a throw after TIMEOUT_MS: a database that hangs is not up. */
async function withinTimeout<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function getJobsHealth(now = new Date()): Promise<Response> {
  try {
    const jobs = await withinTimeout(
      (async () => {
        const context = await getContext();
        return readJobStates(context.database.db, backgroundJobs, now);
      })(),
    );
    const overdue = jobs.some((job) => job.overdue);
    return json(overdue ? 503 : 200, {
      status: overdue ? "overdue" : "ok",
      jobs: jobs.map((job) => ({
        name: job.name,
        overdue: job.overdue,
        overdueSince: job.overdueSince?.toISOString() ?? null,
        lastRunAt: job.lastRunAt?.toISOString() ?? null,
        nextRunAt: job.nextRunAt?.toISOString() ?? null,
        lastFailedAt: job.lastFailedAt?.toISOString() ?? null,
        failing: job.lastError !== null,
      })),
    });
  } catch (error) {
    console.error(
      "[health] could not read the jobs' runs:",
      error instanceof Error ? error.message : error,
    );
    return json(503, { status: "unavailable" });
  }
}

export async function getHealth(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const check = (async (): Promise<MailHealth | null> => {
      const context = await getContext();
      await context.database.db.execute(sql`select 1`);
      try {
        return await mailHealth(context.database.db, context.settings);
      } catch (error) {
        console.error(
          "[health] could not read the outbox:",
          error instanceof Error ? error.message : error,
        );
        return null;
      }
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    const mail = await Promise.race([check, timeout]);
    return json(200, { status: "ok", mail });
  } catch (error) {
    console.error(
      "[health] the database does not answer:",
      error instanceof Error ? error.message : error,
    );
    return json(503, { status: "unavailable" });
  } finally {
    clearTimeout(timer);
  }
}
