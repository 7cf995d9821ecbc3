/**
 * The inbox's filters, read from a list page's query string (and the CSV export's, which
 * takes the same one), and the SQL conditions they become. Anything malformed is dropped
 * rather than refused: a hand-edited address still shows a list.
 */
import "server-only";
import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  APPLICATION_STATUSES,
  ENQUIRY_STATUSES,
  SUBSCRIBER_STATUSES,
  applications,
  enquiries,
  subscribers,
} from "../db/schema";
import type { InboxFilters } from "@/lib/workspace/inbox";

// The filters' type and query string are shared with the list pages' components.

export type InboxKind = "enquiries" | "applications" | "subscribers";

export { SUBSCRIBER_STATUSES };

export const STATUSES = {
  enquiries: ENQUIRY_STATUSES,
  applications: APPLICATION_STATUSES,
  subscribers: SUBSCRIBER_STATUSES,
} as const satisfies Record<InboxKind, readonly string[]>;

export const PAGE_SIZE = 25;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function param(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.trim() : "";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string): string | null {
  if (!DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

export function parseFilters(kind: InboxKind, params: Params): InboxFilters {
  const status = param(params, "status");
  const assignee = param(params, "assignee");
  const source = param(params, "source");
  const position = param(params, "position").toLowerCase();
  const page = Number.parseInt(param(params, "page"), 10);
  return {
    // Control characters mean nothing to a search (and a NUL cannot reach the database).
    q: param(params, "q")
      .replace(/[\u0000-\u001F]/g, " ")
      .slice(0, 200),
    status: (STATUSES[kind] as readonly string[]).includes(status) ? status : null,
    from: day(param(params, "from")),
    to: day(param(params, "to")),
    assignee:
      kind === "subscribers" || !assignee
        ? null
        : assignee === "none" || /^[A-Za-z0-9_-]{1,64}$/.test(assignee)
          ? assignee
          : null,
    source: source.startsWith("/") && source.length <= 300 ? source : null,
    // Only applications name a position; anything but an id or "none" is dropped.
    position:
      kind === "applications" && (position === "none" || UUID.test(position)) ? position : null,
    page: Number.isFinite(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/**
 * A prefix query for the generated `search` column: every word the person typed must match
 * the start of some word of the record. Words are cut down to letters, digits and the
 * characters of e-mail addresses, then quoted, so nothing they type is tsquery syntax.
 */
export function searchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._+-]/gu, "").replace(/^[._+-]+|[._+-]+$/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(" & ");
}

const dayStart = (value: string) => new Date(`${value}T00:00:00Z`);
const nextDay = (value: string) => new Date(dayStart(value).getTime() + 24 * 60 * 60 * 1000);

type RecordTable = typeof enquiries | typeof applications;

/** The conditions of the filters on enquiries or applications (inbox rows only). */
export function recordConditions(
  table: RecordTable,
  filters: InboxFilters,
  { withStatus = true }: { withStatus?: boolean } = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(table.spamReason)];
  const query = searchQuery(filters.q);
  if (query) conditions.push(sql`${table.search} @@ to_tsquery('simple', ${query})`);
  if (withStatus && filters.status) conditions.push(sql`${table.status} = ${filters.status}`);
  if (filters.from) conditions.push(gte(table.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(table.createdAt, nextDay(filters.to)));
  if (filters.assignee === "none") conditions.push(isNull(table.assigneeId));
  else if (filters.assignee) conditions.push(eq(table.assigneeId, filters.assignee));
  if (filters.source) conditions.push(eq(table.sourcePage, filters.source));
  if (table === applications && filters.position) {
    conditions.push(
      filters.position === "none"
        ? isNull(applications.positionId)
        : eq(applications.positionId, filters.position),
    );
  }
  return and(...conditions);
}

/** `%`, `_` and `\` typed into the search box mean themselves. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function subscriberConditions(
  filters: InboxFilters,
  { withStatus = true }: { withStatus?: boolean } = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(subscribers.spamReason)];
  if (filters.q) conditions.push(sql`${subscribers.emailKey} like ${likePattern(filters.q)}`);
  if (withStatus && filters.status === "pending")
    conditions.push(eq(subscribers.status, "pending"));
  if (withStatus && filters.status === "confirmed")
    conditions.push(eq(subscribers.status, "confirmed"));
  if (filters.from) conditions.push(gte(subscribers.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(subscribers.createdAt, nextDay(filters.to)));
  if (filters.source) conditions.push(eq(subscribers.sourcePage, filters.source));
  return and(...conditions);
}
