/**
 * The process-wide state of the forms backend: settings and the open database. It lives on
 * `globalThis` because Next.js bundles each route separately, and one process must never
 * open the embedded database twice. Opening is lazy and retried after a failure, so a
 * database that is down at start-up only delays the forms (health answers 503 meanwhile).
 */
import "server-only";
import { openPglite, openPostgres, pgliteDataDir, type DatabaseHandle } from "./db/client";
import { acquirePgliteLock } from "./db/pglite-lock";
import { serveBackups } from "./backup/channel";
import { ensureFirstAdmin } from "./auth/instance";
import { migrate } from "./db/migrate";
import { errors } from "./http/responses";
import { createSmtpMailer, startOutboxWorker, type OutboxWorker } from "./mail/worker";
import { pruneRateLimits, rateLimitHorizonMs } from "./security/rate-limit";
import { readSettings, type Settings } from "./settings";
import { pruneDrafts } from "./submissions/store";
import { describeCounts, runRetention } from "./privacy/retention";

/** The retention job runs at start-up and then once a day: its periods need no finer clock. */
const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

export interface AppContext {
  settings: Settings;
  database: DatabaseHandle;
}

interface State {
  context?: Promise<AppContext>;
  override?: AppContext;
  worker?: OutboxWorker;
}

const STATE = Symbol.for("corvane.forms.state");

function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>;
  return (holder[STATE] ??= {});
}

async function createContext(): Promise<AppContext> {
  const settings = readSettings();
  // The embedded folder is taken for this process until it exits, so an operator command
  // (npm run staff, seed:demo) refuses to open it meanwhile, and vice versa.
  const release = settings.databaseUrl ? null : acquirePgliteLock(settings.dataDir, "the server");
  const database = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl, settings.databasePoolMax)
    : await openPglite({ dataDir: pgliteDataDir(settings.dataDir) }).catch((error: unknown) => {
        release?.();
        throw error;
      });
  try {
    const applied = await migrate(database.db, settings.migrationsDir);
    if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(", ")}`);
  } catch (error) {
    await database.close().catch(() => undefined);
    release?.();
    throw error;
  }
  // `npm run backup` cannot open a folder this process holds; it asks this process instead.
  if (database.dumpDataDir) serveBackups(settings.dataDir, database.dumpDataDir);
  console.info(
    `[db] ready (${database.kind === "pglite" ? `embedded, ${pgliteDataDir(settings.dataDir)}` : "PostgreSQL"})`,
  );
  const context = { settings, database };
  try {
    await ensureFirstAdmin(context);
  } catch (error) {
    console.error("[auth] could not create the admin account from ADMIN_EMAIL:", error);
  }
  if (settings.workerEnabled) state().worker = startWorker(context);
  return context;
}

/** The outbox worker of this process: sends mail (with SMTP_URL) and prunes old rows. */
export function startWorker({ settings, database }: AppContext): OutboxWorker {
  if (!settings.smtpUrl) {
    console.info("[mail] SMTP_URL is not set: e-mail is kept in the outbox and logged, not sent");
  }
  let lastRetention = 0;
  return startOutboxWorker({
    db: database.db,
    mailer: settings.smtpUrl ? createSmtpMailer(settings.smtpUrl) : null,
    settings,
    housekeeping: async () => {
      await pruneRateLimits(database.db, new Date(Date.now() - rateLimitHorizonMs(settings)));
      await pruneDrafts(database.db);
      if (Date.now() - lastRetention >= RETENTION_EVERY_MS) {
        lastRetention = Date.now();
        try {
          const counts = await runRetention(database.db, settings.retention);
          if (counts && Object.values(counts).some((n) => n > 0)) {
            console.info(`[retention] deleted: ${describeCounts(counts).join(", ")}`);
          }
        } catch (error) {
          // Try again within the hour rather than tomorrow.
          lastRetention = Date.now() - RETENTION_EVERY_MS + 60 * 60 * 1000;
          throw error;
        }
      }
    },
  });
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
 * Ends this process's share of the backend on SIGTERM, after the server stopped taking
 * requests (scripts/serve.mjs calls it): the mail worker finishes the batch it is sending,
 * then the database closes (the embedded one writes its folder whole).
 */
async function shutdown(): Promise<void> {
  const current = state();
  await current.worker?.stop();
  current.worker = undefined;
  const context = await current.context?.catch(() => undefined);
  current.context = undefined;
  await context?.database.close();
}
(globalThis as unknown as Record<symbol, unknown>)[Symbol.for("corvane.server.shutdown")] =
  shutdown;

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
