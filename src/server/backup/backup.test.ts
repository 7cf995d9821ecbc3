/**
 * Backup and restore round trip on both backends: a database holding every kind of record
 * (enquiry, application with its résumé bytes, subscriber, spam, outbox mail, staff
 * account, audit entry) is copied while it is open, restored into an empty database of
 * the same kind, and every table comes back the same. Restore refuses a database that is
 * not empty, and old backups are deleted after the retention period.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { validApplication, validContact, validNewsletter } from "@tests/support/fixtures/forms";
import { docxBytes } from "@tests/support/server/files";
import {
  createTestDatabase,
  pgliteTemplate,
  postgresUnavailable,
} from "@tests/support/server/databases";
import { jsonRequest, multipartRequest, testSettings } from "@tests/support/server/harness";
import { audit } from "../audit";
import { migrateContent } from "../content/content-migrations";
import { setContextForTests, type AppContext } from "../context";
import { openPglite, openPostgres, pgliteDataDir, queryRows, type Database } from "../db/client";
import { acquirePgliteLock } from "../db/pglite-lock";
import { createStaffAccount } from "../workspace/staff";
import { backupFileName, pruneBackups, runBackup, runRestore } from "./backup";
import { serveBackups } from "./channel";

const pgReason = await postgresUnavailable();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  setContextForTests(null);
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `corvane-${prefix}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function fill(context: AppContext): Promise<void> {
  setContextForTests(context);
  // The site's pages, as every started database holds them: a backup must carry them.
  await migrateContent(context.database.db);
  const enquiry = await contactPost(jsonRequest("/api/contact", { ...validContact, type: "2" }));
  expect(enquiry.status).toBe(201);
  const spam = await contactPost(
    jsonRequest("/api/contact", { ...validContact, type: "2", website: "http://spam" }),
  );
  expect(spam.status).toBe(201);
  expect((await subscribePost(jsonRequest("/api/subscribe", validNewsletter))).ok).toBe(true);
  const form = new FormData();
  for (const [name, value] of Object.entries(validApplication)) form.set(name, value);
  form.set("resume", new Blob([new Uint8Array(docxBytes())]), "cv.docx");
  expect((await applicationsPost(multipartRequest("/api/applications", form))).status).toBe(201);
  await createStaffAccount(context, {
    email: "sam@corvane.test",
    name: "Sam Sales",
    role: "sales",
    password: "a long staff password",
  });
  await audit(context.database.db, { kind: "system" }, { action: "retention.run" });
  setContextForTests(null);
}

/** Every table, every row, in a comparable form (bytes as hex, times as ISO). */
async function everything(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const out: Record<string, unknown[]> = {};
  for (const { schema, name } of tables) {
    const rows = await queryRows(db, sql.raw(`select * from "${schema}"."${name}" order by 1`));
    out[`${schema}.${name}`] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value instanceof Uint8Array
            ? Buffer.from(value).toString("hex")
            : value instanceof Date
              ? value.toISOString()
              : value,
        ]),
      ),
    );
  }
  return out;
}

/** Messages still queued in a copy: a restore holds exactly these. */
function pendingMail(tables: Record<string, unknown[]>): number {
  const rows = tables["public.outbox"] as { status: string }[];
  const pending = rows.filter((row) => row.status === "pending").length;
  expect(pending).toBeGreaterThan(0);
  return pending;
}

