/**
 * Applies the versioned SQL migrations in ./migrations (written by drizzle-kit) that the
 * database has not seen yet, all in one transaction under an advisory lock, so several
 * instances starting together against one PostgreSQL apply each migration exactly once.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./client";

/** Any fixed 64-bit number; it only has to be the same for every instance. */
const MIGRATION_LOCK = 4_611_732_901;

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export function readMigrations(dir: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = readFileSync(path.join(dir, `${tag}.sql`), "utf8");
      return {
        tag,
        hash: createHash("sha256").update(text).digest("hex"),
        statements: text
          .split("--> statement-breakpoint")
          .map((statement) => statement.trim())
          .filter(Boolean),
      };
    });
}

/** Returns the tags it applied. */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  const migrations = readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`
      create table if not exists app_migrations (
        tag text primary key,
        hash text not null,
        applied_at timestamptz not null default now()
      )`);
    const applied = new Map(
      (
        await queryRows<{ tag: string; hash: string }>(
          tx,
          sql`select tag, hash from app_migrations`,
        )
      ).map((row) => [row.tag, row.hash]),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.tag);
      if (previous !== undefined) {
        if (previous !== migration.hash) {
          console.warn(
            `[db] migration ${migration.tag} changed after it was applied; ignoring the change`,
          );
        }
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into app_migrations (tag, hash) values (${migration.tag}, ${migration.hash})`,
      );
      done.push(migration.tag);
    }
    return done;
  });
}
