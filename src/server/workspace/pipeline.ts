/**
 * The hiring pipeline of the applications (issue 38): moving several applications to a stage
 * at once, rejecting with a reason, the rejection e-mail a recruiter reviews and sends by hand,
 * its template, and closing a position once someone is hired. Every function checks the
 * person's right itself, as the inbox's changes do (./inbox.ts), so an action that forgot to
 * would still be refused.
 */
import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { hasControlCharacters } from "@/lib/forms/errors";
import { REJECTION_NOTE_MAX_LENGTH, REJECTION_REASON_LABELS } from "@/lib/workspace/inbox";
import type { AuditAction } from "@/lib/workspace/labels";
import { can } from "../auth/access";
import { closePosition, type CloseOutcome } from "../content/positions";
import type { Database, Queryable } from "../db/client";
import {
  APPLICATION_STATUSES,
  REJECTION_REASONS,
  applications,
  mailTemplates,
  type RejectionReason,
} from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import {
  REJECTION_TEMPLATE_KEY,
  defaultRejectionTemplate,
  fillRejectionTemplate,
  rejectionMail,
  type MailTemplate,
} from "../mail/staff-templates";
import type { Settings } from "../settings";
import {
  InboxChangeError,
  actorOf,
  allowed,
  auditChange,
  isRecordId,
  writeStatusChange,
  type ChangeContext,
  type Tx,
} from "./inbox";

/** The reasons as the rejection form offers them, in the schema's order. */
export const REJECTION_CHOICES: { value: RejectionReason; label: string }[] = REJECTION_REASONS.map(
  (reason) => ({ value: reason, label: REJECTION_REASON_LABELS[reason] }),
);

/** How many applications one move may take: a list page holds 25; a hand-made post, no more. */
export const MOVE_MAX = 100;

export interface Rejection {
  reason: string;
  note: string;
}

export interface MoveOutcome {
  /** The applications whose status (or, already rejected, their reason) changed. */
  changed: string[];
  /** Applications already at that stage, left as they were. */
  unchanged: string[];
  /** Gone meanwhile (erased, or moved to the spam folder): skipped. */
  missing: string[];
  /** The positions of the applications just moved to "hired", for the "Close" offer. */
  hiredPositions: string[];
}

function checkedIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids.map((id) => id.trim().toLowerCase()))];
  if (unique.length === 0 || unique.length > MOVE_MAX || !unique.every(isRecordId))
    throw new InboxChangeError("invalid");
  // A fixed order: two moves of overlapping selections lock their rows alike, never crosswise.
  return unique.sort();
}

/** The reason and note of a rejection, checked; a note of only spaces is no note. */
export function checkedRejection(rejection: Rejection | undefined): {
  reason: RejectionReason;
  note: string | null;
} {
  const reason = rejection?.reason ?? "";
  if (!(REJECTION_REASONS as readonly string[]).includes(reason))
    throw new InboxChangeError("invalid");
  const note = (rejection?.note ?? "").trim();
  // A form post sends CRLF; the length counted is the one the recruiter saw.
  const normalised = note.replace(/\r\n?/g, "\n");
  if (normalised.length > REJECTION_NOTE_MAX_LENGTH || hasControlCharacters(normalised))
    throw new InboxChangeError("invalid");
  return { reason: reason as RejectionReason, note: normalised || null };
}

/**
 * A change to an application that is not a move (a new rejection reason, a mail sent): the
 * columns `set`, its last activity now, and the audit entry naming the fields.
 */
async function changeApplication(
  tx: Tx,
  context: ChangeContext,
  id: string,
  {
    action,
    fields,
    set = {},
  }: { action: AuditAction; fields: string[]; set?: Partial<typeof applications.$inferInsert> },
): Promise<void> {
  await tx
    .update(applications)
    .set({ ...set, lastActivityAt: new Date() })
    .where(eq(applications.id, id));
  await auditChange(tx, context, { action, recordKind: "application", recordId: id, fields });
}

