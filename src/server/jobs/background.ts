/**
 * The background jobs, in one place: sending the outbox, pruning what expires within the
 * hour (rate-limit windows, abandoned drafts), and the retention job of the privacy policy.
 * They run in the web process with the embedded database, or in `npm run worker` with
 * PostgreSQL (RUN_JOBS; src/server/jobs/worker.ts). Jobs that change the public site
 * (scheduled publishing, position expiry) announce what they change with announcePagesChanged.
 * Each job's allowance is here too: how long past its due time it may go without a
 * successful run before the Jobs page and /api/health/jobs call it overdue.
 */
import "server-only";
import type { AppContext } from "../app-context";
import { createSmtpMailer, MAIL_JOB, startOutboxWorker, type OutboxWorker } from "../mail/worker";
import { describeCounts, runRetention } from "../privacy/retention";
import { pruneRateLimits, rateLimitHorizonMs } from "../security/rate-limit";
import { pruneDrafts } from "../submissions/store";
import { publishDue } from "../content/schedule";
import { closeExpiredPositions } from "../content/positions";
import { siteConfig } from "@/config/site";
import { startJobRunner, type JobRunner, type PeriodicJob } from "./runner";
import { databaseJobRecorder, type JobAllowance } from "./runs";
import { announcePagesChanged, OUTBOX_CHANNEL } from "./signals";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How often scheduled publishing looks for what is due: the most a publish can run late. */
export const SCHEDULE_POLL_MS = 5_000;

/** A few minutes: what a busy database, a deploy or a short outage may cost a frequent job. */
const FEW_MINUTES_MS = 5 * MINUTE_MS;

/** Sending the outbox, every MAIL_POLL_MS and when nudged (src/server/mail/worker.ts). */
export const mailJob: JobAllowance = {
  name: MAIL_JOB,
  label: "Sending mail",
  overdueAfterMs: FEW_MINUTES_MS,
};

export const periodicJobs: readonly (PeriodicJob & JobAllowance)[] = [
  {
    name: "scheduled-publishing",
    label: "Scheduled publishing",
    overdueAfterMs: FEW_MINUTES_MS,
    everyMs: SCHEDULE_POLL_MS,
    run: async ({ database }) => {
      const done = await publishDue(database.db, siteConfig.product);
      const paths = [
        ...new Set(done.flatMap((item) => (item.outcome.ok ? item.outcome.changedPaths : []))),
      ];
      for (const item of done) {
        const late = Date.now() - item.dueAt.getTime();
        console.info(
          `[schedule] ${item.outcome.ok ? "published" : `not published (${item.outcome.message})`} ${item.id}, ${late} ms after its time`,
        );
      }
      // Every web process (this one included) revalidates the pages through its listener.
      if (paths.length > 0) await announcePagesChanged(database, paths);
    },
  },
  {
    // A position's closing date ends at midnight in the site's time zone; a minute late at most.
    name: "position-expiry",
    label: "Closing expired positions",
    overdueAfterMs: FEW_MINUTES_MS,
    everyMs: MINUTE_MS,
    run: async ({ database }) => {
      const { closed, changedPaths } = await closeExpiredPositions(
        database.db,
        siteConfig.timeZone,
      );
      if (closed.length > 0) {
        console.info(`[positions] closed by their closing date: ${closed.join(", ")}`);
        await announcePagesChanged(database, changedPaths);
      }
    },
  },
  {
    name: "housekeeping",
    label: "Housekeeping (rate limits, abandoned drafts)",
    overdueAfterMs: FEW_MINUTES_MS,
    everyMs: MINUTE_MS,
    run: async ({ database, settings }) => {
      await pruneRateLimits(database.db, new Date(Date.now() - rateLimitHorizonMs(settings)));
      await pruneDrafts(database.db);
    },
  },
  {
    // Its periods are days: once a day is enough, and after a failure within the hour; two
    // hours' allowance lets a failed run be retried before it counts as overdue.
    name: "retention",
    label: "Retention (privacy policy)",
    overdueAfterMs: 2 * 60 * MINUTE_MS,
    everyMs: DAY_MS,
    retryMs: 60 * MINUTE_MS,
    run: async ({ database, settings }) => {
      const counts = await runRetention(database.db, settings.retention);
      if (counts && Object.values(counts).some((n) => n > 0)) {
        console.info(`[retention] deleted: ${describeCounts(counts).join(", ")}`);
      }
    },
  },
];

/** Every background job, as the Jobs page and /api/health/jobs list them. */
export const backgroundJobs: readonly JobAllowance[] = [
  mailJob,
  ...periodicJobs.map(({ name, label, overdueAfterMs }) => ({ name, label, overdueAfterMs })),
];

export interface BackgroundJobs {
  outbox: OutboxWorker;
  runner: JobRunner;
  stop(): Promise<void>;
}

/** Starts every job in this process; `stop` lets the mail batch in flight finish. */
export async function startBackgroundJobs(context: AppContext): Promise<BackgroundJobs> {
  const { settings, database } = context;
  if (!settings.smtpUrl) {
    console.info("[mail] SMTP_URL is not set: e-mail is kept in the outbox and logged, not sent");
  }
  const recorder = databaseJobRecorder(database.db);
  const outbox = startOutboxWorker({
    db: database.db,
    mailer: settings.smtpUrl ? createSmtpMailer(settings.smtpUrl) : null,
    settings,
    recorder,
  });
  // Submissions in this process kick the worker directly (it registers itself); those of
  // other processes by NOTIFY.
  const unlisten = await database.listen(OUTBOX_CHANNEL, () => outbox.kick());
  const runner = startJobRunner(context, periodicJobs, recorder);
  return {
    outbox,
    runner,
    stop: async () => {
      await unlisten().catch(() => undefined);
      await Promise.all([outbox.stop(), runner.stop()]);
    },
  };
}
