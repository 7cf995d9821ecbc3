/**
 * The database: one PostgreSQL schema for the embedded database (PGlite) and a real server
 * alike. Migrations under ./migrations are generated from this file with drizzle-kit
 * (see ./drizzle.config.ts) and applied at start-up by ./migrate.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
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
const moment = (name: string) => timestamp(name, { withTimezone: true });

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Statuses of the staff workflows (spec of the workspace, issue 9). */
export const ENQUIRY_STATUSES = ["new", "in_progress", "replied", "closed"] as const;
export const APPLICATION_STATUSES = [
  "new",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;
/** Why an application was rejected: a short fixed list, with a note beside it. */
export const REJECTION_REASONS = [
  "experience",
  "skills",
  "location",
  "salary",
  "position-filled",
  "withdrew-interest",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** One screening question as it was asked, with the answer given ("" when left out). */
export interface ScreeningAnswer {
  question: string;
  kind: "yesNo" | "text";
  answer: string;
}

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * What staff add to a submission: where it was sent from, who works it, when it last
 * changed (retention counts from there), and why a rule filed it as spam (null: inbox).
 */
const workspaceColumns = () => ({
  sourcePage: text("source_page"),
  assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
  lastActivityAt: moment("last_activity_at").notNull().defaultNow(),
  spamReason: text("spam_reason"),
});

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
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull().default("new"),
    ...workspaceColumns(),
    /** Words of every field, for the inbox's search ('simple': no language stemming). */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || replace(coalesce(email, ''), '@', ' ') || ' ' || coalesce(contact, '') || ' ' || coalesce(requirement, ''))`,
    ),
  },
  (table) => [
    index("enquiries_created_idx").on(table.createdAt, table.id),
    index("enquiries_status_idx").on(table.status, table.createdAt),
    index("enquiries_search_idx").using("gin", table.search),
  ],
);

export const SUBSCRIBER_STATUSES = ["pending", "confirmed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * Newsletter subscribers. One row per address, whatever its letter case. A subscription is
 * pending until the confirmation link's page is submitted (double opt-in); `confirmed_at`
 * and `source_page` are the proof of consent. Unsubscribing deletes the row.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    /** The token of the confirmation link; null once confirmed. */
    confirmToken: text("confirm_token"),
    confirmedAt: moment("confirmed_at"),
    sourcePage: text("source_page"),
    spamReason: text("spam_reason"),
  },
  (table) => [
    uniqueIndex("subscribers_email_key_idx").on(table.emailKey),
    uniqueIndex("subscribers_token_idx").on(table.unsubscribeToken),
    uniqueIndex("subscribers_confirm_token_idx").on(table.confirmToken),
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
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    /**
     * The position applied to (issue 38; null: an open application from /JoinUs). Its title
     * is kept as it was when the person applied, so the record reads right after a rename
     * or a deleted position.
     */
    positionId: uuid("position_id").references(() => contentPages.id, { onDelete: "set null" }),
    positionTitle: text("position_title"),
    /** The position's screening questions with this person's answers, in its order. */
    answers: jsonb("answers").$type<ScreeningAnswer[]>(),
    /** Why a rejected application was rejected (REJECTION_REASONS) and the recruiter's note. */
    rejectionReason: text("rejection_reason"),
    rejectionNote: text("rejection_note"),
    ...workspaceColumns(),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || replace(coalesce(email, ''), '@', ' ') || ' ' || coalesce(mobile_number, '') || ' ' || coalesce(experience, '') || ' ' || coalesce(type, ''))`,
    ),
  },
  (table) => [
    index("applications_created_idx").on(table.createdAt, table.id),
    index("applications_status_idx").on(table.status, table.createdAt),
    index("applications_search_idx").using("gin", table.search),
    index("applications_position_idx").on(table.positionId, table.status),
  ],
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
    /** The holder's token: only the worker that holds it records the outcome. */
    leaseToken: text("lease_token"),
    lastError: text("last_error"),
    /** What the last failure was ("auth", "connection", "recipient", …) and when. */
    lastErrorKind: text("last_error_kind"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The submission the message is about, so its page can show the mail and its state. */
    recordKind: text("record_kind", { enum: ["enquiry", "application", "subscriber", "staff"] }),
    recordId: text("record_id"),
    /** When retention removed subject, body and reply-to (who, when and state stay). */
    contentRemovedAt: moment("content_removed_at"),
    /**
     * A one-time link's token, encrypted with AUTH_SECRET: the body holds a placeholder and
     * the worker puts the link in at send time; cleared once the message is sent or failed.
     */
    sealedLink: text("sealed_link"),
    /**
     * Set by a restore on mail that was queued when the backup was taken (it may have gone
     * out since): the worker leaves it until an admin sends or drops it on the Mail page.
     */
    heldAt: moment("held_at"),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("outbox_record_idx").on(table.recordKind, table.recordId),
    // Partial, as the two below: a message is queued with every submission, and a queued
    // one needs none of them (each index a row enters is work on the forms' hot path).
    // The failed list, the health check's count of failed messages and their retention.
    index("outbox_failed_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
    // The health check's "last error" and "last sent", and the retention of sent mail.
    index("outbox_last_error_idx")
      .on(table.lastErrorAt)
      .where(sql`${table.lastErrorAt} is not null`),
    index("outbox_sent_at_idx")
      .on(table.sentAt)
      .where(sql`${table.sentAt} is not null`),
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

// ---------------------------------------------------------------------------------------
// Staff workspace. The staff_* tables are better-auth's (docs/decisions/0017-staff-auth.md):
// property names are its field names, ids are text UUIDs.

export const STAFF_ROLES = ["admin", "sales", "recruiting", "marketing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
  role: text("role").notNull().default("sales"),
  /** Disabled accounts (better-auth's admin plugin calls it a ban). */
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: moment("ban_expires"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** The dashboard counts what came in since this person last looked. */
  dashboardSeenAt: moment("dashboard_seen_at"),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
  },
  (table) => [index("staff_sessions_user_idx").on(table.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: moment("access_token_expires_at"),
    refreshTokenExpiresAt: moment("refresh_token_expires_at"),
    scope: text("scope"),
    /** scrypt hash (salt:key), written by better-auth. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull(),
  },
  (table) => [index("staff_accounts_user_idx").on(table.userId)],
);

/** One-time tokens (invitations, password resets), stored hashed. */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (table) => [index("staff_verifications_identifier_idx").on(table.identifier)],
);

/**
 * Every one-time password link issued (invitations and resets), by the keyed hash that is
 * also its verification row's identifier: a newer link ends the earlier ones, and the reset
 * page can tell a superseded link from a used or expired one (docs/decisions/0048).
 */
export const staffLinks = pgTable(
  "staff_links",
  {
    identifier: text("identifier").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["invite", "reset"] }).notNull(),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    /** When a newer link, a password change or an upgrade ended it. */
    supersededAt: moment("superseded_at"),
  },
  (table) => [index("staff_links_user_idx").on(table.userId, table.createdAt)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: moment("locked_until"),
  },
  (table) => [index("staff_two_factors_user_idx").on(table.userId)],
);

/**
 * What staff did to an enquiry or application: status changes (from, to), notes (body),
 * assignments and spam decisions, each with who and when. Shown as the record's history.
 */
export const recordEvents = pgTable(
  "record_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    recordKind: text("record_kind", { enum: ["enquiry", "application"] }).notNull(),
    recordId: uuid("record_id").notNull(),
    type: text("type", { enum: ["status", "note", "assign", "not_spam"] }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    body: text("body"),
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept when the account is deleted, so the history still says who. */
    actorName: text("actor_name").notNull(),
  },
  (table) => [
    index("record_events_record_idx").on(table.recordKind, table.recordId, table.createdAt),
  ],
);

/**
 * The audit log: who did what to which record, when, from where. Records are named by id
 * and fields by name, never their values, so erasing a person leaves nothing of them here.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: moment("at").notNull().defaultNow(),
    actorId: text("actor_id"),
    /** The account's e-mail at the time, "token" for the export password, or "system". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    recordKind: text("record_kind"),
    recordId: text("record_id"),
    fields: text("fields").array(),
    client: text("client"),
    /** Counts and names only (e.g. rows exported, old and new role). */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_action_idx").on(table.action, table.at),
  ],
);

