/**
 * Guesses at staff secrets (passwords, two-factor codes, the export token), counted before
 * they are judged (docs/decisions/0048-staff-secrets.md). Each attempt reserves one count in
 * every bucket that guards it, atomically, in the database every instance shares; past any
 * bucket's limit it is refused unjudged. A right guess gives its counts back, so the limits
 * count wrong guesses only, and N parallel guesses are judged exactly like N in a row.
 *
 * A refused burst is audited once per bucket and window, with a count that grows as the
 * burst goes on, never as one row per refused request.
 */
import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { audit } from "../audit";
import type { AuditAction } from "@/lib/workspace/labels";
import type { AppContext } from "../app-context";
import { auditLog, rateLimits } from "../db/schema";
import {
  bucketFor,
  keyedHash,
  releaseAttempt,
  reserveAttempt,
  type Reservation,
} from "../security/rate-limit";
import type { RateLimit } from "../settings";

/** What a bucket stands for, in the audit entry of a refused burst. */
export type GuardScope = "client" | "account" | "device";

export interface GuardTier {
  bucket: string;
  rule: RateLimit;
  scope: GuardScope;
}

export type GuardDecision =
  | { allowed: true; release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number; scope: GuardScope };

/** The per-client tier every guarded secret shares (RATE_LIMIT_ADMIN). */
export function clientTier(context: AppContext, client: string): GuardTier {
  return {
    bucket: bucketFor(context.settings, "admin", client),
    rule: context.settings.rateLimits.admin,
    scope: "client",
  };
}

/** The bucket of one account's wrong passwords: a keyed hash, so no address is listed. */
export function accountBucket(context: AppContext, email: string): string {
  return `signin-account:${keyedHash(context.settings, email)}`;
}

/**
 * Reserves one attempt in each tier, in order. A tier past its limit refuses: the tiers
 * before it give their count back (a refused attempt is no guess), the burst is audited
 * under `action`, and nothing is judged.
 */
export async function guardAttempt(
  context: AppContext,
  tiers: GuardTier[],
  action: AuditAction,
  client: string,
  now: Date = new Date(),
): Promise<GuardDecision> {
  const { db } = context.database;
  const held: Reservation[] = [];
  for (const tier of tiers) {
    const reservation = await reserveAttempt(db, tier.bucket, tier.rule, now);
    if (!reservation) continue;
    if (!reservation.allowed) {
      await Promise.all(held.map((each) => releaseAttempt(db, each)));
      await recordRefusal(context, reservation, tier.scope, action, client);
      return {
        allowed: false,
        retryAfterSeconds: reservation.retryAfterSeconds,
        scope: tier.scope,
      };
    }
    held.push(reservation);
  }
  return {
    allowed: true,
    release: async () => {
      await Promise.all(held.map((each) => releaseAttempt(db, each)));
    },
  };
}

/**
 * One audit entry per bucket and window: the first refusal writes it, and every refusal
 * raises its count to the bucket's hits past the limit, read from the bucket itself. A
 * refusal whose raise ran before the entry existed is counted by the first one's raise,
 * which reads the bucket after writing the entry, so the count ends right in any order.
 */
async function recordRefusal(
  context: AppContext,
  reservation: Reservation,
  scope: GuardScope,
  action: AuditAction,
  client: string,
): Promise<void> {
  const { db } = context.database;
  const burst = keyedHash(context.settings, `${reservation.bucket}@${reservation.windowStart}`);
  const windowStart = new Date(reservation.windowStart);
  if (reservation.hits - reservation.limit === 1) {
    await audit(
      db,
      { kind: "system" },
      {
        action,
        client,
        detail: { scope, refused: 1, burst, until: new Date(reservation.windowEnd).toISOString() },
      },
    );
  }
  const pastLimit = sql`(select ${rateLimits.hits} - ${reservation.limit}::int from ${rateLimits}
    where ${rateLimits.bucket} = ${reservation.bucket}
      and ${rateLimits.windowStart} = ${windowStart.toISOString()})`;
  await db
    .update(auditLog)
    .set({
      detail: sql`jsonb_set(${auditLog.detail}, '{refused}',
        to_jsonb(greatest(coalesce((${auditLog.detail}->>'refused')::int, 0), ${pastLimit})))`,
    })
    .where(
      and(
        eq(auditLog.action, action),
        gte(auditLog.at, windowStart),
        sql`${auditLog.detail}->>'burst' = ${burst}`,
      ),
    );
}
