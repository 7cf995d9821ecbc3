/**
 * The public site's answers that caches keep, and its answers while PostgreSQL is away (issue
 * 48, decisions 0026 and 0037), over plain HTTP against the production build:
 * - an address with no page (unknown, a draft not yet published) and a closed position never
 *   let a CDN keep them longer than a page (s-maxage 60 at most);
 * - during an outage a page this instance already rendered is still served; any other page is a
 *   503 with Retry-After and the site's short "we'll be right back" page; the sitemap, the
 *   media library, the feed and the share cards are a 503 with Retry-After and no body; never
 *   a 500, also from an instance started during the outage; and everything works again once
 *   the database is back, without a restart.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import type { Actor } from "@/server/audit";
import { migrateContent } from "@/server/content/content-migrations";
import { createPage, publishPage } from "@/server/content/page-store";
import { closePosition } from "@/server/content/positions";
import { openPostgres } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { startAppServer, tempDataDir, type AppServer } from "./support/app-server";
import { positionDocument } from "./support/fixtures/position";
import {
  MIGRATIONS_DIR,
  POSTGRES_ADMIN_URL,
  asPostgresAdmin as asAdmin,
  postgresUnavailable,
} from "./support/server/databases";

const skip = await postgresUnavailable();

type Staff = Extract<Actor, { kind: "staff" }>;
const MARKETING: Staff = {
  kind: "staff",
  id: "outage-test-marketing",
  email: "marketing@corvane.test",
  name: "Mo Marketing",
  role: "marketing",
};
const RECRUITING: Staff = { ...MARKETING, id: "outage-test-recruiting", role: "recruiting" };

const DRAFT_PATH = "/partner-briefing";
const CLOSED = { title: "QA Automation Engineer", path: "/jobs/qa-automation-engineer" };
/** Asked for before the outage: this instance keeps its copy. */
const CACHED_PAGE = "/contact";
/** Never asked for before the outage. */
const UNCACHED_PAGE = "/capabilities";
const OUTAGE_WORDS = "right back";

function ok(outcome: { ok: boolean; message?: string }, what: string): void {
  if (!outcome.ok) throw new Error(`${what}: ${outcome.message ?? "refused"}`);
}

/** The pages of the content import, a draft never published and a closed position. */
async function seed(url: string): Promise<void> {
  const handle = await openPostgres(url, 2);
  try {
    const { db } = handle;
    await migrate(db, MIGRATIONS_DIR);
    await migrateContent(db);
    ok(
      await createPage(db, MARKETING, {
        path: DRAFT_PATH,
        title: "Partner briefing",
        product: siteConfig.product,
      }),
      "the draft",
    );
    const created = await createPage(db, RECRUITING, {
      kind: "position",
      path: "",
      title: CLOSED.title,
      product: siteConfig.product,
    });
    ok(created, "the position");
    if (!created.ok) return;
    ok(
      await publishPage(db, RECRUITING, {
        pageId: created.id,
        baseVersion: 1,
        document: positionDocument(created.path, { title: CLOSED.title }),
        note: "Opened",
        product: siteConfig.product,
      }),
      "opening the position",
    );
    ok(await closePosition(db, RECRUITING, { pageId: created.id, reason: "hired" }), "closing");
  } finally {
    await handle.close();
  }
}

/** The longest time (s) a shared cache may keep the answer by its Cache-Control. */
function sharedLifetime(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|private)\b/.test(cacheControl)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (sMaxAge) return Number(sMaxAge[1]);
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) : 0;
}

describe.skipIf(skip !== null)("the public site's answers on PostgreSQL", () => {
  let name: string;
  let env: Record<string, string>;
  let server: AppServer;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    name = `outage_e2e_${process.pid}_${randomBytes(4).toString("hex")}`;
    await asAdmin(`create database ${name}`);
    cleanups.push(() => asAdmin(`drop database if exists ${name} with (force)`));
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    await seed(url.toString());
    const data = tempDataDir("outage");
    cleanups.push(() => data.remove());
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: data.path,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      RUN_JOBS: "true",
    };
    server = await startAppServer(env);
    cleanups.push(() => server.stop());
  }, 180_000);

  afterAll(async () => {
    await asAdmin(`alter database ${name} allow_connections true`).catch(() => undefined);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("an address with no page and a closed position are kept by caches a minute at most", async () => {
    const answers = {
      unknown: await fetch(`${server.baseURL}/no-such-post-yet`),
      draft: await fetch(`${server.baseURL}${DRAFT_PATH}`),
      closed: await fetch(`${server.baseURL}${CLOSED.path}`),
    };
    expect(answers.unknown.status).toBe(404);
    expect(answers.draft.status).toBe(404);
    expect(answers.closed.status).toBe(410);
    for (const [what, answer] of Object.entries(answers)) {
      const cacheControl = answer.headers.get("cache-control");
      expect(sharedLifetime(cacheControl), `${what}: ${cacheControl}`).toBeLessThanOrEqual(60);
    }
    // The 404 document still says what it says.
    expect(await answers.unknown.text()).toContain("Page not found");
  });

  it("while the database is away: kept pages are served, the rest is a 503 that says so; then it recovers", async () => {
    const get = (base: string, path: string) => fetch(`${base}${path}`, { redirect: "manual" });
    expect((await get(server.baseURL, CACHED_PAGE)).status).toBe(200);
    expect((await get(server.baseURL, "/sitemap.xml")).status).toBe(200);

    await asAdmin(`alter database ${name} allow_connections false`);
    await asAdmin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );

    const expectOutagePage = async (base: string, path: string) => {
      const answer = await get(base, path);
      const text = await answer.text();
      expect(answer.status, `${path}: ${text.slice(0, 300)}`).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe("30");
      expect(answer.headers.get("cache-control"), path).toMatch(/no-store/);
      expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(text, path).toContain(OUTAGE_WORDS);
      expect(text, path).toContain(`mailto:${siteConfig.email}`);
      // The site's own header and footer around it.
      expect(text, path).toContain('id="main"');
      expect(text, path).toMatch(/<footer/);
    };
    const expectBareOutage = async (base: string, path: string) => {
      const answer = await get(base, path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe("30");
      expect(answer.headers.get("cache-control"), path).toMatch(/no-store/);
      expect(await answer.text(), path).toBe("");
    };
    const others = [
      "/sitemap.xml",
      `/media/library/${randomBytes(16).toString("hex")}.webp`,
      "/blog/feed.xml",
      `/social-card/${randomUUID()}/1`,
    ];

    const kept = await get(server.baseURL, CACHED_PAGE);
    expect(kept.status).toBe(200);
    expect(await kept.text()).not.toContain(OUTAGE_WORDS);
    await expectOutagePage(server.baseURL, UNCACHED_PAGE);
    for (const path of others) await expectBareOutage(server.baseURL, path);

    // An instance started during the outage has no copy of anything.
    await server.stop();
    server = await startAppServer(env, undefined, { healthy: (status) => status === 503 });
    await expectOutagePage(server.baseURL, "/");
    await expectOutagePage(server.baseURL, CACHED_PAGE);
    for (const path of others) await expectBareOutage(server.baseURL, path);

    await asAdmin(`alter database ${name} allow_connections true`);
    await expect.poll(async () => (await get(server.baseURL, UNCACHED_PAGE)).status).toBe(200);
    expect((await get(server.baseURL, "/")).status).toBe(200);
    expect((await get(server.baseURL, "/sitemap.xml")).status).toBe(200);
    expect((await get(server.baseURL, "/blog/feed.xml")).status).toBe(200);
  }, 180_000);
});
