/**
 * What the applications list shows besides its rows: the filters, the colleagues, sources and
 * positions to filter by, the pipeline of a chosen position, and what the last pipeline form
 * did, with the positions a hire filled that may be closed now.
 */
import "server-only";
import { noticeCode, noticeValues, readNotice } from "@/lib/notice";
import { APPLICATIONS_BASE, filterQuery, positionLabel } from "@/lib/workspace/inbox";
import { APPLICATIONS_NOTICES } from "../actions/notices";
import { can, requireStaff } from "../auth/access";
import { positionOptions } from "../content/positions";
import { requireContext } from "../context";
import { APPLICATION_STATUSES } from "../db/schema";
import { assignableStaff, listApplications, sourcePages } from "./inbox";
import { parseFilters } from "./inbox-filters";

export async function loadApplicationsPage(query: Record<string, string | string[] | undefined>) {
  const filters = parseFilters("applications", query);
  const here = `${APPLICATIONS_BASE}${filterQuery(filters, filters.page)}`;
  const me = await requireStaff("applications", here);
  const { db } = (await requireContext()).database;
  const [list, staff, sources, positions] = await Promise.all([
    listApplications(db, filters),
    assignableStaff(db, "applications"),
    sourcePages(db, "applications"),
    positionOptions(db),
  ]);
  // Closing a position is the positions' right (recruiting and admin have it with this one).
  const mayClose = can(me, "positions");
  const chosen =
    filters.position && filters.position !== "none"
      ? positions.find((position) => position.id === filters.position)
      : undefined;
  const hired = list.counts.find((count) => count.status === "hired")?.count ?? 0;
  const pipeline = filters.position
    ? {
        title:
          filters.position === "none"
            ? "Open applications"
            : chosen
              ? positionLabel(chosen)
              : "(deleted position)",
        // Someone is hired and the position still takes applications: offer to close it.
        closeable: chosen && chosen.state === "open" && hired > 0 && mayClose ? chosen : null,
      }
    : null;
  // After a move to "hired": the positions filled that are still open, to close.
  const moved = noticeCode(query, APPLICATIONS_NOTICES) === "moved";
  const closing =
    mayClose && moved
      ? positions.filter(
          (position) =>
            position.state === "open" && noticeValues(query, "close").includes(position.id),
        )
      : [];
  return {
    // What the filtered list draws besides its rows, as its props are named.
    listing: {
      base: APPLICATIONS_BASE,
      filters,
      csvHref: `/admin/export/applications.csv${filterQuery(filters)}`,
      statuses: APPLICATION_STATUSES,
      assignees: staff,
      sources,
      positions,
    },
    list,
    here,
    pipeline,
    notice: { message: readNotice(query, APPLICATIONS_NOTICES), moved, closing },
  };
}
