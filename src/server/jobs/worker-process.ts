/**
 * `npm run worker`: the background jobs (src/server/jobs/background.ts) in a process of their
 * own, beside any number of web processes on one PostgreSQL server (DATABASE_URL), which
 * then run with RUN_JOBS at its default. Web processes nudge it over NOTIFY when they store
 * mail; it tells them over NOTIFY when a job changed pages. SIGTERM lets the mail batch in
 * flight finish, then it exits.
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

async function main(): Promise<void> {
  const settings = settingsOrExit();
  if (!settings.databaseUrl) {
    console.error(
      "[worker] the embedded database runs its jobs in the web process (npm start); " +
        "npm run worker needs DATABASE_URL",
    );
    process.exit(1);
  }
  const context = await openAppContext(settings, "the worker");
  const jobs = await startBackgroundJobs(context);
  console.info("[worker] running the background jobs");
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[worker] ${signal}: finishing the jobs in progress`);
    await jobs.stop();
    await context.database.close();
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
