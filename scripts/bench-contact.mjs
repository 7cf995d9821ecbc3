// Benchmark (not a test): submissions per second and latency percentiles of POST /api/contact
// on this machine, against the production build, with the embedded database (PGlite) and
// with PostgreSQL. Rate limits and the minimum fill time are switched off for the run.
//
//   node scripts/bench-contact.mjs [--requests 2000] [--concurrency 16] [--warmup 200]
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
//
// Builds first when the build is stale (NEXT_DIST_DIR is honoured, as everywhere).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { startSiteServer } from "./bench-support.mjs";
import { ensureBuild } from "./build-state.mjs";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
    warmup: { type: "string", default: "200" },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const WARMUP = Number(args.warmup);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

process.env.NEXT_TELEMETRY_DISABLED = "1";

/** The site with this benchmark's settings (and `env`'s) on top. */
function startServer(env) {
  return startSiteServer({
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_CONTACT: "off",
    ...env,
  });
}

async function submit(baseURL, n) {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `bench${n}@example.com`,
      contact: "+1 512 555 0142",
      requirement: `Benchmark enquiry number ${n}: we would like a quote for a mobile app.`,
      type: "2",
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function load(baseURL, total, concurrency) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      results.push(await submit(baseURL, n));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function bench(label, env) {
  const server = await startServer(env);
  try {
    await load(server.baseURL, WARMUP, CONCURRENCY);
    const { results, seconds } = await load(server.baseURL, REQUESTS, CONCURRENCY);
    const ok = results.filter((r) => r.status === 201).length;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      database: label,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      "201s": ok,
      "submissions/s": Math.round((ok / seconds) * 10) / 10,
      "p50 ms": Math.round(percentile(latencies, 50) * 10) / 10,
      "p99 ms": Math.round(percentile(latencies, 99) * 10) / 10,
      "max ms": Math.round(latencies.at(-1) * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

ensureBuild({ log: (line) => console.error(line) });
mkdirSync(".tmp", { recursive: true });
const rows = [];

const dataDir = mkdtempSync(join(resolve(".tmp"), "bench-"));
try {
  console.error("Embedded database (PGlite)...");
  rows.push(await bench("PGlite (embedded)", { DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
let connected = false;
try {
  await admin.connect();
  connected = true;
} catch (error) {
  console.error(`PostgreSQL at ${POSTGRES_URL} did not answer (${error.message}); skipping it.`);
}
if (connected) {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    console.error("PostgreSQL...");
    rows.push(
      await bench("PostgreSQL", {
        DATABASE_URL: url.toString(),
        AUTH_SECRET: randomBytes(32).toString("base64url"),
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(
  `\nPOST /api/contact on this machine (${REQUESTS} requests after ${WARMUP} warm-up, ${CONCURRENCY} at a time)`,
);
console.table(rows);
