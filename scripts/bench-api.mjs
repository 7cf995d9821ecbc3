// Benchmark (not a test), in one run so the figures can be compared with each other:
//
// 1. Submissions: POST /api/contact on the production build, N at a time, with the embedded
//    database (PGlite) and with PostgreSQL (skipped when it does not answer), each next to its
//    floor: a bare node:http server that parses the same JSON and does one durable INSERT of
//    the same row into the same kind of database (scripts/bench-floor.mjs). Rate limits and
//    the minimum fill time are switched off for the site. A third row posts the same body as
//    text/plain to the same site process: refused with 415 before any database work, it shows
//    the server's own ceiling (the direct path of decision 0042, or Next.js's for other routes).
// 2. Serving a prerendered page: GET / from the production server next to a plain static file
//    server (node:http + fs) serving the same HTML file from the build output.
//
//   npm run bench:api -- [--requests 2000] [--concurrency 16] [--warmup 200] [--rounds 3]
//
// Each server is measured in --rounds rounds, in turns with its floor (which goes first
// changes every round, so neither always meets a fresher machine); the table gives the
// medians and each round's ratio, since this shared machine moves a lot between minutes.
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
//
// Builds first when the build is stale (NEXT_DIST_DIR is honoured, as everywhere).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  markdownTable,
  median,
  startNodeServer,
  startSiteServer,
  writeReport,
} from "./bench-support.mjs";
import { ensureBuild } from "./build-state.mjs";
import { prerenderedHtmlFile } from "./js-size.mjs";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
    warmup: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const WARMUP = Number(args.warmup);
const ROUNDS = Math.max(1, Number(args.rounds));
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const log = (line) => console.error(line);

/** The site with this benchmark's settings (and `env`'s) on top. */
function startSite(env) {
  return startSiteServer({ FORM_MIN_FILL_MS: "0", RATE_LIMIT_CONTACT: "off", ...env });
}

function startFloor(env) {
  return startNodeServer(["scripts/bench-floor.mjs"], env, { readyPath: "/ready" });
}

// One keep-alive agent per load, as a browser or proxy would reuse its connections.
function request(agent, url, { method = "GET", body, type = "application/json" } = {}) {
  return new Promise((resolveRequest, reject) => {
    const started = performance.now();
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: body
          ? {
              "content-type": type,
              accept: "application/json",
              "content-length": Buffer.byteLength(body),
            }
          : {},
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolveRequest({ status: response.statusCode, ms: performance.now() - started }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const enquiry = (n) =>
  JSON.stringify({
    name: `Bench ${n}`,
    email: `bench${n}@example.com`,
    contact: "+1 512 555 0142",
    requirement: `Benchmark enquiry number ${n}: we would like a quote for a mobile app.`,
    type: "2",
  });

async function load(send, total, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < total) results.push(await send(agent, next++));
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return { results, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (value) => Math.round(value * 10) / 10;

/** Warm-up, then the measured load; `okStatus` is the answer that counts as served. */
async function measure(send, okStatus) {
  await load(send, WARMUP, CONCURRENCY);
  const { results, seconds } = await load(send, REQUESTS, CONCURRENCY);
  const ok = results.filter((r) => r.status === okStatus).length;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    ok,
    perSecond: round1(ok / seconds),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1)),
  };
}

/** `loads` ([send, okStatus] pairs) one after the other against one server. */
async function measureServer(start, ...loads) {
  const server = await start();
  try {
    const results = [];
    for (const [send, okStatus] of loads)
      results.push(await measure((agent, n) => send(server.baseURL, agent, n), okStatus));
    return results;
  } finally {
    await server.stop();
  }
}

const submit = (baseURL, agent, n) =>
  request(agent, `${baseURL}/api/contact`, { method: "POST", body: enquiry(n) });
const submitFloor = (baseURL, agent, n) =>
  request(agent, baseURL, { method: "POST", body: enquiry(n) });
// The same post as text/plain: the route answers 415 before any database work, so its rate
// is the ceiling of the path a post takes to its handler (decision 0042).
const submitRefused = (baseURL, agent, n) =>
  request(agent, `${baseURL}/api/contact`, {
    method: "POST",
    body: enquiry(n),
    type: "text/plain",
  });

/** The medians of one server's rounds, its fewest answers and its worst maximum. */
const summary = (rounds) => ({
  ok: Math.min(...rounds.map((m) => m.ok)),
  perSecond: round1(median(rounds.map((m) => m.perSecond))),
  p50: round1(median(rounds.map((m) => m.p50))),
  p99: round1(median(rounds.map((m) => m.p99))),
  max: Math.max(...rounds.map((m) => m.max)),
  rounds,
});

/** `measurers` run ROUNDS times in turns, the first one changing every round. */
async function inTurns(measurers) {
  const rounds = measurers.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = measurers.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) rounds[index].push(await measurers[index]());
  }
  return rounds;
}

