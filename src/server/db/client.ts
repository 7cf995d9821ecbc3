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
import { tighten } from "./private-folder";

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

/**
 * Runs a statement its caller keeps as text (src/server/mail/outbox.ts) as a named prepared
 * statement, so PostgreSQL parses and plans it once per connection instead of on every
 * submission: each pooled connection of a server, or PGlite's one (keptOnPglite).
 */
type RunKept = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
// Global, as context.ts's state: Next.js bundles each route apart, so this module may be loaded
// more than once in one process, and the database may have been opened by another copy.
const RUN_KEPT = Symbol.for("corvane.db.runKept");

function withRunKept(db: Database, run: RunKept): Database {
  return Object.assign(db, { [RUN_KEPT]: run });
}

export async function queryKept<T extends Record<string, unknown>>(
  db: Queryable,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const run = (db as unknown as Record<symbol, RunKept | undefined>)[RUN_KEPT];
  if (!run)
    throw new Error("[db] a kept statement runs on the database itself, not in a transaction");
  return (await run(name, text, values)).rows as T[];
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
  const db = withRunKept(
    drizzle({ client: pool, schema }) as unknown as Database,
    (name, text, values) => pool.query({ name, text, values }),
  );
  return { db, kind: "postgres", close: () => pool.end() };
}

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests use it to skip initdb). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const { PGlite, protocol } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite creates its files 0666 whatever the umask: owner-only, as the rest of DATA_DIR.
  if (options.dataDir) tighten(options.dataDir);
  const db = withRunKept(
    drizzle({ client, schema }) as unknown as Database,
    keptOnPglite(client, protocol.serialize),
  );
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    // PGlite runs it between two queries, so the copy is of one moment.
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}

type PgliteModule = typeof import("@electric-sql/pglite");

/**
 * Kept statements on PGlite, through its wire protocol: `query()` has no statement names,
 * and makes six calls into the database per statement (parse, two describes, bind, execute,
 * sync), each parsed and planned again. Here the first run parses the statement under its
 * name, and every run is one call: bind, describe, execute, sync. A submission's statement
 * took 0.27 ms instead of 0.58 (docs/performance.md).
 */
function keptOnPglite(
  client: InstanceType<PgliteModule["PGlite"]>,
  serialize: PgliteModule["protocol"]["serialize"],
): RunKept {
  const parsed = new Set<string>();
  return async (name, text, values) => {
    // As `query()`: a closed database says so ("PGlite is closed").
    await client._checkReady();
    // The two locks `query()` takes: no other query runs meanwhile, and none inside another
    // caller's transaction (execProtocol alone takes neither).
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const parts: Uint8Array[] = [];
        // Close first: a statement an earlier failure may have left half-known is replaced.
        if (!parsed.has(name))
          parts.push(serialize.close({ type: "S", name }), serialize.parse({ name, text }));
        parts.push(
          serialize.bind({ statement: name, values: values.map(wireText) }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        );
        let messages;
        try {
          // Written to disk before it returns, as `query()` outside a transaction is.
          ({ messages } = await client.execProtocol(Buffer.concat(parts), { syncToFs: true }));
        } catch (error) {
          parsed.delete(name);
          throw error;
        }
        parsed.add(name);
        const fields = messages.find(isRowDescription)?.fields ?? [];
        return {
          rows: messages
            .filter(isDataRow)
            .map((row) =>
              Object.fromEntries(fields.map((field, i) => [field.name, row.fields[i] ?? null])),
            ),
        };
      }),
    );
  };
}

type WireMessages = PgliteModule["protocol"]["messages"];
type WireMessage = Awaited<
  ReturnType<InstanceType<PgliteModule["PGlite"]>["execProtocol"]>
>["messages"][number];
const isRowDescription = (
  message: WireMessage,
): message is InstanceType<WireMessages["RowDescriptionMessage"]> =>
  message.name === "rowDescription";
const isDataRow = (message: WireMessage): message is InstanceType<WireMessages["DataRowMessage"]> =>
  message.name === "dataRow";

/**
 * A kept statement's values are in the driver's form already (text, numbers, bytes or null);
 * a date is sent as `query()`'s serializer would send it.
 */
function wireText(value: unknown): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  return value instanceof Date ? value.toISOString() : String(value);
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}
