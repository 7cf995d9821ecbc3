/**
 * The spam folder: enquiries and applications a bot rule caught (spam_reason not null).
 * They are kept so a person a rule misjudged can be recovered, nobody is mailed about them,
 * and the retention job (../privacy/retention.ts) deletes them RETENTION_SPAM_DAYS after
 * they arrived (résumés with them).
 */
import "server-only";
import { and, desc, eq, isNotNull, type GetColumnData } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { APPLICATION_TYPE } from "@/lib/forms/application";
import type { ApplicationFields } from "@/lib/forms/schemas";
import { CONTACT_TYPE } from "@/lib/forms/contact";
import type { Database } from "../db/client";
import { applications, enquiries, recordEvents, resumes } from "../db/schema";
import { audit, type Actor } from "../audit";
import { afterCommit, enqueueMail, type OutgoingMail } from "../mail/outbox";
import { applicationNotification, enquiryNotification } from "../mail/templates";
import type { Settings } from "../settings";
import { openPositionFor } from "../content/positions";

export type SpamKind = "enquiry" | "application";

/** What the rules' reasons mean, in words staff understand. */
export const SPAM_REASONS: Record<string, string> = {
  honeypot: "Filled in the hidden field",
  "too-fast": "Sent faster than a person types",
  overflow: "Arrived during a flood, past the form's ceiling (may well be a person)",
};

export interface SpamItem {
  kind: SpamKind;
  id: string;
  receivedAt: Date;
  name: string;
  email: string;
  /** A short look at what was sent (the requirement, or the application's essentials). */
  summary: string;
  reason: string;
  sourcePage: string | null;
}

/** The spam view shows the newest ones of each kind; older ones still go after 30 days. */
export const SPAM_LIST_LIMIT = 200;

type SpamTable = typeof enquiries | typeof applications;
type SpamColumns = Record<string, AnyPgColumn>;
type ColumnValues<Columns extends SpamColumns> = {
  [Name in keyof Columns]: GetColumnData<Columns[Name]>;
};

/**
 * Where one kind's spam is and how it reads in the list: the columns beside the ones every
 * submission has, and the name and summary made of them.
 */
interface SpamSource<Columns extends SpamColumns> {
  kind: SpamKind;
  table: SpamTable;
  columns: Columns;
  describe(values: ColumnValues<Columns>): { name: string; summary: string };
}

/** The newest spam of one kind, newest first. */
async function newestSpam<Columns extends SpamColumns>(
  db: Database,
  { kind, table, columns, describe }: SpamSource<Columns>,
): Promise<SpamItem[]> {
  const rows = await db
    .select({
      id: table.id,
      receivedAt: table.createdAt,
      email: table.email,
      reason: table.spamReason,
      sourcePage: table.sourcePage,
      values: columns,
    })
    .from(table)
    .where(isNotNull(table.spamReason))
    .orderBy(desc(table.createdAt))
    .limit(SPAM_LIST_LIMIT);
  return rows.map((row) => ({
    kind,
    id: row.id,
    receivedAt: row.receivedAt,
    email: row.email,
    // Drizzle returns the nested selection as its columns' values, which it cannot spell out
    // for a generic selection; this says what they are.
    ...describe(row.values as ColumnValues<Columns>),
    reason: row.reason ?? "",
    sourcePage: row.sourcePage,
  }));
}

const SPAM_READERS: Record<SpamKind, (db: Database) => Promise<SpamItem[]>> = {
  enquiry: (db) =>
    newestSpam(db, {
      kind: "enquiry",
      table: enquiries,
      columns: { name: enquiries.name, requirement: enquiries.requirement },
      describe: ({ name, requirement }) => ({
        name,
        summary: requirement.length > 160 ? `${requirement.slice(0, 159)}…` : requirement,
      }),
    }),
  application: (db) =>
    newestSpam(db, {
      kind: "application",
      table: applications,
      columns: {
        firstName: applications.firstName,
        lastName: applications.lastName,
        experience: applications.experience,
        userType: applications.userType,
      },
      describe: ({ firstName, lastName, experience, userType }) => ({
        name: `${firstName} ${lastName}`,
        summary: `Experience ${experience} years, ${userType === "employer" ? "employer" : "job seeker"}`,
      }),
    }),
};

export async function listSpam(db: Database, kinds: SpamKind[]): Promise<SpamItem[]> {
  const items: SpamItem[] = [];
  // In this order, so that items received at the same moment list enquiries first.
  for (const kind of ["enquiry", "application"] as const) {
    if (kinds.includes(kind)) items.push(...(await SPAM_READERS[kind](db)));
  }
  return items.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
}

/**
 * "Not spam": moves one submission into the inbox as if it had just come in (its activity
 * is now, so retention counts from today), records who did it, and queues the staff
 * notification it would have had. The acknowledgement to the enquirer is not sent: the
 * address was typed into a form a rule judged a bot's, possibly someone else's, and days
 * later a personal reply from staff serves a real person better than an automatic one.
 * Returns false when it is not (or no longer) in the spam folder.
 */
export async function markNotSpam(
  db: Database,
  settings: Settings,
  actor: Extract<Actor, { kind: "staff" }>,
  kind: SpamKind,
  id: string,
  client: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const ids = await db.transaction(async (tx) => {
    let reason: string | null;
    let mails: OutgoingMail[];
    if (kind === "enquiry") {
      const [row] = await tx
        .select()
        .from(enquiries)
        .where(and(eq(enquiries.id, id), isNotNull(enquiries.spamReason)))
        .for("update");
      if (!row) return null;
      reason = row.spamReason;
      await tx
        .update(enquiries)
        .set({ spamReason: null, lastActivityAt: now })
        .where(eq(enquiries.id, id));
      // Stored rows passed the schema, whose type is always the fixed "2".
      mails = enquiryNotification(id, { ...row, type: CONTACT_TYPE }, row.createdAt, settings);
    } else {
      const [row] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.id, id), isNotNull(applications.spamReason)))
        .for("update");
      if (!row) return null;
      const [resume] = await tx
        .select({
          id: resumes.id,
          fileName: resumes.fileName,
          mediaType: resumes.mediaType,
          size: resumes.size,
          sha256: resumes.sha256,
        })
        .from(resumes)
        .where(eq(resumes.applicationId, id))
        .limit(1);
      if (!resume) throw new Error(`application ${id} has no résumé`);
      reason = row.spamReason;
      await tx
        .update(applications)
        .set({ spamReason: null, lastActivityAt: now })
        .where(eq(applications.id, id));
      const fields = { ...row, type: APPLICATION_TYPE } as ApplicationFields;
      // An application to a position names it, and goes to its hiring owner while it is open.
      const owner = row.positionId ? await openPositionFor(tx, row.positionId) : null;
      const position = row.positionTitle
        ? {
            title: row.positionTitle,
            answers: row.answers ?? [],
            hiringOwnerEmail: owner?.hiringOwnerEmail ?? null,
          }
        : null;
      mails = applicationNotification(id, fields, resume, row.createdAt, settings, position);
    }
    await tx.insert(recordEvents).values({
      createdAt: now,
      recordKind: kind,
      recordId: id,
      type: "not_spam",
      fromValue: reason,
      toValue: null,
      actorId: actor.id,
      actorName: actor.name,
    });
    await audit(tx, actor, {
      action: "spam.not_spam",
      recordKind: kind,
      recordId: id,
      client,
      detail: { reason },
    });
    return enqueueMail(tx, mails, now);
  });
  if (ids === null) return false;
  afterCommit(ids, settings);
  return true;
}
