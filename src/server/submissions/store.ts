/**
 * Storing submissions: each one and the e-mails it triggers are written atomically (one
 * statement for a plain submission, one transaction for work of several steps), so a
 * submission that was answered 201 is stored with its mail queued, and a failed one leaves
 * nothing behind.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, like, lt, or, sql } from "drizzle-orm";
import type { ResumeKind } from "@/lib/forms/application";
import type { ApplicationFields, ContactData } from "@/lib/forms/schemas";
import type { Database, Queryable } from "../db/client";
import {
  applications,
  enquiries,
  formDrafts,
  outbox,
  resumes,
  subscribers,
  type ScreeningAnswer,
} from "../db/schema";
import { audit } from "../audit";
import { addressHash } from "../privacy/address-hash";
import {
  afterCommit,
  enqueueMail,
  insertWithMail,
  rowInsert,
  type OutgoingMail,
  type RowInsert,
} from "../mail/outbox";
import {
  applicationAcknowledgement,
  applicationNotification,
  enquiryAcknowledgement,
  enquiryNotification,
  subscriberConfirmation,
} from "../mail/templates";
import { MEDIA_TYPES } from "../security/sniff";
import type { Settings } from "../settings";

/**
 * Where a submission came from and whether a bot rule caught it. A caught one is kept with
 * the rule's reason (the spam folder) and nobody is mailed about it, so a real person a rule
 * misjudged can be recovered with "Not spam" (./spam.ts) without the forms relaying mail
 * for bots.
 */
export interface SubmissionMeta {
  sourcePage: string | null;
  spamReason: string | null;
}

const INBOX: SubmissionMeta = { sourcePage: null, spamReason: null };

function token(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

async function withMail<T>(
  db: Database,
  settings: Settings,
  work: (tx: Queryable, now: Date) => Promise<{ result: T; mails: OutgoingMail[] }>,
): Promise<T> {
  const now = new Date();
  const { result, ids } = await db.transaction(async (tx) => {
    const { result, mails } = await work(tx, now);
    const ids = await enqueueMail(tx, mails, now);
    return { result, ids };
  });
  afterCommit(ids, settings);
  return result;
}

/** A submission's rows and its mail in one statement (insertWithMail), then the worker's nudge. */
async function storeWithMail(
  db: Database,
  settings: Settings,
  inserts: RowInsert[],
  mails: OutgoingMail[],
  now: Date,
): Promise<void> {
  const ids = await insertWithMail(db, inserts, mails, now);
  afterCommit(ids, settings);
}

export async function storeEnquiry(
  db: Database,
  settings: Settings,
  data: ContactData,
  meta: SubmissionMeta = INBOX,
): Promise<{ id: string }> {
  const now = new Date();
  const id = randomUUID();
  const mails: OutgoingMail[] = [];
  if (meta.spamReason === null) {
    mails.push(...enquiryNotification(id, data, now, settings));
    if (settings.acknowledgeEnquiries) mails.push(enquiryAcknowledgement(id, data, now, settings));
  }
  const row = rowInsert(enquiries, { id, createdAt: now, lastActivityAt: now, ...data, ...meta });
  await storeWithMail(db, settings, [row], mails, now);
  return { id };
}

/**
 * Adds an address to the newsletter, pending until the person confirms it from the
 * confirmation e-mail (double opt-in). The answer is the same whether the address was new,
 * pending or confirmed, so it reveals nothing about the list; a repeat sends no second mail
 * (the form cannot be used to flood someone's inbox).
 *
 * A bot's subscription of a new address is kept as spam (no mail); a bot can never change
 * an existing row. A person later subscribing an address a bot used takes it out of spam
 * and gets the confirmation mail, so nobody needs to recover spam subscribers by hand.
 */
export async function subscribe(
  db: Database,
  settings: Settings,
  email: string,
  meta: SubmissionMeta = INBOX,
): Promise<void> {
  await withMail(db, settings, async (tx, now) => {
    const emailKey = email.toLowerCase();
    const inserted = await tx
      .insert(subscribers)
      .values({
        id: randomUUID(),
        createdAt: now,
        email,
        emailKey,
        unsubscribeToken: token(),
        confirmToken: token(),
        status: "pending",
        ...meta,
      })
      .onConflictDoNothing({ target: subscribers.emailKey })
      .returning({
        id: subscribers.id,
        confirmToken: subscribers.confirmToken,
        unsubscribeToken: subscribers.unsubscribeToken,
      });
    if (meta.spamReason !== null) return { result: undefined, mails: [] };
    let row = inserted[0];
    if (!row) {
      // A spam row becomes this person's pending subscription, counted from now.
      const returning = await tx
        .update(subscribers)
        .set({
          email,
          spamReason: null,
          createdAt: now,
          ...(meta.sourcePage ? { sourcePage: meta.sourcePage } : {}),
        })
        .where(and(eq(subscribers.emailKey, emailKey), isNotNull(subscribers.spamReason)))
        .returning({
          id: subscribers.id,
          confirmToken: subscribers.confirmToken,
          unsubscribeToken: subscribers.unsubscribeToken,
        });
      row = returning[0];
      if (!row) return { result: undefined, mails: [] };
    }
    return {
      result: undefined,
      mails: [
        subscriberConfirmation(
          row.id,
          email,
          { confirm: row.confirmToken!, unsubscribe: row.unsubscribeToken },
          settings,
        ),
      ],
    };
  });
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether a confirmation link's token belongs to a subscription (the page's GET). */
export async function confirmTokenKnown(db: Database, confirmToken: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(confirmToken)) return false;
  const rows = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.confirmToken, confirmToken), isNull(subscribers.spamReason)));
  return rows.length > 0;
}

