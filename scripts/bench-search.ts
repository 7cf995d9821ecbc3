// `npm run bench:search`: the site search's speed on both databases (issue 39). Each database
// gets the site's own pages, the demo positions and 500 generated posts, all published through
// the studio's functions (so indexed as a publish indexes them); then 1,000 queries of
// realistic words — phrases, single words, misspellings, words still being typed — are timed
// through searchSite, the function /search and /api/search call. Beside them, a `select 1` on
// the same connection is the floor. PostgreSQL is skipped (and says so) when 127.0.0.1:5432
// does not answer. The aim is p99 under 50 ms.
//
//   npm run bench:search                  both databases, 500 posts, 1,000 queries
//   npm run bench:search -- --posts 100   fewer posts (a quicker look)
import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Actor } from "../src/server/audit";
import { migrateContent } from "../src/server/content/content-migrations";
import { createPage, publishPage } from "../src/server/content/page-store";
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { rebuildSearchIndex } from "../src/server/search/index-writer";
import { searchSite } from "../src/server/search/site-search";
import { seedPositions } from "./demo-positions";
import { markdownTable, writeReport } from "./bench-support.mjs";

const MIGRATIONS_DIR = path.resolve("src/server/db/migrations");
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const POSTS = argument("posts", 500);
const QUERIES = argument("queries", 1000);
const PRODUCT = "Corvane";
const staff: Extract<Actor, { kind: "staff" }> = {
  kind: "staff",
  id: "bench",
  email: "bench@corvane.test",
  name: "Bench Marketing",
  role: "admin",
};