/**
 * The background jobs' runs, one row per job (src/server/jobs/runs.ts), written by whichever
 * process runs it and read by every web instance (the Jobs page, /api/health/jobs); and the
 * retention job's lease, so it runs on one instance at a time.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  /** Another instance may take the job over once this has passed (a crashed holder). */
  leaseUntil: moment("lease_until"),
  lastStartedAt: moment("last_started_at"),
  /** The end of the last run that succeeded. */
  lastFinishedAt: moment("last_finished_at"),
  /** Counts per kind of record of the last finished run. */
  lastResult: jsonb("last_result").$type<Record<string, number>>(),
  /** Why the last run failed; null once a run succeeded. */
  lastError: text("last_error"),
  /** The end of the last run that failed (kept after later successes). */
  lastFailedAt: moment("last_failed_at"),
  /** When the process that ran it last will run it again. */
  nextRunAt: moment("next_run_at"),
  /**
   * When the next successful run is due: a failure leaves it where it was, so a job that
   * keeps failing becomes overdue as one that stopped running does.
   */
  dueAt: moment("due_at"),
});

/**
 * The site's pages (issue 36). `draft` is what the studio saves, every save a new
 * `draft_version`; the public site shows the revision `published_revision_id` points to.
 * `path` is the draft's path (placeholders such as `{product}` kept), unique without regard to
 * case; `published_path` is where the public site serves the page now.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /**
     * What the document is (issue 37): a page, a blog post (a page with its own form), a case
     * study or the site's menus. Only pages and posts have an address.
     */
    kind: text("kind", { enum: ["page", "post", "caseStudy", "menus", "position"] })
      .notNull()
      .default("page"),
    /** The draft's address; for a case study or the menus, their key (`case-study:<slug>`, `menus:site`). */
    path: text("path").notNull(),
    publishedPath: text("published_path"),
    /** A page of the spec's route table: its path is fixed and it cannot be unpublished. */
    locked: boolean("locked").notNull().default(false),
    draft: jsonb("draft").notNull(),
    draftVersion: integer("draft_version").notNull().default(1),
    draftSavedAt: moment("draft_saved_at").notNull().defaultNow(),
    draftSavedById: text("draft_saved_by_id"),
    /** Kept when the account is deleted, so the studio still says who. */
    draftSavedBy: text("draft_saved_by").notNull(),
    /** The draft version the live revision was published from (null: never published). */
    publishedDraftVersion: integer("published_draft_version"),
    publishedRevisionId: uuid("published_revision_id"),
    /** Taken down by "Unpublish" (the revision is kept). */
    unpublishedAt: moment("unpublished_at"),
    /** "Schedule": the job runner publishes draft version `scheduled_version` at this time. */
    scheduledAt: moment("scheduled_at"),
    scheduledVersion: integer("scheduled_version"),
    scheduledById: text("scheduled_by_id"),
    scheduledBy: text("scheduled_by"),
    scheduledNote: text("scheduled_note"),
    /**
     * A position taken off the site (issue 38): by hand, by a hire, or by its closing date.
     * Its address stays reserved and answers 410 with what is open instead.
     */
    closedAt: moment("closed_at"),
  },
  (table) => [
    uniqueIndex("content_pages_path_key").on(sql`lower(${table.path})`),
    uniqueIndex("content_pages_published_path_key").on(sql`lower(${table.publishedPath})`),
    index("content_pages_scheduled_idx")
      .on(table.scheduledAt)
      .where(sql`${table.scheduledAt} is not null`),
  ],
);

