// Benchmark (not a test) of the forms backend under a steady load far above a company site's
// (decision 0050): POST /api/contact on the production build at a fixed rate (default 50
// submissions/s for 60 s), sent on schedule whatever the answers (an open loop, as visitors
// arrive), with the embedded database (PGlite) and with PostgreSQL (skipped when it does not
// answer). Rate limits, their ceilings and the minimum fill time are switched off for the run.
// Reports p50/p99/max latency and errors, then checks that every submission answered 201 is
// in the database (through the CSV export), exactly once. For information only: GET / in
// requests/s at a fixed concurrency.
//
//   npm run bench:api -- [--rate 50] [--seconds 60] [--page-seconds 10] [--concurrency 16]
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
//
// Builds first when the build is stale (NEXT_DIST_DIR is honoured, as everywhere).
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { markdownTable, startSiteServer, writeReport } from "./bench-support.mjs";
import { ensureBuild } from "./build-state.mjs";

const { values: args } = parseArgs({
  options: {
    rate: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    "page-seconds": { type: "string", default: "10" },
    concurrency: { type: "string", default: "16" },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const PAGE_SECONDS = Number(args["page-seconds"]);
const CONCURRENCY = Number(args.concurrency);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const EXPORT_TOKEN = randomBytes(24).toString("hex");

process.env.NEXT_TELEMETRY_DISABLED = "1";
const log = (line) => console.error(line);

/** The site with every limit of the contact form off, and the CSV export open to the token. */
function startSite(env) {
  return startSiteServer({
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_CONTACT: "off",
    RATE_LIMIT_ADMIN: "off",
    RUN_JOBS: "false",
    EXPORT_TOKEN,
    ...env,
  });
}

function request(agent, url, { method = "GET", body } = {}) {
  return new Promise((resolveRequest) => {
    const started = performance.now();
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: body
          ? {
              "content-type": "application/json",
              accept: "application/json",
              "content-length": Buffer.byteLength(body),
            }
          : {},
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolveRequest({
            status: response.statusCode,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", (error) =>
          resolveRequest({ status: 0, ms: performance.now() - started, error: error.message }),
        );
      },
    );
    outgoing.on("error", (error) =>
      resolveRequest({ status: 0, ms: performance.now() - started, error: error.message }),
    );
    outgoing.end(body);
  });
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null;
const round1 = (value) => (value == null ? null : Math.round(value * 10) / 10);

/** RATE posts a second for SECONDS, each sent at its own time whatever the earlier ones do. */
async function steadyPosts(baseURL) {
  const agent = new http.Agent({ keepAlive: true });
  const total = Math.round(RATE * SECONDS);
  const sent = [];
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const marker = `bench-${randomUUID()}`;
    const body = JSON.stringify({
      name: `Bench ${n}`,
      email: `bench${n}@example.com`,
      contact: "+1 512 555 0142",
      requirement: `Benchmark enquiry ${marker}: we would like a quote for a mobile app.`,
      type: "2",
    });
    sent.push(
      request(agent, `${baseURL}/api/contact`, { method: "POST", body }).then((r) => ({
        ...r,
        marker,
        late: performance.now() - due - r.ms,
      })),
    );
  }
  const results = await Promise.all(sent);
  agent.destroy();
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** Every 201's marker is stored exactly once (read through the CSV export). */
async function durability(baseURL, results) {
  const response = await fetch(`${baseURL}/admin/export/enquiries.csv`, {
    headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
  });
  const csv = await response.text();
  const counts = new Map();
  for (const [marker] of csv.matchAll(/bench-[0-9a-f-]{36}/g)) {
    counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  const acknowledged = results.filter((r) => r.status === 201);
  const missing = acknowledged.filter((r) => counts.get(r.marker) !== 1).length;
  return { acknowledged: acknowledged.length, stored: counts.size, missing };
}

async function submissions(label, env) {
  log(`${label}: ${RATE} posts/s for ${SECONDS} s...`);
  const site = await startSite(env);
  try {
    const { results, seconds } = await steadyPosts(site.baseURL);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const errors = results.filter((r) => r.status !== 201);
    const byStatus = {};
    for (const r of errors)
      byStatus[r.status || r.error] = (byStatus[r.status || r.error] ?? 0) + 1;
    const kept = await durability(site.baseURL, results);
    return {
      database: label,
      sent: results.length,
      "rate /s": round1(results.length / seconds),
      "p50 ms": round1(percentile(latencies, 50)),
      "p99 ms": round1(percentile(latencies, 99)),
      "max ms": round1(latencies.at(-1)),
      errors: errors.length ? JSON.stringify(byStatus) : "0",
      "201s stored once": `${kept.acknowledged - kept.missing} of ${kept.acknowledged}`,
    };
  } finally {
    await site.stop();
  }
}

async function pageRate(env) {
  log(`GET / for ${PAGE_SECONDS} s at ${CONCURRENCY} at a time...`);
  const site = await startSite(env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const results = [];
    const until = performance.now() + PAGE_SECONDS * 1000;
    const worker = async () => {
      while (performance.now() < until) results.push(await request(agent, `${site.baseURL}/`));
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      "200s": results.filter((r) => r.status === 200).length,
      "requests/s": round1(results.length / seconds),
      "p50 ms": round1(percentile(latencies, 50)),
      "p99 ms": round1(percentile(latencies, 99)),
    };
  } finally {
    agent.destroy();
    await site.stop();
  }
}

async function withPglite(run) {
  const dataDir = mkdtempSync(join(resolve(".tmp"), "bench-api-"));
  try {
    return await run({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(admin, run) {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run({
      DATABASE_URL: url.toString(),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

ensureBuild({ log });
mkdirSync(".tmp", { recursive: true });
const started = new Date();

const rows = [await withPglite((env) => submissions("PGlite (embedded)", env))];
const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
let connected = false;
try {
  await admin.connect();
  connected = true;
} catch (error) {
  log(`PostgreSQL at ${POSTGRES_URL} did not answer (${error.message}); skipping it.`);
}
if (connected) {
  try {
    rows.push(await withPostgres(admin, (env) => submissions("PostgreSQL", env)));
  } finally {
    await admin.end();
  }
}
const pageRows = [await withPglite((env) => pageRate(env))];

const title1 = `POST /api/contact at ${RATE}/s for ${SECONDS} s (${started.toISOString()})`;
const title2 = `GET / for information, ${CONCURRENCY} at a time for ${PAGE_SECONDS} s`;
console.log(`\n${title1}`);
console.table(rows);
console.log(`\n${title2}`);
console.table(pageRows);
const md = [markdownTable(title1, rows), markdownTable(title2, pageRows)].join("\n");
const report = { started: started.toISOString(), rate: RATE, seconds: SECONDS, rows, pageRows };
console.log(`\nWritten to ${writeReport("bench-api", started, report, md)}.{json,md}.`);
