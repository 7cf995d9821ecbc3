/**
 * The composition root of the backend: it reads the settings, opens the database (applying
 * migrations) and, in a web process, starts what runs beside the requests: the background
 * jobs when this process runs them (RUN_JOBS), otherwise a NOTIFY nudge for the worker that
 * does, and the listener that revalidates pages other processes changed. Start-up calls it
 * from src/instrumentation.ts (src/server/boot.ts); requests then get the same context.
 *
 * It lives on `globalThis` because Next.js bundles each route separately, and one process
 * must never open the embedded database twice. Opening is retried after a failure, so a
 * database that is down at start-up only delays the forms (health answers 503 meanwhile).
 */
import "server-only";
import type { AppContext } from "./app-context";
import { openPglite, openPostgres, pgliteDataDir, type DatabaseHandle } from "./db/client";
import { acquirePgliteLock } from "./db/pglite-lock";
import { migrate } from "./db/migrate";
import { migrateContent } from "./content/content-migrations";
import { rebuildSearchIndex } from "./search/index-writer";
import { serveBackups } from "./backup/channel";
import { ensureFirstAdmin } from "./auth/instance";
import { announceFirstAccount } from "./auth/first-account";
import { errors } from "./http/responses";
import { registerOutboxWorker } from "./mail/outbox";
import { startBackgroundJobs } from "./jobs/background";
import { listenForChangedPages, outboxNudgeOverNotify } from "./jobs/signals";
import { readSettings, type Settings } from "./settings";
import { CONTEXT_STATE, SERVER_SHUTDOWN, slots } from "@/process-slots.mjs";

export type { AppContext } from "./app-context";

interface Services {
  stop(): Promise<void>;
}

export interface State {
  context?: Promise<AppContext>;
  override?: AppContext;
  /** Set by `startWebProcess`: this process serves the site and starts its services. */
  web?: boolean;
  services?: Promise<Services>;
}

function state(): State {
  return (slots[CONTEXT_STATE] ??= {});
}

/**
 * Opens the database of `settings` and brings its schema up to date: the web process's and
 * `npm run worker`'s one way to a context. `owner` names the process in the embedded
 * folder's lock, which operator commands report when they find it taken.
 */
export async function openAppContext(settings: Settings, owner: string): Promise<AppContext> {
  // The embedded folder is taken for this process until it exits, so an operator command
  // (npm run staff, seed:demo) refuses to open it meanwhile, and vice versa.
  const release = settings.databaseUrl ? null : acquirePgliteLock(settings.dataDir, owner);
  let database: DatabaseHandle;
  try {
    database = settings.databaseUrl
      ? await openPostgres(settings.databaseUrl, settings.databasePoolMax)
      : await openPglite({ dataDir: pgliteDataDir(settings.dataDir) });
  } catch (error) {
    release?.();
    throw error;
  }
  try {
    const applied = await migrate(database.db, settings.migrationsDir);
    if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(", ")}`);
    const imported = await migrateContent(database.db);
    if (imported.length > 0) console.info(`[content] applied: ${imported.join(", ")}`);
    await rebuildSearchIndex(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    release?.();
    throw error;
  }
  console.info(
    `[db] ready (${database.kind === "pglite" ? `embedded, ${pgliteDataDir(settings.dataDir)}` : "PostgreSQL"})`,
  );
  return { settings, database };
}

async function createContext(): Promise<AppContext> {
  const context = await openAppContext(readSettings(), "the server");
  // `npm run backup` cannot open a folder this process holds; it asks this process instead.
  if (context.database.dumpDataDir)
    serveBackups(context.settings.dataDir, context.database.dumpDataDir);
  try {
    await ensureFirstAdmin(context);
  } catch (error) {
    console.error("[auth] could not create the admin account from ADMIN_EMAIL:", error);
  }
  await announceFirstAccount(context).catch((error: unknown) => {
    console.error("[auth] could not count the staff accounts:", error);
  });
  if (state().web) state().services = startWebServices(context);
  return context;
}

/**
 * What a web process runs beside its requests. Without the jobs here, mail stored by this
 * process nudges the worker over NOTIFY (it also polls, so a lost nudge only delays mail).
 */
async function startWebServices(context: AppContext): Promise<Services> {
  const jobs = context.settings.jobsInWebProcess ? await startBackgroundJobs(context) : null;
  if (!jobs) registerOutboxWorker(outboxNudgeOverNotify(context.database));
  const unlistenPages = await listenForChangedPages(context.database);
  return {
    stop: async () => {
      await unlistenPages().catch(() => undefined);
      if (jobs) await jobs.stop();
      else registerOutboxWorker(null);
    },
  };
}

export function getContext(): Promise<AppContext> {
  const current = state();
  if (current.override) return Promise.resolve(current.override);
  if (!current.context) {
    current.context = createContext().catch((error: unknown) => {
      current.context = undefined;
      throw error;
    });
  }
  return current.context;
}

/**
 * Start-up of a web process (src/server/boot.ts): the context and, once it opens, the
 * services beside the requests. Code paths without it (tests) get a context without them.
 */
export async function startWebProcess(): Promise<void> {
  state().web = true;
  await getContext();
}

/**
 * Ends this process's share of the backend on SIGTERM, after the server stopped taking
 * requests (src/serve.mjs calls it): the jobs finish what they are doing (the mail
 * batch in flight), then the database closes (the embedded one writes its folder whole).
 */
async function shutdown(): Promise<void> {
  const current = state();
  const services = await current.services?.catch(() => undefined);
  current.services = undefined;
  await services?.stop();
  const context = await current.context?.catch(() => undefined);
  current.context = undefined;
  await context?.database.close();
}
slots[SERVER_SHUTDOWN] = shutdown;

/** Tests hand in their own database and settings; `null` goes back to the environment. */
export function setContextForTests(context: AppContext | null): void {
  state().override = context ?? undefined;
}

/** The context for a request: a database that does not answer becomes a 503. */
export async function requireContext(): Promise<AppContext> {
  try {
    return await getContext();
  } catch (error) {
    console.error("[db] the database is not available:", error);
    throw errors.unavailable();
  }
}
