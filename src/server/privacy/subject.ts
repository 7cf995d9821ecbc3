/**
 * Data-subject requests (issue 10): everything held about one e-mail address, found across
 * enquiries, applications (with résumés and history), subscribers, spam and mail; exported
 * as one archive; erased in one transaction; corrected field by field. The audit log names
 * the person by a keyed hash of the address (./address-hash.ts), never the address, and
 * corrections by field name, never the values.
 */
import "server-only";
import { Refusal } from "../refusal";
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { audit, type Actor } from "../audit";
import type { Database, Queryable } from "../db/client";
import {
  applications,
  enquiries,
  formDrafts,
  outbox,
  recordEvents,
  resumes,
  subscribers,
} from "../db/schema";
import type { Settings } from "../settings";
import { addressHash } from "./address-hash";
import { countedKinds, FORM_RECORD_LABELS, SPAM_LABEL } from "./counted-kinds";
import { zip } from "./zip";

/**
 * The kinds a request reports, with their labels; reports give their counts (the audit entry
 * holds the same).
 */
export const { kinds: SUBJECT_KINDS, labels: SUBJECT_LABELS } = countedKinds({
  ...FORM_RECORD_LABELS,
  history: "History entries and notes",
  subscribers: "Newsletter subscriptions",
  spam: SPAM_LABEL,
  mail: "E-mails",
  drafts: "Form drafts (what was typed into a form that came back with errors)",
});
export type SubjectKind = (typeof SUBJECT_KINDS)[number];
export type SubjectCounts = Record<SubjectKind, number>;

/** An e-mail address as the forms accept it, in its lower-case key form; null otherwise. */
export function subjectKey(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && /^\S+@\S+\.\S+$/.test(email) ? email : null;
}

/** Every column but the ones that are not the person's data (search index, file bytes). */
function without<T extends Record<string, unknown>, K extends keyof T>(
  columns: T,
  key: K,
): Omit<T, K> {
  const rest = { ...columns };
  delete rest[key];
  return rest;
}
const enquiryColumns = without(getTableColumns(enquiries), "search");
// An application's position, screening answers and rejection reason and note (issue 38) are
// its own columns, so they are exported with it and erased with its row.
const applicationColumns = without(getTableColumns(applications), "search");
const resumeColumns = without(getTableColumns(resumes), "data");

const matches = (column: AnyPgColumn, key: string) => sql`lower(${column}) = ${key}`;

async function find(db: Queryable, address: string) {
  const key = address.trim().toLowerCase();
  const enquiryRows = await db
    .select(enquiryColumns)
    .from(enquiries)
    .where(matches(enquiries.email, key))
    .orderBy(enquiries.createdAt);
  const applicationRows = await db
    .select(applicationColumns)
    .from(applications)
    .where(matches(applications.email, key))
    .orderBy(applications.createdAt);
  const subscriberRows = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.emailKey, key))
    .orderBy(subscribers.createdAt);
  const enquiryIds = enquiryRows.map((row) => row.id);
  const applicationIds = applicationRows.map((row) => row.id);
  const subscriberIds = subscriberRows.map((row) => row.id);
  const resumeRows =
    applicationIds.length === 0
      ? []
      : await db
          .select(resumeColumns)
          .from(resumes)
          .where(inArray(resumes.applicationId, applicationIds));
  const recordIds = [...enquiryIds, ...applicationIds];
  const history =
    recordIds.length === 0
      ? []
      : await db
          .select()
          .from(recordEvents)
          .where(inArray(recordEvents.recordId, recordIds))
          .orderBy(recordEvents.createdAt);
  const linked: SQL[] = [];
  if (enquiryIds.length > 0)
    linked.push(and(eq(outbox.recordKind, "enquiry"), inArray(outbox.recordId, enquiryIds))!);
  if (applicationIds.length > 0)
    linked.push(
      and(eq(outbox.recordKind, "application"), inArray(outbox.recordId, applicationIds))!,
    );
  if (subscriberIds.length > 0)
    linked.push(and(eq(outbox.recordKind, "subscriber"), inArray(outbox.recordId, subscriberIds))!);
  const mail = await db
    .select(exportedMailColumns())
    .from(outbox)
    .where(or(matches(outbox.recipient, key), matches(outbox.replyTo, key), ...linked))
    .orderBy(outbox.createdAt);
  // A form sent back with its errors keeps what was typed for an hour, under the address.
  const drafts = await db
    .select()
    .from(formDrafts)
    .where(sql`lower(trim(${formDrafts.values}->>'email')) = ${key}`)
    .orderBy(formDrafts.createdAt);
  return {
    enquiries: enquiryRows,
    applications: applicationRows,
    resumes: resumeRows,
    history,
    subscribers: subscriberRows,
    mail,
    drafts,
  };
}

