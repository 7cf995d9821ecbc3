// `npm test`: typecheck, lint, unit tests, then browser tests against the production build.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong;
// the closing line counts the tests ("N passed, N failed, N skipped").
//
// On two cores the steps overlap where they do not read each other's files: typecheck beside
// lint, then the production build beside the unit tests (which leave a third of the CPU idle
// while they wait on databases and timers). The typecheck comes before the build because it
// reads the route types the build rewrites.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
mkdirSync(".tmp", { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
/** Each step's wall time, in the order they ended: [name, ms]. */
const stepTimes = [];
const vitestRun = (name, config) => ({
  name,
  cmd: bin("vitest"),
  args: [
    "run",
    ...(config ? ["--config", config] : []),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=.tmp/${name.split(" ")[0]}-results.json`,
  ],
  report: `.tmp/${name.split(" ")[0]}-results.json`,
});
const STEPS = {
  typecheck: { name: "typecheck", cmd: bin("tsc"), args: ["--noEmit"] },
  lint: { name: "lint", cmd: bin("eslint"), args: [".", "--max-warnings=0"] },
  build: {
    name: "build",
    cmd: process.execPath,
    // The site, then the bare page the budget tests compare it with (otherwise the browser
    // tests' set-up builds that one, with nothing beside it).
    args: [
      "-e",
      'import("./scripts/build-state.mjs").then((m) => m.ensureBuild())' +
        '.then(() => import("./scripts/bare-page.mjs")).then((m) => m.ensureBareBuild())',
    ],
    log: ".tmp/build.log",
  },
  unit: vitestRun("unit tests"),
  browser: vitestRun("browser tests", "vitest.e2e.config.ts"),
};

/**
 * Runs a step; `quiet` keeps its output until it ends (so two steps' lines never interleave)
 * and prints it then, or, for a step with a log file, only when it failed.
 */
function run(step, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${step.name} ===`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (status) => {
      const output = Buffer.concat(chunks).toString();
      if (step.log) writeFileSync(step.log, output);
      if (quiet) console.log(`\n=== ${step.name} ===`);
      if (quiet && (!step.log || status !== 0)) process.stdout.write(output);
      else if (step.log) console.log(`(output in ${step.log})`);
      stepTimes.push([step.name, Date.now() - started]);
      console.log(
        `--- ${step.name}: ${status === 0 ? "ok" : "FAILED"} (${seconds(Date.now() - started)} s)`,
      );
      resolve({ step, ok: status === 0 });
    });
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Every test file's wall time, from the runners' JSON reports: [step, file, ms]. */
const fileTimes = [];
const seconds = (ms) => (ms / 1000).toFixed(1);

/** The browser files one per line, slowest first, so the next person sees where time goes. */
function printFileTimes(stepName, files) {
  if (files.length === 0) return;
  console.log(`\n${stepName}, each file's time:`);
  for (const [, file, ms] of files) console.log(`  ${seconds(ms).padStart(7)} s  ${file}`);
}

function record({ step, ok }) {
  if (!ok) failedSteps.push(step.name);
  if (!step.report) return;
  if (existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, "utf8"));
    const files = (report.testResults ?? [])
      .map((file) => [
        step.name,
        relative(process.cwd(), file.name),
        Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
      ])
      .sort((a, b) => b[2] - a[2]);
    fileTimes.push(...files);
    if (step === STEPS.browser) printFileTimes(step.name, files);
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else {
    totals.failed += 1; // the runner died before it could report
  }
}

const started = Date.now();
for (const result of await Promise.all([
  run(STEPS.typecheck, { quiet: true }),
  run(STEPS.lint, { quiet: true }),
]))
  record(result);
const [build, unit] = await Promise.all([run(STEPS.build, { quiet: true }), run(STEPS.unit)]);
record(unit);
record(build);
// Without a build the browser tests' own set-up would only build again, and fail again.
if (build.ok) record(await run(STEPS.browser));

const slowest = [...fileTimes].sort((a, b) => b[2] - a[2]).slice(0, 10);
if (slowest.length) {
  console.log("\nThe ten slowest test files:");
  for (const [stepName, file, ms] of slowest) {
    console.log(`  ${seconds(ms).padStart(7)} s  ${file} (${stepName})`);
  }
}
console.log("\nSteps:");
for (const [name, ms] of stepTimes) console.log(`  ${seconds(ms).padStart(7)} s  ${name}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\nAll steps took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
