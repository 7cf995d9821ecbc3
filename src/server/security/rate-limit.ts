/**
 * Per-client rate limits, counted in the database so every instance of the app shares them
 * (docs/decisions/0012-abuse-defence.md). Fixed windows: a client may make `limit` requests
 * to one form per window of `windowSeconds`; each request adds one, including refused ones.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { queryRows, type Queryable } from "../db/client";
import { rateLimits } from "../db/schema";
import type { AppContext } from "../context";
import { errors } from "../http/responses";
import type { RateLimit, RateLimitedForm } from "../settings";
import { addressBucket, clientAddress } from "./client-address";

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (the Retry-After of a 429). */
  retryAfterSeconds: number;
}

/** The bucket of one client for one form; the address is stored hashed. */
export function bucketFor(form: string, address: string): string {
  const hash = createHash("sha256").update(addressBucket(address)).digest("hex").slice(0, 32);
  return `${form}:${hash}`;
}

export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  if (rule.limit <= 0) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimits} (bucket, window_start, hits)
        values (${bucket}, ${windowStart.toISOString()}, 1)
        on conflict (bucket, window_start) do update set hits = ${rateLimits.hits} + 1
        returning hits`,
  );
  const hits = Number(row?.hits ?? 1);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  );
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds };
}

/**
 * Seconds until `bucket` may try again, without counting this look (null: not blocked).
 * For limits that count only failures, such as wrong passwords.
 */
export async function rateLimitWait(
  db: Queryable,
  bucket: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<number | null> {
  if (rule.limit <= 0) return null;
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)));
  if (!row || row.hits < rule.limit) return null;
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

/** Deletes windows that ended before `before`. */
export async function pruneRateLimits(db: Queryable, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

/** Counts a request of `form` from its client; past the limit, a 429 with Retry-After. */
export async function enforceRateLimit(
  request: Request,
  context: AppContext,
  form: RateLimitedForm,
): Promise<void> {
  const rule = context.settings.rateLimits[form];
  if (rule.limit <= 0) return;
  const address = clientAddress(request.headers, context.settings.trustProxy);
  const decision = await hitRateLimit(context.database.db, bucketFor(form, address), rule);
  if (!decision.allowed) throw errors.tooMany(decision.retryAfterSeconds);
}