/** The restored copy with its held mail released, to compare with the original. */
async function released(db: Database): Promise<Database> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from outbox where status = 'pending' and held_at is null`,
  );
  expect(rows[0]?.n).toBe(0);
  await db.execute(sql`update outbox set held_at = null`);
  return db;
}

function expectEveryKind(tables: Record<string, unknown[]>): void {
  const count = (name: string) => tables[`public.${name}`]?.length ?? 0;
  expect(count("enquiries")).toBe(2); // one in the inbox, one spam
  expect(
    (tables["public.enquiries"] as { spam_reason: string | null }[]).filter(
      (row) => row.spam_reason,
    ),
  ).toHaveLength(1);
  expect(count("applications")).toBe(1);
  expect(count("subscribers")).toBe(1);
  expect(count("outbox")).toBeGreaterThanOrEqual(4);
  expect(count("staff_users")).toBe(1);
  expect(count("audit_log")).toBeGreaterThanOrEqual(1);
  expect(count("content_pages")).toBeGreaterThan(50);
  expect(count("content_revisions")).toBe(count("content_pages"));
  const [resume] = tables["public.resumes"] as { data: string }[];
  expect(resume!.data).toBe(docxBytes().toString("hex"));
}

describe("backup and restore", () => {
  it("deletes our backups older than the retention period, and nothing else", () => {
    const dir = tempDir("prune");
    const now = new Date("2026-11-23T03:00:00.000Z");
    const day = 24 * 60 * 60 * 1000;
    const old = backupFileName("postgres", new Date(now.getTime() - 31 * day));
    const recent = backupFileName("pglite", new Date(now.getTime() - 29 * day));
    for (const name of [old, recent, "notes.txt", `${old}.partial`]) {
      writeFileSync(path.join(dir, name), "x");
    }
    expect(pruneBackups(dir, 30, now)).toEqual([old]);
    expect(readdirSync(dir).sort()).toEqual([recent, `${old}.partial`, "notes.txt"].sort());
  });

  it("embedded database: copied through the running server, restored into an empty folder", async () => {
    const source = tempDir("source");
    const backups = tempDir("backups");
    // This process plays the server: it holds the folder and serves the backup socket.
    const release = acquirePgliteLock(source, "the server");
    cleanups.push(release);
    const handle = await openPglite({
      dataDir: pgliteDataDir(source),
      loadDataDir: await pgliteTemplate(),
    });
    cleanups.push(() => handle.close());
    cleanups.push(serveBackups(source, handle.dumpDataDir!));
    // No AUTH_SECRET given: the embedded database generates one into its folder, as in use.
    const settings = testSettings({
      databaseUrl: null,
      dataDir: source,
      backupDir: backups,
      backupRetentionDays: 30,
      authSecret: null,
    });
    await fill({ settings, database: handle });
    const before = await everything(handle.db);
    expectEveryKind(before);

    const stale = backupFileName("pglite", new Date(Date.now() - 40 * 24 * 60 * 60 * 1000));
    const staleSecret = stale.replace(".pglite.tar.gz", ".auth-secret");
    writeFileSync(path.join(backups, stale), "old");
    writeFileSync(path.join(backups, staleSecret), "old");
    const result = await runBackup(settings);
    expect(path.basename(result.file)).toMatch(/^corvane-.*\.pglite\.tar\.gz$/);
    expect(result.removed).toEqual([staleSecret, stale].sort());
    expect(existsSync(path.join(backups, stale))).toBe(false);

    const target = tempDir("target");
    const restoreSettings = testSettings({ databaseUrl: null, dataDir: target, authSecret: null });
    const restoredPglite = await runRestore(restoreSettings, result.file);
    expect(restoredPglite.kind).toBe("pglite");
    expect(restoredPglite.held).toBe(pendingMail(before));
    // The generated AUTH_SECRET the database depends on comes along.
    expect(readFileSync(path.join(target, "auth-secret"), "utf8")).toBe(
      readFileSync(path.join(source, "auth-secret"), "utf8"),
    );
    const restored = await openPglite({ dataDir: pgliteDataDir(target) });
    try {
      expect(await everything(await released(restored.db))).toEqual(before);
    } finally {
      await restored.close();
    }
    // A folder that holds a database is never overwritten.
    await expect(runRestore(restoreSettings, result.file)).rejects.toThrow(
      /already holds a database/,
    );
    // A PostgreSQL target is refused for an embedded copy.
    await expect(
      runRestore(testSettings({ databaseUrl: "postgres://nobody@127.0.0.1:1/x" }), result.file),
    ).rejects.toThrow(/copy of the embedded database/);
  }, 60_000);

  (pgReason ? it.skip : it)(
    `PostgreSQL: pg_dump while open, restored into an empty database${pgReason ? ` (skipped: PostgreSQL not answering: ${pgReason})` : ""}`,
    async () => {
      const source = await createTestDatabase("postgres");
      cleanups.push(() => source.dispose());
      const backups = tempDir("pg-backups");
      const settings = testSettings({
        databaseUrl: source.url!,
        backupDir: backups,
        authSecret: "backup-test-auth-secret-0123456789abcdef",
      });
      await fill({ settings, database: source.handle });
      const before = await everything(source.handle.db);
      expectEveryKind(before);

      const result = await runBackup(settings);
      expect(path.basename(result.file)).toMatch(/^corvane-.*\.pgdump$/);

      // Into the database it came from (not empty): refused.
      await expect(runRestore(settings, result.file)).rejects.toThrow(/is not empty/);

      const empty = await createTestDatabase("postgres", { migrate: false });
      await empty.handle.close();
      cleanups.push(() => empty.dispose());
      const restoredPostgres = await runRestore(
        testSettings({ databaseUrl: empty.url! }),
        result.file,
      );
      expect(restoredPostgres).toEqual({ kind: "postgres", held: pendingMail(before) });
      const restored = await openPostgres(empty.url!, 1);
      try {
        expect(await everything(await released(restored.db))).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    60_000,
  );
});
