/** GET /api/health — 200 `{status:"ok"}` when the database answers, 503 otherwise. */
import { sql } from "drizzle-orm";
import { getContext } from "../context";
import { json } from "../http/responses";

const TIMEOUT_MS = 3000;

export async function getHealth(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const check = (async () => {
      const context = await getContext();
      await context.database.db.execute(sql`select 1`);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    await Promise.race([check, timeout]);
    return json(200, { status: "ok" });
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