const perRound = (m, floor) =>
  m.rounds
    .map((r, i) => `${Math.round((r.perSecond / floor.rounds[i].perSecond) * 100)} %`)
    .join(", ");

/** The site and its floor on one kind of database; `target()` gives each a fresh database. */
async function submissions(label, target) {
  const rows = [];
  log(`${label}: the site and the floor, ${ROUNDS} rounds in turns...`);
  const [siteRounds, floorRounds] = await inTurns([
    () =>
      target(async (env) =>
        measureServer(() => startSite(env), [submit, 201], [submitRefused, 415]),
      ),
    () =>
      target(async (env) =>
        measureServer(() => startFloor({ BENCH_FLOOR: "insert", ...env }), [submitFloor, 201]),
      ),
  ]);
  const site = summary(siteRounds.map(([submitted]) => submitted));
  const refused = summary(siteRounds.map(([, refusedOne]) => refusedOne));
  const floor = summary(floorRounds.map(([inserted]) => inserted));
  for (const [server, m] of [
    ["site POST /api/contact", site],
    ["floor: node:http + one INSERT", floor],
    ["site, refused with 415 (no database work)", refused],
  ]) {
    rows.push({
      database: label,
      server,
      answered: m.ok,
      "submissions/s": m.perSecond,
      "p50 ms": m.p50,
      "p99 ms": m.p99,
      "max ms": m.max,
      "rate vs floor": `${Math.round((m.perSecond / floor.perSecond) * 100)} %`,
      "p99 vs floor": `${round1(m.p99 / floor.p99)}×`,
      "rate vs floor by round": perRound(m, floor),
    });
  }
  return rows;
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

const submissionRows = await submissions("PGlite (embedded)", withPglite);
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
    submissionRows.push(...(await submissions("PostgreSQL", (run) => withPostgres(admin, run))));
  } finally {
    await admin.end();
  }
}

log("Serving / ...");
const getPage = (baseURL, agent) => request(agent, `${baseURL}/`);
const [pageRounds, staticRounds] = await inTurns([
  () => withPglite((env) => measureServer(() => startSite(env), [getPage, 200])),
  () =>
    measureServer(
      () =>
        startFloor({
          BENCH_FLOOR: "static",
          BENCH_STATIC_FILE: prerenderedHtmlFile(DIST_DIR, "/"),
        }),
      [getPage, 200],
    ),
]);
const page = summary(pageRounds.map(([served]) => served));
const staticFile = summary(staticRounds.map(([served]) => served));
const pageRows = [
  ["site (scripts/serve.mjs, production build)", page],
  ["static file server (node:http + fs)", staticFile],
].map(([server, m]) => ({
  server,
  "200s": m.ok,
  "requests/s": m.perSecond,
  "p50 ms": m.p50,
  "p99 ms": m.p99,
  "max ms": m.max,
  "rate vs static": `${Math.round((m.perSecond / staticFile.perSecond) * 100)} %`,
  "rate vs static by round": perRound(m, staticFile),
}));

const heading = `bench:api ${started.toISOString()}: ${REQUESTS} requests after ${WARMUP} warm-up, ${CONCURRENCY} at a time, keep-alive, median of ${ROUNDS} rounds in turns`;
const submissionTitle = "POST /api/contact against its floor";
const pageTitle = "GET / (uncompressed HTML) against a static file server";
console.log(`\n${heading}\n\n${submissionTitle}`);
console.table(submissionRows);
console.log(`\n${pageTitle}`);
console.table(pageRows);
const md = [
  heading,
  "",
  markdownTable(submissionTitle, submissionRows),
  markdownTable(pageTitle, pageRows),
].join("\n");
const report = {
  started: started.toISOString(),
  requests: REQUESTS,
  warmup: WARMUP,
  concurrency: CONCURRENCY,
  rounds: ROUNDS,
  submissionRows,
  pageRows,
};
console.log(`\nWritten to ${writeReport("bench-api", started, report, md)}.{json,md}.`);
