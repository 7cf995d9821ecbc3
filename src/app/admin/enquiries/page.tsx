import type { Metadata } from "next";
import { RecordList } from "@/components/workspace/inbox/record-list";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { ENQUIRY_STATUSES } from "@/server/db/schema";
import { assignableStaff, listEnquiries, sourcePages } from "@/server/workspace/inbox";
import { filterQuery } from "@/lib/workspace/inbox";
import { parseFilters } from "@/server/workspace/inbox-filters";

export const metadata: Metadata = { title: "Enquiries" };

const BASE = "/admin/enquiries";

export default async function EnquiriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseFilters("enquiries", await searchParams);
  await requireStaff("enquiries", `${BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, staff, sources] = await Promise.all([
    listEnquiries(db, filters),
    assignableStaff(db, "enquiries"),
    sourcePages(db, "enquiries"),
  ]);
  return (
    <RecordList
      base={BASE}
      title="Enquiries"
      csvHref={`/admin/export/enquiries.csv${filterQuery(filters)}`}
      filters={filters}
      statuses={ENQUIRY_STATUSES}
      assignees={staff}
      sources={sources}
      searchHint="Name, e-mail address or any word of the requirement."
      summaryHeading="Requirement"
      list={{
        ...list,
        rows: list.rows.map((row) => ({
          ...row,
          summary: <span className="line-clamp-2">{row.requirement}</span>,
        })),
      }}
    />
  );
}
