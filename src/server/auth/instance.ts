/**
 * One better-auth instance per app context (the context owns the database), made on first
 * use, and the first admin account from ADMIN_EMAIL and ADMIN_PASSWORD.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { staffUsers } from "../db/schema";
import { createStaffAuth, type StaffAuth } from "./auth";
import { resolveAuthSecret } from "./secret";

const instances = new WeakMap<AppContext, StaffAuth>();

export function getStaffAuth(context: AppContext): StaffAuth {
  let auth = instances.get(context);
  if (!auth) {
    auth = createStaffAuth(
      context.database.db,
      context.settings,
      resolveAuthSecret(context.settings),
    );
    instances.set(context, auth);
  }
  return auth;
}

/**
 * Creates the admin named by ADMIN_EMAIL with ADMIN_PASSWORD when no account has that
 * e-mail. An existing account is left alone: its password may have been changed since.
 */
export async function ensureFirstAdmin(context: AppContext): Promise<"created" | "exists" | "off"> {
  const { adminEmail, adminPassword } = context.settings;
  if (!adminEmail || !adminPassword) return "off";
  const [existing] = await context.database.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, adminEmail));
  if (existing) return "exists";
  await getStaffAuth(context).api.createUser({
    body: { email: adminEmail, password: adminPassword, name: "Administrator", role: "admin" },
  });
  console.info(`[auth] created the admin account ${adminEmail}`);
  return "created";
}