/** Every column of a queued message but its sealed one-time link: an export holds no secret. */
function exportedMailColumns() {
  const columns: Partial<ReturnType<typeof getTableColumns<typeof outbox>>> = {
    ...getTableColumns(outbox),
  };
  delete columns.sealedLink;
  return columns as Omit<ReturnType<typeof getTableColumns<typeof outbox>>, "sealedLink">;
}

export type SubjectRecords = Awaited<ReturnType<typeof find>>;

/** Spam is counted on its own, as the workspace shows it in its own folder. */
export function countRecords(records: SubjectRecords): SubjectCounts {
  const spam = (rows: { spamReason: string | null }[]) =>
    rows.filter((row) => row.spamReason !== null).length;
  return {
    enquiries: records.enquiries.length - spam(records.enquiries),
    applications: records.applications.length - spam(records.applications),
    resumes: records.resumes.length,
    history: records.history.length,
    subscribers: records.subscribers.length - spam(records.subscribers),
    spam: spam(records.enquiries) + spam(records.applications) + spam(records.subscribers),
    mail: records.mail.length,
    drafts: records.drafts.length,
  };
}

function auditDetail(counts: SubjectCounts, address: string, settings: Settings) {
  return { ...counts, addressHash: addressHash(address, settings) };
}

/** Looks an address up (audited: looking is already processing the person's data). */
export async function lookupSubject(
  db: Database,
  settings: Settings,
  actor: Actor,
  key: string,
  client: string | null,
): Promise<SubjectRecords> {
  const records = await find(db, key);
  await audit(db, actor, {
    action: "privacy.lookup",
    client,
    detail: auditDetail(countRecords(records), key, settings),
  });
  return records;
}

/** A file name safe in every archive tool: letters, digits, dot, dash, underscore. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120);
}

/**
 * Everything held about the address as one ZIP: `data.json` with every record (mail with
 * its content, history with its notes) and `resumes/…` with each résumé file.
 */
export async function exportSubject(
  db: Database,
  settings: Settings,
  actor: Actor,
  key: string,
  client: string | null,
  now = new Date(),
): Promise<{ archive: Buffer; counts: SubjectCounts; fileName: string }> {
  const records = await find(db, key);
  const counts = countRecords(records);
  const files = [];
  const resumeEntries = [];
  for (const resume of records.resumes) {
    const [row] = await db
      .select({ data: resumes.data })
      .from(resumes)
      .where(eq(resumes.id, resume.id));
    const name = `resumes/${resume.id}-${safeName(resume.fileName)}`;
    resumeEntries.push({ ...resume, file: name });
    if (row) files.push({ name, data: row.data });
  }
  const document = {
    address: key.trim().toLowerCase(),
    exportedAt: now.toISOString(),
    site: settings.siteUrl,
    enquiries: records.enquiries,
    applications: records.applications,
    resumes: resumeEntries,
    history: records.history,
    subscribers: records.subscribers.map((row) =>
      without(without(row, "unsubscribeToken"), "confirmToken"),
    ),
    mail: records.mail,
    drafts: records.drafts,
  };
  const archive = zip(
    [{ name: "data.json", data: Buffer.from(JSON.stringify(document, null, 2)) }, ...files],
    now,
  );
  await audit(db, actor, {
    action: "privacy.export",
    client,
    detail: auditDetail(counts, key, settings),
  });
  return { archive, counts, fileName: `personal-data-${now.toISOString().slice(0, 10)}.zip` };
}

