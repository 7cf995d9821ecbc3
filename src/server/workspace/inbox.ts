/**
 * The inbox: lists of enquiries, applications and subscribers (newest first, 25 a page,
 * counts per status), one record with everything about it, and the changes staff make
 * (status, note, assignee). Every change checks the role again, records a history event,
 * moves `lastActivityAt` and writes an audit entry, in one transaction.
 */
import { hasControlCharacters } from "@/lib/forms/errors";
import "server-only";
import { Refusal } from "../refusal";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { audit, type Actor, type AuditEntry } from "../audit";
import { can, RIGHTS, type Right, type Staff } from "../auth/access";
import type { Database, Queryable } from "../db/client";
import {
  APPLICATION_STATUSES,
  ENQUIRY_STATUSES,
  STAFF_ROLES,
  applications,
  enquiries,
  outbox,
  recordEvents,
  resumes,
  staffUsers,
  subscribers,
  type SubscriberStatus,
} from "../db/schema";
import {
  PAGE_SIZE,
  STATUSES,
  recordConditions,
  subscriberConditions,
  type InboxKind,
} from "./inbox-filters";
import type { InboxFilters, RecordEvent, RecordKind, RecordMail } from "@/lib/workspace/inbox";

export type { RecordKind };

export const RECORD_RIGHT: Record<RecordKind, Right> = {
  enquiry: "enquiries",
  application: "applications",
};

const TABLE = { enquiry: enquiries, application: applications } as const;

export interface StatusCount {
  status: string;
  count: number;
}

export interface ListPage<Row> {
  rows: Row[];
  /** Every status of the workflow, with how many rows match the other filters. */
  counts: StatusCount[];
  /** Rows matching all filters (the status too). */
  total: number;
  page: number;
  pages: number;
}

export interface EnquiryRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  requirement: string;
  status: string;
  sourcePage: string | null;
  assigneeName: string | null;
}

export interface ApplicationRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  experience: string;
  userType: string;
  status: string;
  sourcePage: string | null;
  assigneeName: string | null;
  /** The position's title as it was when the person applied; null: an open application. */
  positionTitle: string | null;
  positionId: string | null;
}

export interface SubscriberRow {
  id: string;
  createdAt: Date;
  email: string;
  status: SubscriberStatus;
  confirmedAt: Date | null;
  sourcePage: string | null;
}

/** A subscriber as the list shows it and the CSV export writes it. */
export const SUBSCRIBER_ROW_COLUMNS = {
  id: subscribers.id,
  createdAt: subscribers.createdAt,
  email: subscribers.email,
  status: subscribers.status,
  confirmedAt: subscribers.confirmedAt,
  sourcePage: subscribers.sourcePage,
};

function paging<Row>(
  rows: Row[],
  statuses: readonly string[],
  grouped: { status: string; count: number }[],
  filters: InboxFilters,
): ListPage<Row> {
  const counts = statuses.map((status) => ({
    status,
    count: Number(grouped.find((g) => g.status === status)?.count ?? 0),
  }));
  const total = filters.status
    ? (counts.find((c) => c.status === filters.status)?.count ?? 0)
    : counts.reduce((sum, c) => sum + c.count, 0);
  return {
    rows,
    counts,
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

const offset = (filters: InboxFilters) => (filters.page - 1) * PAGE_SIZE;

export async function listEnquiries(
  db: Database,
  filters: InboxFilters,
): Promise<ListPage<EnquiryRow>> {
  const [rows, grouped] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        createdAt: enquiries.createdAt,
        name: enquiries.name,
        email: enquiries.email,
        // Enough of the text for a list; the page shows it all.
        requirement: sql<string>`left(${enquiries.requirement}, 160)`,
        status: enquiries.status,
        sourcePage: enquiries.sourcePage,
        assigneeName: staffUsers.name,
      })
      .from(enquiries)
      .leftJoin(staffUsers, eq(staffUsers.id, enquiries.assigneeId))
      .where(recordConditions(enquiries, filters))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(PAGE_SIZE)
      .offset(offset(filters)),
    db
      .select({ status: enquiries.status, count: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(recordConditions(enquiries, filters, { withStatus: false }))
      .groupBy(enquiries.status),
  ]);
  return paging(rows, ENQUIRY_STATUSES, grouped, filters);
}

