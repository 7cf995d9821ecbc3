/**
 * Every environment variable the project reads, in one zod schema: its type, range and
 * default, and the words docs/settings.md's tables use for it (a test holds the two
 * together). Site settings are read by the build and by the server (pages are rendered on
 * request; `npm start` rebuilds when one changes), the backend's when the server process
 * starts, the tooling's by the scripts and tests.
 *
 * `parseEnv` throws one error that names every variable that is wrong and why.
 */
import { z } from "zod";
import { RESUME_MAX_BYTES } from "@/lib/forms/application";
import { NAMED_NETWORKS, parseNetwork, type IpNetwork } from "@/lib/net/ip";
import { isSingleMailbox } from "@/lib/forms/email";

export type SettingScope = "site" | "backend" | "tooling";

export interface SettingMeta {
  scope: SettingScope;
  /** The default as docs/settings.md shows it; absent when the variable has none. */
  default?: string;
}

const blankIsUnset = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : value.trim()) : value;

/** A variable with a default: the default goes through the same parsing as a set value. */
function withDefault<T extends z.ZodType<unknown, string>>(
  scope: SettingScope,
  fallback: string,
  schema: T,
) {
  return z
    .preprocess(blankIsUnset, schema.prefault(fallback as z.input<T>))
    .meta({ scope, default: fallback });
}

/** A variable without a default (`undefined` when unset), or whose default is derived. */
function optional<T extends z.ZodType>(scope: SettingScope, schema: T, derivedDefault?: string) {
  return z
    .preprocess(blankIsUnset, schema.optional())
    .meta(derivedDefault === undefined ? { scope } : { scope, default: derivedDefault });
}

const text = z.string();

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** "a@x.example, b@y.example": bare addresses, each one mailbox (mail goes to each alone). */
const mailboxList = z.string().refine(
  (raw) => {
    const addresses = raw.split(",").map((address) => address.trim());
    return addresses.every((address) => isSingleMailbox(address));
  },
  { error: "must be e-mail addresses separated by commas (no names or angle brackets)" },
);

