/**
 * Share cards (decision 0057) against the production build, with a database of its own: the
 * home page, a post, a page and an open position each name their own card in og:image and
 * twitter:image (one of each, 1200×630), and each card answers 200 with a 1200×630 PNG cached
 * for a year. Then, with the server stopped, the page is published again and the position
 * closed through the content store's own functions; on the restarted server the page names a
 * new card, its old address leads there with a 307, and the closed position's card is gone.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import type { PositionDocument } from "@/content/documents";
import type { PageInput } from "@/content/schema";
import type { Actor } from "@/server/audit";
import { migrateContent } from "@/server/content/content-migrations";
import { createPage, publishPage } from "@/server/content/page-store";
import { closePosition } from "@/server/content/positions";
import { openPglite, pgliteDataDir, type Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { contentPages } from "@/server/db/schema";
import { startAppServer, tempDataDir, type AppServer } from "./support/app-server";
import { positionDocument as validPosition } from "./support/fixtures/position";
import { MIGRATIONS_DIR } from "./support/server/databases";

type Staff = Extract<Actor, { kind: "staff" }>;
const MARKETING: Staff = {
  kind: "staff",
  id: "cards-test-marketing",
  email: "marketing@corvane.test",
  name: "Mo Marketing",
  role: "marketing",
};
const RECRUITING: Staff = { ...MARKETING, id: "cards-test-recruiting", role: "recruiting" };

const POSITION = { title: "Cloud Platform Engineer", path: "/jobs/cloud-platform-engineer" };
/** The page published again while the server is stopped, and its new title. */
const REPUBLISHED = "/about";
const NEW_TITLE = "About the team behind Corvane";
const PATHS = ["/", "/blog1", REPUBLISHED, POSITION.path];

function expectOk(outcome: { ok: boolean; message?: string }, what: string): void {
  if (!outcome.ok) throw new Error(`${what}: ${outcome.message ?? "refused"}`);
}

function positionDocument(path: string): PositionDocument {
  return validPosition(path, {
    title: POSITION.title,
    description:
      "Run the cloud platforms of our banking clients on Azure and AWS, with a small team in Pune.",
    team: "Platform",
    posted: new Date().toISOString().slice(0, 10),
  });
}

/** The site's content as imported, and one open position; answers the position's id. */
async function seed(db: Database): Promise<string> {
  await migrate(db, MIGRATIONS_DIR);
  await migrateContent(db);
  const created = await createPage(db, RECRUITING, {
    kind: "position",
    path: "",
    title: POSITION.title,
    product: siteConfig.product,
  });
  expectOk(created, `creating ${POSITION.title}`);
  if (!created.ok) throw new Error("unreachable");
  expect(created.path).toBe(POSITION.path);
  expectOk(
    await publishPage(db, RECRUITING, {
      pageId: created.id,
      baseVersion: 1,
      document: positionDocument(created.path),
      note: "Opened for applications",
      product: siteConfig.product,
    }),
    `opening ${POSITION.title}`,
  );
  return created.id;
}

/** A new revision of REPUBLISHED with another title, and the position closed. */
async function publishAndClose(db: Database, positionId: string): Promise<void> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.path, REPUBLISHED));
  if (!row) throw new Error(`no page at ${REPUBLISHED}`);
  const document = structuredClone(row.draft) as PageInput;
  document.title = NEW_TITLE;
  expectOk(
    await publishPage(db, MARKETING, {
      pageId: row.id,
      baseVersion: row.draftVersion,
      document,
      note: "A longer title",
      product: siteConfig.product,
    }),
    `publishing ${REPUBLISHED} again`,
  );
  expectOk(
    await closePosition(db, RECRUITING, { pageId: positionId, reason: "hired" }),
    `closing ${POSITION.title}`,
  );
}

async function withDatabase<T>(dataDir: string, run: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openPglite({ dataDir: pgliteDataDir(dataDir) });
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

/** The `content` of every `<meta>` whose `attribute` (property or name) is `key`, in order. */
function metaContents(html: string, attribute: "property" | "name", key: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
    );
    if (attributes.get(attribute) === key) {
      found.push((attributes.get("content") ?? "").replaceAll("&amp;", "&"));
    }
  }
  return found;
}

interface PageCard {
  /** og:image as the page names it (absolute, on the site's public origin). */
  url: string;
  /** Where this test server answers it. */
  local: string;
}

