/**
 * Staff access to the exports: `Authorization: Bearer <ADMIN_PASSWORD>`. Without
 * ADMIN_PASSWORD the exports are switched off (every request is 401). Wrong passwords count
 * against a per-client limit, so guessing is slow; the comparison takes constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../context";
import { errors } from "../http/responses";
import { clientAddress } from "./client-address";
import { bucketFor, hitRateLimit, rateLimitWait } from "./rate-limit";

const WARNED = Symbol.for("corvane.forms.adminDisabledWarned");

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

export function passwordMatches(header: string | null, password: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!.trim()), digest(password));
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
  const bucket = bucketFor(
    context.settings,
    "admin",
    clientAddress(request.headers, context.settings.trustProxy),
  );
  const wait = await rateLimitWait(context.database.db, bucket, context.settings.rateLimits.admin);
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