/**
 * Moves every application of `ids` to `status` in one transaction, each change recorded as
 * the record page's status form records one (history event, audit entry, last activity).
 * Moving to "rejected" takes a reason (and an optional note), stored on each application; an
 * application already rejected gets the new reason. No mail is sent: the rejection e-mail
 * goes only when a recruiter sends it (`sendRejectionMail`).
 */
export async function moveApplications(
  db: Database,
  context: ChangeContext,
  ids: readonly string[],
  status: string,
  rejection?: Rejection,
): Promise<MoveOutcome> {
  allowed(context.staff, "application");
  if (!(APPLICATION_STATUSES as readonly string[]).includes(status))
    throw new InboxChangeError("invalid");
  const wanted = checkedIds(ids);
  const rejecting = status === "rejected" ? checkedRejection(rejection) : null;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: applications.id,
        status: applications.status,
        positionId: applications.positionId,
        rejectionReason: applications.rejectionReason,
        rejectionNote: applications.rejectionNote,
      })
      .from(applications)
      .where(and(inArray(applications.id, wanted), isNull(applications.spamReason)))
      .orderBy(asc(applications.id))
      .for("update");
    const outcome: MoveOutcome = { changed: [], unchanged: [], missing: [], hiredPositions: [] };
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of wanted) {
      const row = found.get(id);
      if (!row) {
        outcome.missing.push(id);
        continue;
      }
      if (rejecting) {
        const extra = { rejectionReason: rejecting.reason, rejectionNote: rejecting.note };
        const fields = ["status", "rejectionReason", ...(rejecting.note ? ["rejectionNote"] : [])];
        if (row.status !== "rejected") {
          await writeStatusChange(tx, context, "application", id, {
            from: row.status,
            to: "rejected",
            extra,
            fields,
          });
          outcome.changed.push(id);
        } else if (
          row.rejectionReason !== rejecting.reason ||
          (row.rejectionNote ?? null) !== rejecting.note
        ) {
          // Already rejected: only the reason changes, so no status event, but an audit entry.
          await changeApplication(tx, context, id, {
            action: "rejection.change",
            fields: ["rejectionReason", "rejectionNote"],
            set: extra,
          });
          outcome.changed.push(id);
        } else outcome.unchanged.push(id);
        continue;
      }
      if (row.status === status) {
        outcome.unchanged.push(id);
        continue;
      }
      await writeStatusChange(tx, context, "application", id, { from: row.status, to: status });
      outcome.changed.push(id);
      if (status === "hired" && row.positionId && !outcome.hiredPositions.includes(row.positionId))
        outcome.hiredPositions.push(row.positionId);
    }
    return outcome;
  });
}

// ------------------------------------------------------------------------------------
// The rejection e-mail

/** The template as stored, or the text in code when nobody has reworded it yet. */
export async function rejectionTemplate(db: Queryable, settings: Settings): Promise<MailTemplate> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, REJECTION_TEMPLATE_KEY));
  return row ?? defaultRejectionTemplate(settings);
}

export interface RejectionDraft extends MailTemplate {
  recipient: string;
}

/**
 * The rejection e-mail of one application, filled from the template for the recruiter to
 * read and edit before sending; null when the application is not there or not rejected.
 */
export async function rejectionDraft(
  db: Queryable,
  settings: Settings,
  id: string,
): Promise<RejectionDraft | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db
    .select({
      email: applications.email,
      firstName: applications.firstName,
      positionTitle: applications.positionTitle,
      status: applications.status,
    })
    .from(applications)
    .where(and(eq(applications.id, id.toLowerCase()), isNull(applications.spamReason)));
  if (!row || row.status !== "rejected") return null;
  const template = await rejectionTemplate(db, settings);
  return { recipient: row.email, ...fillRejectionTemplate(template, row) };
}

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;

