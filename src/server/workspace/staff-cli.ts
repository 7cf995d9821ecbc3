/**
 * The operators' command (`npm run staff -- <add|reset|disable|enable> …`, scripts/staff.ts)
 * and the database opening every operator command shares. With DATABASE_URL the commands run
 * beside the server; with the embedded database they need the folder to themselves, and
 * say so clearly while the server holds it (src/server/db/pglite-lock.ts).
 */
import "server-only";
import { createPasswordLink, getStaffAuth } from "../auth/instance";
import { resetTwoFactor } from "../auth/two-factor";
import type { AppContext } from "../app-context";
import { openPglite, openPostgres, pgliteDataDir, type DatabaseHandle } from "../db/client";
import { migrateContent } from "../content/content-migrations";
import { migrate } from "../db/migrate";
import { passwordLink } from "../mail/one-time-link";
import { acquirePgliteLock, DataDirBusyError } from "../db/pglite-lock";
import { STAFF_ROLES } from "../db/schema";
import { readSettings, type Settings } from "../settings";
import { createStaffAccount, StaffInputError } from "./staff";
import { findStaffByEmail, setDisabled } from "./staff-admin";
import { auditAccount } from "./account-audit";

/** A failure the command reports in one sentence and exit code, without a stack trace. */
export class OperatorError extends Error {
  override name = "OperatorError";
}

export async function openOperatorContext(
  owner: string,
  settings: Settings = readSettings(),
): Promise<{ context: AppContext; close: () => Promise<void> }> {
  let database: DatabaseHandle;
  let release: (() => void) | null = null;
  if (settings.databaseUrl) {
    database = await openPostgres(settings.databaseUrl, 2);
  } else {
    try {
      release = acquirePgliteLock(settings.dataDir, owner);
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      throw new OperatorError(
        [
          `${error.message}`,
          "The embedded database allows one process at a time. Stop the server (Ctrl+C in its",
          "terminal, or stop its service), run this command again, then start the server again.",
          "(With DATABASE_URL, operator commands run while the server is up.)",
        ].join("\n"),
      );
    }
    try {
      database = await openPglite({ dataDir: pgliteDataDir(settings.dataDir) });
    } catch (error) {
      release();
      throw error;
    }
  }
  const applied = await migrate(database.db, settings.migrationsDir);
  if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(", ")}`);
  const imported = await migrateContent(database.db);
  if (imported.length > 0) console.info(`[content] applied: ${imported.join(", ")}`);
  return {
    context: { settings, database },
    close: async () => {
      await database.close();
      release?.();
    },
  };
}

export interface CliIo {
  out(line: string): void;
  /** Asks for a secret (not echoed on a terminal). */
  askSecret(question: string): Promise<string>;
}

export const USAGE = `Usage:
  npm run staff -- add <email> <role> [--name "Full Name"] [--password P]
      Creates an account (roles: ${STAFF_ROLES.join(", ")}). Without --password it asks for one.
  npm run staff -- reset <email> [--mail]
      Prints a one-time link (72 hours) to choose a new password; --mail queues the reset
      e-mail instead (sent by the server's outbox worker).
  npm run staff -- disable <email>     Disables the account and ends its sessions.
  npm run staff -- enable <email>      Lets a disabled account sign in again.
  npm run staff -- two-factor-off <email>
      Turns off two-factor sign-in (a lost phone): the password alone signs in again.`;

function options(args: string[]): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith("--")) {
      const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
      if (inline !== undefined) flags[key] = inline;
      else if (key === "mail") flags[key] = true;
      else {
        const value = args[++i];
        if (value === undefined) throw new OperatorError(`--${key} needs a value.`);
        flags[key] = value;
      }
    } else positional.push(arg);
  }
  return { positional, flags };
}

const OPERATOR = { kind: "system" } as const;

/** Runs one command; the caller opens and closes the database (see scripts/staff.ts). */
export async function runStaffCommand(
  args: string[],
  io: CliIo,
  open: (owner: string) => Promise<{ context: AppContext; close: () => Promise<void> }> = (owner) =>
    openOperatorContext(owner),
): Promise<void> {
  const { positional, flags } = options(args);
  const [command, rawEmail, role] = positional;
  if (
    !command ||
    !["add", "reset", "disable", "enable", "two-factor-off"].includes(command) ||
    !rawEmail
  ) {
    throw new OperatorError(USAGE);
  }
  const email = rawEmail.trim().toLowerCase();
  if (command === "add") {
    if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) {
      throw new OperatorError(`Give a role: ${STAFF_ROLES.join(", ")}.\n\n${USAGE}`);
    }
  }
  // Ask before opening the database: the folder is not held while someone types.
  let password: string | undefined;
  if (command === "add") {
    password = typeof flags.password === "string" ? flags.password : undefined;
    if (password === undefined) {
      password = await io.askSecret("Password (at least 12 characters): ");
      const again = await io.askSecret("Password again: ");
      if (password !== again) throw new OperatorError("The two passwords differ.");
    }
  }

  const { context, close } = await open(`npm run staff -- ${command}`);
  try {
    if (command === "add") {
      const name = typeof flags.name === "string" ? flags.name : email;
      try {
        const { id } = await createStaffAccount(context, {
          email,
          name,
          role: role as (typeof STAFF_ROLES)[number],
          password,
        });
        await auditAccount(context.database.db, OPERATOR, id, {
          action: "staff.add",
          fields: ["email", "name", "role", "password"],
          detail: { role: role!, via: "cli" },
        });
      } catch (error) {
        if (error instanceof StaffInputError) throw new OperatorError(error.message);
        throw error;
      }
      io.out(`Created ${email} (${role}). Sign in at ${context.settings.siteUrl}/admin`);
      return;
    }
    const account = await findStaffByEmail(context, email);
    if (!account) throw new OperatorError(`No staff account has the address ${email}.`);
    if (command === "reset") {
      const auth = getStaffAuth(context);
      if (flags.mail) {
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: "/admin/reset-password" },
        });
        io.out(
          `Queued a reset e-mail to ${email}; the server sends it${context.settings.smtpUrl ? "" : " once SMTP_URL is set"}.`,
        );
      } else {
        const token = await createPasswordLink(context, account.id, "reset");
        await auditAccount(context.database.db, OPERATOR, account.id, {
          action: "password.reset.request",
          detail: { via: "cli" },
        });
        io.out(`One-time link for ${email} (valid 72 hours, works once):`);
        io.out(passwordLink(token, context.settings));
      }
      return;
    }
    if (command === "two-factor-off") {
      await resetTwoFactor(context, OPERATOR, account.id, null);
      io.out(`Two-factor sign-in is off for ${email}; the password alone signs in.`);
      return;
    }
    try {
      await setDisabled(context, OPERATOR, account.id, command === "disable", null);
    } catch (error) {
      if (error instanceof StaffInputError) throw new OperatorError(error.message);
      throw error;
    }
    io.out(
      command === "disable"
        ? `Disabled ${email}; its sessions have ended.`
        : `Enabled ${email}; it can sign in again.`,
    );
  } finally {
    await close();
  }
}
