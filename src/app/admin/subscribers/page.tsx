import type { Metadata } from "next";
import { FilteredList, StatusBadge } from "@/components/workspace/inbox/list-parts";
import { Time } from "@/components/workspace/time";
import { loadSubscribersPage } from "@/server/workspace/subscribers-page";

export const metadata: Metadata = { title: "Subscribers" };

export default async function SubscribersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { listing, list } = await loadSubscribersPage(await searchParams);
  return (
    <FilteredList
      {...listing}
      title="Subscribers"
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
