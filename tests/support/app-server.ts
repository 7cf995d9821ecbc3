/**
 * Starts an extra production server (`src/serve.mjs`, the build the global setup made current)
 * with its own environment and data folder, for tests that need their own settings (an SMTP
 * sink, a staff password, low limits) or that kill and restart the server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "@/config/env";
import { freePort } from "./ports";

/**
 * The origin the global setup's build was made with. Without SITE_URL the site's addresses
 * follow PORT, and these servers listen on ports of their own: they are given the build's
 * origin, so the pages they render on request name the same one as the prerendered pages.
 * A test that needs another origin sets SITE_URL itself.
 */
export const BUILT_SITE_URL = parseEnv(process.env).SITE_URL;

export function tempDataDir(prefix: string): { path: string; remove(): void } {
  const root = resolve(".tmp");
  mkdirSync(root, { recursive: true });
  const path = mkdtempSync(join(root, `${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface AppServer extends ChildHandle {
  baseURL: string;
  port: number;
}

async function waitUntilHealthy(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
  healthy: (status: number) => boolean,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (healthy(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server at ${baseURL} was not healthy within ${timeoutMs} ms:\n${output()}`);
}

export interface ChildHandle {
  child: ChildProcess;
  /** Everything the process printed. */
  output: () => string;
  /** SIGKILL to the whole process group, at once. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it lingers. */
  stop(): Promise<void>;
}

function spawnInGroup(args: string[], env: Record<string, string | undefined>): ChildHandle {
  const child = spawn(process.execPath, args, {
    // Its own process group, so a kill reaches every process it started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: BUILT_SITE_URL,
      ...env,
    },
  });
  const chunks: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => chunks.join(""),
    async kill() {
      signal("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * `healthy` says which status of /api/health means the server is up: 200 unless a test starts
 * it while its database is away (503).
 */
export async function startAppServer(
  env: Record<string, string>,
  port?: number,
  { healthy = (status: number) => status === 200 }: { healthy?: (status: number) => boolean } = {},
): Promise<AppServer> {
  const listenPort = port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${listenPort}`;
  const handle = spawnInGroup(["src/serve.mjs"], {
    PORT: String(listenPort),
    HOST: "127.0.0.1",
    ...env,
  });
  const server: AppServer = { baseURL, port: listenPort, ...handle };
  try {
    await waitUntilHealthy(baseURL, handle.child, handle.output, healthy);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** `npm run worker` (src/server/jobs/worker-process.ts), once it says its jobs run. */
export async function startWorkerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** Extra options for node before the script (a test's `--import` of a fault). */
  nodeOptions: string[] = [],
): Promise<ChildHandle> {
  const handle = spawnInGroup(
    [
      resolve("node_modules/tsx/dist/cli.mjs"),
      ...nodeOptions,
      "--conditions=react-server",
      "src/server/jobs/worker-process.ts",
    ],
    env,
  );
  const deadline = Date.now() + timeoutMs;
  while (!handle.output().includes("[worker] running the background jobs")) {
    if (handle.child.exitCode !== null || Date.now() > deadline) {
      await handle.kill();
      throw new Error(`the worker did not start:\n${handle.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return handle;
}