/** A subject and body as typed: one line of subject, a body, neither empty nor too long. */
function checkedMail(input: MailTemplate): MailTemplate {
  const subject = input.subject.trim();
  const body = input.body.replace(/\r\n?/g, "\n").trim();
  if (!subject || subject.length > MAIL_SUBJECT_MAX || /[\r\n]/.test(subject))
    throw new InboxChangeError("invalid");
  if (!body || body.length > MAIL_BODY_MAX) throw new InboxChangeError("invalid");
  if (hasControlCharacters(subject) || hasControlCharacters(body))
    throw new InboxChangeError("invalid");
  return { subject, body };
}

/**
 * Queues the rejection e-mail, as the recruiter worded it, to the applicant only: never
 * called but by the "Send rejection e-mail" button. Audited (by field names, not the text).
 * Returns the outbox ids for `afterCommit`.
 */
export async function sendRejectionMail(
  db: Database,
  context: ChangeContext,
  settings: Settings,
  id: string,
  input: MailTemplate,
): Promise<number[]> {
  allowed(context.staff, "application");
  if (!isRecordId(id)) throw new InboxChangeError("not-found");
  const mail = checkedMail(input);
  const record = id.toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: applications.email, status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, record), isNull(applications.spamReason)))
      .for("update");
    if (!row) throw new InboxChangeError("not-found");
    // Only a rejected applicant is told so: a stale page must not reject someone moved on.
    if (row.status !== "rejected") throw new InboxChangeError("invalid");
    const ids = await enqueueMail(tx, [rejectionMail(record, row.email, mail, settings)]);
    await changeApplication(tx, context, record, {
      action: "mail.rejection",
      fields: ["subject", "body"],
    });
    return ids;
  });
}

/**
 * Rewords the rejection template for everyone (`{firstName}` and `{position}` are filled
 * when a draft is made). Audited by name; the text is not personal data but is left out too.
 */
export async function saveRejectionTemplate(
  db: Database,
  context: ChangeContext,
  input: MailTemplate,
): Promise<void> {
  allowed(context.staff, "application");
  const { subject, body } = checkedMail(input);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(mailTemplates)
      .values({
        key: REJECTION_TEMPLATE_KEY,
        subject,
        body,
        updatedAt: now,
        updatedBy: context.staff.name,
      })
      .onConflictDoUpdate({
        target: mailTemplates.key,
        set: { subject, body, updatedAt: now, updatedBy: context.staff.name },
      });
    await auditChange(tx, context, {
      action: "mail_template.update",
      recordKind: "mail_template",
      recordId: REJECTION_TEMPLATE_KEY,
      fields: ["subject", "body"],
    });
  });
}

// ------------------------------------------------------------------------------------
// Closing a position after a hire

/**
 * Closes the position someone was hired for. Needs the right to work positions as well as
 * applications (recruiting and admin have both). The caller spreads `changedPaths`.
 */
export async function closeHiredPosition(
  db: Database,
  context: ChangeContext,
  positionId: string,
): Promise<CloseOutcome> {
  allowed(context.staff, "application");
  if (!can(context.staff, "positions")) throw new InboxChangeError("forbidden");
  if (!isRecordId(positionId)) throw new InboxChangeError("not-found");
  return closePosition(db, actorOf(context.staff), {
    pageId: positionId.toLowerCase(),
    reason: "hired",
    client: context.client,
  });
}

// ------------------------------------------------------------------------------------
// For the pages

export interface ChosenApplication {
  id: string;
  name: string;
  status: string;
  positionTitle: string | null;
  rejectionReason: string | null;
  rejectionNote: string | null;
}

/** The applications a step names (inbox rows only), in the order given; unknown ids left out. */
export async function applicationsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<ChosenApplication[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].filter(isRecordId);
  if (wanted.length === 0 || wanted.length > MOVE_MAX) return [];
  const rows = await db
    .select({
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      status: applications.status,
      positionTitle: applications.positionTitle,
      rejectionReason: applications.rejectionReason,
      rejectionNote: applications.rejectionNote,
    })
    .from(applications)
    .where(and(inArray(applications.id, wanted), isNull(applications.spamReason)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { firstName, lastName, ...rest } = row;
    return [{ ...rest, name: `${firstName} ${lastName}` }];
  });
}
