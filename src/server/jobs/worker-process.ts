/**
 * `npm run worker`: the background jobs (src/server/jobs/background.ts) in a process of their
 * own, beside any number of web processes on one PostgreSQL server (DATABASE_URL), which
 * then run with RUN_JOBS at its default. Web processes nudge it over NOTIFY when they store
 * mail; it tells them over NOTIFY when a job changed pages. SIGTERM lets the mail batch in
 * flight finish, then it exits with status 0. It outlives the loss of its database
 * connections (they come back; the jobs retry), and exits with status 1 on an error nothing
 * handled, so a supervisor's "restart on failure" restarts it.
 */
import { SettingsError } from "@/config/env";
import { resolveAuthSecret } from "../auth/secret";
import { openAppContext } from "../context";
import { readSettings, type Settings } from "../settings";
import { startBackgroundJobs } from "./background";

function settingsOrExit(): Settings {
  try {
    const settings = readSettings();
    resolveAuthSecret(settings);
    return settings;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[worker] ${error.message}`);
    process.exit(1);
  }
}

/**
 * An exception or rejection nothing handled leaves the jobs in a state no one knows: say
 * so and exit non-zero at once (the outbox's leases and the jobs' locks make a restart safe).
 */
function fatal(error: unknown): never {
  console.error("[worker] stopping on an error it cannot recover from:", error);
  process.exit(1);
}

async function main(): Promise<void> {
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  const settings = settingsOrExit();
  if (!settings.databaseUrl) {
    console.error(
      "[worker] the embedded database runs its jobs in the web process (npm start); " +
        "npm run worker needs DATABASE_URL",
    );
    process.exit(1);
  }
  // The jobs' timers and the LISTEN retry are unref'd (in a web process the server keeps it
  // alive); here nothing else would once PostgreSQL ends its connections, and the process
  // would end with status 0 mid-reconnect. This keeps it until it stops on purpose.
  const keepAlive = setInterval(() => undefined, 60 * 60_000);
  const context = await openAppContext(settings, "the worker");
  const jobs = await startBackgroundJobs(context);
  console.info("[worker] running the background jobs");
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[worker] ${signal}: finishing the jobs in progress`);
    try {
      await jobs.stop();
      await context.database.close();
    } catch (error) {
      fatal(error);
    }
    clearInterval(keepAlive);
    console.info("[worker] stopped");
    process.exit(0);
  };
  // `on`, not `once`: a second signal (npm or tsx passes the first one on to this process, which
  // the process group already had) must not end the process mid-stop.
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("[worker] could not start:", error);
  process.exit(1);
});
