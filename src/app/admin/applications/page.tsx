import type { Metadata } from "next";
import Link from "next/link";
import {
  FilterForm,
  ListHeader,
  ListTable,
  Pager,
  StatusBadge,
  StatusCounts,
  Time,
} from "@/components/workspace/inbox/list-parts";
import { experienceOptions, userTypeOptions } from "@/lib/forms/application";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { APPLICATION_STATUSES } from "@/server/db/schema";
import { assignableStaff, listApplications, sourcePages } from "@/server/workspace/inbox";
import { filterQuery, parseFilters } from "@/server/workspace/inbox-filters";

function optionLabel(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const metadata: Metadata = { title: "Applications" };

const BASE = "/admin/applications";

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const filters = parseFilters("applications", params);
  await requireStaff("applications", `${BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, staff, sources] = await Promise.all([
    listApplications(db, filters),
    assignableStaff(db, "applications"),
    sourcePages(db, "applications"),
  ]);
  return (
    <>
      <ListHeader
        title="Applications"
        total={list.total}
        csvHref={`/admin/export/applications.csv${filterQuery(filters)}`}
      />
      <FilterForm
        base={BASE}
        filters={filters}
        statuses={APPLICATION_STATUSES}
        assignees={staff}
        sources={sources}
        searchHint="Name, e-mail address or a word of the application."
      />
      <StatusCounts base={BASE} filters={filters} counts={list.counts} />
      <ListTable
        label="Applications"
        head={["Name", "Received", "Experience", "Status", "Assignee", "Source page"]}
        rows={list.rows.map((row) => ({
          key: row.id,
          cells: [
            <div key="n">
              <Link href={`${BASE}/${row.id}`} className="font-semibold text-accent-700 underline">
                {row.name}
              </Link>
              <div className="break-all text-ink-700">{row.email}</div>
            </div>,
            <span key="t" className="whitespace-nowrap">
              <Time value={row.createdAt} />
            </span>,
            <span key="x">
              {optionLabel(experienceOptions, row.experience)} ·{" "}
              {optionLabel(userTypeOptions, row.userType)}
            </span>,
            <StatusBadge key="s" status={row.status} />,
            row.assigneeName ?? "—",
            <span key="p" className="break-all">
              {row.sourcePage ?? "—"}
            </span>,
          ],
        }))}
      />
      <Pager base={BASE} filters={filters} page={list.page} pages={list.pages} />
    </>
  );
}
