/**
 * Rate limits (docs/decisions/0012-abuse-defence.md, 0025-flood-resistance-and-proxies.md).
 *
 * Fixed-window counters in the database, so every instance shares them. In front of them
 * each process keeps a small memory of buckets the database already called full: while the
 * window lasts, further requests of that bucket are refused without touching the database.
 * The public forms have three tiers: per client (an IPv4 address or an IPv6 /64), per IPv6
 * /48, and a ceiling for all clients together whose overflow is kept in the spam folder.
 * Résumé bytes are capped per UTC day. Bucket names carry a keyed hash (AUTH_SECRET), never
 * an address or a plain hash of one.
 */
import { createHmac } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { resolveAuthSecret } from "../auth/secret";
import { queryRows, type Queryable } from "../db/client";
import { rateLimits } from "../db/schema";
import type { AppContext } from "../app-context";
import { errors, HttpError } from "../http/responses";
import type { PublicForm, RateLimit, Settings } from "../settings";
import { addressBuckets, clientAddress } from "./client-address";
import { retryLaterMessages } from "@/lib/forms/retry-later";

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (the Retry-After of a 429). */
  retryAfterSeconds: number;
}

function windowOf(rule: RateLimit, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

const secondsUntil = (end: number, now: Date) =>
  Math.max(1, Math.ceil((end - now.getTime()) / 1000));

const KEYS = new WeakMap<Settings, string>();

/** A keyed hash (HMAC with AUTH_SECRET): the table shows no address, and none can be guessed back. */
export function keyedHash(settings: Settings, value: string): string {
  let key = KEYS.get(settings);
  if (key === undefined) {
    key = resolveAuthSecret(settings);
    KEYS.set(settings, key);
  }
  return createHmac("sha256", key).update(value).digest("hex").slice(0, 32);
}

/** The bucket of one client (an IPv4 address or an IPv6 /64) for one form. */
export function bucketFor(settings: Settings, form: string, address: string): string {
  return `${form}:${keyedHash(settings, addressBuckets(address).client)}`;
}

// ---------------------------------------------------------------------------------------
// The first line: what this process already knows to be full.

interface Known {
  hits: number;
  /** When the window ends (ms since the epoch). */
  end: number;
}

/** Past this many buckets, ended windows are dropped, then the oldest. */
const LOCAL_MAX_ENTRIES = 20_000;
const LOCAL_PRUNE_EVERY_MS = 60_000;

export class LocalCounters {
  private readonly entries = new Map<string, Known>();
  private lastPrune = 0;

  constructor(private readonly maxEntries = LOCAL_MAX_ENTRIES) {}

  /** Seconds to wait when this bucket's window is known to be full; null: ask the database. */
  wait(bucket: string, limit: number, now: Date): number | null {
    const known = this.entries.get(bucket);
    if (!known || known.end <= now.getTime() || known.hits < limit) return null;
    return secondsUntil(known.end, now);
  }

  /** Remembers the database's count (counts only grow within a window). */
  record(bucket: string, hits: number, end: number, now: Date): void {
    const known = this.entries.get(bucket);
    if (known && known.end === end) known.hits = Math.max(known.hits, hits);
    else {
      this.entries.delete(bucket);
      this.entries.set(bucket, { hits, end });
    }
    this.prune(now);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops ended windows (each process prunes its own), and the oldest past the maximum. */
  prune(now: Date, force = false): void {
    const time = now.getTime();
    if (
      !force &&
      this.entries.size <= this.maxEntries &&
      time - this.lastPrune < LOCAL_PRUNE_EVERY_MS
    )
      return;
    this.lastPrune = time;
    for (const [bucket, known] of this.entries) if (known.end <= time) this.entries.delete(bucket);
    // Forgetting only costs a database round trip; the database still decides.
    for (const bucket of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(bucket);
    }
  }
}

/**
 * One memory per settings object: one per process in production; in tests each
 * configuration starts with an empty one, as a restarted process would.
 */
const LOCALS = new WeakMap<Settings, LocalCounters>();

export function localCounters(settings: Settings): LocalCounters {
  let local = LOCALS.get(settings);
  if (!local) {
    local = new LocalCounters();
    LOCALS.set(settings, local);
  }
  return local;
}

// ---------------------------------------------------------------------------------------
// The database counters.

export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  if (rule.limit <= 0) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const { start, end } = windowOf(rule, now);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimits} (bucket, window_start, hits)
        values (${bucket}, ${new Date(start).toISOString()}, 1)
        on conflict (bucket, window_start) do update set hits = ${rateLimits.hits} + 1
        returning hits`,
  );
  const hits = Number(row?.hits ?? 1);
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds: secondsUntil(end, now) };
}

/** Counts a hit, asking the process's memory first; a bucket known to be full costs no query. */
export async function hitWithLocal(
  db: Queryable,
  local: LocalCounters,
  bucket: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  if (rule.limit <= 0) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const wait = local.wait(bucket, rule.limit, now);
  if (wait !== null) return { allowed: false, hits: rule.limit + 1, retryAfterSeconds: wait };
  const decision = await hitRateLimit(db, bucket, rule, now);
  local.record(bucket, decision.hits, windowOf(rule, now).end, now);
  return decision;
}

/** An attempt counted before it was judged, so that it can be given back. */
export interface Reservation extends RateLimitDecision {
  bucket: string;
  /** The window the attempt was counted in (ms since the epoch). */
  windowStart: number;
  windowEnd: number;
  limit: number;
}

/**
 * Counts an attempt at a guarded secret (a password, a code, the export token) before it is
 * judged, in one statement: N attempts racing on any number of instances are judged exactly
 * as N in a row would be. One that turns out right is given back with `releaseAttempt`, so
 * the limit counts only wrong guesses. Null when the limit is off.
 */
export async function reserveAttempt(
  db: Queryable,
  bucket: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<Reservation | null> {
  if (rule.limit <= 0) return null;
  const decision = await hitRateLimit(db, bucket, rule, now);
  const { start, end } = windowOf(rule, now);
  return { ...decision, bucket, windowStart: start, windowEnd: end, limit: rule.limit };
}

/** Gives back an attempt that was right (or never judged). */
export async function releaseAttempt(db: Queryable, reservation: Reservation): Promise<void> {
  await db.execute(
    sql`update ${rateLimits} set hits = ${rateLimits.hits} - 1
        where bucket = ${reservation.bucket}
          and window_start = ${new Date(reservation.windowStart).toISOString()}
          and ${rateLimits.hits} > 0`,
  );
}

/** Forgets every window of `bucket` (a lock lifted by its owner). */
export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
}

/** How far back a counter may still be current: a day, or the longest window configured. */
export function rateLimitHorizonMs(settings: Settings): number {
  const rules = [...Object.values(settings.rateLimits), ...Object.values(settings.formCeilings)];
  return Math.max(DAY_MS, ...rules.map((rule) => rule.windowSeconds * 1000));
}

/**
 * Deletes the database's counters whose windows started before `before`. The worker's
 * housekeeping calls it with a day ago; the daily retention job may call it too.
 */
export async function pruneRateLimits(db: Queryable, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

// ---------------------------------------------------------------------------------------
// The public forms.

/**
 * Counts a request of `form` from its client, per client and (IPv6) per /48; past either,
 * a 429 with Retry-After. `RATE_LIMIT_<FORM>=off` switches every tier off.
 */
export async function enforceRateLimit(
  request: Pick<Request, "headers">,
  context: AppContext,
  form: PublicForm | "search",
  now: Date = new Date(),
): Promise<void> {
  const { settings, database } = context;
  const rule = settings.rateLimits[form];
  if (rule.limit <= 0) return;
  const local = localCounters(settings);
  const buckets = addressBuckets(clientAddress(request.headers, settings.trustProxy));
  const tiers: [string, RateLimit][] = [[`${form}:${keyedHash(settings, buckets.client)}`, rule]];
  if (buckets.network) {
    tiers.push([
      `${form}/48:${keyedHash(settings, buckets.network)}`,
      { limit: rule.limit * settings.ipv6NetworkFactor, windowSeconds: rule.windowSeconds },
    ]);
  }
  // Any tier known to be full refuses before a single write.
  for (const [bucket, tierRule] of tiers) {
    const wait = local.wait(bucket, tierRule.limit, now);
    if (wait !== null) throw errors.tooMany(wait);
  }
  for (const [bucket, tierRule] of tiers) {
    const decision = await hitWithLocal(database.db, local, bucket, tierRule, now);
    if (!decision.allowed) throw errors.tooMany(decision.retryAfterSeconds);
  }
}

/** The spam reason of a submission past its form's ceiling. */
export const OVERFLOW_REASON = "overflow";

/**
 * Counts a submission that would reach the inbox against the form's ceiling for all
 * clients together. False past it: the submission goes to the spam folder instead, and
 * the sender still gets the normal answer (nobody is mailed about it).
 */
export async function withinCeiling(
  context: AppContext,
  form: PublicForm,
  now: Date = new Date(),
): Promise<boolean> {
  const { settings, database } = context;
  if (settings.rateLimits[form].limit <= 0) return true;
  const rule = settings.formCeilings[form];
  const decision = await hitWithLocal(
    database.db,
    localCounters(settings),
    `${form}:all`,
    rule,
    now,
  );
  return decision.allowed;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RESUME_BYTES_BUCKET = "resume-bytes";

/** One network's part of the day's résumé bytes: an IPv6 /48 (or one IPv4 address). */
export const RESUME_SHARE_DIVISOR = 8;

/**
 * Adds `bytes` to `bucket`'s count for the day in one statement unless that passes `cap`;
 * false when it would (instances racing for the last bytes cannot both win).
 */
async function addBytes(
  context: AppContext,
  bucket: string,
  bytes: number,
  cap: number,
  start: number,
): Promise<boolean> {
  const rows = await queryRows<{ hits: number }>(
    context.database.db,
    sql`insert into ${rateLimits} (bucket, window_start, hits)
        values (${bucket}, ${new Date(start).toISOString()}, ${bytes})
        on conflict (bucket, window_start) do update set hits = ${rateLimits.hits} + excluded.hits
        where ${rateLimits.hits} + excluded.hits <= ${cap}
        returning hits`,
  );
  return rows.length > 0;
}

/**
 * Reserves `bytes` of today's (UTC) résumé allowance: first of the sender's network's share
 * (a /48, or an IPv4 address: RESUME_BYTES_PER_DAY / RESUME_SHARE_DIVISOR), so one network
 * cannot close the form for everyone until midnight, then of the day's total. Called only
 * once a submission is valid. Past either: 503 with Retry-After until midnight UTC. The
 * counter is a 32-bit integer: RESUME_BYTES_PER_DAY is capped at 2,000,000,000, so a count
 * plus one file never overflows it.
 */
export async function reserveResumeBytes(
  context: AppContext,
  bytes: number,
  client: string,
  now: Date = new Date(),
): Promise<void> {
  const { settings, database } = context;
  const cap = settings.resumeBytesPerDay;
  if (cap <= 0) return;
  const rule = { limit: 1, windowSeconds: DAY_MS / 1000 };
  const { start, end } = windowOf(rule, now);
  const local = localCounters(settings);
  const full = () =>
    new HttpError(
      503,
      { error: retryLaterMessages.resumeQuota, reason: "resume-quota" },
      { "retry-after": String(secondsUntil(end, now)) },
    );
  const buckets = addressBuckets(client);
  const share = `${RESUME_BYTES_BUCKET}/net:${keyedHash(settings, buckets.network ?? buckets.client)}`;
  const shareCap = Math.floor(cap / RESUME_SHARE_DIVISOR);
  if (local.wait(RESUME_BYTES_BUCKET, 1, now) !== null || bytes > shareCap) throw full();
  if (!(await addBytes(context, share, bytes, shareCap, start))) throw full();
  if (!(await addBytes(context, RESUME_BYTES_BUCKET, bytes, cap, start))) {
    // The network's bytes were not used after all.
    await database.db.execute(
      sql`update ${rateLimits} set hits = ${rateLimits.hits} - ${bytes}
          where bucket = ${share} and window_start = ${new Date(start).toISOString()}`,
    );
    // Full for today: this process answers the rest of the day from memory (the last few
    // megabytes may stay unused when a large file was the one refused).
    local.record(RESUME_BYTES_BUCKET, 1, end, now);
    throw full();
  }
}
