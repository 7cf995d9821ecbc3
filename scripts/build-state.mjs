// Decides whether the production build in .next is current: it records a fingerprint of
// every input (sources, public files, configs, lockfile, build-time env) after a build and
// compares it before serving. Shared by `npm start` and the browser tests.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const INPUT_DIRS = ["src", "public"];
/** Derived from public/media by scripts/media-variants.mjs (its sources are inputs already). */
const DERIVED_DIRS = [join("public", "media", "_w")];
const INPUT_FILES = ["package-lock.json", "next.config.ts", "postcss.config.mjs", "tsconfig.json"];
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const FINGERPRINT_FILE = join(DIST_DIR, "source-fingerprint");
/**
 * Settings that are read at build time (they end up inside the prerendered pages): the
 * site's, and the privacy settings the privacy policy states (src/config/privacy.ts). PORT
 * counts too while SITE_URL is unset (see sourceFingerprint).
 */
const BUILD_ENV = Object.keys(process.env)
  .filter(
    (name) =>
      /^(SITE_|RETENTION_)/.test(name) ||
      name === "NOTIFY_INCLUDE_TEXT" ||
      name === "BACKUP_RETENTION_DAYS",
  )
  .sort();

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!DERIVED_DIRS.includes(path)) walk(path, out);
    } else if (!/\.test\.(ts|tsx)$/.test(entry.name)) out.push(path);
  }
}

export function sourceFingerprint() {
  const files = [];
  for (const dir of INPUT_DIRS) walk(dir, files);
  for (const file of INPUT_FILES) if (existsSync(file)) files.push(file);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name]}\0`);
  // Without SITE_URL the site's addresses are http://localhost:<PORT> (src/config/env.ts),
  // so the port is then built into the pages; 3000 is the default, set or not.
  if (!process.env.SITE_URL?.trim()) hash.update(`PORT=${process.env.PORT?.trim() || "3000"}\0`);
  return hash.digest("hex");
}

export function buildIsCurrent() {
  if (!existsSync(join(DIST_DIR, "BUILD_ID")) || !existsSync(FINGERPRINT_FILE)) return false;
  return readFileSync(FINGERPRINT_FILE, "utf8").trim() === sourceFingerprint();
}

/** The images' responsive variants, which the server must find in public/ when it starts. */
function ensureMediaVariants() {
  const result = spawnSync(process.execPath, ["scripts/media-variants.mjs"], {
    stdio: ["ignore", 2, 2], // on stderr, out of the benchmarks' tables
  });
  if (result.status !== 0) throw new Error(`media variants failed (exit ${result.status})`);
}

export function ensureBuild({ log = console.log } = {}) {
  ensureMediaVariants();
  if (buildIsCurrent()) {
    log("Production build is current; skipping `next build`.");
    return;
  }
  const fingerprint = sourceFingerprint();
  log("Building the site (`next build`)...");
  const started = Date.now();
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  writeFileSync(FINGERPRINT_FILE, fingerprint);
  log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
