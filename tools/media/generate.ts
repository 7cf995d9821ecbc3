/**
 * Renders every asset of the media manifest (src/content/media) into public/media:
 * images as WebP, videos as MP4 + WebM loops with a WebP poster. Deterministic: each asset's
 * artwork is seeded by its id. Assets whose art direction is unchanged are skipped.
 *
 *   npx tsx tools/media/generate.ts            render what is missing or changed
 *   npx tsx tools/media/generate.ts --force    render every generated asset again
 *   npx tsx tools/media/generate.ts --only=a,b render just these ids
 *
 * Needs ffmpeg on the PATH for videos (a developer tool only: outputs are committed).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { bundledMedia as media } from "../../src/content/media/index";
import type { MediaEntry } from "../../src/content/media/types";
import { createScene, frameRenderer } from "./lib/scene";
import { motifs } from "./motifs";

const PUBLIC = "public";
const OUT_DIR = join(PUBLIC, "media");
const STATE_FILE = join(OUT_DIR, ".generated.json");
const FPS = 24;
const SECONDS = 6;
/** Bumped when the renderer changes in a way that should re-render everything. */
const RENDERER_VERSION = 1;

const force = process.argv.includes("--force");
/** `--only id,id`: render just these (for trying out art direction). */
const onlyArg = process.argv.find((arg) => arg.startsWith("--only="));
const only = onlyArg ? new Set(onlyArg.slice("--only=".length).split(",")) : null;

type State = Record<string, string>;

function artHash(id: string, entry: MediaEntry): string {
  const key = JSON.stringify({
    v: RENDERER_VERSION,
    id,
    art: entry.art,
    w: entry.width,
    h: entry.height,
    src: entry.src,
    kind: entry.kind,
  });
  return createHash("sha256").update(key).digest("hex").slice(0, 16);
}

function outputsOf(entry: MediaEntry): string[] {
  return entry.kind === "image" ? [entry.src] : [entry.src, entry.webm, entry.poster];
}

const file = (publicPath: string) => join(PUBLIC, publicPath);

async function renderImage(id: string, entry: MediaEntry) {
  const scene = createScene(id, entry.width, entry.height, entry.art.palette);
  const svg = frameRenderer(motifs, scene, entry.art.motif, { grain: true })(0);
  await sharp(Buffer.from(svg)).flatten().webp({ quality: 70, effort: 6 }).toFile(file(entry.src));
}

function ffmpeg(args: string[]) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
}

async function renderVideo(id: string, entry: Extract<MediaEntry, { kind: "video" }>) {
  const scene = createScene(id, entry.width, entry.height, entry.art.palette);
  const render = frameRenderer(motifs, scene, entry.art.motif, { grain: false });
  const frames = FPS * SECONDS;
  const dir = join(".tmp", "media-frames", id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < frames; i++) {
    const png = await sharp(Buffer.from(render(i / frames)))
      .flatten()
      .png({ compressionLevel: 1 })
      .toBuffer();
    writeFileSync(join(dir, `${String(i).padStart(4, "0")}.png`), png);
    if (i === 0) await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file(entry.poster));
  }
  const input = ["-framerate", String(FPS), "-i", join(dir, "%04d.png")];
  ffmpeg([
    ...input,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    file(entry.src),
  ]);
  ffmpeg([
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "40",
    "-b:v",
    "0",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-pix_fmt",
    "yuv420p",
    "-an",
    file(entry.webm),
  ]);
  rmSync(dir, { recursive: true, force: true });
}

function writeDocs() {
  const rows = Object.entries(media)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([id, e]) =>
        `| \`${id}\` | \`${e.src}\` | ${e.kind} | ${e.use} | ${e.alt || "(decorative)"} |`,
    );
  const doc = `# Media

Every image and video on the site is an entry of the media manifest in \`src/content/media/\`
(one part per area of the site; \`index.ts\` joins them and rejects duplicate ids). An entry names
its file under \`public/media/\`, its alt text, its size, where it is used, and the art direction
(motif and palette) the generator renders it from. Content refers to media by id only.

## Regenerate

\`npx tsx tools/media/generate.ts\` renders every entry whose file is missing or whose art
direction changed (hashes in \`public/media/.generated.json\`), deletes files no entry references,
and rewrites the table below. \`--force\` renders everything. Videos need \`ffmpeg\`
(\`apt-get install -y ffmpeg\`); the outputs are committed, so building and serving the site
never needs it. Artwork is deterministic: each asset is seeded by its id.

## Responsive variants (made at build time, not committed)

\`scripts/media-variants.mjs\` writes every WebP under \`public/media/\` at the widths of
\`src/components/ui/media-widths.json\` into \`public/media/_w/\` (ignored by git); MediaImage's
srcset names those files (\`src/components/ui/media-loader.ts\`; a plain \`<img>\`, no next/image),
and the on-demand optimizer (\`/_next/image\`) is off. \`npm run build\`, \`npm run dev\`, \`npm start\`,
the benchmarks and the browser tests make them when missing or stale (a replaced file is picked
up by its hash), so a fresh clone needs nothing extra. Every image's \`sizes\` must state the
width its slot renders at, or the browser fetches a larger variant than it shows. See
docs/decisions/0033-build-time-images-and-painted-hero.md.

## Use real photography

Replace the file under \`public/media/\` with one of the same name, format and aspect ratio
(WebP images; for a video, its MP4, WebM and poster), update \`alt\` (and \`width\`/\`height\`
if the ratio changes) in the manifest entry, and delete the id's line from
\`public/media/.generated.json\`. A file that is present without a recorded hash counts as
supplied by hand: the generator never overwrites it, not even with \`--force\`.

## Assets

| id | file | kind | use | alt |
| --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
  writeFileSync(join("docs", "media.md"), doc);
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const state: State = existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, "utf8")) : {};
  let rendered = 0;
  let skipped = 0;
  for (const [id, entry] of Object.entries(media)) {
    if (only && !only.has(id)) continue;
    const hash = artHash(id, entry);
    const present = outputsOf(entry).every((p) => existsSync(file(p)));
    // A file present without a recorded hash was put there by hand (real photography): keep it.
    const handSupplied = present && state[id] === undefined;
    if (handSupplied || (!force && present && state[id] === hash)) {
      skipped++;
      continue;
    }
    const started = Date.now();
    if (entry.kind === "image") await renderImage(id, entry);
    else await renderVideo(id, entry);
    state[id] = hash;
    rendered++;
    console.log(`rendered ${id} (${entry.kind}) in ${Date.now() - started} ms`);
  }
  for (const id of Object.keys(state)) if (!media[id]) delete state[id];
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2) + "\n");
  if (only) return;

  const referenced = new Set(
    Object.values(media).flatMap((e) => outputsOf(e).map((p) => p.replace(/^\/media\//, ""))),
  );
  for (const name of readdirSync(OUT_DIR)) {
    // _w holds the responsive variants scripts/media-variants.mjs derives from these files.
    if (name.startsWith(".") || name === "_w" || referenced.has(name)) continue;
    rmSync(join(OUT_DIR, name));
    console.log(`removed unreferenced ${name}`);
  }

  const sizes = [...referenced].map((name) => ({
    name,
    bytes: statSync(join(OUT_DIR, name)).size,
  }));
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `\n${Object.keys(media).length} assets: ${rendered} rendered, ${skipped} unchanged; ${sizes.length} files, ${(total / 1024 / 1024).toFixed(1)} MiB`,
  );
  for (const s of sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 5))
    console.log(`  ${(s.bytes / 1024).toFixed(0).padStart(5)} KiB  ${s.name}`);
  writeDocs();
}

void main();