export async function listApplications(
  db: Database,
  filters: InboxFilters,
): Promise<ListPage<ApplicationRow>> {
  const [rows, grouped] = await Promise.all([
    db
      .select({
        id: applications.id,
        createdAt: applications.createdAt,
        name: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
        email: applications.email,
        experience: applications.experience,
        userType: applications.userType,
        status: applications.status,
        sourcePage: applications.sourcePage,
        assigneeName: staffUsers.name,
        positionTitle: applications.positionTitle,
        positionId: applications.positionId,
      })
      .from(applications)
      .leftJoin(staffUsers, eq(staffUsers.id, applications.assigneeId))
      .where(recordConditions(applications, filters))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(PAGE_SIZE)
      .offset(offset(filters)),
    db
      .select({ status: applications.status, count: sql<number>`count(*)::int` })
      .from(applications)
      .where(recordConditions(applications, filters, { withStatus: false }))
      .groupBy(applications.status),
  ]);
  return paging(rows, APPLICATION_STATUSES, grouped, filters);
}

export async function listSubscribers(
  db: Database,
  filters: InboxFilters,
): Promise<ListPage<SubscriberRow>> {
  const [rows, grouped] = await Promise.all([
    db
      .select(SUBSCRIBER_ROW_COLUMNS)
      .from(subscribers)
      .where(subscriberConditions(filters))
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(PAGE_SIZE)
      .offset(offset(filters)),
    db
      .select({ status: subscribers.status, count: sql<number>`count(*)::int` })
      .from(subscribers)
      .where(subscriberConditions(filters, { withStatus: false }))
      .groupBy(subscribers.status),
  ]);
  return paging(rows, STATUSES.subscribers, grouped, filters);
}

/** The pages that sent this kind's inbox rows, most frequent first (for the filter). */
export async function sourcePages(db: Database, kind: InboxKind): Promise<string[]> {
  const table =
    kind === "enquiries" ? enquiries : kind === "applications" ? applications : subscribers;
  const rows = await db
    .select({ page: table.sourcePage })
    .from(table)
    .where(and(isNull(table.spamReason), sql`${table.sourcePage} is not null`))
    .groupBy(table.sourcePage)
    .orderBy(desc(sql`count(*)`), asc(table.sourcePage))
    .limit(50);
  return rows.map((row) => row.page!).filter(Boolean);
}

/** Staff who may work records needing `right`: the assignee choices. */
export async function assignableStaff(
  db: Database,
  right: Right,
): Promise<{ id: string; name: string; email: string }[]> {
  const roles = STAFF_ROLES.filter((role) => RIGHTS[role].includes(right));
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(and(inArray(staffUsers.role, roles), sql`coalesce(${staffUsers.banned}, false) = false`))
    .orderBy(asc(staffUsers.name));
}

// ------------------------------------------------------------------------------------
// One record

export interface RecordExtras {
  assignee: { id: string; name: string } | null;
  mail: RecordMail[];
  events: RecordEvent[];
}

async function extras(
  db: Database,
  kind: RecordKind,
  id: string,
  assigneeId: string | null,
): Promise<RecordExtras> {
  const [mail, events, assignee] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(and(eq(outbox.recordKind, kind), eq(outbox.recordId, id)))
      .orderBy(asc(outbox.id)),
    db
      .select({
        id: recordEvents.id,
        createdAt: recordEvents.createdAt,
        type: recordEvents.type,
        fromValue: recordEvents.fromValue,
        toValue: recordEvents.toValue,
        body: recordEvents.body,
        actorName: recordEvents.actorName,
      })
      .from(recordEvents)
      .where(and(eq(recordEvents.recordKind, kind), eq(recordEvents.recordId, id)))
      .orderBy(asc(recordEvents.createdAt), asc(recordEvents.id)),
    assigneeId
      ? db
          .select({ id: staffUsers.id, name: staffUsers.name })
          .from(staffUsers)
          .where(eq(staffUsers.id, assigneeId))
      : Promise.resolve([]),
  ]);
  return { mail, events, assignee: assignee[0] ?? null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string): boolean {
  return UUID.test(value);
}

