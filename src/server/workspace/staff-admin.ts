/**
 * What an admin does to staff accounts from /admin/staff: list them, invite a colleague,
 * change a role, disable or enable an account, end its sessions. Plain functions over the
 * app context (the Server Actions in ./staff-actions.ts check the right and the origin),
 * so unit tests call them directly. Every change is audited, by ids and field names only.
 *
 * Role and disable changes are direct updates of staff_users (better-auth reads the row on
 * every request, so a new role counts at once); ending sessions deletes their rows.
 */
import "server-only";
import { and, asc, count, eq, gt, isNull, max, ne, or, sql } from "drizzle-orm";
import type { Actor } from "../audit";
import { createPasswordLink } from "../auth/instance";
import { latestLinks, type LatestLink } from "../auth/password-links";
import type { AppContext } from "../app-context";
import type { Queryable } from "../db/client";
import {
  auditLog,
  STAFF_ROLES,
  staffAccounts,
  staffSessions,
  staffUsers,
  type StaffRole,
} from "../db/schema";
import { sealLink } from "../mail/one-time-link";
import { afterCommit, enqueueMail } from "../mail/outbox";
import { invitationMail } from "../mail/staff-templates";
import { createStaffAccount, StaffInputError } from "./staff";
import { auditAccount } from "./account-audit";

export { StaffInputError };

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  twoFactor: boolean;
  /** False until the invitation (or a reset) link has been used to choose a password. */
  hasPassword: boolean;
  activeSessions: number;
  lastSignIn: Date | null;
  createdAt: Date;
  /** The newest invitation or reset link (null: none was ever sent). */
  latestLink: LatestLink | null;
}

export const LAST_ADMIN_MESSAGE =
  "This is the last active admin account: make another account admin first.";

export async function listStaff(context: AppContext, now = new Date()): Promise<StaffRow[]> {
  const { db } = context.database;
  const sessions = db
    .select({ userId: staffSessions.userId, n: count().as("n") })
    .from(staffSessions)
    .where(gt(staffSessions.expiresAt, now))
    .groupBy(staffSessions.userId)
    .as("sessions");
  // Sign-ins are in the audit log (sessions are deleted at sign-out); the action index
  // keeps this cheap.
  const signIns = db
    .select({ actorId: auditLog.actorId, last: max(auditLog.at).as("last") })
    .from(auditLog)
    .where(eq(auditLog.action, "signin"))
    .groupBy(auditLog.actorId)
    .as("sign_ins");
  const passwords = db
    .selectDistinct({ userId: staffAccounts.userId })
    .from(staffAccounts)
    .where(sql`${staffAccounts.password} is not null`)
    .as("passwords");
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      banned: staffUsers.banned,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      createdAt: staffUsers.createdAt,
      activeSessions: sessions.n,
      lastSignIn: signIns.last,
      passwordOf: passwords.userId,
    })
    .from(staffUsers)
    .leftJoin(sessions, eq(sessions.userId, staffUsers.id))
    .leftJoin(signIns, eq(signIns.actorId, staffUsers.id))
    .leftJoin(passwords, eq(passwords.userId, staffUsers.id))
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  const links = await latestLinks(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    disabled: row.banned === true,
    twoFactor: row.twoFactorEnabled === true,
    hasPassword: row.passwordOf !== null,
    activeSessions: Number(row.activeSessions ?? 0),
    lastSignIn: row.lastSignIn ? new Date(row.lastSignIn as unknown as string) : null,
    createdAt: row.createdAt,
    latestLink: links.get(row.id) ?? null,
  }));
}

function parseRole(role: string): StaffRole {
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new StaffInputError(`Unknown role "${role}".`);
  }
  return role as StaffRole;
}

const activeAdmin = and(
  eq(staffUsers.role, "admin"),
  or(isNull(staffUsers.banned), eq(staffUsers.banned, false)),
);

/**
 * Locks the active admins' rows for the rest of the transaction, so two admins demoting
 * each other at the same moment cannot both succeed, and returns the target's row.
 */
async function lockForChange(tx: Queryable, userId: string) {
  await tx.select({ id: staffUsers.id }).from(staffUsers).where(activeAdmin).for("update");
  const [target] = await tx
    .select({ id: staffUsers.id, role: staffUsers.role, banned: staffUsers.banned })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId))
    .for("update");
  if (!target) throw new StaffInputError("That account does not exist.");
  return target;
}

