// Responsive variants of the site's images, made at build time: every WebP under public/media/
// is resized to each width of VARIANT_WIDTHS into public/media/_w/ (ignored by git, derived
// from the committed files), which MediaImage's loader (src/components/ui/media-loader.ts)
// names in its srcset. Run by `npm run build` (prebuild) and by every ensureBuild (npm start,
// the benchmarks, the browser tests) before the build is checked; a run with nothing to do
// only hashes the sources.
//
//   node scripts/media-variants.mjs
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The widths the browser may choose from (src/components/ui/media-loader.ts names the files in
 * MediaImage's srcset). 828 covers a 375–412 px phone at DPR 1.75–2 for a full-width image,
 * 1280 the same phone at DPR 3; the largest is the originals' own width, served as is.
 */
export const VARIANT_WIDTHS = JSON.parse(
  readFileSync(new URL("../src/components/ui/media-widths.json", import.meta.url), "utf8"),
);
export const ORIGINAL_WIDTH = Math.max(...VARIANT_WIDTHS);

const SOURCE_DIR = "public/media";
const VARIANT_DIR = join(SOURCE_DIR, "_w");
const STAMP_FILE = join(VARIANT_DIR, ".sources.json");
/** Same quality as the generator's originals (tools/media/generate.ts). */
const WEBP = { quality: 70, effort: 4 };

/** The variant's file name; the loader builds the same path. */
export const variantName = (base, width) => `${base}.${width}.webp`;

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, "utf8"));
  } catch {
    return {};
  }
}

export async function ensureMediaVariants({ log = console.log } = {}) {
  const sharp = (await import("sharp")).default;
  mkdirSync(VARIANT_DIR, { recursive: true });
  const sources = readdirSync(SOURCE_DIR).filter((name) => name.endsWith(".webp"));
  const stamp = readStamp();
  const nextStamp = {};
  const wanted = new Set([".sources.json"]);
  const jobs = [];
  for (const name of sources) {
    const base = name.slice(0, -".webp".length);
    const input = readFileSync(join(SOURCE_DIR, name));
    // The widths are part of the key: a new width list redoes every file.
    const key = createHash("sha256").update(input).update(VARIANT_WIDTHS.join()).digest("hex");
    nextStamp[name] = key;
    // The largest width is the original itself: the loader points at it, no copy is made.
    const widths = VARIANT_WIDTHS.filter((width) => width < ORIGINAL_WIDTH);
    const outputs = widths.map((width) => join(VARIANT_DIR, variantName(base, width)));
    for (const output of outputs) wanted.add(output.slice(VARIANT_DIR.length + 1));
    if (stamp[name] === key && outputs.every((output) => existsSync(output))) continue;
    jobs.push({ name, input, widths, outputs, base });
  }
  for (const name of readdirSync(VARIANT_DIR)) {
    if (!wanted.has(name)) rmSync(join(VARIANT_DIR, name), { force: true });
  }
  if (jobs.length === 0) return { made: 0 };

  log(`Making responsive variants of ${jobs.length} image(s) in ${VARIANT_DIR}...`);
  const started = Date.now();
  let made = 0;
  const work = async ({ input, widths, outputs }) => {
    const { width: own } = await sharp(input).metadata();
    for (const [index, width] of widths.entries()) {
      // An original narrower than a width (the 1280 px video posters) is copied, never enlarged.
      if (width >= own) {
        writeFileSync(outputs[index], input);
      } else {
        await sharp(input).resize({ width }).webp(WEBP).toFile(outputs[index]);
      }
      made++;
    }
  };
  // Two at a time: libvips threads each resize already; more only queues.
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await work(job);
    }),
  );
  // The stamp is written last, so an interrupted run redoes its files next time.
  writeFileSync(STAMP_FILE, JSON.stringify(nextStamp, null, 2) + "\n");
  log(`Made ${made} variant(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { made };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await ensureMediaVariants();
}
