import type { Metadata } from "next";
import { RecordList } from "@/components/workspace/inbox/record-list";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { APPLICATION_STATUSES } from "@/server/db/schema";
import { assignableStaff, listApplications, sourcePages } from "@/server/workspace/inbox";
import { filterQuery } from "@/lib/workspace/inbox";
import { parseFilters } from "@/server/workspace/inbox-filters";
import { experienceLabel, userTypeLabel } from "./option-labels";

export const metadata: Metadata = { title: "Applications" };

const BASE = "/admin/applications";

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseFilters("applications", await searchParams);
  await requireStaff("applications", `${BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, staff, sources] = await Promise.all([
    listApplications(db, filters),
    assignableStaff(db, "applications"),
    sourcePages(db, "applications"),
  ]);
  return (
    <RecordList
      base={BASE}
      title="Applications"
      csvHref={`/admin/export/applications.csv${filterQuery(filters)}`}
      filters={filters}
      statuses={APPLICATION_STATUSES}
      assignees={staff}
      sources={sources}
      searchHint="Name, e-mail address or a word of the application."
      summaryHeading="Experience"
      list={{
        ...list,
        rows: list.rows.map((row) => ({
          ...row,
          summary: `${experienceLabel(row.experience)} · ${userTypeLabel(row.userType)}`,
        })),
      }}
    />
  );
}
