/**
 * CSV exports for staff. RFC 4180 (every field quoted, quotes doubled, CRLF), UTF-8 with a
 * byte-order mark so spreadsheet programs read accents and scripts correctly, and values
 * beginning with = + - @ (or a tab or carriage return) prefixed with an apostrophe so a
 * spreadsheet shows them as text instead of running them as formulas. Rows stream out in
 * pages, oldest first, so a large table never sits in memory.
 */
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import {
  applications,
  enquiries,
  recordEvents,
  resumes,
  staffUsers,
  subscribers,
  type ScreeningAnswer,
} from "../db/schema";
import type { InboxFilters } from "@/lib/workspace/inbox";
import { recordConditions, subscriberConditions } from "../workspace/inbox-filters";
import { SUBSCRIBER_ROW_COLUMNS } from "../workspace/inbox";

export type CsvValue = string | number | Date | null | undefined;

export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "number"
        ? String(value)
        : neutraliseFormula(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/**
 * Where the last page ended: the row's time as the database wrote it (microseconds; a
 * JavaScript Date keeps milliseconds, which repeated rows and, for many rows within one
 * millisecond, never ended) and its id, which orders rows of one time strictly.
 */
interface Cursor {
  at: string;
  id: string;
}

/** The exact text of a row's time, for the next page's cursor. */
const exactTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

function after(
  table: { createdAt: AnyPgColumn; id: AnyPgColumn },
  cursor: Cursor | null,
): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.at}::timestamptz`;
  return or(gt(table.createdAt, at), and(eq(table.createdAt, at), gt(table.id, cursor.id)));
}

type PageReader = (
  cursor: Cursor | null,
  limit: number,
) => Promise<{ cursor: Cursor; values: CsvValue[] }[]>;

export const exportKinds = ["enquiries", "subscribers", "applications"] as const;
export type ExportKind = (typeof exportKinds)[number];

/** No filters: every inbox row (the spam folder is not exported). */
const EVERYTHING: InboxFilters = {
  q: "",
  status: null,
  from: null,
  to: null,
  assignee: null,
  source: null,
  position: null,
  page: 1,
};

/**
 * An application's screening answers in one cell: "question: answer" pairs joined by " | "
 * ("—" for a question left unanswered). Line breaks inside an answer become spaces so the
 * cell reads as one line; csvField still neutralises a formula at its start.
 */
export function screeningAnswersCell(answers: readonly ScreeningAnswer[] | null): string {
  if (!answers || answers.length === 0) return "";
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  return answers
    .map(({ question, answer }) => `${flat(question)}: ${flat(answer) || "—"}`)
    .join(" | ");
}

/**
 * When the record's latest note was written, as toISOString writes the other times (UTC,
 * milliseconds), or null: read per row through record_events' (kind, id, time) index.
 */
function lastNoteAt(kind: "enquiry" | "application", id: AnyPgColumn) {
  return sql<string | null>`(
    select to_char(max(${recordEvents.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from ${recordEvents}
    where ${recordEvents.recordKind} = ${kind} and ${recordEvents.recordId} = ${id}
      and ${recordEvents.type} = 'note')`;
}

/** The columns that make an inbox export a report, after the ones each export began with. */
const WORK_HEADER = ["assignee", "assignee_email", "source_page", "last_note_at"];

function definition(
  db: Database,
  kind: ExportKind,
  siteUrl: string,
  filters: InboxFilters,
): { header: string[]; page: PageReader } {
  switch (kind) {
    case "enquiries":
      return {
        header: [
          "id",
          "received_at",
          "name",
          "email",
          "contact",
          "requirement",
          "type",
          "status",
          ...WORK_HEADER,
        ],
        page: async (cursor, limit) =>
          (
            await db
              .select({
                row: enquiries,
                assignee: { name: staffUsers.name, email: staffUsers.email },
                lastNote: lastNoteAt("enquiry", enquiries.id),
                at: exactTime(enquiries.createdAt),
              })
              .from(enquiries)
              .leftJoin(staffUsers, eq(staffUsers.id, enquiries.assigneeId))
              .where(and(recordConditions(enquiries, filters), after(enquiries, cursor)))
              .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
              .limit(limit)
          ).map(({ row, assignee, lastNote, at }) => ({
            cursor: { at, id: row.id },
            values: [
              row.id,
              row.createdAt,
              row.name,
              row.email,
              row.contact,
              row.requirement,
              row.type,
              row.status,
              assignee?.name,
              assignee?.email,
              row.sourcePage,
              lastNote,
            ],
          })),
      };
    case "subscribers":
      return {
        header: ["id", "subscribed_at", "email", "status", "confirmed_at", "source_page"],
        page: async (cursor, limit) =>
          (
            await db
              .select({ ...SUBSCRIBER_ROW_COLUMNS, at: exactTime(subscribers.createdAt) })
              .from(subscribers)
              .where(and(subscriberConditions(filters), after(subscribers, cursor)))
              .orderBy(asc(subscribers.createdAt), asc(subscribers.id))
              .limit(limit)
          ).map((row) => ({
            cursor: { at: row.at, id: row.id },
            values: [row.id, row.createdAt, row.email, row.status, row.confirmedAt, row.sourcePage],
          })),
      };
    case "applications":
      return {
        header: [
          "id",
          "received_at",
          "first_name",
          "last_name",
          "email",
          "experience",
          "user_type",
          "country_code",
          "mobile_number",
          "type",
          "position",
          "screening_answers",
          "resume_id",
          "resume_file_name",
          "resume_media_type",
          "resume_size",
          "resume_sha256",
          "resume_url",
          // The pipeline's stage (the list's status) with the position above, then the report's.
          "stage",
          ...WORK_HEADER,
        ],
        page: async (cursor, limit) =>
          (
            await db
              .select({
                application: applications,
                resume: {
                  id: resumes.id,
                  fileName: resumes.fileName,
                  mediaType: resumes.mediaType,
                  size: resumes.size,
                  sha256: resumes.sha256,
                },
                assignee: { name: staffUsers.name, email: staffUsers.email },
                lastNote: lastNoteAt("application", applications.id),
                at: exactTime(applications.createdAt),
              })
              .from(applications)
              .leftJoin(resumes, eq(resumes.applicationId, applications.id))
              .leftJoin(staffUsers, eq(staffUsers.id, applications.assigneeId))
              .where(and(recordConditions(applications, filters), after(applications, cursor)))
              .orderBy(asc(applications.createdAt), asc(applications.id))
              .limit(limit)
          ).map(({ application: a, resume: r, assignee, lastNote, at }) => ({
            cursor: { at, id: a.id },
            values: [
              a.id,
              a.createdAt,
              a.firstName,
              a.lastName,
              a.email,
              a.experience,
              a.userType,
              a.countryCode,
              a.mobileNumber,
              a.type,
              a.positionTitle,
              screeningAnswersCell(a.answers),
              r?.id,
              r?.fileName,
              r?.mediaType,
              r?.size,
              r?.sha256,
              r ? `${siteUrl}/admin/export/resumes/${r.id}` : null,
              a.status,
              assignee?.name,
              assignee?.email,
              a.sourcePage,
              lastNote,
            ],
          })),
      };
  }
}

/** The whole export (or the rows matching the list's filters) as a stream of UTF-8 bytes. */
export function exportCsv(
  db: Database,
  kind: ExportKind,
  siteUrl: string,
  pageSize = 500,
  filters: InboxFilters = EVERYTHING,
): ReadableStream<Uint8Array> {
  const { header, page } = definition(db, kind, siteUrl, filters);
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
        return;
      }
      if (done) return;
      const rows = await page(cursor, pageSize);
      if (rows.length > 0) {
        cursor = rows[rows.length - 1]!.cursor;
        controller.enqueue(encoder.encode(rows.map((row) => csvLine(row.values)).join("")));
      }
      if (rows.length < pageSize) {
        done = true;
        controller.close();
      }
    },
  });
}
