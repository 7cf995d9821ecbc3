/** What the enquiries list shows: its filters, rows, statuses, colleagues and sources. */
import "server-only";
import { filterQuery } from "@/lib/workspace/inbox";
import { requireStaff } from "../auth/access";
import { requireContext } from "../context";
import { ENQUIRY_STATUSES } from "../db/schema";
import { assignableStaff, listEnquiries, sourcePages } from "./inbox";
import { parseFilters } from "./inbox-filters";

export const ENQUIRIES_BASE = "/admin/enquiries";

export async function loadEnquiriesPage(query: Record<string, string | string[] | undefined>) {
  const filters = parseFilters("enquiries", query);
  await requireStaff("enquiries", `${ENQUIRIES_BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, staff, sources] = await Promise.all([
    listEnquiries(db, filters),
    assignableStaff(db, "enquiries"),
    sourcePages(db, "enquiries"),
  ]);
  return {
    // What the filtered list draws besides its rows, as its props are named.
    listing: {
      base: ENQUIRIES_BASE,
      filters,
      csvHref: `/admin/export/enquiries.csv${filterQuery(filters)}`,
      statuses: ENQUIRY_STATUSES,
      assignees: staff,
      sources,
    },
    list,
  };
}
