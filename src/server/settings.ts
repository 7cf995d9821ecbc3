/**
 * The forms backend's settings, derived from the one environment schema
 * (src/config/env.ts) when the server process starts. docs/settings.md lists every
 * variable with its default; a test keeps the two in step.
 */
import "server-only";
import path from "node:path";
import { parseEnv, type RateLimit } from "@/config/env";
import type { IpNetwork } from "@/lib/net/ip";
import { privacySettings, type RetentionPeriods } from "@/config/privacy";

export type { RateLimit } from "@/config/env";

export type RateLimitedForm =
  /** Site searches per client (issue 39). */
  | "search"
  | "subscribe"
  | "contact"
  | "applications"
  /** Wrong staff passwords (sign-in and the export token) per client. */
  | "admin"
  /** Wrong passwords per staff account, wherever they come from. */
  | "signinAccount";

/** The public forms: limited per client, per IPv6 /48 and in total. */
export type PublicForm = "subscribe" | "contact" | "applications";

export interface Settings {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax: number;
  migrationsDir: string;
  /** Where `npm run backup` writes, and how many days its copies are kept. */
  backupDir: string;
  backupRetentionDays: number;
  smtpUrl: string | null;
  mailFrom: string;
  notifyTo: string;
  /** Who hears of new enquiries (sales) and of new applications (recruiting). */
  notifyToEnquiries: string;
  notifyToApplications: string;
  /** Public origin used in links inside e-mails (unsubscribe, résumé download). */
  siteUrl: string;
  siteName: string;
  /**
   * The public address (SITE_EMAIL): where the privacy policy sends requests about personal
   * data, so mail to a visitor names it for the same purpose.
   */
  siteEmail: string;
  /** Only creates the first admin (with adminEmail); never a token. */
  adminPassword: string | null;
  /** `Authorization: Bearer` for /admin/export/*; null: no Bearer access. */
  exportToken: string | null;
  /** The first admin account, created at start-up when no account has this e-mail. */
  adminEmail: string | null;
  /** Signs staff sessions and keys hashes; null: generated and kept in DATA_DIR. */
  authSecret: string | null;
  /** The proxies whose X-Forwarded-For is believed (empty: none). */
  trustProxy: readonly IpNetwork[];
  rateLimits: Record<RateLimitedForm, RateLimit>;
  /** An IPv6 /48 may send this many times a client's (a /64's) limit. */
  ipv6NetworkFactor: number;
  /** All clients together; past it submissions are kept in the spam folder. */
  formCeilings: Record<PublicForm, RateLimit>;
  /** Résumé bytes stored per UTC day (0: no cap). */
  resumeBytesPerDay: number;
  minFillMs: number;
  jsonBodyLimit: number;
  multipartBodyLimit: number;
  mailPollMs: number;
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  mailMaxAttempts: number;
  mailLeaseMs: number;
  /** Send the enquirer an acknowledgement e-mail. */
  acknowledgeEnquiries: boolean;
  /** Send the applicant an acknowledgement e-mail (MAIL_ACKNOWLEDGE_APPLICATIONS). */
  acknowledgeApplications: boolean;
  /**
   * This web process runs the background jobs (src/server/jobs): by default with the embedded
   * database, which one process holds; with PostgreSQL `npm run worker` runs them.
   */
  jobsInWebProcess: boolean;
  /** How long each kind of record is kept (the privacy policy states the same periods). */
  retention: RetentionPeriods;
  /** Staff notifications carry the visitor's text and résumé, not only who and a link. */
  notifyIncludeText: boolean;
}

export function readSettings(source: Record<string, string | undefined> = process.env): Settings {
  const env = parseEnv(source);
  return {
    databaseUrl: env.DATABASE_URL ?? null,
    // Paths are decided at run time; the comments keep Next.js from tracing the whole project.
    dataDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR),
    databasePoolMax: env.DATABASE_POOL_MAX,
    backupDir: env.BACKUP_DIR
      ? path.resolve(/* turbopackIgnore: true */ env.BACKUP_DIR)
      : path.resolve(/* turbopackIgnore: true */ env.DATA_DIR, "backups"),
    backupRetentionDays: env.BACKUP_RETENTION_DAYS,
    migrationsDir: path.resolve(/* turbopackIgnore: true */ env.MIGRATIONS_DIR),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${env.SITE_EMAIL.split("@")[1]}>`,
    notifyTo: env.NOTIFY_TO ?? env.SITE_EMAIL,
    notifyToEnquiries: env.NOTIFY_TO_ENQUIRIES ?? env.NOTIFY_TO ?? env.SITE_EMAIL,
    notifyToApplications: env.NOTIFY_TO_APPLICATIONS ?? env.NOTIFY_TO ?? env.SITE_EMAIL,
    siteUrl: env.SITE_URL,
    siteName: env.SITE_NAME,
    siteEmail: env.SITE_EMAIL,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    // No default: without it no Bearer request is accepted.
    exportToken: env.EXPORT_TOKEN ?? null,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase() ?? null,
    authSecret: env.AUTH_SECRET ?? null,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      search: env.RATE_LIMIT_SEARCH,
      subscribe: env.RATE_LIMIT_SUBSCRIBE,
      contact: env.RATE_LIMIT_CONTACT,
      applications: env.RATE_LIMIT_APPLICATIONS,
      admin: env.RATE_LIMIT_ADMIN,
      signinAccount: env.RATE_LIMIT_SIGNIN_ACCOUNT,
    },
    ipv6NetworkFactor: env.RATE_LIMIT_IPV6_48_FACTOR,
    formCeilings: {
      subscribe: env.RATE_LIMIT_SUBSCRIBE_TOTAL,
      contact: env.RATE_LIMIT_CONTACT_TOTAL,
      applications: env.RATE_LIMIT_APPLICATIONS_TOTAL,
    },
    resumeBytesPerDay: env.RESUME_BYTES_PER_DAY,
    minFillMs: env.FORM_MIN_FILL_MS,
    jsonBodyLimit: env.FORM_BODY_LIMIT,
    multipartBodyLimit: env.APPLICATION_BODY_LIMIT,
    mailPollMs: env.MAIL_POLL_MS,
    mailRetryBaseMs: env.MAIL_RETRY_BASE_MS,
    mailRetryMaxMs: env.MAIL_RETRY_MAX_MS,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    mailLeaseMs: env.MAIL_LEASE_MS,
    acknowledgeEnquiries: env.MAIL_ACKNOWLEDGE_ENQUIRIES,
    jobsInWebProcess: env.RUN_JOBS === "auto" ? !env.DATABASE_URL : env.RUN_JOBS,
    ...privacySettings(env),
  };
}