/** Every publish of a page, whole, with who, when and an optional note. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    document: jsonb("document").notNull(),
    publishedAt: moment("published_at").notNull().defaultNow(),
    publishedById: text("published_by_id"),
    publishedBy: text("published_by").notNull(),
    note: text("note"),
  },
  (table) => [uniqueIndex("content_revisions_page_number_key").on(table.pageId, table.number)],
);

/** Permanent redirects: made when a page's path changes, or added by an admin. */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    createdBy: text("created_by").notNull(),
    /** "path-change" (made by a publish) or "manual". */
    origin: text("origin", { enum: ["path-change", "manual"] }).notNull(),
  },
  (table) => [uniqueIndex("content_redirects_from_key").on(sql`lower(${table.fromPath})`)],
);

/**
 * Content migrations applied to the store: the first import of the site's pages, and later
 * additions to shipped content, each once, never overwriting an edit.
 */
export const contentMigrations = pgTable("content_migrations", {
  id: text("id").primaryKey(),
  appliedAt: moment("applied_at").notNull().defaultNow(),
});

/**
 * The media library (issue 37, decision 0054): every image and video pages may show. The
 * site's own generated artwork is `bundled` (its files ship under public/media); uploads keep
 * their files in `media_files`, so every instance and every backup has them.
 */
