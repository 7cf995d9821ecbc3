/**
 * Databases for the server tests: embedded PGlite started from a template (initdb and the
 * migrations run once per migration set, then every test database is a copy), and a fresh
 * database on the PostgreSQL server at 127.0.0.1:5432 (TEST_POSTGRES_URL), dropped after.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";

export type Backend = "pglite" | "postgres";

export const MIGRATIONS_DIR = path.resolve("src/server/db/migrations");
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest("hex").slice(0, 16);
}

let template: Promise<Blob> | null = null;

/** A gzipped PGlite data folder with every migration applied, cached under .tmp. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dir = path.resolve(".tmp", "pglite-templates");
    const file = path.join(dir, `template-${migrationsHash()}.tar.gz`);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      const handle = await openPglite();
      await migrate(handle.db, MIGRATIONS_DIR);
      const client = (
        handle.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }
      ).$client;
      const dump = await client.dumpDataDir("gzip");
      await handle.close();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

let postgresCheck: Promise<string | null> | null = null;

/**
 * Why PostgreSQL cannot be used for tests (null when it answers). Tests skip their PostgreSQL
 * runs with that reason on a developer's machine; under CI (`CI=true`) PostgreSQL is part of
 * the machine, so its absence fails the run instead of skipping half the suite unseen.
 */
export function postgresUnavailable(): Promise<string | null> {
  postgresCheck ??= (async () => {
    const reason = await postgresProbe();
    if (reason && process.env.CI === "true") {
      throw new Error(`CI=true, but PostgreSQL at 127.0.0.1:5432 did not answer: ${reason}`);
    }
    return reason;
  })();
  return postgresCheck;
}

async function postgresProbe(): Promise<string | null> {
  const { Client } = await import("pg");
  const client = new Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

let postgresTemplateName: Promise<string> | null = null;

/**
 * A PostgreSQL database with every migration applied, named by the migrations' hash, that test
 * databases are copied from (`create database … template …`): a copy takes a fraction of the
 * time the migrations take. It is built under a name of its own and renamed when complete, so
 * a copy never starts from a half-migrated template, and several test processes starting at
 * once each either find it or build one (the first rename wins; the others drop theirs).
 */
export function postgresTemplate(): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `forms_template_${migrationsHash()}`;
    if (await databaseExists(name)) return name;
    const building = `forms_template_build_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(`create database ${building}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${building}`;
    const handle = await openPostgres(url.toString(), 1);
    try {
      await migrate(handle.db, MIGRATIONS_DIR);
    } finally {
      await handle.close();
    }
    try {
      await adminQuery(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await adminQuery(`drop database if exists ${building} with (force)`);
      if (!(await databaseExists(name))) throw error;
    }
    return name;
  })();
  return postgresTemplateName;
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const result = await client.query("select 1 from pg_database where datname = $1", [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection URL (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

async function adminQuery(statement: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `migrate: false` leaves the database empty (PostgreSQL only; a restore's target). */
export async function createTestDatabase(
  backend: Backend,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (backend === "pglite") {
    const handle = await openPglite({ loadDataDir: await pgliteTemplate() });
    await migrate(handle.db, MIGRATIONS_DIR);
    return { handle, dispose: () => handle.close() };
  }
  const name = `forms_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const migrated = options.migrate !== false;
  await adminQuery(
    migrated
      ? `create database ${name} template ${await postgresTemplate()}`
      : `create database ${name}`,
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  // A no-op on the template's copy; it stays so a test database is always fully migrated.
  if (migrated) await migrate(handle.db, MIGRATIONS_DIR);
  return {
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close().catch(() => undefined);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement as the PostgreSQL server's admin (the outage tests stop and restart a database). */
export async function asPostgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
