import type { Metadata } from "next";
import { FilteredList, StatusBadge } from "@/components/workspace/inbox/list-parts";
import { Time } from "@/components/workspace/time";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { listSubscribers, sourcePages } from "@/server/workspace/inbox";
import { filterQuery } from "@/lib/workspace/inbox";
import { SUBSCRIBER_STATUSES, parseFilters } from "@/server/workspace/inbox-filters";

export const metadata: Metadata = { title: "Subscribers" };

const BASE = "/admin/subscribers";

export default async function SubscribersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseFilters("subscribers", await searchParams);
  await requireStaff("subscribers", `${BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, sources] = await Promise.all([
    listSubscribers(db, filters),
    sourcePages(db, "subscribers"),
  ]);
  return (
    <FilteredList
      base={BASE}
      title="Subscribers"
      csvHref={`/admin/export/subscribers.csv${filterQuery(filters)}`}
      filters={filters}
      statuses={SUBSCRIBER_STATUSES}
      sources={sources}
      searchHint="All or part of an e-mail address."
      list={list}
      head={["E-mail address", "Status", "Since", "Source page"]}
      rows={list.rows.map((row) => ({
        key: row.id,
        cells: [
          <span key="e" className="break-all font-semibold">
            {row.email}
          </span>,
          <StatusBadge key="s" status={row.status} />,
          <span key="t" className="whitespace-nowrap">
            <Time value={row.confirmedAt ?? row.createdAt} />
          </span>,
          <span key="p" className="break-all">
            {row.sourcePage ?? "—"}
          </span>,
        ],
      }))}
    />
  );
}
