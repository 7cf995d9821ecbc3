/**
 * A newcomer's first start: on a database without any staff account, the start log and the
 * /admin sign-in page say how to make the first one, with the README's two ways ("How to
 * try the workspace"; the operator command is in docs/operations.md, "Operator commands").
 */
import "server-only";
import type { AppContext } from "../app-context";
import type { Queryable } from "../db/client";
import { staffUsers } from "../db/schema";

/** The operator command that adds an admin (it asks for the password). */
export const ADD_ADMIN_COMMAND = "npm run staff -- add <email> admin";
/** The start that creates the first admin from the environment. */
export const ADMIN_ENV_COMMAND = "ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start";

/** Whether anyone can sign in at all: one account, active or not, is enough. */
export async function hasStaffAccount(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  return rows.length > 0;
}

/**
 * The embedded database admits one process, so the operator command waits for the site to
 * stop; with PostgreSQL it runs beside it.
 */
export function firstAccountSteps(embedded: boolean): string {
  return embedded
    ? `stop the site and run \`${ADD_ADMIN_COMMAND}\`, or start it with \`${ADMIN_ENV_COMMAND}\` (a password of at least 12 characters)`
    : `run \`${ADD_ADMIN_COMMAND}\`, or start the site with \`${ADMIN_ENV_COMMAND}\` (a password of at least 12 characters)`;
}

/** The start log's line when nobody can sign in yet (after ADMIN_EMAIL had its chance). */
export async function announceFirstAccount(context: AppContext): Promise<boolean> {
  if (await hasStaffAccount(context.database.db)) return false;
  console.info(
    `[auth] No staff account yet. To make the first admin, ${firstAccountSteps(context.database.kind === "pglite")}; then sign in at ${context.settings.siteUrl}/admin`,
  );
  return true;
}
