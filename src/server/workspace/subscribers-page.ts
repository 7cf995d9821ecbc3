/** What the subscribers list shows: its filters, rows, statuses and sources. */
import "server-only";
import { filterQuery } from "@/lib/workspace/inbox";
import { requireStaff } from "../auth/access";
import { requireContext } from "../context";
import { listSubscribers, sourcePages } from "./inbox";
import { SUBSCRIBER_STATUSES, parseFilters } from "./inbox-filters";

const SUBSCRIBERS_BASE = "/admin/subscribers";

export async function loadSubscribersPage(query: Record<string, string | string[] | undefined>) {
  const filters = parseFilters("subscribers", query);
  await requireStaff("subscribers", `${SUBSCRIBERS_BASE}${filterQuery(filters, filters.page)}`);
  const { db } = (await requireContext()).database;
  const [list, sources] = await Promise.all([
    listSubscribers(db, filters),
    sourcePages(db, "subscribers"),
  ]);
  return {
    // What the filtered list draws besides its rows, as its props are named.
    listing: {
      base: SUBSCRIBERS_BASE,
      filters,
      csvHref: `/admin/export/subscribers.csv${filterQuery(filters)}`,
      statuses: SUBSCRIBER_STATUSES,
      sources,
    },
    list,
  };
}