export type EnquiryRecord = typeof enquiries.$inferSelect & RecordExtras;

/** An inbox enquiry (not one in the spam folder), or null. */
export async function getEnquiry(db: Database, id: string): Promise<EnquiryRecord | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, id.toLowerCase()), isNull(enquiries.spamReason)));
  if (!row) return null;
  return { ...row, ...(await extras(db, "enquiry", row.id, row.assigneeId)) };
}

export type ApplicationRecord = typeof applications.$inferSelect &
  RecordExtras & {
    resumes: { id: string; fileName: string; mediaType: string; size: number }[];
  };

export async function getApplication(db: Database, id: string): Promise<ApplicationRecord | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id.toLowerCase()), isNull(applications.spamReason)));
  if (!row) return null;
  const [more, files] = await Promise.all([
    extras(db, "application", row.id, row.assigneeId),
    db
      .select({
        id: resumes.id,
        fileName: resumes.fileName,
        mediaType: resumes.mediaType,
        size: resumes.size,
      })
      .from(resumes)
      .where(eq(resumes.applicationId, row.id))
      .orderBy(asc(resumes.createdAt)),
  ]);
  return { ...row, ...more, resumes: files };
}

// ------------------------------------------------------------------------------------
// Changes

/** A change the person may not make, or to a record that is not there. */
export class InboxChangeError extends Refusal {
  override name = "InboxChangeError";
  constructor(readonly reason: "forbidden" | "not-found" | "invalid") {
    super(reason);
  }
}

export interface ChangeContext {
  staff: Staff;
  client: string | null;
}

export const NOTE_MAX_LENGTH = 5000;

export function allowed(staff: Staff, kind: RecordKind): void {
  if (!can(staff, RECORD_RIGHT[kind])) throw new InboxChangeError("forbidden");
}

/** A transaction of `db.transaction`. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function lockRecord(
  tx: Tx,
  kind: RecordKind,
  id: string,
): Promise<{ status: string; assigneeId: string | null }> {
  if (!isRecordId(id)) throw new InboxChangeError("not-found");
  const table = TABLE[kind];
  const [row] = await tx
    .select({ status: table.status, assigneeId: table.assigneeId })
    .from(table)
    .where(and(eq(table.id, id.toLowerCase()), isNull(table.spamReason)))
    .for("update");
  if (!row) throw new InboxChangeError("not-found");
  return row;
}

export function actorOf(staff: Staff): Actor {
  return { kind: "staff", id: staff.id, email: staff.email, name: staff.name, role: staff.role };
}

/** The audit entry of a change someone made in the workspace: by them, from their client. */
export async function auditChange(
  db: Queryable,
  { staff, client }: ChangeContext,
  entry: Omit<AuditEntry, "client">,
): Promise<void> {
  await audit(db, actorOf(staff), { ...entry, client });
}

/**
 * Writes one status change inside `tx`: the new status (with `extra` columns), last activity,
 * a history event and the audit entry. The single-record form and the pipeline's bulk move
 * (./pipeline.ts) both go through here, so each change of either is recorded alike.
 */
export async function writeStatusChange(
  tx: Tx,
  context: ChangeContext,
  kind: RecordKind,
  id: string,
  change: { from: string; to: string; extra?: Record<string, unknown>; fields?: string[] },
): Promise<void> {
  const table = TABLE[kind];
  const record = id.toLowerCase();
  // A reason describes the current rejection only: leaving "rejected" drops it.
  const cleared =
    kind === "application" && change.to !== "rejected"
      ? { rejectionReason: null, rejectionNote: null }
      : {};
  await tx
    .update(table)
    .set({
      status: change.to as never,
      lastActivityAt: new Date(),
      ...cleared,
      ...change.extra,
    })
    .where(eq(table.id, record));
  await tx.insert(recordEvents).values({
    recordKind: kind,
    recordId: record,
    type: "status",
    fromValue: change.from,
    toValue: change.to,
    actorId: context.staff.id,
    actorName: context.staff.name,
  });
  await auditChange(tx, context, {
    action: "status.change",
    recordKind: kind,
    recordId: record,
    fields: change.fields ?? ["status"],
    detail: { from: change.from, to: change.to },
  });
}

