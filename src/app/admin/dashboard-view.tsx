import Link from "next/link";
import { formatTime } from "@/components/workspace/time";
import { SubmissionsChart } from "@/components/workspace/ops/submissions-chart";
import { can, type Staff } from "@/server/auth/access";
import { getContext } from "@/server/context";
import { openDashboard } from "@/server/workspace/dashboard";

const KINDS = [
  { key: "enquiries", label: "Enquiries", href: "/admin/enquiries", right: "enquiries" },
  {
    key: "applications",
    label: "Applications",
    href: "/admin/applications",
    right: "applications",
  },
  { key: "subscribers", label: "Subscribers", href: "/admin/subscribers", right: "subscribers" },
] as const;

/**
 * The dashboard (admin and marketing): what is new since this person last looked (opening
 * it marks everything seen), submissions per day over 30 and 90 days, and the pages that
 * bring enquiries and applications.
 */
export async function DashboardView({ staff }: { staff: Staff }) {
  const { database } = await getContext();
  const data = await openDashboard(database.db, staff.id);
  const since = data.seenAt
    ? `since your last visit (${formatTime(data.seenAt)})`
    : "in the last 7 days";
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>

      <section aria-labelledby="dash-new">
        <h2 id="dash-new" className="text-xl font-bold">
          New {since}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {KINDS.map((kind) => (
            <li key={kind.key} className="rounded-2xl bg-white p-4 shadow-sm">
              <p className="text-sm font-semibold text-ink-700">{kind.label}</p>
              <p className="mt-1 text-3xl font-bold tabular-nums">{data.fresh[kind.key]}</p>
              {can(staff, kind.right) ? (
                <Link
                  href={kind.href}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent-800 underline"
                >
                  Open {kind.label.toLowerCase()}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dash-days" className="space-y-4">
        <h2 id="dash-days" className="text-xl font-bold">
          Submissions per day
        </h2>
        <SubmissionsChart id="chart-30" title="Last 30 days" days={data.days.slice(-30)} />
        <SubmissionsChart id="chart-90" title="Last 90 days" days={data.days} />
      </section>

      <section aria-labelledby="dash-sources">
        <h2 id="dash-sources" className="text-xl font-bold">
          Top source pages
        </h2>
        <p className="text-sm text-ink-700">
          Pages whose forms sent enquiries and applications in the last 90 days (spam left out).
        </p>
        {data.topSources.length === 0 ? (
          <p className="mt-3 rounded-2xl bg-white p-4 shadow-sm">No source pages recorded yet.</p>
        ) : (
          <table className="mt-3 w-full max-w-xl rounded-2xl bg-white text-left shadow-sm">
            <thead>
              <tr className="border-b border-ink-300">
                <th scope="col" className="px-4 py-2">
                  Page
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Submissions
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topSources.map((source) => (
                <tr key={source.page} className="border-b border-ink-100 last:border-0">
                  <td className="break-all px-4 py-2 font-mono text-sm">{source.page}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{source.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
