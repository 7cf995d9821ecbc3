/**
 * Whether the shared PostgreSQL answers now, for the proxy's check in front of the workspace
 * (src/proxy.ts): a page of the workspace that cannot reach the database answers 503 with a
 * page that says so, instead of failing half-way with a 500. The embedded database lives in
 * this process and cannot go away, so only DATABASE_URL is checked.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { getContext } from "../context";
import { isDatabaseUnavailable } from "./unavailable";

/** How long the check waits before it calls the database away. */
const CHECK_TIMEOUT_MS = 3000;

export async function sharedDatabaseAnswers(): Promise<boolean> {
  if (!process.env.DATABASE_URL) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const check = (async () => {
    try {
      const { database } = await getContext();
      await database.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      // A fault that is not an outage is the page's to report.
      return !isDatabaseUnavailable(error);
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
