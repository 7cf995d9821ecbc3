/**
 * The database: one PostgreSQL schema for the embedded database (PGlite) and a real server
 * alike. Migrations under ./migrations are generated from this file with drizzle-kit
 * (see ./drizzle.config.ts) and applied at start-up by ./migrate.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Contact enquiries (spec section 3: name, email, contact, requirement, type). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contact: text("contact").notNull(),
    requirement: text("requirement").notNull(),
    type: text("type").notNull(),
  },
  (table) => [index("enquiries_created_idx").on(table.createdAt, table.id)],
);

/** Newsletter subscribers. One row per address, whatever its letter case. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("subscribers_email_key_idx").on(table.emailKey),
    uniqueIndex("subscribers_token_idx").on(table.unsubscribeToken),
    index("subscribers_created_idx").on(table.createdAt, table.id),
  ],
);

/** Job applications from the résumé form (spec section 3). */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    experience: text("experience").notNull(),
    userType: text("user_type").notNull(),
    countryCode: text("country_code").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    type: text("type").notNull(),
  },
  (table) => [index("applications_created_idx").on(table.createdAt, table.id)],
);

/** Résumé files, kept in the database and only ever served as downloads. */
export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The visitor's file name, cleaned up; the extension matches `mediaType`. */
    fileName: text("file_name").notNull(),
    /** Decided from the bytes, never from the name or the declared type. */
    mediaType: text("media_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [index("resumes_application_idx").on(table.applicationId)],
);

/**
 * E-mails waiting to go out. Written in the same transaction as the submission they belong
 * to; the worker in src/server/mail sends them with retries and records the outcome.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    /** What the message is about, e.g. "enquiry.notify". */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** A résumé to attach when the message is sent. */
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker holds the message, so other instances leave it alone. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Rate-limit counters, shared by every instance of the app: one row per client bucket and
 * window. Old windows are deleted by the worker.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index("rate_limits_window_idx").on(table.windowStart),
  ],
);

/**
 * What a visitor without JavaScript typed into a form the server rejected, so the page it
 * is sent to can show the errors and keep the values. Expires after an hour.
 */
export const formDrafts = pgTable(
  "form_drafts",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    form: text("form").notNull(),
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    errors: jsonb("errors").$type<Record<string, string>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_drafts_expires_idx").on(table.expiresAt)],
);
