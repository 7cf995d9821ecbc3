// Why Lighthouse's mobile FCP, LCP and TBT are what they are: runs Lighthouse 12 once (mobile
// preset, /usr/bin/chromium) on a URL of a server that is already running, then prints the
// simulated FCP and LCP with the nodes of their optimistic and pessimistic graphs (Lantern):
// each request or main-thread task the simulation counted, with its simulated start and end.
// A request listed here held the paint back in the simulation; one that is missing did not.
// Then the main-thread tasks that TBT's simulation found long (≥ 50 ms simulated), each with
// the multiplier the simulation gave it and the trace events that took most of its observed
// time, and where TBT's window ends (TTI: the later of LCP and the end of the last long task,
// which each graph names).
//
//   node scripts/lantern-graph.mjs http://127.0.0.1:3000/contact
//
// A diagnostic for decisions like 0043, not a benchmark: one run, no floor. It reads
// Lighthouse's internal modules, so it is tied to the Lighthouse version in package-lock.json.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";

const url = process.argv[2];
if (!url) {
  console.error("usage: node scripts/lantern-graph.mjs <url>");
  process.exit(2);
}

const profile = mkdtempSync(join(tmpdir(), "lantern-graph-"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", `--user-data-dir=${profile}`],
});
let result;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
} finally {
  await chrome.kill();
  rmSync(profile, { recursive: true, force: true });
}

const { artifacts, lhr } = result;
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: lhr.configSettings,
  URL: artifacts.URL,
  SourceMaps: [],
  simulator: null,
};
const context = { computedCache: new Map(), settings: lhr.configSettings };

function describeNode(node) {
  if (node.type !== "network") {
    return `main-thread task, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed`;
  }
  const { request } = node;
  const name = new URL(request.url).pathname.split("/").pop() || "/";
  return `${request.resourceType} ${request.priority} ${(request.transferSize / 1024).toFixed(1)} KiB ${name}`;
}

function print(metric, estimate) {
  console.log(
    `${metric}: ${Math.round(estimate.timing)} ms (optimistic ${Math.round(estimate.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(estimate.pessimisticEstimate.timeInMs)})`,
  );
  for (const [graph, simulated] of [
    ["optimistic", estimate.optimisticEstimate],
    ["pessimistic", estimate.pessimisticEstimate],
  ]) {
    console.log(`  ${graph} graph (simulated start → end ms):`);
    const nodes = [...simulated.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, timing] of nodes) {
      const span = `${Math.round(timing.startTime)} → ${Math.round(timing.endTime)}`;
      console.log(`    ${span.padStart(13)}  ${describeNode(node)}`);
    }
  }
}

print("FCP", await LanternFirstContentfulPaint.request(data, context));
print("LCP", await LanternLargestContentfulPaint.request(data, context));

/** The trace events of a task that took the most time, by name (observed ms; nested events overlap). */
function busiest(node, count = 4) {
  const byName = new Map();
  for (const event of node.childEvents) {
    if (!event.dur) continue;
    const name =
      event.name === "FunctionCall" || event.name === "EvaluateScript"
        ? `${event.name} ${String(event.args?.data?.url ?? "")
            .split("/")
            .pop()}`
        : event.name;
    byName.set(name, (byName.get(name) ?? 0) + event.dur / 1000);
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(", ");
}

const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(
  `TBT: ${Math.round(tbt.timing)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)})`,
);
// TBT counts the tasks between FCP and TTI; TTI is the later of LCP and the end of the last
// long task, so a long task late in the load widens the window over the earlier ones.
const tti = await LanternInteractive.request(data, context);
console.log(
  `  window ends at TTI: optimistic ${Math.round(tti.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tti.pessimisticEstimate.timeInMs)} ms`,
);
for (const [graph, simulated] of [
  ["optimistic", tti.optimisticEstimate],
  ["pessimistic", tti.pessimisticEstimate],
]) {
  const last = [...simulated.nodeTimings.entries()]
    .filter(([node, timing]) => node.type === "cpu" && timing.duration > 50)
    .sort((a, b) => b[1].endTime - a[1].endTime)[0];
  if (!last) continue;
  const [node, timing] = last;
  console.log(
    `    last long task of the ${graph} graph: ${Math.round(timing.startTime)} → ${Math.round(timing.endTime)}, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed: ${busiest(node)}`,
  );
}
// The simulation multiplies a task's observed time by the CPU slowdown (4), or by half of it
// when the task laid the page out: such a task counts half as much for its length.
console.log(
  "  tasks of 50 ms or more, simulated (start → end ms; observed ms; ×4, or ×2 for a task that laid out; busiest events):",
);
const longTasks = [...tbt.pessimisticEstimate.nodeTimings.entries()]
  .filter(([node, timing]) => node.type === "cpu" && timing.duration >= 50)
  .sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of longTasks) {
  const span = `${Math.round(timing.startTime)} → ${Math.round(timing.endTime)}`;
  const observed = ((node.endTime - node.startTime) / 1000).toFixed(1);
  const weight = node.didPerformLayout() ? "×2" : "×4";
  console.log(`    ${span.padStart(13)}  ${observed.padStart(6)}  ${weight}  ${busiest(node)}`);
}
