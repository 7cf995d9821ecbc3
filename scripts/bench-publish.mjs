// Benchmark (not a test): how long after "Publish" is clicked in the content studio the new
// text is served on every instance of the site (the aim: under 5 s). Two setups:
// - the embedded database (PGlite, its own data folder): one instance, which revalidates the
//   page itself in the Server Action;
// - PostgreSQL (a database of its own, created and dropped here; skipped when the server does
//   not answer): two instances on the same DATABASE_URL, A where the admin publishes and B,
//   which hears of it over NOTIFY corvane_pages (src/server/jobs/signals.ts).
// Each run sets the About page's hero heading (#f-sections-0-heading) to a new unique text,
// clicks Publish, then fetches /about on every instance every 50 ms until its HTML holds the
// text. Also reported: the publish round trip (click to the "Published..." status message),
// and how late a scheduled publish is served: the heading saved as a draft, scheduled in the
// studio for the next whole minute at least 15 s away (the form takes minutes), then the time
// from that minute until every instance serves it (the job looks every 5 s).
// The original heading is published back at the end.
//
//   npm run bench:publish -- [--runs 5] [--scheduled-runs 2] [--poll-ms 50] [--timeout-ms 30000]
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
//
// The admin account comes from ADMIN_EMAIL and ADMIN_PASSWORD and signs in through the real
// form in headless Chromium. Builds first when the build is stale. Report: .tmp/bench-publish/.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { chromium } from "playwright-core";
import { markdownTable, median, startSiteServer, writeReport } from "./bench-support.mjs";
import { ensureBuild } from "./build-state.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "scheduled-runs": { type: "string", default: "2" },
    "poll-ms": { type: "string", default: "50" },
    "timeout-ms": { type: "string", default: "30000" },
  },
});
const RUNS = Number(args.runs);
const SCHEDULED_RUNS = Number(args["scheduled-runs"]);
const POLL_MS = Number(args["poll-ms"]);
const TIMEOUT_MS = Number(args["timeout-ms"]);
for (const [name, value] of Object.entries({
  runs: RUNS,
  "scheduled-runs": SCHEDULED_RUNS,
  "poll-ms": POLL_MS,
  "timeout-ms": TIMEOUT_MS,
})) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1`);
    process.exit(2);
  }
}
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ADMIN = { email: "bench-admin@corvane.test", password: "a long bench password 42" };
const SECRET = randomBytes(32).toString("base64url");
const PAGE_PATH = "/about";
const PAGE_TITLE = "About Us";
const HEADING = "#f-sections-0-heading";
const AIM_MS = 5000;
/** In every run's text, so each run's marker is unique across setups and invocations. */
const BENCH_ID = randomBytes(3).toString("hex");

process.env.NEXT_TELEMETRY_DISABLED = "1";
const log = (line) => console.error(line);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round1 = (value) => (value == null ? null : Math.round(value * 10) / 10);

// --- Clean-up: servers, databases, folders and the browser go on exit, failure or signal ---

/** What is still to undo, in the order it was made (undone last first). */
const pending = new Set();

/** Registers `undo`; returns a function that runs it once (and then forgets it). */
function track(label, undo) {
  let done = null;
  const run = () => {
    if (!done) {
      pending.delete(run);
      done = Promise.resolve()
        .then(undo)
        .catch((error) => log(`Clean-up of ${label} failed: ${error.message}`));
    }
    return done;
  };
  pending.add(run);
  return run;
}

async function undoAll() {
  for (const run of [...pending].reverse()) await run();
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the servers and removing the databases...`);
    // A second signal while cleaning up ends the process at once.
    process.once(signal, () => process.exit(code));
    void undoAll().finally(() => process.exit(code));
  });
}

// --- Servers -----------------------------------------------------------------------------

/** The site with this benchmark's settings (and `env`'s) on top, stopped on clean-up. */
async function startServer(name, env) {
  const server = await startSiteServer({
    AUTH_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ADMIN: "off",
    RATE_LIMIT_SIGNIN_ACCOUNT: "off",
    ...env,
  });
  return { name, baseURL: server.baseURL, stop: track(`instance ${name}`, () => server.stop()) };
}

