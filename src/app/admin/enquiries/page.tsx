import type { Metadata } from "next";
import { RecordList } from "@/components/workspace/inbox/record-list";
import { loadEnquiriesPage } from "@/server/workspace/enquiries-page";

export const metadata: Metadata = { title: "Enquiries" };

export default async function EnquiriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const view = await loadEnquiriesPage(await searchParams);
  return (
    <RecordList
      {...view.listing}
      title="Enquiries"
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
