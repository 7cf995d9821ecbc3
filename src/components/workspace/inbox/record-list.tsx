import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { FilteredList, StatusBadge } from "./list-parts";
import { Time } from "../time";

export interface RecordListRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  status: string;
  assigneeName: string | null;
  sourcePage: string | null;
  /** The kind's own column: the requirement of an enquiry, the experience of an applicant. */
  summary: ReactNode;
}

/**
 * One inbox list of enquiries or applications: the same columns for both kinds but the
 * kind's own summary, so both look and behave alike.
 */
export function RecordList({
  summaryHeading,
  list,
  selectForm,
  ...listProps
}: Omit<ComponentProps<typeof FilteredList>, "head" | "rows" | "list"> & {
  summaryHeading: string;
  list: ComponentProps<typeof FilteredList>["list"] & { rows: RecordListRow[] };
  /**
   * The id of a form acting on ticked rows (the applications' bulk move): each row gets a
   * checkbox belonging to it, named after the person, so the form needs no script.
   */
  selectForm?: string;
}) {
  const { base } = listProps;
  return (
    <FilteredList
      {...listProps}
      list={list}
      head={["Name", "Received", summaryHeading, "Status", "Assignee", "Source page"]}
      rows={list.rows.map((row) => ({
        key: row.id,
        cells: [
          <div key="n" className={selectForm ? "flex items-start gap-2" : undefined}>
            {selectForm ? (
              // The table and the phone cards each draw the row, one of them hidden; a hidden
              // box cannot be ticked, and the action drops a repeated id. The label only makes
              // the box a finger's size.
              <label className="-my-2.5 -ml-2.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  form={selectForm}
                  name="ids"
                  value={row.id}
                  aria-label={row.name}
                  className="size-5 accent-ink-900"
                />
              </label>
            ) : null}
            <div>
              <Link href={`${base}/${row.id}`} className="font-semibold text-accent-700 underline">
                {row.name}
              </Link>
              <div className="break-all text-ink-700">{row.email}</div>
            </div>
          </div>,
          <span key="t" className="whitespace-nowrap">
            <Time value={row.createdAt} />
          </span>,
          <span key="r">{row.summary}</span>,
          <StatusBadge key="s" status={row.status} />,
          row.assigneeName ?? "—",
          <span key="p" className="break-all">
            {row.sourcePage ?? "—"}
          </span>,
        ],
      }))}
    />
  );
}
