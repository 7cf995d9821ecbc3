/**
 * Opens the database: embedded PGlite in `${DATA_DIR}/pglite` by default, or a PostgreSQL
 * server when DATABASE_URL is set. Both give the same Drizzle API over the same schema, so
 * everything above this file runs one code path (docs/decisions/0010-storage-adapter.md).
 */
import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the whole query API of `Database`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite only: a consistent copy of the whole data folder, as a gzipped tarball. */
  dumpDataDir?: () => Promise<Blob>;
}

/** Rows of a raw SQL statement; both drivers answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openPostgres(url: string, poolMax = 10): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server must not take the process down.
  pool.on("error", (error) =>
    console.error(`[db] idle PostgreSQL connection failed: ${error.message}`),
  );
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests use it to skip initdb). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    // PGlite runs it between two queries, so the copy is of one moment.
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}