/**
 * Erases everything held about the address in one transaction: records, their history,
 * résumés (by the foreign key's cascade), mail to or about them, queued mail included.
 * Leaves one audit entry with the counts and the address's keyed hash.
 */
export async function eraseSubject(
  db: Database,
  settings: Settings,
  actor: Actor,
  key: string,
  client: string | null,
): Promise<SubjectCounts> {
  return db.transaction(async (tx) => {
    const records = await find(tx, key);
    const counts = countRecords(records);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    if (records.history.length > 0)
      await tx.delete(recordEvents).where(
        inArray(
          recordEvents.id,
          records.history.map((r) => r.id),
        ),
      );
    if (records.mail.length > 0)
      await tx.delete(outbox).where(
        inArray(
          outbox.id,
          records.mail.map((r) => r.id),
        ),
      );
    if (records.applications.length > 0)
      await tx.delete(applications).where(inArray(applications.id, ids(records.applications)));
    if (records.enquiries.length > 0)
      await tx.delete(enquiries).where(inArray(enquiries.id, ids(records.enquiries)));
    if (records.subscribers.length > 0)
      await tx.delete(subscribers).where(inArray(subscribers.id, ids(records.subscribers)));
    if (records.drafts.length > 0)
      await tx.delete(formDrafts).where(inArray(formDrafts.id, ids(records.drafts)));
    await audit(tx, actor, {
      action: "privacy.erase",
      client,
      detail: auditDetail(counts, key, settings),
    });
    return counts;
  });
}

/** What a correction may change, per kind of record. */
export const CORRECTABLE = {
  enquiry: ["name", "email", "contact"],
  application: ["firstName", "lastName", "email", "mobileNumber"],
  subscriber: ["email"],
} as const;
export type CorrectableKind = keyof typeof CORRECTABLE;

export class CorrectionError extends Refusal {
  override name = "CorrectionError";
}

/**
 * Corrects a record's name, e-mail or phone. Each change is audited by field name (never
 * the old or new value). Returns the fields that changed.
 */
export async function correctRecord(
  db: Database,
  actor: Actor,
  kind: CorrectableKind,
  id: string,
  values: Record<string, string>,
  client: string | null,
): Promise<string[]> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new CorrectionError("Unknown record.");
  const allowed = CORRECTABLE[kind] as readonly string[];
  const next: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (!allowed.includes(name)) continue;
    const value = raw.trim();
    if (value === "" || value.length > 254)
      throw new CorrectionError(`${name} must be 1 to 254 characters.`);
    if (name === "email" && !subjectKey(value))
      throw new CorrectionError("email must be an e-mail address.");
    next[name] = value;
  }
  return db.transaction(async (tx) => {
    const table =
      kind === "enquiry" ? enquiries : kind === "application" ? applications : subscribers;
    const [current] = (await tx.select().from(table).where(eq(table.id, id))) as Record<
      string,
      unknown
    >[];
    if (!current) throw new CorrectionError("Unknown record.");
    const changed = Object.keys(next).filter((name) => current[name] !== next[name]);
    if (changed.length === 0) return [];
    const set: Record<string, string> = Object.fromEntries(
      changed.map((name) => [name, next[name]!]),
    );
    if (kind === "subscriber" && set.email) set.emailKey = set.email.toLowerCase();
    try {
      await tx.update(table).set(set).where(eq(table.id, id));
    } catch (error) {
      if (kind === "subscriber") throw new CorrectionError("Another subscriber has that address.");
      throw error;
    }
    await audit(tx, actor, {
      action: "privacy.correct",
      recordKind: kind,
      recordId: id,
      fields: changed,
      client,
    });
    return changed;
  });
}

/** The records a lookup shows with a correction form (spam is left to its folder). */
export function correctable(records: SubjectRecords) {
  return {
    enquiries: records.enquiries.filter((row) => row.spamReason === null),
    applications: records.applications.filter((row) => row.spamReason === null),
    subscribers: records.subscribers.filter((row) => row.spamReason === null),
  };
}
