/**
 * One better-auth instance per app context (the context owns the database), made on first
 * use, and the first admin account from ADMIN_EMAIL and ADMIN_PASSWORD.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../app-context";
import { staffUsers } from "../db/schema";
import { createStaffAuth, INVITATION_HOURS, type StaffAuth } from "./auth";
import { recordLink, type LinkPurpose } from "./password-links";
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

/**
 * A one-time link's token valid for 72 hours (an invitation, or a reset an operator prints):
 * a verification row better-auth's password reset accepts, recorded so that it ends the
 * account's earlier links.
 */
export async function createPasswordLink(
  context: AppContext,
  userId: string,
  purpose: LinkPurpose,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 60 * 60 * 1000);
  const auth = await getStaffAuth(context).$context;
  await auth.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  await recordLink(context.database.db, resolveAuthSecret(context.settings), {
    userId,
    purpose,
    token,
    expiresAt,
  });
  return token;
}