/** A small deterministic generator, so every run searches the same text for the same words. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  "cloud migration",
  "Salesforce consulting",
  "React Native apps",
  "data engineering",
  "AI assistants",
  "DevOps pipelines",
  "cybersecurity audits",
  "healthcare software",
  "fintech compliance",
  "ecommerce platforms",
  "IoT sensors",
  "QA automation",
  "UX research",
  "Azure cost control",
  "Kubernetes operations",
  "legacy modernisation",
  "mobile banking",
  "supply chain analytics",
  "Power BI dashboards",
  "Flutter development",
];
const WORDS =
  "team release budget latency customer dashboard contract roadmap sprint backlog migration architecture integration vendor compliance audit pipeline deployment monitoring incident security identity onboarding retention analytics forecast inventory payment checkout clinic patient insurer logistics warehouse factory sensor firmware battery outage recovery backup database schema query index cache queue event stream model training inference prompt evaluation accessibility performance benchmark prototype interview workshop discovery estimate invoice licence subscription".split(
    " ",
  );

function postDocument(rng: () => number, index: number, pathOf: string) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  const topic = pick(TOPICS);
  const sentence = () => {
    const words = Array.from({ length: 12 + Math.floor(rng() * 10) }, () => pick(WORDS));
    words.splice(Math.floor(rng() * words.length), 0, ...topic.toLowerCase().split(" "));
    return `${words.join(" ").replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const paragraph = () => Array.from({ length: 4 }, sentence).join(" ");
  return {
    path: pathOf,
    title: `${topic}: field notes number ${index + 1}`,
    description: `What we learnt about ${topic} on a client project, and what we would do again.`,
    published: "2026-11-20",
    authorName: "Anita Rao",
    authorRole: "Principal engineer",
    image: "blog-cover-1",
    lead: `Notes on ${topic} from a recent engagement.`,
    intro: [paragraph(), paragraph()],
    sections: Array.from({ length: 3 }, () => ({
      heading: `${pick(WORDS)} and ${pick(WORDS)}`.replace(/^./, (c) => c.toUpperCase()),
      paragraphs: [paragraph(), paragraph()],
    })),
    conclusionHeading: "What to do next",
    conclusionParagraphs: [paragraph()],
    ctaHeading: "Talk to us",
    ctaText: "We answer within a working day.",
    ctaAction: { href: "/contact", label: "Contact us" },
  };
}

/** What visitors type: phrases and words of the site, misspellings, words half typed. */
const QUERY_BANK = [
  "cloud migration",
  "salesforce",
  "mobile app development",
  "react",
  "react native",
  "healthcare",
  "devops",
  "artificial intelligence",
  "data analytics",
  "careers",
  "azure",
  "aws",
  "security",
  "banking app",
  "ecommerce",
  "iot",
  "testing",
  "ui ux design",
  "consulting",
  "power bi",
  "flutter",
  "kubernetes",
  "blog",
  "case study retail",
  "contact",
  "pune",
  "remote job",
  "salesforse",
  "migratoin",
  "kubernets",
  "develo",
  "clou",
  "analyt",
  "software development company",
  "how to migrate to the cloud",
  "app store reviews",
  "fintech compliance audit",
  "supply chain",
  "QA automation engineer",
  "zzyzx",
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => Math.round(value * 100) / 100;

async function fill(handle: DatabaseHandle) {
  await migrate(handle.db, MIGRATIONS_DIR);
  await migrateContent(handle.db);
  await rebuildSearchIndex(handle.db);
  await seedPositions(handle.db, staff);
  const rng = random(39);
  const started = performance.now();
  for (let index = 0; index < POSTS; index += 1) {
    const title = `Generated post ${index + 1}`;
    const created = await createPage(handle.db, staff, {
      kind: "post",
      path: "",
      title,
      product: PRODUCT,
    });
    if (!created.ok) throw new Error(created.message);
    const published = await publishPage(handle.db, staff, {
      pageId: created.id,
      baseVersion: 1,
      document: postDocument(rng, index, created.path),
      note: "",
      product: PRODUCT,
    });
    if (!published.ok) throw new Error(published.message);
  }
  return (performance.now() - started) / Math.max(1, POSTS);
}

async function measure(name: string, handle: DatabaseHandle) {
  const publishMs = await fill(handle);
  const [{ documents }] = (await queryRows<{ documents: number }>(
    handle.db,
    sql`select count(*)::int as documents from search_documents`,
  )) as [{ documents: number }];
  const rng = random(7);
  const queries = Array.from({ length: QUERIES }, () => {
    const query = QUERY_BANK[Math.floor(rng() * QUERY_BANK.length)]!;
    return { query, page: rng() < 0.1 ? 2 : 1 };
  });
  for (const { query } of queries.slice(0, 20)) await searchSite(handle.db, query);
  const times: number[] = [];
  const floor: number[] = [];
  let results = 0;
  for (const { query, page } of queries) {
    const floorStart = performance.now();
    await handle.db.execute(sql`select 1`);
    floor.push(performance.now() - floorStart);
    const start = performance.now();
    const answer = await searchSite(handle.db, query, page);
    times.push(performance.now() - start);
    if (answer.kind === "results" && answer.total > 0) results += 1;
  }
  times.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  return {
    database: name,
    "indexed documents": documents,
    "publish ms/post": ms(publishMs),
    queries: times.length,
    "with results": results,
    "p50 ms": ms(percentile(times, 50)),
    "p99 ms": ms(percentile(times, 99)),
    "max ms": ms(times.at(-1)!),
    "floor p50 ms (select 1)": ms(percentile(floor, 50)),
    "floor p99 ms": ms(percentile(floor, 99)),
    "p99 under 50 ms": percentile(times, 99) < 50 ? "yes" : "no",
  };
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_search_${process.pid}_${randomBytes(3).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const started = new Date();
  const rows: Record<string, string | number>[] = [];
  console.log(
    `Site search: ${POSTS} generated posts besides the site's pages, ${QUERIES} queries per database.`,
  );
  const pglite = await openPglite();
  try {
    rows.push(await measure("PGlite (embedded)", pglite));
  } finally {
    await pglite.close();
  }
  const server = await postgresDatabase();
  if (!server) {
    console.log("PostgreSQL at 127.0.0.1:5432 does not answer: skipped.");
  } else {
    const handle = await openPostgres(server.url, 4);
    try {
      rows.push(await measure("PostgreSQL", handle));
    } finally {
      await handle.close();
      await server.drop();
    }
  }
  const md = markdownTable("Site search (searchSite, one query at a time)", rows);
  console.log(`\n${md}`);
  console.log(`Report: ${writeReport("bench-search", started, { rows }, md)}.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
