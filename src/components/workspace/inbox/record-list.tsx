import Link from "next/link";
import type { ReactNode } from "react";
import {
  FilterForm,
  ListHeader,
  ListTable,
  Pager,
  StatusBadge,
  StatusCounts,
  type ListFilters,
} from "./list-parts";
import { Time } from "../time";

export interface RecordListRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  status: string;
  assigneeName: string | null;
  sourcePage: string | null;
  /** The kind's own column: the requirement of an enquiry, the experience of an applicant. */
  summary: ReactNode;
}

/**
 * One inbox list (enquiries or applications): heading with the CSV of this very list,
 * filters, counts per status, the rows and the pager. The page loads the data; this only
 * lays it out, so both kinds look and behave alike.
 */
export function RecordList({
  base,
  title,
  csvHref,
  filters,
  statuses,
  assignees,
  sources,
  searchHint,
  summaryHeading,
  list,
}: {
  base: string;
  title: string;
  csvHref: string;
  filters: ListFilters;
  statuses: readonly string[];
  assignees: { id: string; name: string }[];
  sources: string[];
  searchHint: string;
  summaryHeading: string;
  list: {
    total: number;
    page: number;
    pages: number;
    counts: { status: string; count: number }[];
    rows: RecordListRow[];
  };
}) {
  return (
    <>
      <ListHeader title={title} total={list.total} csvHref={csvHref} />
      <FilterForm
        base={base}
        filters={filters}
        statuses={statuses}
        assignees={assignees}
        sources={sources}
        searchHint={searchHint}
      />
      <StatusCounts base={base} filters={filters} counts={list.counts} />
      <ListTable
        label={title}
        head={["Name", "Received", summaryHeading, "Status", "Assignee", "Source page"]}
        rows={list.rows.map((row) => ({
          key: row.id,
          cells: [
            <div key="n">
              <Link href={`${base}/${row.id}`} className="font-semibold text-accent-700 underline">
                {row.name}
              </Link>
              <div className="break-all text-ink-700">{row.email}</div>
            </div>,
            <span key="t" className="whitespace-nowrap">
              <Time value={row.createdAt} />
            </span>,
            <span key="r">{row.summary}</span>,
            <StatusBadge key="s" status={row.status} />,
            row.assigneeName ?? "—",
            <span key="p" className="break-all">
              {row.sourcePage ?? "—"}
            </span>,
          ],
        }))}
      />
      <Pager base={base} filters={filters} page={list.page} pages={list.pages} />
    </>
  );
}