/**
 * Moves a record along its workflow. Returns false when it already had that status. An
 * application is rejected only with a reason (./pipeline.ts `moveApplications`).
 */
export async function changeStatus(
  db: Database,
  context: ChangeContext,
  kind: RecordKind,
  id: string,
  status: string,
): Promise<boolean> {
  allowed(context.staff, kind);
  const statuses: readonly string[] = kind === "enquiry" ? ENQUIRY_STATUSES : APPLICATION_STATUSES;
  if (!statuses.includes(status)) throw new InboxChangeError("invalid");
  if (kind === "application" && status === "rejected") throw new InboxChangeError("invalid");
  return db.transaction(async (tx) => {
    const current = await lockRecord(tx, kind, id);
    if (current.status === status) return false;
    await writeStatusChange(tx, context, kind, id, { from: current.status, to: status });
    return true;
  });
}

export async function addNote(
  db: Database,
  context: ChangeContext,
  kind: RecordKind,
  id: string,
  text: string,
): Promise<void> {
  const { staff } = context;
  allowed(staff, kind);
  const body = text.trim();
  // A NUL cannot be stored; control characters are never part of a note.
  if (!body || body.length > NOTE_MAX_LENGTH || hasControlCharacters(body))
    throw new InboxChangeError("invalid");
  const table = TABLE[kind];
  await db.transaction(async (tx) => {
    await lockRecord(tx, kind, id);
    await tx
      .update(table)
      .set({ lastActivityAt: new Date() })
      .where(eq(table.id, id.toLowerCase()));
    await tx.insert(recordEvents).values({
      recordKind: kind,
      recordId: id.toLowerCase(),
      type: "note",
      body,
      actorId: staff.id,
      actorName: staff.name,
    });
    // The note's text is not copied: the audit log names fields, never their values.
    await auditChange(tx, context, {
      action: "note.add",
      recordKind: kind,
      recordId: id.toLowerCase(),
      fields: ["note"],
    });
  });
}

/** Gives a record to a colleague with the right for it ("" : nobody). */
export async function assign(
  db: Database,
  context: ChangeContext,
  kind: RecordKind,
  id: string,
  assigneeId: string,
): Promise<boolean> {
  const { staff } = context;
  allowed(staff, kind);
  const table = TABLE[kind];
  let next: { id: string; name: string } | null = null;
  if (assigneeId) {
    const choices = await assignableStaff(db, RECORD_RIGHT[kind]);
    next = choices.find((choice) => choice.id === assigneeId) ?? null;
    if (!next) throw new InboxChangeError("invalid");
  }
  return db.transaction(async (tx) => {
    const current = await lockRecord(tx, kind, id);
    if ((current.assigneeId ?? null) === (next?.id ?? null)) return false;
    const [previous] = current.assigneeId
      ? await tx
          .select({ name: staffUsers.name })
          .from(staffUsers)
          .where(eq(staffUsers.id, current.assigneeId))
      : [];
    await tx
      .update(table)
      .set({ assigneeId: next?.id ?? null, lastActivityAt: new Date() })
      .where(eq(table.id, id.toLowerCase()));
    // Names, not ids, so the history still reads right after an account is deleted.
    await tx.insert(recordEvents).values({
      recordKind: kind,
      recordId: id.toLowerCase(),
      type: "assign",
      fromValue: previous?.name ?? null,
      toValue: next?.name ?? null,
      actorId: staff.id,
      actorName: staff.name,
    });
    await auditChange(tx, context, {
      action: "assign",
      recordKind: kind,
      recordId: id.toLowerCase(),
      fields: ["assignee"],
    });
    return true;
  });
}

/** Opening an application is audited (it holds a person's CV details). */
export async function auditApplicationView(
  db: Database,
  staff: Staff,
  id: string,
  client: string | null,
): Promise<void> {
  await audit(db, actorOf(staff), {
    action: "application.view",
    recordKind: "application",
    recordId: id.toLowerCase(),
    client,
  });
}
