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

process.env.NEXT_TELEMETRY_DISABLED = "1";
mkdirSync(".tmp", { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
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
    args: ["-e", 'import("./scripts/build-state.mjs").then((m) => m.ensureBuild())'],
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
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`--- ${step.name}: ${status === 0 ? "ok" : "FAILED"} (${seconds} s)`);
      resolve({ step, ok: status === 0 });
    });
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
function record({ step, ok }) {
  if (!ok) failedSteps.push(step.name);
  if (!step.report) return;
  if (existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, "utf8"));
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

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\nAll steps took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
