/**
 * Browser-test setup: make sure the production build (and the bare page beside it) is current, start `src/serve.mjs` on a
 * free port with a throw-away data folder, and hand the URL to the tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILT_SITE_URL } from "./app-server";
import { freePort } from "./ports";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- plain ES module shared with `npm start`
import { ensureBuild } from "../../scripts/build-state.mjs";
import { ensureBareBuild } from "../../scripts/bare-page.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs} ms`);
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  ensureBuild();
  // The bare Next.js page the JS budgets are measured against: built once here, so two test
  // files running side by side never build it at the same time.
  ensureBareBuild();
  const tmpRoot = resolve(".tmp");
  mkdirSync(tmpRoot, { recursive: true });
  dataDir = mkdtempSync(join(tmpRoot, "e2e-data-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["src/serve.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The build's origin, not the port's (see BUILT_SITE_URL).
      SITE_URL: BUILT_SITE_URL,
    },
  });
  await waitForServer(`${baseURL}/`, server);
  project.provide("baseURL", baseURL);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
