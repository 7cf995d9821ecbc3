import type { Metadata } from "next";
import { Notice } from "@/components/workspace/notice";
import {
  ClosePositionForm,
  MOVE_FORM_ID,
  MoveForm,
} from "@/components/workspace/inbox/pipeline-parts";
import { RecordList } from "@/components/workspace/inbox/record-list";
import { noticeCode, noticeValues, readNotice } from "@/lib/notice";
import { APPLICATIONS_NOTICES } from "@/server/actions/notices";
import { can, requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { positionOptions } from "@/server/content/positions";
import { APPLICATION_STATUSES } from "@/server/db/schema";
import { assignableStaff, listApplications, sourcePages } from "@/server/workspace/inbox";
import {
  APPLICATIONS_BASE,
  filterQuery,
  positionLabel,
  type PositionChoice,
} from "@/lib/workspace/inbox";
import { parseFilters } from "@/server/workspace/inbox-filters";
import { closePositionAction, moveApplicationsAction } from "@/server/workspace/pipeline-actions";
import { experienceLabel, userTypeLabel } from "./option-labels";

export const metadata: Metadata = { title: "Applications" };

const BASE = APPLICATIONS_BASE;

type SearchParams = Record<string, string | string[] | undefined>;

/** What the last pipeline form did (its action sent the person back here to say so). */
function PipelineNotice({
  params,
  positions,
  mayClose,
  back,
}: {
  params: SearchParams;
  positions: PositionChoice[];
  mayClose: boolean;
  back: string;
}) {
  const message = readNotice(params, APPLICATIONS_NOTICES);
  if (!message) return null;
  // After a move to "hired": the positions filled that are still open, to close.
  const closing =
    mayClose && noticeCode(params, APPLICATIONS_NOTICES) === "moved"
      ? positions.filter(
          (position) =>
            position.state === "open" && noticeValues(params, "close").includes(position.id),
        )
      : [];
  return (
    <Notice message={message} className="mb-6">
      {closing.length > 0 ? (
        <>
          <p className="mt-2 text-ink-700">
            {closing.length === 1
              ? "The position is still open on the site. Close it now that it is filled?"
              : "These positions are still open on the site. Close the ones now filled?"}
          </p>
          {closing.map((position) => (
            <ClosePositionForm
              key={position.id}
              action={closePositionAction}
              position={position}
              back={back}
            />
          ))}
        </>
      ) : null}
    </Notice>
  );
}

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const filters = parseFilters("applications", params);
  const here = `${BASE}${filterQuery(filters, filters.page)}`;
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
        extra:
          chosen && chosen.state === "open" && hired > 0 && mayClose ? (
            <ClosePositionForm action={closePositionAction} position={chosen} back={here} />
          ) : undefined,
      }
    : undefined;
  return (
    <RecordList
      base={BASE}
      title="Applications"
      csvHref={`/admin/export/applications.csv${filterQuery(filters)}`}
      filters={filters}
      statuses={APPLICATION_STATUSES}
      assignees={staff}
      sources={sources}
      positions={positions}
      searchHint="Name, e-mail address or a word of the application."
      summaryHeading="Position and experience"
      notice={
        <PipelineNotice params={params} positions={positions} mayClose={mayClose} back={here} />
      }
      pipeline={pipeline}
      selectForm={MOVE_FORM_ID}
      toolbar={
        <MoveForm action={moveApplicationsAction} back={here} statuses={APPLICATION_STATUSES} />
      }
      list={{
        ...list,
        rows: list.rows.map((row) => ({
          ...row,
          summary: (
            <>
              <span className="block font-semibold">{row.positionTitle ?? "Open application"}</span>
              {experienceLabel(row.experience)} · {userTypeLabel(row.userType)}
            </>
          ),
        })),
      }}
    />
  );
}