async function otherActiveAdmins(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffUsers)
    .where(and(activeAdmin, ne(staffUsers.id, userId)));
  return Number(row?.n ?? 0);
}

export interface Invitation {
  email: string;
  name: string;
  role: string;
}

/** Creates the account without a password and queues the 72-hour invitation link. */
export async function inviteStaff(
  context: AppContext,
  actor: Actor,
  input: Invitation,
  client: string | null,
): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
    throw new StaffInputError("Enter a valid e-mail address.");
  }
  const name = input.name.trim().slice(0, 200);
  if (!name) throw new StaffInputError("Enter the colleague's name.");
  const role = parseRole(input.role);
  const { id } = await createStaffAccount(context, { email, name, role });
  await queueInvitation(context, actor, { id, email, name, role });
  await auditAccount(context.database.db, actor, id, {
    action: "staff.invite",
    fields: ["email", "name", "role"],
    client,
    detail: { role },
  });
  return { id };
}

async function queueInvitation(
  context: AppContext,
  actor: Actor,
  user: { id: string; email: string; name: string; role: string },
): Promise<void> {
  const token = await createPasswordLink(context, user.id, "invite");
  const invitedBy = actor.kind === "staff" ? actor.name || actor.email : "An administrator";
  const sealed = await sealLink(context.settings, token);
  const ids = await enqueueMail(context.database.db, [
    invitationMail(user, user.role, invitedBy, sealed, context.settings),
  ]);
  afterCommit(ids, context.settings);
}

/**
 * A fresh 72-hour link for an account that has not chosen its password yet (the first link
 * expired or the mail went astray). Accounts with a password use "Forgot password".
 */
export async function resendInvitation(
  context: AppContext,
  actor: Actor,
  userId: string,
  client: string | null,
): Promise<void> {
  const row = (await listStaff(context)).find((account) => account.id === userId);
  if (!row) throw new StaffInputError("That account does not exist.");
  if (row.hasPassword) throw new StaffInputError("That account has chosen its password already.");
  await queueInvitation(context, actor, row);
  await auditAccount(context.database.db, actor, userId, {
    action: "staff.invite.resend",
    client,
  });
}

export async function changeRole(
  context: AppContext,
  actor: Actor,
  userId: string,
  newRole: string,
  client: string | null,
): Promise<void> {
  const role = parseRole(newRole);
  const { db } = context.database;
  const from = await db.transaction(async (tx) => {
    const target = await lockForChange(tx, userId);
    if (target.role === role) return null;
    if (
      target.role === "admin" &&
      target.banned !== true &&
      (await otherActiveAdmins(tx, userId)) === 0
    ) {
      throw new StaffInputError(LAST_ADMIN_MESSAGE);
    }
    await tx
      .update(staffUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    return target.role;
  });
  if (from === null) return;
  await auditAccount(db, actor, userId, {
    action: "staff.role",
    fields: ["role"],
    client,
    detail: { from, to: role },
  });
}

/** Disables the account and ends its sessions; enabling lets it sign in again. */
export async function setDisabled(
  context: AppContext,
  actor: Actor,
  userId: string,
  disabled: boolean,
  client: string | null,
): Promise<void> {
  const { db } = context.database;
  const changed = await db.transaction(async (tx) => {
    const target = await lockForChange(tx, userId);
    if ((target.banned === true) === disabled) return false;
    if (disabled && target.role === "admin" && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new StaffInputError(LAST_ADMIN_MESSAGE);
    }
    await tx
      .update(staffUsers)
      .set({ banned: disabled, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    return true;
  });
  if (!changed) return;
  await auditAccount(db, actor, userId, {
    action: disabled ? "staff.disable" : "staff.enable",
    fields: ["banned"],
    client,
  });
}

/** Ends every session of the account (it signs in again on its next request). */
export async function revokeSessions(
  context: AppContext,
  actor: Actor,
  userId: string,
  client: string | null,
): Promise<number> {
  const { db } = context.database;
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  await auditAccount(db, actor, userId, {
    action: "staff.sessions.revoke",
    client,
    detail: { sessions: ended.length },
  });
  return ended.length;
}

/** For the operators' command: disable by e-mail address. */
export async function findStaffByEmail(context: AppContext, email: string) {
  const [row] = await context.database.db
    .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()));
  return row ?? null;
}
