/**
 * `npm run backup` and `npm run restore <file>` (docs/decisions/0024-backups.md).
 *
 * Backup writes one consistent copy of the database into BACKUP_DIR while the site runs,
 * then deletes the copies older than BACKUP_RETENTION_DAYS:
 * - the embedded database: PGlite's `dumpDataDir` tarball (`*.pglite.tar.gz`), taken by the
 *   server through its backup socket when the server holds the folder, otherwise directly;
 * - PostgreSQL: `pg_dump --format=custom` (`*.pgdump`), one snapshot of the whole database.
 * Restore puts a copy into an empty database of the same kind, and refuses anything else.
 */
import "server-only";
import { spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { authSecretFile } from "../auth/secret";
import { openPglite, openPostgres, pgliteDataDir, queryRows } from "../db/client";
import { acquirePgliteLock, DataDirBusyError, lockHolder } from "../db/pglite-lock";
import type { Settings } from "../settings";
import { holdQueuedMail } from "../workspace/mail-status";
import { OperatorError, openOperatorContext } from "../workspace/staff-cli";
import { dumpThroughServer } from "./channel";

type Kind = "pglite" | "postgres";

const SUFFIX: Record<Kind, string> = { pglite: ".pglite.tar.gz", postgres: ".pgdump" };
/** corvane-2026-11-23T03-40-05-123Z.pgdump: the time is part of the name, so copying a file keeps it. */
const NAME =
  /^corvane-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)(\.pglite\.tar\.gz|\.pgdump|\.auth-secret)$/;

/**
 * The embedded database's generated AUTH_SECRET lives beside it in DATA_DIR, not in it, and
 * the database needs it (two-factor secrets, keyed hashes): its copy goes beside the backup.
 */
function secretBeside(file: string): string {
  return file.replace(/\.pglite\.tar\.gz$/, ".auth-secret");
}

export function backupFileName(kind: Kind, at: Date): string {
  return `corvane-${at.toISOString().replace(/[:.]/g, "-")}${SUFFIX[kind]}`;
}

function nameTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [day, rest] = match[1]!.split("T") as [string, string];
  const [h, m, s, ms] = rest.slice(0, -1).split("-");
  const at = new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Deletes our backups (by name) older than the retention; other files are left alone. */
export function pruneBackups(dir: string, retentionDays: number, now = new Date()): string[] {
  if (!existsSync(dir)) return [];
  const cutoff = now.getTime() - retentionDays * 24 * 60 * 60 * 1000;
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const at = nameTime(name);
    if (at && at.getTime() < cutoff) {
      rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed.sort();
}

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new OperatorError(
              `${command} is not installed. On Debian: apt-get install postgresql-client (the server's major version).`,
            )
          : error,
      ),
    );
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The URL without its password (which goes in PGPASSWORD, out of the process list). */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function serverMajor(url: string): Promise<number> {
  const handle = await openPostgres(url, 1);
  try {
    const [row] = await queryRows<{ version: string }>(
      handle.db,
      sql`select current_setting('server_version_num') as version`,
    );
    return Math.floor(Number(row!.version) / 10_000);
  } finally {
    await handle.close();
  }
}

async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ["--version"]);
  const match = /(\d+)(?:\.\d+)?/.exec(stdout);
  return match ? Number(match[1]) : 0;
}

async function checkClient(tool: string, url: string): Promise<void> {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(url)]);
  if (client < server) {
    throw new OperatorError(
      `${tool} ${client} cannot work with a PostgreSQL ${server} server. Install the client of the server's version (on Debian: postgresql-client-${server}).`,
    );
  }
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  await checkClient("pg_dump", url);
  const { dbname, env } = connection(url);
  const result = await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", "--file", file, "--dbname", dbname],
    env,
  );
  if (result.code !== 0) throw new OperatorError(`pg_dump failed:\n${result.stderr.trim()}`);
}

