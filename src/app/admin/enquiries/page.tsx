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
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { ENQUIRY_STATUSES } from "@/server/db/schema";
import { assignableStaff, listEnquiries, sourcePages } from "@/server/workspace/inbox";
import { filterQuery, parseFilters } from "@/server/workspace/inbox-filters";

export const metadata: Metadata = { title: "Enquiries" };

const BASE = "/admin/enquiries";

export default async function EnquiriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const filters = parseFilters("enquiries", params);
  await requireStaff("enquiries", `${BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, staff, sources] = await Promise.all([
    listEnquiries(db, filters),
    assignableStaff(db, "enquiries"),
    sourcePages(db, "enquiries"),
  ]);
  return (
    <>
      <ListHeader
        title="Enquiries"
        total={list.total}
        csvHref={`/admin/export/enquiries.csv${filterQuery(filters)}`}
      />
      <FilterForm
        base={BASE}
        filters={filters}
        statuses={ENQUIRY_STATUSES}
        assignees={staff}
        sources={sources}
        searchHint="Name, e-mail address or any word of the requirement."
      />
      <StatusCounts base={BASE} filters={filters} counts={list.counts} />
      <ListTable
        label="Enquiries"
        head={["Name", "Received", "Requirement", "Status", "Assignee", "Source page"]}
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
            <span key="r" className="line-clamp-2">
              {row.requirement}
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
