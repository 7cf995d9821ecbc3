// The site's HTTP server: owns the Node.js `http.Server` and hands every request to Next.js.
// It exists so the app can learn each request's socket address in a supported way (route
// handlers never see the socket): before Next.js sees a request, the server writes the
// address into a private header, overwriting anything of that name the client sent, and
// signs it with a per-process secret that src/server/security/client-address.ts checks.
// See docs/decisions/0015-client-address.md.
//
//   node scripts/serve.mjs            production build (npm start builds it first)
//   node scripts/serve.mjs --dev      development server (npm run dev)
// PORT (3000) and HOST (0.0.0.0) choose where it listens.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { join } from "node:path";
import next from "next";
import {
  createDirectRoutes,
  DIRECT_PATHS,
  headerRulesFor,
  loadHandlers,
} from "./direct-routes.mjs";
import { conditionHeaders, createPageCache, prerenderedPagePaths } from "./page-cache.mjs";

export const PEER_HEADER = "x-corvane-peer";
const SECRET = Symbol.for("corvane.forms.peerSecret");

/**
 * Next.js drops the Content-Length a route handler sets (it cannot tell whether the body was
 * decoded on the way). A route that knows its exact byte count (the résumé download) says
 * so in LENGTH_HEADER, and it becomes Content-Length here, unless the body is compressed.
 */
export const LENGTH_HEADER = "x-corvane-content-length";

function keepLength(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    const length = response.getHeader(LENGTH_HEADER);
    if (length !== undefined) {
      response.removeHeader(LENGTH_HEADER);
      if (/^\d+$/.test(String(length)) && !response.getHeader("content-encoding")) {
        response.setHeader("content-length", String(length));
      }
    }
    return writeHead.apply(this, args);
  };
}

export async function serve({
  dev = false,
  port = Number(process.env.PORT || 3000),
  hostname = process.env.HOST || "0.0.0.0",
} = {}) {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const secret = randomBytes(16).toString("hex");
  globalThis[SECRET] = secret;

  const app = next({ dev, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Prerendered pages from memory after their first request (production only: in
  // development every request must see the current code).
  let pageCache = null;
  let directRoutes = null;
  const server = http.createServer((request, response) => {
    if (pageCache?.handle(request, response)) return;
    request.headers[PEER_HEADER] = `${secret} ${request.socket.remoteAddress ?? "unknown"}`;
    if (directRoutes?.handle(request, response)) return;
    keepLength(response);
    handle(request, response);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  if (!dev) {
    const distDir = join(process.cwd(), process.env.NEXT_DIST_DIR || ".next");
    // The form posts, past Next.js's router to the same handlers (production only, as above).
    directRoutes = createDirectRoutes({
      handlers: loadHandlers(distDir),
      headerRules: new Map(DIRECT_PATHS.map((path) => [path, headerRulesFor(distDir, path)])),
    });
    pageCache = createPageCache({
      paths: prerenderedPagePaths(distDir),
      varyOn: conditionHeaders(distDir),
      // The server asks itself: on loopback when it listens on every address.
      host: ["0.0.0.0", "::"].includes(hostname) ? "127.0.0.1" : hostname,
      port: server.address().port,
      secret,
    });
  }
  console.info(`[server] ${dev ? "development" : "production"} site on http://${hostname}:${port}`);

  const close = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    // Give open responses a moment, then go.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
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
