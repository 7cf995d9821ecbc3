/**
 * GET /api/health — 200 `{status:"ok", mail}` when the database answers, 503 otherwise.
 * Mail trouble never makes it 503 (the site still takes submissions and keeps their mail);
 * `mail` says how it stands (docs/decisions/0023-mail-failures.md).
 */
import { sql } from "drizzle-orm";
import { getContext } from "../context";
import { json } from "../http/responses";
import { mailHealth, type MailHealth } from "../workspace/mail-status";

const TIMEOUT_MS = 3000;

export async function getHealth(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const check = (async (): Promise<MailHealth | null> => {
      const context = await getContext();
      await context.database.db.execute(sql`select 1`);
      try {
        return await mailHealth(context.database.db, context.settings);
      } catch (error) {
        console.error(
          "[health] could not read the outbox:",
          error instanceof Error ? error.message : error,
        );
        return null;
      }
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    const mail = await Promise.race([check, timeout]);
    return json(200, { status: "ok", mail });
  } catch (error) {
    console.error(
      "[health] the database does not answer:",
      error instanceof Error ? error.message : error,
    );
    return json(503, { status: "unavailable" });
  } finally {
    clearTimeout(timer);
  }
}
