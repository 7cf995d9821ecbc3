/**
 * Start-up of the forms backend, called from src/instrumentation.ts in the Node.js runtime
 * before the server takes requests: stamp requests with their socket address, open the
 * database, apply migrations and start the outbox worker. When the database is not
 * reachable yet, the server still starts; the first request that needs it tries again
 * (and /api/health answers 503 until then).
 */
import { getContext } from "./context";
import { installPeerStamp } from "./security/client-address";

export async function boot(): Promise<void> {
  installPeerStamp();
  try {
    await getContext();
  } catch (error) {
    console.error("[boot] the database is not ready; the first request will try again:", error);
  }
}
