// The bare Next.js page (bench/bare-next: one heading, one paragraph, the project's own Next
// version): the floor that issue 12 judges every page against. Used by the page benchmark and
// by the JS budget test (tests/js-budget.e2e.ts).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const BARE_DIR = "bench/bare-next";
export const BARE_DIST_DIR = join(BARE_DIR, ".next");

function bareFingerprint() {
  const hash = createHash("sha256");
  hash.update(readFileSync("node_modules/next/package.json"));
  for (const file of ["next.config.mjs", "app/layout.jsx", "app/page.jsx"]) {
    hash.update(file).update(readFileSync(join(BARE_DIR, file)));
  }
  return hash.digest("hex");
}

/** Builds the bare page when its files or the Next.js version changed since its last build. */
export function ensureBareBuild(log = (line) => console.error(line)) {
  const stamp = join(BARE_DIST_DIR, "bench-fingerprint");
  const fingerprint = bareFingerprint();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return;
  log("Building the bare Next.js page...");
  const result = spawnSync(
    process.execPath,
    ["node_modules/next/dist/bin/next", "build", BARE_DIR],
    {
      stdio: ["ignore", 2, 2], // its log goes with the caller's, not into its output
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (result.status !== 0) throw new Error(`next build ${BARE_DIR} failed`);
  writeFileSync(stamp, fingerprint);
}
