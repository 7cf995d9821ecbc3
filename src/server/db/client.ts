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
import { RUN_KEPT } from "@/process-slots.mjs";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the whole query API of `Database`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * LISTEN on a channel until the returned function is called: what one process's NOTIFY
   * says reaches every process on the database (src/server/jobs/signals.ts).
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
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
 * submission (each pooled connection of a server keeps its own).
 */
type RunKept = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
// A Symbol.for key (src/process-slots.mjs): Next.js bundles each route apart, so this module may
// be loaded more than once in one process, and the database may have been opened by another copy.

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
  // Nor one checked out between two statements (a transaction whose code is running): pg
  // emits that error on the client, which the pool hears only while the client is idle. The
  // statement that follows fails with it, and the pool drops the client on release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = withRunKept(
    drizzle({ client: pool, schema }) as unknown as Database,
    (name, text, values) => pool.query({ name, text, values }),
  );
  const listeners = new PostgresListeners(url);
  return {
    db,
    kind: "postgres",
    close: async () => {
      await listeners.close();
      await pool.end();
    },
    listen: (channel, onMessage) => listeners.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
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
  // The site search's "did you mean" needs pg_trgm (migration 0011).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite creates its files 0666 whatever the umask: owner-only, as the rest of DATA_DIR.
  if (options.dataDir) tighten(options.dataDir);
  // PGlite has one connection and no statement names to keep: a kept statement is a query.
  const db = withRunKept(
    drizzle({ client, schema }) as unknown as Database,
    (_name, text, values) => client.query(text, values),
  );
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite runs it between two queries, so the copy is of one moment.
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/** Back-off of the LISTEN connection after it is lost: 1 s, doubling, at most 30 s. */
const LISTEN_RETRY_MS = [1000, 30_000] as const;

/**
 * One dedicated connection per process for LISTEN (a pooled one would be handed to other
 * queries). When it is lost it comes back with back-off and listens again; what was said
 * meanwhile is missed, so every listener also has a slower path (the outbox polls, pages
 * expire after a minute).
 */
class PostgresListeners {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private client: import("pg").Client | null = null;
  private connecting: Promise<import("pg").Client> | null = null;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {}

  async listen(
    channel: string,
    onMessage: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onMessage);
    try {
      const client = await this.connect();
      if (first) await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      // The handler stays registered: the next connection listens for it.
      console.error(`[db] LISTEN ${channel} failed (${(error as Error).message}); retrying`);
      this.reconnectLater();
    }
    return async () => {
      set.delete(onMessage);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client
        ?.query(`unlisten ${this.client.escapeIdentifier(channel)}`)
        .catch(() => undefined);
    };
  }

  private connect(): Promise<import("pg").Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const { Client } = await import("pg");
      const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
      client.on("notification", ({ channel, payload }) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? "");
      });
      client.on("error", (error) => this.lost(client, error));
      client.on("end", () => this.lost(client, new Error("the connection ended")));
      try {
        await client.connect();
        for (const channel of this.handlers.keys())
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      this.failures = 0;
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: import("pg").Client, error: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    console.error(`[db] the LISTEN connection was lost (${error.message}); reconnecting`);
    void client.end().catch(() => undefined);
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    const wait = Math.min(LISTEN_RETRY_MS[1], LISTEN_RETRY_MS[0] * 2 ** this.failures++);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((error: unknown) => {
        console.error(`[db] LISTEN could not reconnect: ${(error as Error).message}`);
        this.reconnectLater();
      });
    }, wait);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
