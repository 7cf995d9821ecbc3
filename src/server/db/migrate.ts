/**
 * Applies the versioned SQL migrations in ./migrations (written by drizzle-kit) with
 * drizzle's own migrator, while holding an advisory lock, so several instances starting
 * together against one PostgreSQL apply each migration once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
// Both drivers' migrators are the same function over `db.dialect` and `db.session`.
import { migrate as drizzleMigrate } from "drizzle-orm/pglite/migrator";
import { queryRows, type Database, type Transaction } from "./client";

/** Any fixed 64-bit number; it only has to be the same for every instance. */
const MIGRATION_LOCK = 4_611_732_901;
const MIGRATIONS_SCHEMA = "drizzle";
const MIGRATIONS_TABLE = "__drizzle_migrations";

/**
 * Databases made before drizzle's migrator was adopted recorded their migrations in
 * `app_migrations` (by tag). Carry those records over once, so nothing is applied twice.
 */
async function adoptEarlierJournal(
  tx: Transaction,
  migrations: ReturnType<typeof readMigrationFiles>,
  tags: string[],
): Promise<void> {
  const [legacy] = await queryRows<{ present: boolean }>(
    tx,
    sql`select to_regclass('public.app_migrations') is not null as present`,
  );
  if (!legacy?.present) return;
  const applied = new Set(
    (await queryRows<{ tag: string }>(tx, sql`select tag from app_migrations`)).map(
      (row) => row.tag,
    ),
  );
  for (const [index, migration] of migrations.entries()) {
    if (!applied.has(tags[index]!)) continue;
    await tx.execute(
      sql`insert into ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)} (hash, created_at)
          values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
  await tx.execute(sql`drop table app_migrations`);
}

/**
 * Runs `work` on one connection that holds the migration lock. The lock is a session lock
 * (drizzle's migrator opens its own transaction), so it has to live on one dedicated
 * connection of the pool; PGlite has only one connection anyway.
 */
async function withMigrationLock<T>(db: Database, work: (db: Database) => Promise<T>) {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof (await import("pg")).Pool)) {
    return work(db);
  }
  const connection = await client.connect();
  try {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const locked = drizzle({ client: connection }) as unknown as Database;
    await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      return await work(locked);
    } finally {
      await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    connection.release();
  }
}

/** Applies what the database has not seen yet; returns the tags it applied. */
export async function migrate(database: Database, dir: string): Promise<string[]> {
  const migrations = readMigrationFiles({ migrationsFolder: dir });
  const journal = JSON.parse(readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const tags = [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
  const table = sql`${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`;

  return withMigrationLock(database, async (db) => {
    const count = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
    await db.execute(sql`create schema if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}`);
    await db.execute(
      sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    if ((await count()) === 0) {
      await db.transaction((tx) => adoptEarlierJournal(tx, migrations, tags));
    }
    const before = await count();
    await drizzleMigrate(db as unknown as Parameters<typeof drizzleMigrate>[0], {
      migrationsFolder: dir,
      migrationsSchema: MIGRATIONS_SCHEMA,
      migrationsTable: MIGRATIONS_TABLE,
    });
    return tags.slice(before, await count());
  });
}
