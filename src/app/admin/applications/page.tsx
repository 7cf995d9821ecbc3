import type { Metadata } from "next";
import { FormMessage } from "@/components/workspace/form-controls";
import { statusLabel } from "@/components/workspace/inbox/list-parts";
import {
  ClosePositionForm,
  MOVE_FORM_ID,
  MoveForm,
} from "@/components/workspace/inbox/pipeline-parts";
import { RecordList } from "@/components/workspace/inbox/record-list";
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

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value ? [value] : [];

/** What the last pipeline form did (its action sent the person back here to say so). */
function Notice({
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
  const done = one(params.done);
  if (!done) return null;
  if (done === "moved") {
    const count = Number.parseInt(one(params.count) ?? "0", 10) || 0;
    const to = one(params.to) ?? "";
    const closeable = mayClose
      ? positions.filter(
          (position) => position.state === "open" && all(params.close).includes(position.id),
        )
      : [];
    return (
      <div role="status" className="mb-6 rounded-lg border border-ink-300 bg-white px-4 py-3">
        <p className="font-semibold">
          {count === 0
            ? "Nothing moved: the applications ticked were already at that stage."
            : `Moved ${count} ${count === 1 ? "application" : "applications"} to ${statusLabel(to)}.`}
        </p>
        {closeable.length > 0 ? (
          <>
            <p className="mt-2 text-ink-700">
              {closeable.length === 1
                ? "The position is still open on the site. Close it now that it is filled?"
                : "These positions are still open on the site. Close the ones now filled?"}
            </p>
            {closeable.map((position) => (
              <ClosePositionForm
                key={position.id}
                action={closePositionAction}
                position={position}
                back={back}
              />
            ))}
          </>
        ) : null}
      </div>
    );
  }
  const messages: Record<string, { tone: "error" | "notice"; text: string }> = {
    "none-selected": { tone: "error", text: "Tick at least one application to move." },
    invalid: { tone: "error", text: "That move was not possible; nothing was changed." },
    "position-closed": {
      tone: "notice",
      text: "The position is closed: its page now says it is no longer open.",
    },
    "position-not-open": {
      tone: "error",
      text: "That position is not open any more; nothing was changed.",
    },
  };
  const message = messages[done];
  return message ? (
    <FormMessage tone={message.tone} className="mb-6">
      {message.text}
    </FormMessage>
  ) : null;
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
      notice={<Notice params={params} positions={positions} mayClose={mayClose} back={here} />}
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
