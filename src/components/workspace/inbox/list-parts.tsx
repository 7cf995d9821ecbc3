import Link from "next/link";
import type { ReactNode } from "react";
import {
  SelectField,
  TextField,
  type Choice,
  labelClass,
  outlineButtonClass,
  primaryButtonClass,
} from "../form-controls";
import {
  filterQuery,
  positionLabel,
  type InboxFilters,
  type PositionChoice,
} from "@/lib/workspace/inbox";

/** "in_progress" → "In progress". */
export function statusLabel(status: string): string {
  const text = status.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Statuses as select choices, in their order, with their labels. */
export function statusChoices(statuses: readonly string[]): Choice[] {
  return statuses.map((status) => ({ value: status, label: statusLabel(status) }));
}

/** The filters as a query string, with `changes` applied (page 1 unless given). */
export function hrefWith(base: string, filters: InboxFilters, changes: Partial<InboxFilters>) {
  const next = { ...filters, page: 1, ...changes };
  return `${base}${filterQuery(next, next.page)}`;
}

/** The date fields' labels sit under the fieldset's legend, so they are quieter. */
const dateLabelClass = "mb-1 block text-sm text-ink-700";

interface FilterFormProps {
  base: string;
  filters: InboxFilters;
  statuses: readonly string[];
  /** Whom records can be assigned to; none for a list without assignees (subscribers). */
  assignees?: { id: string; name: string }[];
  sources: string[];
  /** Applications only: the positions they can be filtered by. */
  positions?: PositionChoice[];
  searchHint: string;
}

/** One of the filters' selects: its id and value follow the query parameter it sets. */
function FilterSelect({
  filters,
  name,
  label,
  choices,
  children,
}: {
  filters: InboxFilters;
  name: "status" | "source" | "position" | "assignee";
  label: string;
  choices: readonly Choice[];
  children: ReactNode;
}) {
  return (
    <SelectField
      id={`filter-${name}`}
      label={label}
      name={name}
      defaultValue={filters[name] ?? ""}
      choices={choices}
    >
      {children}
    </SelectField>
  );
}

/**
 * The list's search and filters: a plain GET form, so it works before any script loads and
 * every filtered list has an address that can be bookmarked or shared.
 */
export function FilterForm({
  base,
  filters,
  statuses,
  assignees,
  sources,
  positions,
  searchHint,
}: FilterFormProps) {
  const knownPosition =
    !filters.position ||
    filters.position === "none" ||
    (positions ?? []).some((position) => position.id === filters.position);
  // The rarer filters fold away (open while one is in use), so on a phone the list starts
  // close to the top; <details> needs no script.
  const more = Boolean(filters.assignee || filters.from || filters.to);
  return (
    <form
      method="get"
      action={base}
      role="search"
      aria-label="Search and filter"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        id="filter-q"
        label="Search"
        hint={searchHint}
        className="sm:col-span-2"
        name="q"
        type="search"
        defaultValue={filters.q}
      />
      <FilterSelect
        filters={filters}
        name="status"
        label="Status"
        choices={statusChoices(statuses)}
      >
        <option value="">Any status</option>
      </FilterSelect>
      <FilterSelect filters={filters} name="source" label="Source page" choices={sources}>
        <option value="">Any page</option>
        {filters.source && !sources.includes(filters.source) ? (
          <option value={filters.source}>{filters.source}</option>
        ) : null}
      </FilterSelect>
      {positions ? (
        <FilterSelect
          filters={filters}
          name="position"
          label="Position"
          choices={positions.map((position) => ({
            value: position.id,
            label: positionLabel(position),
          }))}
        >
          <option value="">Any position</option>
          <option value="none">Open applications (no position)</option>
          {/* A position deleted since the address was made: kept, so the form says what is on. */}
          {knownPosition ? null : <option value={filters.position!}>(deleted position)</option>}
        </FilterSelect>
      ) : null}
      <details open={more} className="group sm:col-span-2 lg:col-span-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink-900">
          <span
            aria-hidden="true"
            className="mr-2 inline-block transition-transform group-open:rotate-90"
          >
            ▸
          </span>
          {assignees ? "Assignee and dates" : "Dates"}
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {assignees ? (
            <FilterSelect
              filters={filters}
              name="assignee"
              label="Assignee"
              choices={assignees.map((person) => ({ value: person.id, label: person.name }))}
            >
              <option value="">Anyone</option>
              <option value="none">Unassigned</option>
            </FilterSelect>
          ) : null}
          <fieldset className="sm:col-span-2">
            <legend className={labelClass}>Received (UTC)</legend>
            <div className="grid grid-cols-2 gap-3">
              {(["from", "to"] as const).map((end) => (
                <TextField
                  key={end}
                  id={`filter-${end}`}
                  label={end === "from" ? "From" : "To"}
                  labelClassName={dateLabelClass}
                  name={end}
                  type="date"
                  defaultValue={filters[end] ?? ""}
                />
              ))}
            </div>
          </fieldset>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={primaryButtonClass}>
          Apply filters
        </button>
        <Link
          href={base}
          className="inline-flex min-h-11 items-center px-2 font-semibold text-accent-700 underline"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** Counts per status, each a link to the list of that status (with the other filters). */
export function StatusCounts({
  base,
  filters,
  counts,
}: {
  base: string;
  filters: InboxFilters;
  counts: { status: string; count: number }[];
}) {
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  const items = [{ status: null as string | null, label: "All", count: all }].concat(
    counts.map((c) => ({ status: c.status, label: statusLabel(c.status), count: c.count })),
  );
  return (
    <nav aria-label="Statuses" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = (filters.status ?? null) === item.status;
          return (
            <li key={item.label}>
              <Link
                href={hrefWith(base, filters, { status: item.status })}
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                  current
                    ? "border-ink-900 bg-ink-900 text-white"
                    : "border-ink-300 bg-white text-ink-800 hover:border-ink-900"
                }`}
              >
                {item.label}
                <span className="tabular-nums">{item.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A position's pipeline: how many of its applications are at each stage, in the workflow's
 * order, each a link to the list of that stage. The counts are the list's own (computed from
 * the rows under the other filters), so they follow every move.
 */
export function PipelineCounts({
  base,
  filters,
  counts,
  title,
  children,
}: {
  base: string;
  filters: InboxFilters;
  counts: { status: string; count: number }[];
  title: string;
  /** Below the stages: the offer to close the position once someone is hired. */
  children?: ReactNode;
}) {
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  const link = (current: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold ${
      current
        ? "border-ink-900 bg-ink-900 text-white"
        : "border-ink-300 bg-white text-ink-800 hover:border-ink-900"
    }`;
  return (
    <section aria-labelledby="pipeline-heading" className="mt-6 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="pipeline-heading" className="text-lg font-bold">
        Pipeline: <span className="break-words">{title}</span>
      </h2>
      <ol aria-label="Stages" className="mt-3 flex flex-wrap gap-2">
        {counts.map((c) => {
          const current = filters.status === c.status;
          return (
            <li key={c.status}>
              <Link
                href={hrefWith(base, filters, { status: c.status })}
                aria-current={current ? "true" : undefined}
                className={link(current)}
              >
                {statusLabel(c.status)}
                <span className="tabular-nums">{c.count}</span>
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="mt-3">
        <Link
          href={hrefWith(base, filters, { status: null })}
          aria-current={filters.status === null ? "true" : undefined}
          className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
        >
          All stages ({all})
        </Link>
      </p>
      {children}
    </section>
  );
}

/** Previous, a window of page numbers, next; the current page is marked for assistive tech. */
export function Pager({
  base,
  filters,
  page,
  pages,
}: {
  base: string;
  filters: InboxFilters;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pages" className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              href={hrefWith(base, filters, { page: page - 1 })}
              className={`${link} border-ink-300 bg-white`}
            >
              Previous
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              href={hrefWith(base, filters, { page: n })}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={`${link} ${n === page ? "border-ink-900 bg-ink-900 text-white" : "border-ink-300 bg-white"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link
              href={hrefWith(base, filters, { page: page + 1 })}
              className={`${link} border-ink-300 bg-white`}
            >
              Next
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="mt-2 text-sm text-ink-700">
        Page {page} of {pages}
      </p>
    </nav>
  );
}

export interface ListRow {
  key: string;
  /** One per column; the first one is the card's title on phones. */
  cells: ReactNode[];
}

/**
 * The list: a table from 640 px up (scrolling sideways inside its own focusable region when
 * it must), stacked cards below, so a phone never scrolls the page sideways. Only one of the
 * two is displayed, so assistive technology meets each row once.
 */
export function ListTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: ListRow[];
}) {
  if (rows.length === 0) {
    return (
      <p className="mt-6 rounded-2xl bg-white p-6 text-ink-700 shadow-sm">
        Nothing matches these filters.
      </p>
    );
  }
  return (
    <>
      <ul aria-label={label} className="mt-6 space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.key} className="rounded-2xl bg-white p-4 shadow-sm">
            <div className="mb-2">{row.cells[0]}</div>
            <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {row.cells.slice(1).map((cell, index) => (
                <div key={head[index + 1]} className="contents">
                  <dt className="font-semibold text-ink-700">{head[index + 1]}</dt>
                  <dd className="break-words">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="mt-6 hidden overflow-x-auto rounded-2xl bg-white shadow-sm focus:outline-2 focus:outline-accent-700 sm:block"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-ink-200 text-ink-700">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={head[index]} className="px-4 py-3 align-top">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="inline-block rounded-full border border-ink-300 px-2 py-0.5 text-xs font-semibold text-ink-800">
      {statusLabel(status)}
    </span>
  );
}

/** The list's heading row: title, total, and the CSV of exactly this list. */
export function ListHeader({
  title,
  total,
  csvHref,
}: {
  title: string;
  total: number;
  csvHref: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-ink-700" aria-live="polite">
          {total} {total === 1 ? "match" : "matches"}
        </p>
      </div>
      <a href={csvHref} className={outlineButtonClass}>
        Download CSV of this list
      </a>
    </div>
  );
}

/**
 * A whole inbox list: heading with the CSV of this very list, filters, counts per status,
 * the rows and the pager. The page loads the data and makes the rows' cells.
 */
export function FilteredList({
  title,
  csvHref,
  head,
  rows,
  list,
  notice,
  pipeline,
  toolbar,
  ...filterForm
}: FilterFormProps & {
  title: string;
  csvHref: string;
  head: string[];
  rows: ListRow[];
  list: { total: number; page: number; pages: number; counts: { status: string; count: number }[] };
  /** What the last form on the list did. */
  notice?: ReactNode;
  /** A chosen position: its pipeline takes the place of the counts per status. */
  pipeline?: { title: string; extra?: ReactNode };
  /** Between the counts and the rows: a form acting on the rows ticked (the bulk move). */
  toolbar?: ReactNode;
}) {
  const { base, filters } = filterForm;
  return (
    <>
      <ListHeader title={title} total={list.total} csvHref={csvHref} />
      {notice}
      <FilterForm {...filterForm} />
      {pipeline ? (
        <PipelineCounts base={base} filters={filters} counts={list.counts} title={pipeline.title}>
          {pipeline.extra}
        </PipelineCounts>
      ) : (
        <StatusCounts base={base} filters={filters} counts={list.counts} />
      )}
      {rows.length > 0 ? toolbar : null}
      <ListTable label={title} head={head} rows={rows} />
      <Pager base={base} filters={filters} page={list.page} pages={list.pages} />
    </>
  );
}
