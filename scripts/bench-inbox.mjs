// Benchmark (not a test): the enquiry list page (/admin/enquiries) and its search, over
// 10,000 enquiries and over an empty database, median of N sequential requests each, with
// the embedded database (PGlite) and with PostgreSQL (skipped when it does not answer). The
// issue's bar: the full database's median within 100 ms of the empty one's.
//
//   node scripts/bench-inbox.mjs [--requests 40] [--warmup 8] [--rows 10000]
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
//
// Each database gets its own production server; the admin account comes from ADMIN_EMAIL
// and ADMIN_PASSWORD, and signs in once through the real form in headless Chromium so the
// requests carry a real session. Builds first when the build is stale.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { chromium } from "playwright-core";
import { startSiteServer } from "./bench-support.mjs";
import { ensureBuild } from "./build-state.mjs";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "40" },
    warmup: { type: "string", default: "8" },
    rows: { type: "string", default: "10000" },
  },
});
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const ROWS = Number(args.rows);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ADMIN = { email: "bench-admin@corvane.test", password: "a long bench password 42" };
const SECRET = randomBytes(32).toString("base64url");
const PAGES = [
  ["list", "/admin/enquiries"],
  ["search", "/admin/enquiries?q=hydroponics"],
  ["search + filter", "/admin/enquiries?q=mobile&status=replied&page=2"],
];

process.env.NEXT_TELEMETRY_DISABLED = "1";

/** The site with this benchmark's settings (and `env`'s) on top. */
function startServer(env) {
  return startSiteServer({
    AUTH_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ADMIN: "off",
    RATE_LIMIT_SIGNIN_ACCOUNT: "off",
    ...env,
  });
}

// Realistic spread: every status, three source pages, five kinds of requirement, one a minute.
const SEED = (rows) => `
  insert into enquiries
    (id, created_at, name, email, contact, requirement, type, status, source_page, last_activity_at)
  select gen_random_uuid(),
         now() - (i || ' minutes')::interval,
         'Person ' || i,
         'person' || i || '@example.com',
         '+1 512 555 ' || lpad((i % 10000)::text, 4, '0'),
         'We would like a quote for a ' ||
           (array['mobile app', 'website redesign', 'hydroponics dashboard', 'booking platform',
                  'data migration'])[1 + i % 5] || ' for our team of ' || (i % 90 + 10) || ' people.',
         '2',
         (array['new', 'in_progress', 'replied', 'closed'])[1 + i % 4],
         (array['/', '/services', '/contact'])[1 + i % 3],
         now()
  from generate_series(1, ${rows}) as i;
  analyze enquiries;`;

async function seed(target) {
  if (target.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create({ dataDir: join(target.dataDir, "pglite") });
    try {
      await db.exec(SEED(ROWS));
    } finally {
      await db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query(SEED(ROWS));
    } finally {
      await client.end();
    }
  }
}

/** Signs in through the form once; the session cookie then goes on every request. */
async function sessionCookie(browser, baseURL) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/admin`);
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    const cookies = await context.cookies(baseURL);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(baseURL, cookie, path) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${baseURL}${path}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200 || !body.includes("matches")) {
      throw new Error(`${path} answered ${response.status}`);
    }
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  return median(times);
}

/** Medians of every page on one database, empty or seeded. */
async function run(browser, target, rows) {
  // First start: migrations and the admin account; then the rows go in with the server down
  // (PGlite allows one process per folder), and the measured server starts on them.
  const first = await startServer(target.env);
  await first.stop();
  if (rows > 0) await seed(target);
  const server = await startServer(target.env);
  try {
    const cookie = await sessionCookie(browser, server.baseURL);
    const result = {};
    for (const [label, path] of PAGES) result[label] = await measure(server.baseURL, cookie, path);
    return result;
  } finally {
    await server.stop();
  }
}

async function compare(browser, label, makeTarget) {
  const empty = await makeTarget();
  let emptyResult;
  try {
    emptyResult = await run(browser, empty, 0);
  } finally {
    await empty.dispose();
  }
  const full = await makeTarget();
  let fullResult;
  try {
    fullResult = await run(browser, full, ROWS);
  } finally {
    await full.dispose();
  }
  return PAGES.map(([page]) => ({
    database: label,
    page,
    "empty ms": Math.round(emptyResult[page] * 10) / 10,
    [`${ROWS} rows ms`]: Math.round(fullResult[page] * 10) / 10,
    "difference ms": Math.round((fullResult[page] - emptyResult[page]) * 10) / 10,
  }));
}

ensureBuild({ log: (line) => console.error(line) });
mkdirSync(".tmp", { recursive: true });
process.env.TMPDIR = resolve(".tmp");
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  chromiumSandbox: false,
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const table = [];
try {
  console.error("Embedded database (PGlite)...");
  table.push(
    ...(await compare(browser, "PGlite (embedded)", async () => {
      const dataDir = mkdtempSync(join(resolve(".tmp"), "bench-inbox-"));
      return {
        kind: "pglite",
        dataDir,
        env: { DATA_DIR: dataDir },
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    })),
  );

  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  let connected = false;
  try {
    await admin.connect();
    connected = true;
  } catch (error) {
    console.error(`PostgreSQL at ${POSTGRES_URL} did not answer (${error.message}); skipping it.`);
  }
  if (connected) {
    console.error("PostgreSQL...");
    try {
      table.push(
        ...(await compare(browser, "PostgreSQL", async () => {
          const name = `bench_inbox_${randomBytes(4).toString("hex")}`;
          await admin.query(`create database ${name}`);
          const url = new URL(POSTGRES_URL);
          url.pathname = `/${name}`;
          return {
            kind: "postgres",
            url: url.toString(),
            env: { DATABASE_URL: url.toString() },
            dispose: () => admin.query(`drop database if exists ${name} with (force)`),
          };
        })),
      );
    } finally {
      await admin.end();
    }
  }
} finally {
  await browser.close();
}

console.log(
  `\nGET /admin/enquiries, signed in, median of ${REQUESTS} sequential requests after ${WARMUP} warm-up`,
);
console.table(table);
const worst = Math.max(...table.map((row) => row["difference ms"]));
console.log(`Largest difference: ${worst} ms (the bar: 100 ms).`);
