/**
 * Start-up of the forms backend, called from src/instrumentation.ts in the Node.js runtime
 * before the server takes requests: check the settings, open the database, apply
 * migrations and start the background jobs or the listeners (src/server/context.ts). Wrong settings stop the process with a message
 * naming each variable. When the database is not reachable yet, the server still starts;
 * the first request that needs it tries again (and /api/health answers 503 until then).
 */
import "server-only";
import { SettingsError } from "@/config/env";
import { startWebProcess } from "./context";
import { routeVisitor } from "./http/outage-routing";
import { registerPageRouter, registerPreviewCheck } from "./http/page-routing";
import { mayPreviewDrafts } from "./content/preview-access";
import { exportTokenNotice } from "./auth/export-token";
import { resolveAuthSecret } from "./auth/secret";
import { readSettings } from "./settings";

export async function boot(): Promise<void> {
  // The proxy sends other letter cases, old paths and unknown addresses on from here, and
  // answers 503 for what cannot be served while the database is away...
  registerPageRouter(routeVisitor);
  // ...and lets the draft-mode cookie through only with a studio session behind it.
  registerPreviewCheck(mayPreviewDrafts);
  try {
    const settings = readSettings();
    resolveAuthSecret(settings);
    const notice = exportTokenNotice(settings);
    if (notice) console.warn(notice);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[boot] ${error.message}`);
    process.exit(1);
  }
  try {
    await startWebProcess();
  } catch (error) {
    console.error("[boot] the database is not ready; the first request will try again:", error);
  }
}
