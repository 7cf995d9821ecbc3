// What the benchmarks share: a free port and the production site started through
// scripts/serve.mjs in its own process group (so stopping it stops its children too).
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts the production site with `env` added and waits until /api/health answers 200. */
export async function startSiteServer(env, { timeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).status === 200) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { baseURL, stop };
}