/** GET /about on `instance`: its status and HTML. */
async function fetchPage(instance) {
  const response = await fetch(`${instance.baseURL}${PAGE_PATH}`, {
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
}

/** Fetches /about until it is served with a 200, so it is rendered and in the cache. */
async function warm(instance) {
  for (let attempt = 1; ; attempt++) {
    const { status } = await fetchPage(instance).catch((error) => ({ status: error.message }));
    if (status === 200) break;
    if (attempt === 20) throw new Error(`${PAGE_PATH} on ${instance.name} answered ${status}`);
    await sleep(250);
  }
  await fetchPage(instance); // a second time: served from the cache now
}

/**
 * Polls /about on `instance` every POLL_MS (from the start of one request to the next) until
 * its HTML holds `marker`; the time from `t0`, or null after TIMEOUT_MS.
 */
async function timeUntilServed(instance, marker, t0) {
  let last = "no answer";
  let polls = 0;
  for (;;) {
    const started = performance.now();
    polls++;
    try {
      const { status, body } = await fetchPage(instance);
      if (status === 200 && body.includes(marker)) return { ms: performance.now() - t0, polls };
      last = status === 200 ? "the old text" : `status ${status}`;
    } catch (error) {
      last = error.message;
    }
    if (performance.now() - t0 > TIMEOUT_MS) return { ms: null, polls, last };
    const wait = started + POLL_MS - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

// --- The studio, in Chromium ---------------------------------------------------------------

/** Signs in on `baseURL` through the form and opens the About page's editor. */
async function openEditor(browser, baseURL) {
  const context = await browser.newContext();
  const closeContext = track("the browser context", () => context.close());
  const page = await context.newPage();
  await page.goto(`${baseURL}/admin`);
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();

  await page.goto(`${baseURL}/admin/content`);
  // The row whose path is /about; failing that, the link named by the page's title.
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: PAGE_PATH, exact: true }) });
  const link =
    (await row.count()) === 1
      ? row.getByRole("link").first()
      : page.getByRole("link", { name: PAGE_TITLE, exact: true });
  await link.click();
  await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}$/);
  await page.locator(HEADING).waitFor();
  // Typing before React has hydrated the form would be lost.
  await page.waitForLoadState("networkidle");
  return { page, close: closeContext };
}

/** Types `text` into the hero heading and checks the editor took it (it shows "Unsaved changes"). */
async function setHeading(page, text) {
  const input = page.locator(HEADING);
  const unsaved = page.getByText("Unsaved changes", { exact: true });
  for (let attempt = 1; ; attempt++) {
    await input.fill("");
    await input.fill(text);
    try {
      await unsaved.waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3)
        throw new Error(`the editor did not take the new heading: ${error.message}`);
    }
  }
}

/**
 * Clicks Publish and resolves when the click is done, with `statusMs`: a promise of the time
 * from the click to a new "Published..." status message, both taken in the page (null when
 * none came within TIMEOUT_MS).
 */
