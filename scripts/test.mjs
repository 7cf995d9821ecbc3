// `npm test`: typecheck, lint, unit tests, then browser tests against the production build.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong;
// the closing line counts the tests ("N passed, N failed, N skipped").
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
mkdirSync(".tmp", { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  { name: "typecheck", cmd: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", cmd: bin("eslint"), args: [".", "--max-warnings=0"] },
  {
    name: "unit tests",
    cmd: bin("vitest"),
    args: [
      "run",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=.tmp/unit-results.json",
    ],
    report: ".tmp/unit-results.json",
  },
  {
    name: "browser tests",
    cmd: bin("vitest"),
    args: [
      "run",
      "--config",
      "vitest.e2e.config.ts",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=.tmp/e2e-results.json",
    ],
    report: ".tmp/e2e-results.json",
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failedSteps.push(step.name);
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (step.report) {
    totals.failed += 1; // the runner died before it could report
  }
  console.log(`--- ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} (${seconds} s)`);
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
