/**
 * Starts an extra production server (`scripts/serve.mjs`, the build the global setup made current)
 * with its own environment and data folder, for tests that need their own settings (an SMTP
 * sink, a staff password, low limits) or that kill and restart the server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { freePort } from "./ports";

export function tempDataDir(prefix: string): { path: string; remove(): void } {
  const root = resolve(".tmp");
  mkdirSync(root, { recursive: true });
  const path = mkdtempSync(join(root, `${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface AppServer {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed. */
  output: () => string;
  /** SIGKILL to the whole process group, at once. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it lingers. */
  stop(): Promise<void>;
}

async function waitUntilHealthy(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server at ${baseURL} was not healthy within ${timeoutMs} ms:\n${output()}`);
}

export async function startAppServer(
  env: Record<string, string>,
  port?: number,
): Promise<AppServer> {
  const listenPort = port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    // Its own process group, so a kill reaches every process it started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      ...env,
    },
  });
  const chunks: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const output = () => chunks.join("");
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const server: AppServer = {
    baseURL,
    port: listenPort,
    child,
    output,
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
  try {
    await waitUntilHealthy(baseURL, child, output);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}
