// What the benchmarks share: a free port, servers started in their own process group (so
// stopping one stops its children too): the production site through src/serve.mjs, the
// bare Next.js page; and their reports under .tmp.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
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

/**
 * Runs `node <args>` with PORT set to a free port (`{port}` in args is replaced by it) and
 * `env` added, and waits until `readyPath` answers 200.
 */
export async function startNodeServer(args, env, { readyPath, timeoutMs = 90_000, cwd }) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    args.map((arg) => arg.replace("{port}", String(port))),
    {
      cwd,
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    },
  );
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited: ${errors}`);
    try {
      if ((await fetch(`${baseURL}${readyPath}`)).status === 200) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${args[0]} did not start: ${errors}`);
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

/**
 * Starts the production site with `env` added and waits until /api/health answers 200; `cwd`
 * serves another checkout's build (the page benchmark's `--compare`).
 */
export function startSiteServer(env, { timeoutMs = 90_000, cwd } = {}) {
  return startNodeServer(
    ["src/serve.mjs"],
    { NODE_ENV: "production", ...env },
    {
      readyPath: "/api/health",
      timeoutMs,
      cwd,
    },
  );
}

/** The median of the finite values (the mean of the middle two for an even count), or null. */
export function median(values) {
  const sorted = values.filter((v) => v != null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rows of objects (the ones console.table prints) as a Markdown table under a heading. */
export function markdownTable(title, rows) {
  const keys = Object.keys(rows[0] ?? {});
  const cell = (v) => (v == null ? "" : String(v).replaceAll("|", "\\|"));
  return [
    `### ${title}`,
    "",
    `| ${keys.join(" | ")} |`,
    `|${keys.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${keys.map((k) => cell(row[k])).join(" | ")} |`),
    "",
  ].join("\n");
}

/**
 * Writes a run's report to .tmp/<bench>/<bench>-<time>.{json,md} and latest.{json,md};
 * returns the timestamped path without extension.
 */
export function writeReport(bench, started, report, md) {
  const dir = `.tmp/${bench}`;
  mkdirSync(dir, { recursive: true });
  const stamp = started
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");
  for (const name of [`${bench}-${stamp}`, "latest"]) {
    writeFileSync(`${dir}/${name}.json`, JSON.stringify(report, null, 2));
    writeFileSync(`${dir}/${name}.md`, md);
  }
  return `${dir}/${bench}-${stamp}`;
}
