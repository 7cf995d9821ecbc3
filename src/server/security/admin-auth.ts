/**
 * Staff access to the exports: `Authorization: Bearer <ADMIN_PASSWORD>`. Without
 * ADMIN_PASSWORD the exports are switched off (every request is 401). Wrong passwords count
 * against a per-client limit, so guessing is slow; the comparison takes constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { rateLimits } from "../db/schema";
import { errors } from "../http/responses";
import { clientAddress } from "./client-address";
import { bucketFor, hitRateLimit } from "./rate-limit";

const WARNED = Symbol.for("corvane.forms.adminDisabledWarned");

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

export function passwordMatches(header: string | null, password: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!.trim()), digest(password));
}

async function blocked(context: AppContext, bucket: string): Promise<number | null> {
  const rule = context.settings.rateLimits.admin;
  if (rule.limit <= 0) return null;
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await context.database.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)));
  if (!row || row.hits < rule.limit) return null;
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
}

/** Throws 401 or 429 unless the request carries the staff password. */
export async function requireAdmin(request: Request, context: AppContext): Promise<void> {
  const password = context.settings.adminPassword;
  if (!password) {
    const holder = globalThis as unknown as Record<symbol, boolean>;
    if (!holder[WARNED]) {
      holder[WARNED] = true;
      console.warn("[admin] ADMIN_PASSWORD is not set; the staff exports are switched off");
    }
    throw errors.unauthorized();
  }
  const bucket = bucketFor("admin", clientAddress(request.headers, context.settings.trustProxy));
  const wait = await blocked(context, bucket);
  if (wait !== null) throw errors.tooMany(wait);
  if (passwordMatches(request.headers.get("authorization"), password)) return;
  const decision = await hitRateLimit(
    context.database.db,
    bucket,
    context.settings.rateLimits.admin,
  );
  if (!decision.allowed) throw errors.tooMany(decision.retryAfterSeconds);
  throw errors.unauthorized();
}
