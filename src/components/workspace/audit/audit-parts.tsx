import Link from "next/link";
import { AUDIT_BASE, auditPageHref, type AuditFilters, type AuditRow } from "@/lib/workspace/audit";
import { auditActionLabel } from "@/lib/workspace/labels";
import { SelectField, TextField, primaryButtonClass } from "../form-controls";
import { ListTable } from "../inbox/list-parts";
import { Time } from "../time";

function describe(row: AuditRow): string {
  const parts: string[] = [];
  if (row.fields?.length) parts.push(`fields: ${row.fields.join(", ")}`);
  for (const [key, value] of Object.entries(row.detail ?? {})) parts.push(`${key}: ${value}`);
  return parts.join("; ");
}

/** The filters: an action, the actor, a record and the days. */
export function AuditFilterForm({
  filters,
  actions,
}: {
  filters: AuditFilters;
  /** The actions the log holds, to choose from. */
  actions: string[];
}) {
  return (
    <form
      method="get"
      action={AUDIT_BASE}
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <SelectField
        id="audit-action"
        label="Action"
        name="action"
        defaultValue={filters.action ?? ""}
        choices={actions.map((action) => ({ value: action, label: auditActionLabel(action) }))}
      >
        <option value="">All actions</option>
      </SelectField>
      <TextField id="audit-actor" label="Actor" name="actor" defaultValue={filters.actor ?? ""} />
      <TextField
        id="audit-record"
        label="Record id"
        name="record"
        defaultValue={filters.recordId ?? ""}
      />
      <TextField
        id="audit-from"
        label="From"
        name="from"
        type="date"
        defaultValue={filters.from ?? ""}
      />
      <TextField id="audit-to" label="To" name="to" type="date" defaultValue={filters.to ?? ""} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass}>
          Filter
        </button>
        <Link
          href={AUDIT_BASE}
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-accent-700 underline"
        >
          Clear
        </Link>
      </div>
    </form>
  );
}

/** The entries of one page, newest first. */
export function AuditTable({ rows }: { rows: AuditRow[] }) {
  return (
    <ListTable
      label="Audit entries"
      head={["Action", "When", "Actor", "Record", "Details", "Client"]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          // The words, then the stored code: what the filter's address and log searches use.
          <span key="a">
            <span className="font-semibold">{auditActionLabel(row.action)}</span>{" "}
            <span className="block font-mono text-xs text-ink-700">{row.action}</span>
          </span>,
          <span key="t" className="whitespace-nowrap">
            <Time value={row.at} seconds />
          </span>,
          <span key="w" className="break-words">
            {row.actor}
          </span>,
          row.recordId ? (
            <span key="r">
              {row.recordKind} <span className="font-mono text-xs break-all">{row.recordId}</span>
            </span>
          ) : (
            "—"
          ),
          describe(row) || "—",
          <span key="c" className="whitespace-nowrap">
            {row.client ?? "—"}
          </span>,
        ],
      }))}
    />
  );
}

/** Newer and older pages of the log, with the same filters. */
export function AuditPager({
  filters,
  page,
  hasMore,
}: {
  filters: AuditFilters;
  page: number;
  hasMore: boolean;
}) {
  return (
    <nav aria-label="Audit log pages" className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link
          href={auditPageHref(filters, page - 1)}
          className="inline-flex min-h-11 items-center rounded-lg border border-ink-700 bg-white px-4 font-semibold"
        >
          Newer entries
        </Link>
      ) : null}
      <span className="text-sm text-ink-700">Page {page}</span>
      {hasMore ? (
        <Link
          href={auditPageHref(filters, page + 1)}
          className="inline-flex min-h-11 items-center rounded-lg border border-ink-700 bg-white px-4 font-semibold"
        >
          Older entries
        </Link>
      ) : null}
    </nav>
  );
}