/**
 * Confirms the subscription of the confirmation link (the page's POST): the moment of
 * consent is stored. "done" also when it was confirmed already; "unknown" for a bad token.
 */
export async function confirmSubscription(
  db: Database,
  confirmToken: string,
  now = new Date(),
): Promise<"done" | "unknown"> {
  if (!TOKEN_PATTERN.test(confirmToken)) return "unknown";
  await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(
      and(
        eq(subscribers.confirmToken, confirmToken),
        eq(subscribers.status, "pending"),
        isNull(subscribers.spamReason),
      ),
    );
  return (await confirmTokenKnown(db, confirmToken)) ? "done" : "unknown";
}

/**
 * Unsubscribes by deleting the subscriber and the mail still queued for them: nothing of
 * them stays but an audit entry with a keyed hash of the address. "unknown" for a token
 * that matches nobody (a bad link, or one already used).
 */
export async function unsubscribe(
  db: Database,
  settings: Settings,
  unsubscribeToken: string,
  via: "page" | "one-click",
): Promise<"done" | "unknown"> {
  if (!TOKEN_PATTERN.test(unsubscribeToken)) return "unknown";
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(subscribers)
      .where(eq(subscribers.unsubscribeToken, unsubscribeToken))
      .returning({ id: subscribers.id, emailKey: subscribers.emailKey });
    if (!gone) return "unknown";
    await tx
      .delete(outbox)
      .where(
        or(
          and(eq(outbox.recordKind, "subscriber"), eq(outbox.recordId, gone.id)),
          and(
            eq(outbox.status, "pending"),
            like(outbox.kind, "subscriber.%"),
            sql`lower(${outbox.recipient}) = ${gone.emailKey}`,
          ),
        ),
      );
    await audit(
      tx,
      { kind: "system" },
      {
        action: "subscriber.unsubscribe",
        detail: { via, addressHash: addressHash(gone.emailKey, settings) },
      },
    );
    return "done";
  });
}

export interface ResumeUpload {
  fileName: string;
  kind: ResumeKind;
  data: Buffer;
}

/**
 * The open position an application is for (issue 38): kept with it as its id, its title at
 * this moment and the screening answers; the hiring owner, when set, hears of it instead of
 * the recruiting address(es).
 */
export interface PositionApplied {
  id: string;
  title: string;
  answers: ScreeningAnswer[];
  hiringOwnerEmail: string | null;
}

export async function storeApplication(
  db: Database,
  settings: Settings,
  fields: ApplicationFields,
  upload: ResumeUpload,
  meta: SubmissionMeta = INBOX,
  position: PositionApplied | null = null,
): Promise<{ id: string; resumeId: string }> {
  const now = new Date();
  const id = randomUUID();
  const resume = {
    id: randomUUID(),
    fileName: upload.fileName,
    mediaType: MEDIA_TYPES[upload.kind],
    size: upload.data.length,
    sha256: createHash("sha256").update(upload.data).digest("hex"),
  };
  const mails: OutgoingMail[] = [];
  // Spam and overflow reach nobody: neither staff nor an address a bot may have typed.
  if (meta.spamReason === null) {
    mails.push(...applicationNotification(id, fields, resume, now, settings, position));
    if (settings.acknowledgeApplications)
      mails.push(applicationAcknowledgement(id, fields.email, position, now, settings));
  }
  // An open application leaves the position's columns to their defaults (null), as before.
  const applied = position
    ? { positionId: position.id, positionTitle: position.title, answers: position.answers }
    : {};
  const rows = [
    rowInsert(applications, {
      id,
      createdAt: now,
      lastActivityAt: now,
      ...fields,
      ...meta,
      ...applied,
    }),
    rowInsert(resumes, { ...resume, applicationId: id, createdAt: now, data: upload.data }),
  ];
  await storeWithMail(db, settings, rows, mails, now);
  return { id, resumeId: resume.id };
}

/** How long a no-JavaScript visitor's rejected values are kept for the page that shows them. */
const DRAFT_LIFETIME_MS = 60 * 60 * 1000;

export async function saveDraft(
  db: Database,
  form: string,
  values: Record<string, string>,
  errors: Record<string, string>,
): Promise<string> {
  const id = token();
  const now = new Date();
  await db.insert(formDrafts).values({
    id,
    form,
    values,
    errors,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DRAFT_LIFETIME_MS),
  });
  return id;
}

export async function loadDraft(
  db: Database,
  id: string,
): Promise<{
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
} | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  const [row] = await db
    .select({ form: formDrafts.form, values: formDrafts.values, errors: formDrafts.errors })
    .from(formDrafts)
    .where(and(eq(formDrafts.id, id), gt(formDrafts.expiresAt, new Date())));
  return row ?? null;
}

export async function pruneDrafts(db: Database, now = new Date()): Promise<void> {
  await db.delete(formDrafts).where(lt(formDrafts.expiresAt, now));
}
