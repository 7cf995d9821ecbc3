/**
 * Server-test plumbing: run a suite against embedded PGlite and against PostgreSQL (skipped
 * with a message when the server does not answer), with the app context pointed at the
 * test database, and requests that look like they came from a given socket address.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { setContextForTests, type AppContext } from "@/server/context";
import type { Database } from "@/server/db/client";
import { peerStamp, PEER_HEADER } from "@/server/security/client-address";
import { readSettings, type Settings } from "@/server/settings";
import {
  createTestDatabase,
  postgresUnavailable,
  type Backend,
  type TestDatabase,
} from "./databases";

/** `Authorization: Bearer` for /admin/export/* in server tests (EXPORT_TOKEN). */
export const EXPORT_TOKEN = "export-token-for-server-tests-0123456789";

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  const base = readSettings({ NODE_ENV: "test", SITE_URL: "https://www.corvane.test" });
  const off = { limit: 0, windowSeconds: 600 };
  return {
    ...base,
    adminPassword: null,
    exportToken: EXPORT_TOKEN,
    // Keys rate-limit buckets; set, so no test writes a generated one into DATA_DIR.
    authSecret: "test-auth-secret-0123456789abcdefghij",
    notifyTo: "team@corvane.test",
    mailFrom: "Corvane Technologies <no-reply@corvane.test>",
    rateLimits: {
      search: off,
      subscribe: off,
      contact: off,
      applications: off,
      admin: off,
      signinAccount: off,
    },
    notifyToEnquiries: "team@corvane.test",
    notifyToApplications: "team@corvane.test",
    minFillMs: 0,
    jobsInWebProcess: false,
    ...overrides,
  };
}

/** Which backends run: PGlite always, PostgreSQL when it answers. */
export async function availableBackends(): Promise<Backend[]> {
  const reason = await postgresUnavailable();
  if (reason) {
    console.warn(`PostgreSQL at 127.0.0.1:5432 did not answer (${reason}); its tests are skipped.`);
    return ["pglite"];
  }
  return ["pglite", "postgres"];
}

export const ALL_TABLES = sql`enquiries, subscribers, resumes, applications, outbox, rate_limits, form_drafts, record_events, audit_log, staff_users, staff_sessions, staff_accounts, staff_verifications, staff_two_factors, job_runs, content_redirects, content_revisions, content_pages, content_migrations, media_files, media_assets, mail_templates, search_documents, search_words`;

export async function truncateAll(db: Database): Promise<void> {
  await db.execute(sql`truncate ${ALL_TABLES} restart identity cascade`);
}

export interface Suite {
  backend: Backend;
  readonly db: Database;
  readonly context: AppContext;
  readonly database: TestDatabase;
  /** Replaces settings for the current test (reset before each test). */
  configure(overrides: Partial<Settings>): void;
}

/**
 * Declares `describe` blocks, one per available backend, each with a fresh database for the
 * block and emptied tables before every test.
 */
export function describeBackends(
  name: string,
  backends: Backend[],
  body: (suite: Suite) => void,
): void {
  for (const backend of ["pglite", "postgres"] as const) {
    const run = backends.includes(backend);
    const title = `${name} [${backend}]${run ? "" : " (PostgreSQL not answering: skipped)"}`;
    (run ? describe : describe.skip)(title, () => {
      let database: TestDatabase | undefined;
      const context: AppContext = { settings: testSettings(), database: undefined as never };
      const suite: Suite = {
        backend,
        get db() {
          return database!.handle.db;
        },
        get database() {
          return database!;
        },
        context,
        configure(overrides) {
          context.settings = testSettings(overrides);
        },
      };
      beforeAll(async () => {
        database = await createTestDatabase(backend);
        context.database = database.handle;
      }, 60_000);
      afterAll(async () => {
        setContextForTests(null);
        await database?.dispose();
      });
      beforeEach(async () => {
        context.settings = testSettings();
        setContextForTests(context);
        await truncateAll(database!.handle.db);
      });
      body(suite);
    });
  }
}

export interface ClientInit extends RequestInit {
  /** The socket address the request appears to come from. */
  client?: string;
}

export function clientRequest(path: string, init: ClientInit = {}): Request {
  const { client = "203.0.113.7", ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set(PEER_HEADER, peerStamp(client));
  return new Request(new URL(path, "http://localhost:3000"), { ...rest, headers });
}

export function jsonRequest(path: string, body: unknown, init: ClientInit = {}): Request {
  return clientRequest(path, {
    method: "POST",
    ...init,
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(init.headers as Record<string, string>),
    },
    body: JSON.stringify(body),
  });
}

export function formRequest(
  path: string,
  fields: Record<string, string>,
  init: ClientInit = {},
): Request {
  return clientRequest(path, {
    method: "POST",
    ...init,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      ...(init.headers as Record<string, string>),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export function multipartRequest(path: string, form: FormData, init: ClientInit = {}): Request {
  return clientRequest(path, {
    method: "POST",
    ...init,
    headers: { accept: "application/json", ...(init.headers as Record<string, string>) },
    body: form,
  });
}

export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  expectJson(response);
  return (await response.json()) as T;
}

function expectJson(response: Response): void {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) throw new Error(`expected JSON, got "${type}"`);
}

/** Parses CSV (RFC 4180, quoted fields) into rows; drops the UTF-8 byte-order mark. */
export function parseCsv(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && input[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) =>
    Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])),
  );
}
