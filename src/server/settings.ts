/**
 * Every setting of the forms backend, read from the environment once. The table in
 * docs/settings-forms.md lists them with their defaults and meaning.
 */
import path from "node:path";
import { siteConfig } from "@/config/site";
import { RESUME_MAX_BYTES } from "@/lib/forms/application";

export interface RateLimit {
  /** Requests allowed per window; 0 switches the limit off. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitedForm = "subscribe" | "contact" | "applications" | "admin";

export interface Settings {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax: number;
  migrationsDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  notifyTo: string;
  /** Public origin used in links inside e-mails (unsubscribe, résumé download). */
  siteUrl: string;
  siteName: string;
  adminPassword: string | null;
  /** How many proxies in front of the app may be believed in X-Forwarded-For (0: none). */
  trustProxy: number;
  rateLimits: Record<RateLimitedForm, RateLimit>;
  minFillMs: number;
  jsonBodyLimit: number;
  multipartBodyLimit: number;
  resumeMaxBytes: number;
  mailPollMs: number;
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  mailMaxAttempts: number;
  mailLeaseMs: number;
  /** Send the enquirer an acknowledgement e-mail. */
  acknowledgeEnquiries: boolean;
  /** Start the outbox worker in this process. */
  workerEnabled: boolean;
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw !== undefined && raw.trim() !== "" ? raw.trim() : undefined;
}

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`Setting ${name} must be an integer of at least ${min} (got "${raw}")`);
  }
  return parsed;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new Error(`Setting ${name} must be true or false (got "${raw}")`);
}

/** "5/600" → 5 requests per 600 seconds; "off" or "0" → no limit. */
export function parseRateLimit(
  name: string,
  raw: string | undefined,
  fallback: RateLimit,
): RateLimit {
  if (raw === undefined) return fallback;
  if (raw === "off" || raw === "0") return { limit: 0, windowSeconds: fallback.windowSeconds };
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (!match || Number(match[2]) < 1) {
    throw new Error(
      `Setting ${name} must look like "5/600" (requests/seconds) or "off" (got "${raw}")`,
    );
  }
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

function trustProxy(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const lower = raw.toLowerCase();
  if (["false", "no", "off", "0"].includes(lower)) return 0;
  if (["true", "yes", "on"].includes(lower)) return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(
      `Setting TRUST_PROXY must be true, false or a number of proxies (got "${raw}")`,
    );
  }
  return hops;
}

export const DEFAULT_RATE_LIMITS: Record<RateLimitedForm, RateLimit> = {
  subscribe: { limit: 5, windowSeconds: 600 },
  contact: { limit: 5, windowSeconds: 600 },
  applications: { limit: 3, windowSeconds: 600 },
  admin: { limit: 30, windowSeconds: 600 },
};

const emailDomain = siteConfig.email.split("@")[1] ?? "localhost";

export function readSettings(env: Env = process.env): Settings {
  const resumeMaxBytes = RESUME_MAX_BYTES;
  return {
    databaseUrl: value(env, "DATABASE_URL") ?? null,
    // Paths are decided at run time; the comments keep Next.js from tracing the whole project.
    dataDir: path.resolve(/* turbopackIgnore: true */ value(env, "DATA_DIR") ?? ".data"),
    databasePoolMax: integer(env, "DATABASE_POOL_MAX", 10, 1),
    migrationsDir: path.resolve(
      /* turbopackIgnore: true */ value(env, "MIGRATIONS_DIR") ?? "src/server/db/migrations",
    ),
    smtpUrl: value(env, "SMTP_URL") ?? null,
    mailFrom: value(env, "MAIL_FROM") ?? `${siteConfig.name} <no-reply@${emailDomain}>`,
    notifyTo: value(env, "NOTIFY_TO") ?? siteConfig.email,
    siteUrl: (value(env, "SITE_URL") ?? siteConfig.url).replace(/\/+$/, ""),
    siteName: siteConfig.name,
    // No default: without a password the staff exports are switched off.
    adminPassword: value(env, "ADMIN_PASSWORD") ?? null,
    trustProxy: trustProxy(value(env, "TRUST_PROXY")),
    rateLimits: {
      subscribe: parseRateLimit(
        "RATE_LIMIT_SUBSCRIBE",
        value(env, "RATE_LIMIT_SUBSCRIBE"),
        DEFAULT_RATE_LIMITS.subscribe,
      ),
      contact: parseRateLimit(
        "RATE_LIMIT_CONTACT",
        value(env, "RATE_LIMIT_CONTACT"),
        DEFAULT_RATE_LIMITS.contact,
      ),
      applications: parseRateLimit(
        "RATE_LIMIT_APPLICATIONS",
        value(env, "RATE_LIMIT_APPLICATIONS"),
        DEFAULT_RATE_LIMITS.applications,
      ),
      admin: parseRateLimit(
        "RATE_LIMIT_ADMIN",
        value(env, "RATE_LIMIT_ADMIN"),
        DEFAULT_RATE_LIMITS.admin,
      ),
    },
    minFillMs: integer(env, "FORM_MIN_FILL_MS", 2000),
    jsonBodyLimit: integer(env, "FORM_BODY_LIMIT", 32 * 1024, 1024),
    multipartBodyLimit: integer(env, "APPLICATION_BODY_LIMIT", resumeMaxBytes + 64 * 1024, 1024),
    resumeMaxBytes,
    mailPollMs: integer(env, "MAIL_POLL_MS", 5000, 50),
    mailRetryBaseMs: integer(env, "MAIL_RETRY_BASE_MS", 30_000, 10),
    mailRetryMaxMs: integer(env, "MAIL_RETRY_MAX_MS", 60 * 60 * 1000, 10),
    mailMaxAttempts: integer(env, "MAIL_MAX_ATTEMPTS", 12, 1),
    mailLeaseMs: integer(env, "MAIL_LEASE_MS", 120_000, 1000),
    acknowledgeEnquiries: bool(env, "MAIL_ACKNOWLEDGE_ENQUIRIES", true),
    workerEnabled: bool(env, "MAIL_WORKER", true),
  };
}
