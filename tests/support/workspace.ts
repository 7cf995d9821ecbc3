/**
 * Browser tests of the staff workspace: a production server with its own database, seeded
 * with one staff account per role before it starts (as an operator would with
 * `npm run staff` while the site is stopped), and signing in through the real form.
 */
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { AppContext } from "@/server/context";
import { openPglite, openPostgres, pgliteDataDir, type DatabaseHandle } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import type { StaffRole } from "@/server/db/schema";
import { readSettings } from "@/server/settings";
import { createStaffAccount } from "@/server/workspace/staff";
import { startAppServer, tempDataDir, type AppServer } from "./app-server";
import { viewports } from "./browser";
import {
  MIGRATIONS_DIR,
  pgliteTemplate,
  POSTGRES_ADMIN_URL,
  postgresTemplate,
  type Backend,
} from "./server/databases";

export const STAFF_PASSWORD = "a long staff password 42";

/** One account per role: `${role}@corvane.test`. */
export const STAFF: Record<StaffRole, { email: string; name: string; role: StaffRole }> = {
  admin: { email: "admin@corvane.test", name: "Ada Admin", role: "admin" },
  sales: { email: "sales@corvane.test", name: "Sam Sales", role: "sales" },
  recruiting: { email: "recruiting@corvane.test", name: "Rita Recruiter", role: "recruiting" },
  marketing: { email: "marketing@corvane.test", name: "Mo Marketing", role: "marketing" },
};

export interface WorkspaceServer extends AppServer {
  backend: Backend;
  /** The settings the server was started with (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function seed(handle: DatabaseHandle, env: Record<string, string>): Promise<void> {
  // A no-op on a copy of the migrated template; kept so the seed never runs on an old schema.
  await migrate(handle.db, MIGRATIONS_DIR);
  const context: AppContext = { settings: readSettings(env), database: handle };
  for (const staff of Object.values(STAFF)) {
    await createStaffAccount(context, { ...staff, password: STAFF_PASSWORD });
  }
}

/**
 * A workspace server on `backend` with the four staff accounts. `env` adds settings (an SMTP
 * sink, limits); rate limits and the fill time are off unless `env` sets them.
 */
export async function startWorkspaceServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<WorkspaceServer> {
  const secret = randomBytes(32).toString("base64url");
  const base: Record<string, string> = {
    AUTH_SECRET: secret,
    RATE_LIMIT_SUBSCRIBE: "off",
    RATE_LIMIT_CONTACT: "off",
    RATE_LIMIT_APPLICATIONS: "off",
    RATE_LIMIT_ADMIN: "off",
    RATE_LIMIT_SIGNIN_ACCOUNT: "off",
    FORM_MIN_FILL_MS: "0",
    ...env,
  };
  let cleanup: () => Promise<void>;
  if (backend === "pglite") {
    const dir = tempDataDir("workspace");
    base.DATA_DIR = dir.path;
    // From the migrated template the server tests use: initdb and the migrations run once.
    const handle = await openPglite({
      dataDir: pgliteDataDir(dir.path),
      loadDataDir: await pgliteTemplate(),
    });
    try {
      await seed(handle, base);
    } finally {
      await handle.close();
    }
    cleanup = async () => dir.remove();
  } else {
    const { Client } = await import("pg");
    const name = `workspace_e2e_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name} template ${await postgresTemplate()}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    base.DATABASE_URL = url.toString();
    // One instance: it runs the jobs itself rather than beside an `npm run worker`.
    base.RUN_JOBS = "true";
    const handle = await openPostgres(base.DATABASE_URL, 2);
    try {
      await seed(handle, base);
    } finally {
      await handle.close();
    }
    cleanup = () => admin(`drop database if exists ${name} with (force)`);
  }
  const server = await startAppServer(base);
  return {
    ...server,
    backend,
    env: base,
    async dispose() {
      await server.stop();
      await cleanup();
    },
  };
}

/** Signs in through the form at /admin (optionally on the way to `next`). */
export async function signIn(
  page: Page,
  baseURL: string,
  role: StaffRole,
  next?: string,
): Promise<void> {
  await page.goto(`${baseURL}/admin${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  await page.getByLabel("E-mail address").fill(STAFF[role].email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions = new Map<string, Promise<StorageState>>();

/**
 * A session of `role` on the server at `baseURL`, signed in through the form once per test
 * file and handed to every new context (storageState) of a test that does not change it.
 */
export function sessionOf(
  browser: Browser,
  baseURL: string,
  role: StaffRole,
): Promise<StorageState> {
  const key = `${baseURL} ${role}`;
  let state = sessions.get(key);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        await signIn(page, baseURL, role);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    sessions.set(key, state);
    // A failed sign-in is not kept: the next test signs in afresh.
    state.catch(() => sessions.delete(key));
  }
  return state;
}

/** A new page in a context signed in as `role` (see sessionOf). */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  role: StaffRole,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    storageState: await sessionOf(browser, baseURL, role),
  });
  return { context, page: await context.newPage() };
}

/** The one-time password link in a delivered mail's text. */
export function passwordLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(text);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}
