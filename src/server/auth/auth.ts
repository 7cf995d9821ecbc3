/**
 * Staff sign-in with better-auth (docs/decisions/0017-staff-auth.md): e-mail and password,
 * scrypt hashes, server-side sessions that end after 12 hours idle, disabled accounts,
 * one-time tokens for invitations and resets (stored hashed), optional TOTP two-factor with
 * backup codes, all in our own database
 * through the Drizzle adapter. There is no public sign-up and no HTTP handler: the
 * workspace calls it from Server Actions, behind our own rate limits and audit log.
 */
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { audit } from "../audit";
import type { Database } from "../db/client";
import {
  STAFF_ROLES,
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "../db/schema";
import { afterCommit, enqueueMail } from "../mail/outbox";
import { sealLink } from "../mail/one-time-link";
import { passwordResetMail } from "../mail/staff-templates";
import type { Settings } from "../settings";
import { recordLink, verificationIdentifierHash } from "./password-links";

export const PASSWORD_MIN_LENGTH = 12;
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const INVITATION_HOURS = 72;
export const RESET_HOURS = 1;
export const TWO_FACTOR_BACKUP_CODES = 10;

// Rights are decided by src/server/auth/access.ts; better-auth only needs to know the names.
const accessControl = createAccessControl(defaultStatements);
const staffRole = accessControl.newRole({ user: [], session: [] });
const roles = Object.fromEntries(
  STAFF_ROLES.map((role) => [role, role === "admin" ? adminAc : staffRole]),
);

export function createStaffAuth(db: Database, settings: Settings, secret: string) {
  return betterAuth({
    appName: settings.siteName,
    secret,
    baseURL: settings.siteUrl,
    trustedOrigins: [settings.siteUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: RESET_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Only queued here, never sent inline: the answer must take as long for an unknown
      // address as for a known one.
      sendResetPassword: async ({ user, token }) => {
        // The new link ends the account's earlier ones; the mail keeps it sealed.
        await recordLink(db, secret, {
          userId: user.id,
          purpose: "reset",
          token,
          expiresAt: new Date(Date.now() + RESET_HOURS * 60 * 60 * 1000),
        });
        const sealed = await sealLink(settings, token);
        const ids = await enqueueMail(db, [passwordResetMail(user, sealed, settings)]);
        afterCommit(ids, settings);
        // Only known accounts reach here; the log is for admins, the answer stays the same.
        await audit(
          db,
          { kind: "system" },
          {
            action: "password.reset.request",
            recordKind: "staff",
            recordId: user.id,
          },
        );
      },
      // Resets and invitations alike end here once the password is set.
      onPasswordReset: async ({ user }) => {
        await audit(
          db,
          { kind: "system" },
          {
            action: "password.reset",
            recordKind: "staff",
            recordId: user.id,
            fields: ["password"],
          },
        );
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      // Each use more than five minutes after the last extension slides the 12 hours on.
      updateAge: 5 * 60,
      // Every request reads the session from the database, so revoking is immediate.
      cookieCache: { enabled: false },
    },
    // Keyed with the secret, so staff_links can name a link's row without keeping its token.
    verification: {
      storeIdentifier: {
        hash: async (identifier) => verificationIdentifierHash(secret, identifier),
      },
    },
    // Our own limits (per account and per client, in the database) guard sign-in.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "corvane-staff",
      useSecureCookies: settings.siteUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({ ac: accessControl, roles, defaultRole: "sales", adminRoles: ["admin"] }),
      // Optional per account: an authenticator app's code after the password, or a
      // one-time backup code. Secrets and backup codes are stored encrypted with the secret.
      twoFactor({
        issuer: settings.siteName,
        backupCodeOptions: { amount: TWO_FACTOR_BACKUP_CODES },
        // Five wrong codes end a sign-in attempt; ten in a row lock the codes for 15 minutes.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // Must stay last: it carries cookies set inside Server Actions to the response.
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