async function clickPublish(page) {
  await page.evaluate(() => {
    const published = () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((element) => element.textContent?.trim() ?? "")
        .filter((text) => text.startsWith("Published"));
    const before = new Set(published());
    const state = { clickedAt: null, statusAt: null, message: null };
    window.__benchPublish = state;
    const button = document.getElementById("studio-publish");
    button?.addEventListener("click", () => (state.clickedAt ??= performance.now()), {
      capture: true,
      once: true,
    });
    // The message names the new revision, so it differs from the previous run's.
    const observer = new MutationObserver(() => {
      const fresh = published().find((text) => !before.has(text));
      if (fresh && state.statusAt === null) {
        state.statusAt = performance.now();
        state.message = fresh;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const statusMs = page
    .waitForFunction(() => window.__benchPublish.statusAt !== null, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    })
    .then(
      () =>
        page.evaluate(() => {
          const { clickedAt, statusAt, message } = window.__benchPublish;
          return { ms: clickedAt === null ? null : statusAt - clickedAt, message };
        }),
      // Recorded as timed out rather than ending the run: the pages may still change.
      async () => {
        const alerts = await page
          .getByRole("alert")
          .allTextContents()
          .catch(() => []);
        const said = alerts.map((text) => text.trim()).filter(Boolean);
        const message = `no "Published" message within ${TIMEOUT_MS} ms${said.length ? ` (the page says: ${said.join(" / ")})` : ""}`;
        log(`  ${message}`);
        return { ms: null, message };
      },
    );
  return { statusMs };
}

/** Publishes `text` as the heading and waits for the status message (no timing). */
async function publishHeading(page, text) {
  await setHeading(page, text);
  const { statusMs } = await clickPublish(page);
  const { ms, message } = await statusMs;
  if (ms == null) throw new Error(message);
}

// --- One setup ---------------------------------------------------------------------------------

/** N runs on `instances` (the first is where the admin publishes); one sample per run. */
async function measure(browser, label, instances) {
  const { page, close } = await openEditor(browser, instances[0].baseURL);
  const editorURL = page.url();
  const original = await page.locator(HEADING).inputValue();
  log(`${label}: editor at ${editorURL}; heading "${original}"`);
  const samples = [];
  try {
    for (const instance of instances) await warm(instance);
    for (let run = 1; run <= RUNS; run++) {
      const marker = `bench-${BENCH_ID}-${label.replace(/\W+/g, "").toLowerCase()}-${run}`;
      await setHeading(page, `About us ${marker}`);
      const t0 = performance.now();
      const { statusMs } = await clickPublish(page);
      const [status, ...served] = await Promise.all([
        statusMs,
        ...instances.map((instance) => timeUntilServed(instance, marker, t0)),
      ]);
      const sample = {
        run,
        marker,
        statusMs: round1(status.ms),
        message: status.message,
        served: Object.fromEntries(
          instances.map((instance, i) => [
            instance.name,
            { ...served[i], ms: round1(served[i].ms) },
          ]),
        ),
      };
      samples.push(sample);
      log(
        `  run ${run}/${RUNS}: status ${sample.statusMs} ms; ` +
          instances
            .map((instance, i) =>
              served[i].ms == null
                ? `${instance.name} not within ${TIMEOUT_MS} ms (${served[i].last})`
                : `${instance.name} ${round1(served[i].ms)} ms`,
            )
            .join(", "),
      );
    }
    for (let run = 1; run <= SCHEDULED_RUNS; run++) {
      const marker = `bench-${BENCH_ID}-${label.replace(/\W+/g, "").toLowerCase()}-scheduled-${run}`;
      await setHeading(page, `About us ${marker}`);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Draft saved.", { exact: true }).waitFor({ timeout: TIMEOUT_MS });
      const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
      // The site's zone is UTC here: the form's local time is the UTC one.
      await page.locator("#schedule-at").fill(due.toISOString().slice(0, 16));
      await page.getByRole("button", { name: /^(Schedule|Reschedule)$/ }).click();
      await page.waitForURL(/done=/, { timeout: TIMEOUT_MS });
      await page.locator(HEADING).waitFor();
      await page.waitForLoadState("networkidle");
      // Timed from the due minute, in this process's clock.
      const t0 = performance.now() + (due.getTime() - Date.now());
      const served = await Promise.all(
        instances.map((instance) => timeUntilServed(instance, marker, t0)),
      );
      const sample = {
        run,
        marker,
        scheduled: true,
        dueAt: due.toISOString(),
        served: Object.fromEntries(
          instances.map((instance, i) => [
            instance.name,
            { ...served[i], ms: round1(served[i].ms) },
          ]),
        ),
      };
      samples.push(sample);
      log(
        `  scheduled run ${run}/${SCHEDULED_RUNS} (due ${sample.dueAt}): ` +
          instances
            .map((instance, i) =>
              served[i].ms == null
                ? `${instance.name} not within ${TIMEOUT_MS} ms (${served[i].last})`
                : `${instance.name} ${round1(served[i].ms)} ms late`,
            )
            .join(", "),
      );
    }
  } finally {
    // Not needed for a database thrown away, but the page is left as it was found.
    await publishHeading(page, original).catch((error) =>
      log(`${label}: could not publish the original heading back: ${error.message}`),
    );
    await close();
  }
  return { editorURL, samples };
}

function rowsFor(label, instances, samples) {
  const summary = (measured, values) => {
    const timedOut = values.filter((v) => v == null).length;
    const done = values.filter((v) => v != null);
    return {
      setup: label,
      measured,
      "median ms": round1(median(done)),
      "max ms": timedOut ? `> ${TIMEOUT_MS}` : round1(Math.max(...done)),
      runs: values.length,
      "timed out": timedOut,
    };
  };
  const clicked = samples.filter((s) => !s.scheduled);
  const scheduled = samples.filter((s) => s.scheduled);
  return [
    summary(
      `publish round trip (status message on ${instances[0].name})`,
      clicked.map((s) => s.statusMs),
    ),
    ...instances.map((instance, i) =>
      summary(
        `served on ${instance.name}${i === 0 ? " (publishing)" : ""}`,
        clicked.map((s) => s.served[instance.name].ms),
      ),
    ),
    ...(scheduled.length
      ? instances.map((instance) =>
          summary(
            `scheduled: served on ${instance.name}, after the due time`,
            scheduled.map((s) => s.served[instance.name].ms),
          ),
        )
      : []),
  ];
}

// --- Main ------------------------------------------------------------------------------------

ensureBuild({ log });
mkdirSync(".tmp", { recursive: true });
process.env.TMPDIR = resolve(".tmp");
const started = new Date();
const results = [];
const errors = [];
let exitCode = 0;

try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    chromiumSandbox: false,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  track("the browser", () => browser.close());

  // 1. The embedded database: one instance.
  {
    const label = "PGlite (embedded)";
    log(`${label}...`);
    const dataDir = mkdtempSync(join(resolve(".tmp"), "bench-publish-"));
    const removeDir = track(dataDir, () => rmSync(dataDir, { recursive: true, force: true }));
    try {
      const a = await startServer("A", { DATA_DIR: dataDir });
      try {
        const instances = [a];
        const { editorURL, samples } = await measure(browser, label, instances);
        results.push({ setup: label, instances: instances.map((i) => i.name), editorURL, samples });
      } finally {
        await a.stop();
      }
    } catch (error) {
      errors.push(`${label}: ${error.stack ?? error.message}`);
      log(`${label} failed: ${error.message}`);
    } finally {
      await removeDir();
    }
  }

  // 2. PostgreSQL: two instances on one database.
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  let connected = false;
  try {
    await admin.connect();
    connected = true;
  } catch (error) {
    log(`PostgreSQL at ${POSTGRES_URL} did not answer (${error.message}); skipping it.`);
    await admin.end().catch(() => {});
  }
  if (connected) {
    const endAdmin = track("the PostgreSQL connection", () => admin.end());
    const label = "PostgreSQL";
    log(`${label} (two instances)...`);
    const name = `bench_publish_${randomBytes(4).toString("hex")}`;
    try {
      await admin.query(`create database ${name}`);
      const dropDatabase = track(`database ${name}`, () =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
      try {
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        // Both run the jobs (they take turns through an advisory lock), so no worker process
        // is needed; each listens on corvane_pages whatever RUN_JOBS says. One after the
        // other: A applies the migrations and creates the admin, B finds them done.
        const env = { DATABASE_URL: url.toString(), RUN_JOBS: "true" };
        const instances = [];
        try {
          instances.push(await startServer("A", env));
          instances.push(await startServer("B", env));
          const { editorURL, samples } = await measure(browser, label, instances);
          results.push({
            setup: label,
            instances: instances.map((i) => i.name),
            editorURL,
            samples,
          });
        } finally {
          for (const instance of instances.reverse()) await instance.stop();
        }
      } finally {
        await dropDatabase();
      }
    } catch (error) {
      errors.push(`${label}: ${error.stack ?? error.message}`);
      log(`${label} failed: ${error.message}`);
    } finally {
      await endAdmin();
    }
  }
} catch (error) {
  errors.push(error.stack ?? error.message);
  log(`Failed: ${error.message}`);
} finally {
  await undoAll();
}

const rows = results.flatMap((result) =>
  rowsFor(
    result.setup,
    result.instances.map((name) => ({ name })),
    result.samples,
  ),
);
const title = `${PAGE_PATH}: from the click on Publish to the new text served, ${RUNS} runs, polled every ${POLL_MS} ms (${started.toISOString()})`;
let md = "";
if (rows.length) {
  console.log(`\n${title}`);
  console.table(rows);
  const worst = Math.max(
    ...results.flatMap((r) =>
      r.samples
        .filter((s) => !s.scheduled)
        .flatMap((s) => Object.values(s.served).map((v) => v.ms ?? Infinity)),
    ),
  );
  const verdict = `Slowest instance in any run: ${Number.isFinite(worst) ? `${worst} ms` : `over ${TIMEOUT_MS} ms`} (the aim: under ${AIM_MS} ms).`;
  console.log(verdict);
  md = `${markdownTable(title, rows)}\n${verdict}\n`;
}
if (errors.length) {
  exitCode = 1;
  console.log(`\nErrors:\n${errors.join("\n")}`);
  md += `\n### Errors\n\n${errors.map((e) => `- ${e.split("\n")[0]}`).join("\n")}\n`;
}
const report = {
  started: started.toISOString(),
  runs: RUNS,
  pollMs: POLL_MS,
  timeoutMs: TIMEOUT_MS,
  path: PAGE_PATH,
  rows,
  results,
  errors,
};
console.log(`\nWritten to ${writeReport("bench-publish", started, report, md)}.{json,md}.`);
process.exit(exitCode);