export const mediaAssets = pgTable("media_assets", {
  /** The id pages name: the bundled manifest's ids, or a slug of the upload's name. */
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["image", "video"] }).notNull(),
  origin: text("origin", { enum: ["bundled", "upload"] }).notNull(),
  /** The uploaded file's name, cleaned, or the bundled file's. */
  fileName: text("file_name").notNull(),
  /** Empty only when `decorative`. */
  alt: text("alt").notNull().default(""),
  decorative: boolean("decorative").notNull().default(false),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Where crops keep the subject, in percent of width and height from the top left. */
  focalX: integer("focal_x").notNull().default(50),
  focalY: integer("focal_y").notNull().default(50),
  /** Address of the full-size file: /media/<name>.webp (bundled) or /media/library/<hash>.webp. */
  src: text("src").notNull(),
  /** Videos: the WebM beside the MP4, and the poster image. */
  webm: text("webm"),
  poster: text("poster"),
  /** What the file is for (the bundled manifest's `use`), or a staff note. */
  note: text("note").notNull().default(""),
  /** Bytes kept in `media_files` for this asset (0 for bundled files). */
  storedBytes: integer("stored_bytes").notNull().default(0),
  createdAt: createdAt(),
  createdBy: text("created_by").notNull(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/** An upload's WebP files: the full size (`width` = the asset's) and each smaller width. */
export const mediaFiles = pgTable(
  "media_files",
  {
    assetId: text("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    /** The full-size file's content hash: the URL changes whenever the picture does. */
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.width] }),
    uniqueIndex("media_files_hash_width_key").on(table.hash, table.width),
  ],
);

/**
 * Texts of e-mails staff send by hand and may reword for everyone (issue 38: the rejection
 * e-mail). Absent: the text in code (src/server/mail/staff-templates.ts) is used.
 */
export const mailTemplates = pgTable("mail_templates", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/**
 * The site search's index (issue 39): one row per published page, post, case study and open
 * position, written in the same transaction as the publish (src/server/search/index-writer.ts).
 * Title words weigh most, then headings and descriptions, then body text; English stemming.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    pageId: uuid("page_id")
      .primaryKey()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Where the result links (a case study: its card on the case studies page). */
    path: text("path").notNull(),
    title: text("title").notNull(),
    /** The part of the site a result belongs to, shown beside it ("Blog", "Careers"…). */
    area: text("area").notNull(),
    headings: text("headings").notNull(),
    body: text("body").notNull(),
    document: tsvector("document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', headings), 'B') || setweight(to_tsvector('english', body), 'C')`,
    ),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (table) => [index("search_documents_document_idx").using("gin", table.document)],
);

/**
 * Every word the indexed text holds, for "did you mean" (trigram similarity, pg_trgm). Words
 * are added as documents are indexed and pruned when the whole index is rebuilt at start-up.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (table) => [index("search_words_trigram_idx").using("gin", table.word.op("gin_trgm_ops"))],
);
