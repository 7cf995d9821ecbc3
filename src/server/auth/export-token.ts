/**
 * The export token, for automation: `Authorization: Bearer <EXPORT_TOKEN>` on
 * /admin/export/* only (the three CSV exports and the résumé downloads they link). Without
 * EXPORT_TOKEN no Bearer request is accepted. ADMIN_PASSWORD is never a token: it only
 * creates the first admin (docs/decisions/0048-staff-secrets.md). Each attempt is counted
 * before it is compared (per client, RATE_LIMIT_ADMIN, shared with sign-in); the comparison
 * takes constant time.
 */
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../app-context";
import { errors } from "../http/responses";
import { clientTier, guardAttempt } from "./attempts";

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

export function tokenMatches(header: string | null, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/** Throws 401 or 429 unless the request carries the export token. */
export async function requireExportToken(
  request: Request,
  context: AppContext,
  client: string,
): Promise<void> {
  const token = context.settings.exportToken;
  if (!token) throw errors.unauthorized();
  const guard = await guardAttempt(
    context,
    [clientTier(context, client)],
    "export.limited",
    client,
  );
  if (!guard.allowed) throw errors.tooMany(guard.retryAfterSeconds);
  if (!tokenMatches(request.headers.get("authorization"), token)) throw errors.unauthorized();
  await guard.release();
}

/** The start-up line for an operator upgrading from ADMIN_PASSWORD as the export token. */
export function exportTokenNotice(
  settings: Pick<AppContext["settings"], "adminPassword" | "exportToken">,
): string | null {
  if (settings.exportToken || !settings.adminPassword) return null;
  return (
    "[exports] Bearer access to /admin/export/* is off: ADMIN_PASSWORD only creates the first " +
    "admin and is not a token. To turn it on, set EXPORT_TOKEN to a random value of at least " +
    "32 characters and send it as `Authorization: Bearer <EXPORT_TOKEN>`."
  );
}