async function cardOf(server: AppServer, path: string): Promise<PageCard> {
  const response = await fetch(`${server.baseURL}${path}`, { redirect: "manual" });
  expect(response.status, `${path} answers`).toBe(200);
  const html = await response.text();
  const og = metaContents(html, "property", "og:image");
  expect(og, `${path} names one og:image`).toHaveLength(1);
  const url = og[0]!;
  expect(url.startsWith(`${siteConfig.url}/social-card/`), `${path}: ${url}`).toBe(true);
  expect(metaContents(html, "property", "og:image:width")).toEqual(["1200"]);
  expect(metaContents(html, "property", "og:image:height")).toEqual(["630"]);
  expect(metaContents(html, "property", "og:image:alt")[0]).toContain(siteConfig.name);
  expect(metaContents(html, "name", "twitter:image"), `${path}'s twitter:image`).toEqual([url]);
  expect(metaContents(html, "name", "twitter:card")).toEqual(["summary_large_image"]);
  const { pathname, search } = new URL(url);
  return { url, local: `${server.baseURL}${pathname}${search}` };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function ihdrSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectCardPng(local: string): Promise<Buffer> {
  const response = await fetch(local, { redirect: "manual" });
  expect(response.status, local).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(ihdrSize(bytes)).toEqual({ width: 1200, height: 630 });
  // And it decodes as a whole, not only its header.
  const decoded = await sharp(bytes).metadata();
  expect([decoded.format, decoded.width, decoded.height]).toEqual(["png", 1200, 630]);
  return bytes;
}

describe("share cards", () => {
  let data: ReturnType<typeof tempDataDir> | undefined;
  let server: AppServer | undefined;
  let positionId = "";
  const before = new Map<string, PageCard>();

  beforeAll(async () => {
    data = tempDataDir("social-cards");
    positionId = await withDatabase(data.path, seed);
    server = await startAppServer({ DATA_DIR: data.path });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it.each(PATHS)("%s names its own card in og:image and twitter:image", async (path) => {
    before.set(path, await cardOf(server!, path));
  });

  it("gives every page another card, each a 1200×630 PNG kept for a year", async () => {
    expect(before.size).toBe(PATHS.length);
    const urls = [...before.values()].map((card) => card.url);
    expect(new Set(urls).size).toBe(urls.length);
    const pictures = new Set<string>();
    for (const card of before.values()) {
      pictures.add((await expectCardPng(card.local)).toString("base64"));
    }
    // Different titles draw different pictures.
    expect(pictures.size).toBe(urls.length);
  });

  it("has none for an id that is no live page's", async () => {
    for (const path of [
      `/social-card/${randomUUID()}/v1-r1.png`,
      "/social-card/not-a-page/v1-r1.png",
    ]) {
      const response = await fetch(`${server!.baseURL}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
    }
  });

  it("gives a page published again a new card, sends the old address there, and drops a closed position's", async () => {
    await server!.stop();
    await withDatabase(data!.path, (db) => publishAndClose(db, positionId));
    server = await startAppServer({ DATA_DIR: data!.path });

    const old = before.get(REPUBLISHED)!;
    const fresh = await cardOf(server, REPUBLISHED);
    expect(fresh.url).not.toBe(old.url);
    await expectCardPng(fresh.local);
    const html = await (await fetch(`${server.baseURL}${REPUBLISHED}`)).text();
    expect(metaContents(html, "property", "og:image:alt")[0]).toContain(NEW_TITLE);

    // The old address, asked of the restarted server (on another port).
    const here = (local: string) => `${server!.baseURL}${new URL(local).pathname}`;
    const moved = await fetch(here(old.local), { redirect: "manual" });
    expect(moved.status).toBe(307);
    expect(new URL(moved.headers.get("location")!, server.baseURL).pathname).toBe(
      new URL(fresh.url).pathname,
    );
    expect(moved.headers.get("cache-control")).not.toContain("immutable");

    // A page that was not published again keeps its address.
    expect((await cardOf(server, "/")).url).toBe(before.get("/")!.url);

    const closed = await fetch(`${server.baseURL}${POSITION.path}`, { redirect: "manual" });
    expect(closed.status).toBe(410);
    const gone = await fetch(here(before.get(POSITION.path)!.local), { redirect: "manual" });
    expect(gone.status).toBe(404);
  }, 120_000);
});
