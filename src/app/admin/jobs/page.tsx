import type { Metadata } from "next";
import { DetailList, PageHeader } from "@/components/workspace/page-parts";
import { formatTime } from "@/components/workspace/time";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { backgroundJobs } from "@/server/jobs/background";
import { readJobStates, type JobState } from "@/server/jobs/runs";
import { formatAge } from "@/server/workspace/mail-status";

export const metadata: Metadata = { title: "Jobs" };

/** The one line a reader needs first: does the job run? */
function stateText(job: JobState, now: Date): string {
  if (!job.overdue) {
    return job.lastError ? "Running, but its last run failed; it will try again." : "On time.";
  }
  if (!job.overdueSince) {
    return "Overdue: it has never run on this database. Is the worker (npm run worker) running?";
  }
  const late = formatAge(Math.round((now.getTime() - job.overdueSince.getTime()) / 1000));
  return job.lastError
    ? `Overdue for ${late}: its runs keep failing.`
    : `Overdue for ${late}: it has not run. Is the worker (npm run worker) running?`;
}

/**
 * The background jobs (admin only): each one's last run, next run and last failure, wherever
 * it runs (the worker, or this process with the embedded database), and whether it is
 * overdue. /api/health/jobs says the same to a monitor.
 */
export default async function JobsPage() {
  await requireStaff("jobs", "/admin/jobs");
  const { database } = await requireContext();
  const now = new Date();
  const jobs = await readJobStates(database.db, backgroundJobs, now);
  const overdue = jobs.filter((job) => job.overdue).length;
  return (
    <div className="space-y-6">
      <PageHeader title="Jobs">
        What runs in the background: sending mail, scheduled publishing, closing positions,
        housekeeping and retention. A job is overdue when it has not run successfully for its
        period plus its allowance. Times are UTC.
      </PageHeader>
      <p role="status" className="font-semibold">
        {overdue === 0
          ? "Every job runs on time."
          : `${overdue} of ${jobs.length} jobs ${overdue === 1 ? "is" : "are"} overdue.`}
      </p>
      {jobs.map((job) => (
        <section
          key={job.name}
          aria-labelledby={`job-${job.name}`}
          className={`rounded-2xl bg-white p-4 shadow-sm${job.overdue ? " border border-signal-600" : ""}`}
        >
          <h2 id={`job-${job.name}`} className="text-lg font-bold">
            {job.label}
          </h2>
          <p className="mt-1">{stateText(job, now)}</p>
          <DetailList
            items={[
              {
                term: "Last run",
                detail: job.lastRunAt ? formatTime(job.lastRunAt, { seconds: true }) : "never",
              },
              {
                term: "Next run",
                detail: job.nextRunAt ? formatTime(job.nextRunAt, { seconds: true }) : "not planned",
              },
              {
                term: "Last failure",
                detail: job.lastFailedAt
                  ? `${formatTime(job.lastFailedAt, { seconds: true })}${job.lastError ? `: ${job.lastError}` : " (it has run since)"}`
                  : "none recorded",
                className: "break-words",
              },
              {
                term: "Allowance",
                detail: `overdue ${formatAge(job.overdueAfterMs / 1000)} after it was due`,
              },
            ]}
          />
        </section>
      ))}
    </div>
  );
}