const flag = z
  .string()
  .transform((raw) => raw.toLowerCase())
  .pipe(z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"], "must be true or false"))
  .transform((raw) => ["1", "true", "yes", "on"].includes(raw));

const origin = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

export interface RateLimit {
  /** Requests allowed per window; 0 switches the limit off. */
  limit: number;
  windowSeconds: number;
}

/** "5/600" → 5 requests per 600 seconds; "off" or "0" → no limit. */
const rateLimit = z.string().transform((raw, context): RateLimit => {
  if (raw === "off" || raw === "0") return { limit: 0, windowSeconds: 1 };
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (!match || Number(match[2]) < 1) {
    context.addIssue({
      code: "custom",
      message: 'must look like "5/600" (requests/seconds) or "off"',
    });
    return z.NEVER;
  }
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
});

/**
 * The proxies whose X-Forwarded-For is believed: addresses or networks ("10.0.0.0/8",
 * "::1"), comma-separated, or the words `loopback` and `private`. The older readings stay
 * valid where they are safe: `false`/`0` is nobody, `true`/`1` a proxy on this machine
 * (loopback). A count of proxies above 1 named no addresses, so it is refused.
 */
const trustedProxies = z.string().transform((raw, context): IpNetwork[] => {
  const lower = raw.toLowerCase();
  if (["false", "no", "off", "0"].includes(lower)) return [];
  const words = ["true", "yes", "on", "1"].includes(lower) ? ["loopback"] : lower.split(",");
  const networks: IpNetwork[] = [];
  for (const word of words.map((part) => part.trim()).filter(Boolean)) {
    const named = NAMED_NETWORKS[word];
    const parsed = named ? named.map(parseNetwork) : [parseNetwork(word)];
    if (parsed.some((network) => network === null)) {
      context.addIssue({
        code: "custom",
        message: /^\d+$/.test(word)
          ? "a number of proxies is no longer accepted: list the proxies' addresses or networks (e.g. 10.0.0.5, 10.0.0.0/8) or `loopback`"
          : `"${word}" is not an address, a network (10.0.0.0/8) or loopback/private`,
      });
      return z.NEVER;
    }
    networks.push(...(parsed as IpNetwork[]));
  }
  return networks;
});

const SITE_NAME_DEFAULT = "Corvane Technologies";
const SITE_EMAIL_DEFAULT = "hello@corvane.example";

export const envSchema = z.object({
  // Site: read by the build and by the server; part of the build's fingerprint.
  SITE_NAME: withDefault("site", SITE_NAME_DEFAULT, text),
  SITE_PRODUCT: withDefault(
    "site",
    "Corvane",
    text.transform((raw) => raw.replace(/[^A-Za-z0-9]/g, "")).pipe(z.string().min(1)),
  ),
  // Unset: http://localhost:<PORT>, where `npm start` serves (parseEnv fills it in). The
  // default docs/settings.md shows is the one PORT's default gives.
  SITE_URL: optional("site", origin, "http://localhost:3000"),
  SITE_EMAIL: withDefault("site", SITE_EMAIL_DEFAULT, z.email("must be an e-mail address")),
  SITE_PHONE: withDefault("site", "+1 (512) 555-0142", text),
  SITE_ADDRESS: withDefault("site", "600 Congress Avenue, Suite 1400, Austin, TX 78701, USA", text),
  SITE_NETWORK_URL: withDefault(
    "site",
    "https://www.linkedin.com/company/corvane-technologies",
    z.url("must be a URL"),
  ),
  SITE_CONTACT_URL: withDefault(
    "site",
    "https://www.corvane.example/contact",
    z.url("must be a URL"),
  ),
  /** The zone the studio shows schedules in (UTC beside it), e.g. America/Chicago. */
  SITE_TIME_ZONE: withDefault(
    "site",
    "UTC",
    text.refine(
      isTimeZone,
      "must be a time zone of the IANA database, such as America/Chicago or UTC",
    ),
  ),

  // Privacy: the privacy policy states them and the retention job applies them. Part of the
  // build's fingerprint: changing one rebuilds on `npm start`.
  RETENTION_ENQUIRY_MONTHS: withDefault("site", "24", integer(1, 1200)),
  RETENTION_APPLICATION_MONTHS: withDefault("site", "12", integer(1, 1200)),
  RETENTION_SPAM_DAYS: withDefault("site", "30", integer(1, 36_500)),
  RETENTION_PENDING_SUBSCRIBER_DAYS: withDefault("site", "7", integer(1, 36_500)),
  RETENTION_SENT_MAIL_DAYS: withDefault("site", "30", integer(1, 36_500)),
  RETENTION_FAILED_MAIL_DAYS: withDefault("site", "90", integer(1, 36_500)),
  RETENTION_AUDIT_MONTHS: withDefault("site", "24", integer(1, 1200)),
  NOTIFY_INCLUDE_TEXT: withDefault("site", "false", flag),

  // Tooling: read by scripts/ and tests/.
  PORT: withDefault("tooling", "3000", integer(1, 65_535)),
  HOST: withDefault("tooling", "0.0.0.0", text),
  NEXT_DIST_DIR: withDefault("tooling", ".next", text),
  CHROMIUM_PATH: withDefault("tooling", "/usr/bin/chromium", text),

  // Backend: read when the server process starts.
  DATA_DIR: withDefault("backend", ".data", text),
  DATABASE_URL: optional(
    "backend",
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }),
  ),
  DATABASE_POOL_MAX: withDefault("backend", "10", integer(1, 1000)),
  BACKUP_DIR: optional("backend", text, "DATA_DIR/backups"),
  // Also part of the build's fingerprint: the privacy policy states it.
  BACKUP_RETENTION_DAYS: withDefault("backend", "30", integer(1, 3650)),
  MIGRATIONS_DIR: withDefault("backend", "src/server/db/migrations", text),
  SMTP_URL: optional(
    "backend",
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }),
  ),
  MAIL_FROM: optional(
    "backend",
    text,
    `${SITE_NAME_DEFAULT} <no-reply@${SITE_EMAIL_DEFAULT.split("@")[1]}>`,
  ),
  NOTIFY_TO: optional("backend", mailboxList, SITE_EMAIL_DEFAULT),
  NOTIFY_TO_ENQUIRIES: optional("backend", mailboxList, SITE_EMAIL_DEFAULT),
  NOTIFY_TO_APPLICATIONS: optional("backend", mailboxList, SITE_EMAIL_DEFAULT),
  MAIL_ACKNOWLEDGE_ENQUIRIES: withDefault("backend", "true", flag),
  MAIL_ACKNOWLEDGE_APPLICATIONS: withDefault("site", "true", flag),
  RUN_JOBS: withDefault(
    "backend",
    "auto",
    z.union([z.literal("auto"), flag], "must be auto, true or false"),
  ),
  MAIL_POLL_MS: withDefault("backend", "5000", integer(50)),
  MAIL_RETRY_BASE_MS: withDefault("backend", "30000", integer(10)),
  MAIL_RETRY_MAX_MS: withDefault("backend", "3600000", integer(10)),
  MAIL_MAX_ATTEMPTS: withDefault("backend", "12", integer(1)),
  MAIL_LEASE_MS: withDefault("backend", "120000", integer(1000)),
  ADMIN_EMAIL: optional("backend", z.email("must be an e-mail address")),
  ADMIN_PASSWORD: optional("backend", text.min(12, "must be at least 12 characters")),
  AUTH_SECRET: optional("backend", text.min(32, "must be at least 32 characters")),
  EXPORT_TOKEN: optional("backend", text.min(32, "must be at least 32 characters")),
  TRUST_PROXY: withDefault("backend", "false", trustedProxies),
  SERVER_HEADERS_TIMEOUT_MS: withDefault("backend", "20000", integer(1000, 600_000)),
  SERVER_REQUEST_TIMEOUT_MS: withDefault("backend", "120000", integer(1000, 3_600_000)),
  SERVER_MAX_CONNECTIONS: withDefault("backend", "512", integer(1, 1_000_000)),
  // Generous enough for a person whose every pause while typing asks for results.
  RATE_LIMIT_SEARCH: withDefault("backend", "60/60", rateLimit),
  RATE_LIMIT_SUBSCRIBE: withDefault("backend", "5/600", rateLimit),
  RATE_LIMIT_CONTACT: withDefault("backend", "5/600", rateLimit),
  RATE_LIMIT_APPLICATIONS: withDefault("backend", "3/600", rateLimit),
  RATE_LIMIT_IPV6_48_FACTOR: withDefault("backend", "4", integer(1, 1000)),
  RATE_LIMIT_SUBSCRIBE_TOTAL: withDefault("backend", "120/3600", rateLimit),
  RATE_LIMIT_CONTACT_TOTAL: withDefault("backend", "60/3600", rateLimit),
  RATE_LIMIT_APPLICATIONS_TOTAL: withDefault("backend", "60/3600", rateLimit),
  // The counter is a 32-bit integer column: at most about 2 GB a day.
  RESUME_BYTES_PER_DAY: withDefault(
    "backend",
    String(512 * 1024 * 1024),
    integer(0, 2_000_000_000),
  ),
  RATE_LIMIT_ADMIN: withDefault("backend", "30/600", rateLimit),
  RATE_LIMIT_SIGNIN_ACCOUNT: withDefault("backend", "10/900", rateLimit),
  FORM_MIN_FILL_MS: withDefault("backend", "2000", integer(0)),
  FORM_BODY_LIMIT: withDefault("backend", String(32 * 1024), integer(1024)),
  APPLICATION_BODY_LIMIT: withDefault(
    "backend",
    String(RESUME_MAX_BYTES + 64 * 1024),
    integer(1024),
  ),
});

export type Env = Omit<z.output<typeof envSchema>, "SITE_URL"> & { SITE_URL: string };
export type EnvName = keyof Env;

/** Every variable with its scope and documented default, in the schema's order. */
export function describeSettings(): { name: EnvName; meta: SettingMeta }[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => ({
    name: name as EnvName,
    meta: schema.meta() as unknown as SettingMeta,
  }));
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** Parses the environment; the error names every wrong variable, what it got and why. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const { SITE_URL, ...env } = result.data;
    // The addresses the site makes (canonical, feed, sitemap, mail links) name the port it
    // serves on until an operator gives the public origin.
    return { ...env, SITE_URL: SITE_URL ?? `http://localhost:${env.PORT}` };
  }
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    // Connection strings and passwords are never repeated into a log.
    const got = /URL$|PASSWORD|SECRET/.test(name) ? undefined : source[name];
    return `  ${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`;
  });
  throw new SettingsError(`Invalid settings:\n${lines.join("\n")}`);
}
