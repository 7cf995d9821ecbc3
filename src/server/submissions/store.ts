/**
 * Storing submissions: each one and the e-mails it triggers are written in one
 * transaction, so a submission that was answered 201 is stored with its mail queued, and a
 * failed one leaves nothing behind.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, gt, lt, or } from "drizzle-orm";
import type { ApplicationFields, ResumeKind } from "@/lib/forms/application";
import type { ContactData } from "@/lib/forms/contact";
import type { Database, Queryable } from "../db/client";
import { applications, enquiries, formDrafts, resumes, subscribers } from "../db/schema";
import { afterCommit, enqueueMail, type OutgoingMail } from "../mail/outbox";
import {
  applicationNotification,
  enquiryAcknowledgement,
  enquiryNotification,
  subscriberWelcome,
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
  afterCommit(ids, settings.smtpUrl !== null);
  return result;
}

export async function storeEnquiry(
  db: Database,
  settings: Settings,
  data: ContactData,
  meta: SubmissionMeta = INBOX,
): Promise<{ id: string }> {
  return withMail(db, settings, async (tx, now) => {
    const id = randomUUID();
    await tx
      .insert(enquiries)
      .values({ id, createdAt: now, lastActivityAt: now, ...data, ...meta });
    if (meta.spamReason !== null) return { result: { id }, mails: [] };
    const mails = enquiryNotification(id, data, now, settings);
    if (settings.acknowledgeEnquiries) mails.push(enquiryAcknowledgement(id, data, now, settings));
    return { result: { id }, mails };
  });
}

/**
 * Adds an address to the newsletter. Subscribing an address that is already subscribed
 * changes nothing and answers the same, so the answer reveals nothing about the list;
 * an address that had unsubscribed is subscribed again with a fresh token.
 *
 * A bot's subscription of a new address is kept as spam (no welcome); a bot can never
 * change an existing row. A person later subscribing an address a bot used takes it out of
 * spam and gets the welcome, so nobody needs to recover spam subscribers by hand.
 */
export async function subscribe(
  db: Database,
  settings: Settings,
  email: string,
  meta: SubmissionMeta = INBOX,
): Promise<void> {
  await withMail(db, settings, async (tx, now) => {
    const emailKey = email.toLowerCase();
    const fresh = token();
    const inserted = await tx
      .insert(subscribers)
      .values({
        id: randomUUID(),
        createdAt: now,
        email,
        emailKey,
        unsubscribeToken: fresh,
        ...meta,
      })
      .onConflictDoNothing({ target: subscribers.emailKey })
      .returning({ id: subscribers.id });
    if (meta.spamReason !== null) return { result: undefined, mails: [] };
    let id = inserted[0]?.id;
    if (!id) {
      const returning = await tx
        .update(subscribers)
        .set({
          unsubscribedAt: null,
          unsubscribeToken: fresh,
          email,
          spamReason: null,
          ...(meta.sourcePage ? { sourcePage: meta.sourcePage } : {}),
        })
        .where(
          and(
            eq(subscribers.emailKey, emailKey),
            or(isNotNull(subscribers.unsubscribedAt), isNotNull(subscribers.spamReason)),
          ),
        )
        .returning({ id: subscribers.id });
      id = returning[0]?.id;
      if (!id) return { result: undefined, mails: [] };
    }
    return { result: undefined, mails: [subscriberWelcome(email, fresh, settings)] };
  });
}

/** "done" also when the address had already unsubscribed; "unknown" for a bad token. */
export async function unsubscribe(
  db: Database,
  unsubscribeToken: string,
): Promise<"done" | "unknown"> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(unsubscribeToken)) return "unknown";
  const updated = await db
    .update(subscribers)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(eq(subscribers.unsubscribeToken, unsubscribeToken), isNull(subscribers.unsubscribedAt)),
    )
    .returning({ id: subscribers.id });
  if (updated.length > 0) return "done";
  const existing = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, unsubscribeToken));
  return existing.length > 0 ? "done" : "unknown";
}

export interface ResumeUpload {
  fileName: string;
  kind: ResumeKind;
  data: Buffer;
}

export async function storeApplication(
  db: Database,
  settings: Settings,
  fields: ApplicationFields,
  upload: ResumeUpload,
  meta: SubmissionMeta = INBOX,
): Promise<{ id: string; resumeId: string }> {
  return withMail(db, settings, async (tx, now) => {
    const id = randomUUID();
    const resume = {
      id: randomUUID(),
      fileName: upload.fileName,
      mediaType: MEDIA_TYPES[upload.kind],
      size: upload.data.length,
      sha256: createHash("sha256").update(upload.data).digest("hex"),
    };
    await tx
      .insert(applications)
      .values({ id, createdAt: now, lastActivityAt: now, ...fields, ...meta });
    await tx
      .insert(resumes)
      .values({ ...resume, applicationId: id, createdAt: now, data: upload.data });
    if (meta.spamReason !== null) return { result: { id, resumeId: resume.id }, mails: [] };
    return {
      result: { id, resumeId: resume.id },
      mails: applicationNotification(id, fields, resume, now, settings),
    };
  });
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
