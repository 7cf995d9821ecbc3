// The site's HTTP server: owns the Node.js `http.Server` and hands every request, unchanged, to
// Next.js's own request handler. It exists only because route handlers never see the socket:
// before Next.js sees a request it writes the socket's address into a private header,
// overwriting anything of that name the client sent, and signs it with a per-process secret
// that src/server/security/client-address.ts checks (docs/decisions/0015-client-address.md).
// It also bounds what one slow or greedy client can hold (timeouts, connections) and stops
// cleanly on SIGTERM (docs/decisions/0050-serving-on-nextjs-own-paths.md).
//
//   node src/serve.mjs            production build (npm start builds it first)
//   node src/serve.mjs --dev      development server (npm run dev)
// PORT (3000) and HOST (0.0.0.0) choose where it listens.
import { randomBytes } from "node:crypto";
import http from "node:http";
import next from "next";
import { PEER_SECRET, SERVER_ORIGIN, SERVER_SHUTDOWN, slots } from "./process-slots.mjs";

export const PEER_HEADER = "x-corvane-peer";

/**
 * Limits of one server process. The three settings are checked by src/config/env.ts when the
 * app boots (inside `app.prepare()`, which exits on a wrong value), so they are read plainly.
 * A résumé (5 MiB at most) must arrive whole from a phone on a slow 3G link (about 50 kB/s:
 * 100 s), hence a request may take 120 s by default; its headers only 20 s.
 */
function limits() {
  const setting = (name, fallback) => Number(process.env[name]?.trim() || fallback);
  return {
    headersTimeoutMs: setting("SERVER_HEADERS_TIMEOUT_MS", 20_000),
    requestTimeoutMs: setting("SERVER_REQUEST_TIMEOUT_MS", 120_000),
    maxConnections: setting("SERVER_MAX_CONNECTIONS", 512),
    keepAliveTimeoutMs: 5_000,
    /** After SIGTERM: how long requests in flight may finish, then the mail batch. */
    drainMs: 10_000,
    shutdownMs: 10_000,
  };
}

export async function serve({
  dev = false,
  port = Number(process.env.PORT || 3000),
  hostname = process.env.HOST || "0.0.0.0",
} = {}) {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const secret = randomBytes(16).toString("hex");
  slots[PEER_SECRET] = secret;

  // Next.js names its own origin from `hostname` and spells a loopback address as "localhost"
  // in the proxy's request URL; given 127.0.0.1, the proxy's rewrite to the 404 page would look
  // like another origin to it. We listen on `hostname` ourselves below.
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(hostname);
  const app = next({ dev, hostname: loopback ? "localhost" : hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const LIMITS = limits();

  let inFlight = 0;
  let drained = null;
  const server = http.createServer(
    {
      // Node.js refuses a headers timeout longer than the request's.
      headersTimeout: Math.min(LIMITS.headersTimeoutMs, LIMITS.requestTimeoutMs),
      requestTimeout: LIMITS.requestTimeoutMs,
      keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
      // How often the two timeouts above are checked (Node's default, 30 s, would let a slow
      // client hold its connection up to 30 s past them).
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      request.headers[PEER_HEADER] = `${secret} ${request.socket.remoteAddress ?? "unknown"}`;
      inFlight++;
      response.once("close", () => {
        inFlight--;
        if (inFlight === 0) drained?.();
      });
      handle(request, response);
    },
  );
  server.maxConnections = LIMITS.maxConnections;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  const { address, port: bound } = server.address();
  const self = ["0.0.0.0", "::"].includes(address) ? "127.0.0.1" : address;
  slots[SERVER_ORIGIN] = `http://${self.includes(":") ? `[${self}]` : self}:${bound}`;
  console.info(`[server] ${dev ? "development" : "production"} site on http://${hostname}:${port}`);

  let closing = false;
  const close = async (signal) => {
    if (closing) return;
    closing = true;
    console.info(`[server] ${signal}: no new connections; finishing ${inFlight} request(s)`);
    // Stops accepting; idle keep-alive connections close now, busy ones after their response.
    server.close();
    server.closeIdleConnections();
    if (inFlight > 0) {
      await Promise.race([
        new Promise((resolve) => (drained = resolve)),
        new Promise((resolve) => setTimeout(resolve, LIMITS.drainMs)),
      ]);
    }
    server.closeAllConnections();
    const shutdown = slots[SERVER_SHUTDOWN];
    if (typeof shutdown === "function") {
      await Promise.race([
        Promise.resolve(shutdown()).catch((error) => console.error("[server] shutdown:", error)),
        new Promise((resolve) => setTimeout(resolve, LIMITS.shutdownMs)),
      ]);
    }
    console.info("[server] stopped");
    process.exit(0);
  };
  // `on`, not `once`: under `npm start` a signal to the process group reaches this process
  // twice (npm passes it on), and the second must not end it mid-drain.
  process.on("SIGTERM", () => void close("SIGTERM"));
  process.on("SIGINT", () => void close("SIGINT"));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dev = process.argv.includes("--dev");
  if (!dev) process.env.NODE_ENV = "production";
  serve({ dev }).catch((error) => {
    console.error("[server] could not start:", error);
    process.exit(1);
  });
}