async function dumpPglite(settings: Settings): Promise<Buffer> {
  const holder = lockHolder(settings.dataDir);
  if (holder) {
    try {
      return await dumpThroughServer(settings.dataDir);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new OperatorError(
        `The embedded database in ${settings.dataDir} is held by ${holder.owner} (pid ${holder.pid}), which did not hand over a copy (${reason}). If that is not the server, run the backup again when it is done.`,
      );
    }
  }
  const folder = pgliteDataDir(settings.dataDir);
  if (!existsSync(folder) || readdirSync(folder).length === 0) {
    throw new OperatorError(`There is no embedded database in ${folder} to back up.`);
  }
  let release: () => void;
  try {
    release = acquirePgliteLock(settings.dataDir, "npm run backup");
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    // The server started meanwhile: it makes the copy.
    return dumpThroughServer(settings.dataDir);
  }
  try {
    const handle = await openPglite({ dataDir: folder });
    try {
      return Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer());
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  removed: string[];
}

export async function runBackup(settings: Settings, now = new Date()): Promise<BackupResult> {
  const kind: Kind = settings.databaseUrl ? "postgres" : "pglite";
  mkdirSync(settings.backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(settings.backupDir, backupFileName(kind, now));
  // Written beside, then renamed: a half-written copy never carries a backup's name.
  const partial = `${file}.partial`;
  try {
    if (settings.databaseUrl) await dumpPostgres(settings.databaseUrl, partial);
    else {
      writeFileSync(partial, await dumpPglite(settings), { mode: 0o600 });
      const secret = authSecretFile(settings.dataDir);
      if (!settings.authSecret && existsSync(secret)) {
        copyFileSync(secret, secretBeside(file));
        chmodSync(secretBeside(file), 0o600);
      }
    }
    // Backups hold everything visitors sent: readable by the operator only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const bytes = readFileSync(file).length;
  const removed = pruneBackups(settings.backupDir, settings.backupRetentionDays, now);
  return { file, bytes, removed };
}

/** Which kind of database a backup file holds, from its first bytes. */
function backupKind(bytes: Buffer): Kind | null {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return "pglite";
  if (bytes.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return null;
}

async function restorePostgres(url: string, file: string): Promise<void> {
  const handle = await openPostgres(url, 1);
  try {
    const [row] = await queryRows<{ tables: number | string }>(
      handle.db,
      sql`select count(*) as tables from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(row!.tables) > 0) {
      throw new OperatorError(
        `The database in DATABASE_URL is not empty (${row!.tables} tables). Restore only fills an empty database: create a new one (createdb), point DATABASE_URL at it and run the restore again. Start the server after the restore.`,
      );
    }
  } finally {
    await handle.close();
  }
  await checkClient("pg_restore", url);
  const { dbname, env } = connection(url);
  const result = await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      "--dbname",
      dbname,
      file,
    ],
    env,
  );
  if (result.code !== 0) throw new OperatorError(`pg_restore failed:\n${result.stderr.trim()}`);
}

async function restorePglite(settings: Settings, bytes: Buffer): Promise<void> {
  let release: () => void;
  try {
    release = acquirePgliteLock(settings.dataDir, "npm run restore");
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new OperatorError(
      `${error.message}\nStop the server, then restore into an empty DATA_DIR and start the server on it.`,
    );
  }
  try {
    const folder = pgliteDataDir(settings.dataDir);
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      throw new OperatorError(
        `${folder} already holds a database. Restore only fills an empty one: set DATA_DIR to a new folder (or move this one aside) and run the restore again.`,
      );
    }
    const handle = await openPglite({
      dataDir: folder,
      loadDataDir: new Blob([new Uint8Array(bytes)]),
    });
    try {
      await handle.db.execute(sql`select 1`);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a copy into an empty database, then holds the mail that was still queued in it
 * (docs/decisions/0049): it was queued before the backup's time and may have gone out since,
 * so an admin sends or drops it on the Mail page. Returns the kind and how many it held.
 */
export async function runRestore(
  settings: Settings,
  file: string,
): Promise<{ kind: Kind; held: number }> {
  if (!existsSync(file)) throw new OperatorError(`There is no file ${file}.`);
  const bytes = readFileSync(file);
  const kind = backupKind(bytes);
  if (!kind) throw new OperatorError(`${file} is not a backup made by npm run backup.`);
  const target: Kind = settings.databaseUrl ? "postgres" : "pglite";
  if (kind !== target) {
    throw new OperatorError(
      kind === "pglite"
        ? `${file} is a copy of the embedded database, but DATABASE_URL is set (PostgreSQL). Unset DATABASE_URL to restore it into DATA_DIR.`
        : `${file} is a PostgreSQL dump, but DATABASE_URL is not set. Set DATABASE_URL to an empty PostgreSQL database to restore it.`,
    );
  }
  if (settings.databaseUrl) await restorePostgres(settings.databaseUrl, path.resolve(file));
  else {
    await restorePglite(settings, bytes);
    const secret = authSecretFile(settings.dataDir);
    if (!settings.authSecret && existsSync(secretBeside(file)) && !existsSync(secret)) {
      copyFileSync(secretBeside(file), secret);
      chmodSync(secret, 0o600);
    }
  }
  // Brought up to this version's schema (as the server would at start-up), then held.
  const { context, close } = await openOperatorContext("npm run restore", settings);
  try {
    return { kind, held: await holdQueuedMail(context.database.db) };
  } finally {
    await close();
  }
}

export const BACKUP_USAGE = `Usage:
  npm run backup            Copies the database into BACKUP_DIR (the site may keep running)
                            and deletes copies older than BACKUP_RETENTION_DAYS.
  npm run restore <file>    Restores a copy into an empty database of the same kind.`;
