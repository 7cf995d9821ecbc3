/**
 * The jobs' runs in job_runs, on both databases: what the runner and the mail worker record,
 * when a job counts as overdue, and what /api/health/jobs answers (while /api/health keeps
 * answering for the web instance alone).
 */
import { afterEach, expect, it, vi } from "vitest";
import { GET as healthGet } from "@/app/api/health/route";
import { GET as jobsHealthGet } from "@/app/api/health/jobs/route";
import { availableBackends, describeBackends, readJson } from "@tests/support/server/harness";
import { enqueueMail } from "../mail/outbox";
import { backgroundJobs, startBackgroundJobs } from "./background";
import { startJobRunner, type PeriodicJob } from "./runner";
import { databaseJobRecorder, readJobStates, type JobAllowance } from "./runs";
import { getJobsHealth } from "../endpoints/health";

const backends = await availableBackends();

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const MINUTE = 60_000;

interface JobsHealth {
  status: string;
  jobs: {
    name: string;
    overdue: boolean;
    overdueSince: string | null;
    lastRunAt: string | null;
    nextRunAt: string | null;
    lastFailedAt: string | null;
    failing: boolean;
  }[];
}

describeBackends("the jobs' runs", backends, (suite) => {
  afterEach(() => vi.restoreAllMocks());

  it("records each run's end, next run and failure; a failure leaves the due time", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = false;
    const jobs: (PeriodicJob & JobAllowance)[] = [
      {
        name: "steady",
        label: "Steady",
        overdueAfterMs: 5 * MINUTE,
        everyMs: 60 * MINUTE,
        run: async () => undefined,
      },
      {
        name: "flaky",
        label: "Flaky",
        overdueAfterMs: 5 * MINUTE,
        everyMs: 60 * MINUTE,
        retryMs: 200,
        run: async () => {
          if (fail) throw new Error("the table is locked");
        },
      },
    ];
    const recorder = databaseJobRecorder(suite.db);
    const runner = startJobRunner(suite.context, jobs, recorder);
    await until(async () =>
      (await readJobStates(suite.db, jobs)).every((job) => job.lastRunAt !== null),
    );
    const [steady, flaky] = await readJobStates(suite.db, jobs);
    expect(steady!.overdue).toBe(false);
    expect(steady!.lastFailedAt).toBeNull();
    // Its next run is a period after the end of the last.
    expect(steady!.nextRunAt!.getTime() - steady!.lastRunAt!.getTime()).toBe(60 * MINUTE);
    expect(flaky!.lastError).toBeNull();

    fail = true;
    await runner.runNow("flaky").catch(() => undefined);
    const failed = (await readJobStates(suite.db, jobs))[1]!;
    expect(failed.lastError).toBe("the table is locked");
    expect(failed.lastFailedAt).toEqual(failed.lastRunAt);
    // Still due when the last success said: an hour from then, overdue 5 minutes later.
    expect(failed.overdue).toBe(false);
    const later = new Date(flaky!.lastRunAt!.getTime() + 66 * MINUTE);
    expect((await readJobStates(suite.db, jobs, later))[1]!.overdue).toBe(true);
    expect((await readJobStates(suite.db, jobs, later))[1]!.overdueSince).toEqual(
      new Date(flaky!.lastRunAt!.getTime() + 65 * MINUTE),
    );

    fail = false;
    await runner.runNow("flaky");
    const healed = (await readJobStates(suite.db, jobs))[1]!;
    expect(healed.lastError).toBeNull();
    // The failure stays on record after the job healed.
    expect(healed.lastFailedAt).toEqual(failed.lastFailedAt);
    // Due again a period after the success, overdue 5 minutes after that.
    const farLater = new Date(Date.now() + 24 * 60 * MINUTE);
    expect((await readJobStates(suite.db, jobs, farLater))[1]!.overdueSince).toEqual(
      new Date(healed.lastRunAt!.getTime() + 65 * MINUTE),
    );
    await runner.stop();
  });

  it("a job no process ever ran is overdue", async () => {
    const [never] = await readJobStates(suite.db, [
      { name: "never", label: "Never", overdueAfterMs: MINUTE },
    ]);
    expect(never).toMatchObject({ overdue: true, overdueSince: null, lastRunAt: null });
  });

  it("every background job records its runs; /api/health/jobs is 200 while they run, 503 once one is overdue", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    // No process has run the jobs yet: overdue, while the web instance itself is healthy.
    const before = await jobsHealthGet();
    expect(before.status).toBe(503);
    expect((await readJson<JobsHealth>(before)).status).toBe("overdue");
    expect((await healthGet()).status).toBe(200);

    const jobs = await startBackgroundJobs(suite.context);
    try {
      await until(async () =>
        (await readJobStates(suite.db, backgroundJobs)).every((job) => job.lastRunAt !== null),
      );
      const response = await jobsHealthGet();
      expect(response.status).toBe(200);
      const body = await readJson<JobsHealth>(response);
      expect(body.status).toBe("ok");
      expect(body.jobs.map((job) => job.name)).toEqual([
        "mail",
        "scheduled-publishing",
        "position-expiry",
        "housekeeping",
        "retention",
      ]);
      expect(body.jobs.every((job) => !job.overdue && !job.failing)).toBe(true);
      // The mail job runs each poll, whether or not there is mail.
      await enqueueMail(suite.db, [
        { kind: "enquiry.notify", recipient: "someone@corvane.test", subject: "S", body: "B" },
      ]);
      const mail = body.jobs[0]!;
      await until(async () => {
        const [now] = await readJobStates(suite.db, backgroundJobs);
        return now!.lastRunAt!.toISOString() !== mail.lastRunAt;
      });
    } finally {
      await jobs.stop();
    }

    // Once the worker is gone: the frequent jobs are overdue some minutes later, retention a
    // day and two hours after its last run; /api/health is not concerned.
    const soon = new Date(Date.now() + 7 * MINUTE);
    const late = await readJson<JobsHealth>(await getJobsHealth(soon));
    expect(late.status).toBe("overdue");
    expect(late.jobs.filter((job) => job.overdue).map((job) => job.name)).toEqual([
      "mail",
      "scheduled-publishing",
      "position-expiry",
      "housekeeping",
    ]);
    expect((await getJobsHealth(soon)).status).toBe(503);
    const [retention] = (await readJobStates(suite.db, backgroundJobs)).slice(-1);
    const retentionLate = (hours: number) =>
      readJobStates(
        suite.db,
        backgroundJobs,
        new Date(retention!.lastRunAt!.getTime() + hours * 60 * MINUTE),
      ).then((states) => states.at(-1)!.overdue);
    expect(await retentionLate(25.9)).toBe(false);
    expect(await retentionLate(26.1)).toBe(true);
    expect((await healthGet()).status).toBe(200);
  });
});
