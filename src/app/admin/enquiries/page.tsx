import type { Metadata } from "next";
import { RecordList } from "@/components/workspace/inbox/record-list";
import { ENQUIRIES_BASE, loadEnquiriesPage } from "@/server/workspace/enquiries-page";

export const metadata: Metadata = { title: "Enquiries" };

export default async function EnquiriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const view = await loadEnquiriesPage(await searchParams);
  return (
    <RecordList
      base={ENQUIRIES_BASE}
      title="Enquiries"
      csvHref={view.csvHref}
      filters={view.filters}
      statuses={view.statuses}
      assignees={view.staff}
      sources={view.sources}
      searchHint="Name, e-mail address or any word of the requirement."
      summaryHeading="Requirement"
      list={{
        ...view.list,
        rows: view.list.rows.map((row) => ({
          ...row,
          summary: <span className="line-clamp-2">{row.requirement}</span>,
        })),
      }}
    />
  );
}
