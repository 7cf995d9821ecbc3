/**
 * What search engines read of the whole public site, against the production build with a
 * database of its own: every page's <title>, description, canonical URL and JSON-LD follow its
 * content (Organization on /, BlogPosting with author and dates on posts, a BreadcrumbList on
 * posts and positions); the sitemap lists every indexable page once, and only those, each with
 * its last publish as lastmod and answering 200 itself; pages hidden from search engines,
 * aliases and closed positions stay out of it.
 *
 * Before the server starts, the content store's own functions (as `npm run seed:demo` does)
 * spread the initial import over past hours, publish a post again with an edit, open one
 * position and close another, and publish a page hidden from search engines. Then every
 * sitemap entry, every route of the spec and those pages are read once, four at a time, with
 * plain HTTP (what a crawler gets, no script run).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl, siteConfig } from "@/config/site";
import type { PositionDocument, PostDocument } from "@/content/documents";
import type { PageInput } from "@/content/schema";
import type { Actor } from "@/server/audit";
import { migrateContent } from "@/server/content/content-migrations";
import { initialPosts } from "@/server/content/initial-pages/blog";
import { createPage, publishPage } from "@/server/content/page-store";
import { closePosition } from "@/server/content/positions";
import { openPglite, pgliteDataDir, queryRows, type Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { contentPages } from "@/server/db/schema";
import { startAppServer, tempDataDir, type AppServer } from "./support/app-server";
import { MIGRATIONS_DIR } from "./support/server/databases";
import { positionDocument } from "./support/fixtures/position";
import { SPEC_ROUTES, pages, postPaths } from "./support/site";

/** The app's own public pages (not content): hidden from search engines, out of the sitemap. */
const APP_PAGES = ["/thanks", "/newsletter/confirm", "/newsletter/unsubscribe"];

/**
 * Aliases: pages whose content declares a canonical page elsewhere. The spec mandates one,
 * /Blogs ("same page as /blog"): same title and description as /blog, canonical /blog.
 */
const ALIASES = new Map(
  pages.flatMap((page) => (page.canonicalPath ? [[page.path, page.canonicalPath] as const] : [])),
);

const EDITED_POST = "/blog3";
const EDIT = "Updated after our second round of client projects, with what changed since.";
const HIDDEN_PAGE = "/partner-briefing";
const OPEN_POSITION = {
  title: "Site Reliability Engineer",
  path: "/jobs/site-reliability-engineer",
};
const CLOSED_POSITION = { title: "QA Automation Engineer", path: "/jobs/qa-automation-engineer" };

const SITE_ORIGIN = new URL(siteConfig.url).origin;
const TITLE_SUFFIX = ` | ${siteConfig.name}`;
const CONCURRENCY = 4;

type Staff = Extract<Actor, { kind: "staff" }>;
const MARKETING: Staff = {
  kind: "staff",
  id: "seo-test-marketing",
  email: "marketing@corvane.test",
  name: "Mo Marketing",
  role: "marketing",
};
const RECRUITING: Staff = {
  kind: "staff",
  id: "seo-test-recruiting",
  email: "recruiting@corvane.test",
  name: "Rita Recruiter",
  role: "recruiting",
};

// --- The data, written before the server starts -----------------------------------------------

interface Seeded {
  /** Every published address (as visitors spell it) and the instant of its last publish. */
  lastPublish: Map<string, Date>;
  /** When the edited post was first published (the import), to tell the two publishes apart. */
  editedPostFirstPublish: Date;
}

function expectOk(outcome: { ok: boolean; message?: string }, what: string): void {
  if (!outcome.ok) throw new Error(`${what}: ${outcome.message ?? "refused"}`);
}

async function republishPost(db: Database, path: string): Promise<void> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.path, path));
  if (!row) throw new Error(`no post at ${path}`);
  const document = structuredClone(row.draft) as PostDocument;
  document.intro = [...document.intro, EDIT];
  const outcome = await publishPage(db, MARKETING, {
    pageId: row.id,
    baseVersion: row.draftVersion,
    document,
    note: "A paragraph on what changed",
    product: siteConfig.product,
  });
  expectOk(outcome, `publishing ${path} again`);
}

async function publishHiddenPage(db: Database): Promise<void> {
  const title = "Partner briefing";
  const created = await createPage(db, MARKETING, {
    path: HIDDEN_PAGE,
    title,
    product: siteConfig.product,
  });
  expectOk(created, `creating ${HIDDEN_PAGE}`);
  if (!created.ok) return;
  const document: PageInput = {
    path: HIDDEN_PAGE,
    title,
    description:
      "The briefing our partners read before a joint proposal: who does what, how we share work and how we report to the client.",
    noindex: true,
    sections: [
      {
        type: "hero",
        heading: title,
        lead: "What our partners need to know before we write a proposal together.",
      },
    ],
  };
  const outcome = await publishPage(db, MARKETING, {
    pageId: created.id,
    baseVersion: 1,
    document,
    note: "For partners only",
    product: siteConfig.product,
  });
  expectOk(outcome, `publishing ${HIDDEN_PAGE}`);
}

function positionDraft(path: string, title: string, what: string): PositionDocument {
  return positionDocument(path, {
    title,
    description: `${what}, with a small team of engineers in Pune who ship every week for banking clients.`,
    posted: new Date().toISOString().slice(0, 10),
    summary: `${what}: from the first plan to the release, with the people who depend on it every day.`,
    responsibilities: [what],
  });
}

async function openPosition(
  db: Database,
  position: { title: string; path: string },
  what: string,
): Promise<string> {
  const created = await createPage(db, RECRUITING, {
    kind: "position",
    path: "",
    title: position.title,
    product: siteConfig.product,
  });
  expectOk(created, `creating ${position.title}`);
  if (!created.ok) throw new Error("unreachable");
  if (created.path !== position.path) {
    throw new Error(`${position.title} was given ${created.path}, not ${position.path}`);
  }
  const outcome = await publishPage(db, RECRUITING, {
    pageId: created.id,
    baseVersion: 1,
    document: positionDraft(created.path, position.title, what),
    note: "Opened for applications",
    product: siteConfig.product,
  });
  expectOk(outcome, `opening ${position.title}`);
  return created.id;
}

async function seed(dataDir: string): Promise<Seeded> {
  const handle = await openPglite({ dataDir: pgliteDataDir(dataDir) });
  try {
    const { db } = handle;
    await migrate(db, MIGRATIONS_DIR);
    await migrateContent(db);
    // The import published every page at one instant: spread it over the past hours, one
    // hour apart, so a lastmod that showed another page's publish would be caught.
    await db.execute(
      sql`update content_revisions r
          set published_at = r.published_at - make_interval(hours => s.n::int)
          from (select id, row_number() over (order by page_id, number) as n
                from content_revisions) s
          where r.id = s.id`,
    );
    const [first] = await queryRows<{ at: Date | string }>(
      db,
      sql`select r.published_at as at from content_revisions r
          join content_pages p on p.id = r.page_id
          where p.published_path = ${EDITED_POST} order by r.number limit 1`,
    );
    await republishPost(db, EDITED_POST);
    await publishHiddenPage(db);
    await openPosition(db, OPEN_POSITION, "Keep client platforms up and fast on Azure");
    const closedId = await openPosition(
      db,
      CLOSED_POSITION,
      "Automate the tests of mobile banking apps",
    );
    expectOk(
      await closePosition(db, RECRUITING, { pageId: closedId, reason: "hired" }),
      `closing ${CLOSED_POSITION.title}`,
    );
    // Read straight from the revisions, not through the code the sitemap uses.
    const rows = await queryRows<{ path: string; at: Date | string }>(
      db,
      sql`select p.published_path as path, max(r.published_at) as at
          from content_pages p join content_revisions r on r.page_id = p.id
          where p.published_path is not null and p.unpublished_at is null
          group by p.published_path`,
    );
    return {
      lastPublish: new Map(
        rows.map((row) => [row.path.replaceAll("{product}", siteConfig.product), new Date(row.at)]),
      ),
      editedPostFirstPublish: new Date(first!.at),
    };
  } finally {
    await handle.close();
  }
}

// --- Reading pages ------------------------------------------------------------------------------

interface JsonLdBlock {
  raw: string;
  data?: unknown;
  error?: string;
}

interface PageRead {
  path: string;
  status: number;
  location: string | null;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  jsonLd: JsonLdBlock[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of every `<name …>` tag, values decoded. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([^\s=/"']+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = decode(attribute[2] ?? "");
    }
    return attributes;
  });
}

function parseHtml(path: string, status: number, location: string | null, html: string): PageRead {
  // An icon's <title> names the icon, not the document; scripts hold data, not tags.
  const document = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, "");
  const metas = tags(document, "meta");
  const links = tags(document, "link");
  return {
    path,
    status,
    location,
    titles: [...document.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) =>
      decode(m[1]!).trim(),
    ),
    descriptions: metas.filter((m) => m.name === "description").map((m) => m.content ?? ""),
    canonicals: links
      .filter((l) => (l.rel ?? "").split(/\s+/).includes("canonical"))
      .map((l) => l.href ?? ""),
    robots: metas.filter((m) => m.name === "robots").map((m) => (m.content ?? "").toLowerCase()),
    jsonLd: [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter((m) => /\btype="application\/ld\+json"/i.test(m[1]!))
      .map((m) => {
        try {
          return { raw: m[2]!, data: JSON.parse(m[2]!) as unknown };
        } catch (error) {
          return { raw: m[2]!, error: String(error) };
        }
      }),
  };
}

const isNoindex = (page: PageRead) => page.robots.some((content) => /\bnoindex\b/.test(content));

async function eachLimited<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

/** The path of an absolute URL of the site; null for anything else (relative, other origin). */
function sitePath(url: string): string | null {
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === SITE_ORIGIN ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

type Node = Record<string, unknown>;

/** Every top-level node of a page's JSON-LD (an array's items, a @graph's members). */
function nodes(page: PageRead): Node[] {
  return page.jsonLd.flatMap((block) => {
    const data = block.data;
    const list = Array.isArray(data) ? data : [data];
    return list.flatMap((item) => {
      if (!item || typeof item !== "object") return [];
      const node = item as Node;
      return Array.isArray(node["@graph"]) ? (node["@graph"] as Node[]) : [node];
    });
  });
}

const ofType = (page: PageRead, type: string) =>
  nodes(page).filter((node) =>
    Array.isArray(node["@type"]) ? node["@type"].includes(type) : node["@type"] === type,
  );

// --- The run ------------------------------------------------------------------------------------

interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
  path: string | null;
}

let server: AppServer | undefined;
let data: ReturnType<typeof tempDataDir> | undefined;
let seeded: Seeded;
let sitemapResponse: { status: number; type: string; entries: SitemapEntry[] };
const reads = new Map<string, PageRead>();

async function read(path: string): Promise<PageRead> {
  const response = await fetch(`${server!.baseURL}${path}`, { redirect: "manual" });
  const html = await response.text();
  return parseHtml(path, response.status, response.headers.get("location"), html);
}

async function readAll(paths: Iterable<string>): Promise<void> {
  const missing = [...new Set(paths)].filter((path) => !reads.has(path));
  for (const page of await eachLimited(missing, read)) reads.set(page.path, page);
}

const page = (path: string): PageRead => {
  const found = reads.get(path);
  if (!found) throw new Error(`${path} was not read`);
  return found;
};

const sitemapPaths = () => new Set(sitemapResponse.entries.map((entry) => entry.path));

/** Pages that answered 200 themselves. */
const answered = () => [...reads.values()].filter((read) => read.status === 200);

/** Pages search engines may index: answered 200, not noindex. */
const indexable = () => answered().filter((read) => !isNoindex(read));

/** A BreadcrumbList's problems: absolute URLs of the site answering 200, home first, the page last. */
function trailProblems(read: PageRead, parent: string): string[] {
  const trails = ofType(read, "BreadcrumbList");
  if (trails.length !== 1) return [`${read.path}: ${trails.length} BreadcrumbList, not 1`];
  const items = trails[0]!.itemListElement;
  if (!Array.isArray(items) || items.length < 2)
    return [`${read.path}: a BreadcrumbList without steps`];
  const problems: string[] = [];
  const paths = (items as Node[]).map((item, index) => {
    const url = typeof item.item === "string" ? item.item : "";
    if (item.position !== index + 1)
      problems.push(`${read.path}: step ${index + 1} says position ${String(item.position)}`);
    if (typeof item.name !== "string" || !item.name.trim())
      problems.push(`${read.path}: step ${index + 1} has no name`);
    const path = sitePath(url);
    if (path === null)
      problems.push(`${read.path}: step ${index + 1} is not a URL of the site: ${url}`);
    else if (reads.get(path)?.status !== 200)
      problems.push(`${read.path}: step ${url} answers ${reads.get(path)?.status ?? "nothing"}`);
    return path;
  });
  if (paths[0] !== "/") problems.push(`${read.path}: the trail starts at ${paths[0]}, not /`);
  if (paths.at(-1) !== read.path)
    problems.push(`${read.path}: the trail ends at ${paths.at(-1)}, not the page itself`);
  if (paths.length !== 3 || paths[1] !== parent)
    problems.push(`${read.path}: the trail is ${paths.join(" › ")}, not / › ${parent} › the page`);
  return problems;
}

describe("SEO of every public page", () => {
  beforeAll(async () => {
    data = tempDataDir("seo");
    seeded = await seed(data.path);
    server = await startAppServer({ DATA_DIR: data.path });
    const response = await fetch(`${server.baseURL}/sitemap.xml`, { redirect: "manual" });
    const xml = await response.text();
    sitemapResponse = {
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      entries: [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
        const loc = decode(/<loc>([\s\S]*?)<\/loc>/.exec(match[1]!)?.[1]?.trim() ?? "");
        const lastmod = /<lastmod>([\s\S]*?)<\/lastmod>/.exec(match[1]!)?.[1]?.trim();
        return { loc, lastmod, path: sitePath(loc) };
      }),
    };
    await readAll([
      ...sitemapResponse.entries.flatMap((entry) => (entry.path ? [entry.path] : [])),
      ...SPEC_ROUTES,
      ...APP_PAGES,
      HIDDEN_PAGE,
      OPEN_POSITION.path,
      CLOSED_POSITION.path,
    ]);
    // The pages breadcrumbs and aliases point at, when not read yet.
    await readAll([
      ...[...reads.values()].flatMap((read) =>
        ofType(read, "BreadcrumbList").flatMap((trail) =>
          Array.isArray(trail.itemListElement)
            ? (trail.itemListElement as Node[]).flatMap((item) => {
                const path = typeof item.item === "string" ? sitePath(item.item) : null;
                return path ? [path] : [];
              })
            : [],
        ),
      ),
      ...ALIASES.values(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("the sitemap lists pages of the site once each, answering 200 themselves, lastmod their last publish", () => {
    expect(sitemapResponse.status).toBe(200);
    expect(sitemapResponse.type).toMatch(/xml/);
    const { entries } = sitemapResponse;
    expect(entries.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.loc)) problems.push(`${entry.loc} is listed twice`);
      seen.add(entry.loc);
      if (entry.path === null) {
        problems.push(`${entry.loc} is not an absolute URL of ${SITE_ORIGIN}`);
        continue;
      }
      const read = page(entry.path);
      if (read.status !== 200)
        problems.push(
          `${entry.loc} answers ${read.status}${read.location ? ` → ${read.location}` : ""}`,
        );
      if (!entry.lastmod) {
        problems.push(`${entry.loc} has no lastmod`);
        continue;
      }
      const lastmod = new Date(entry.lastmod);
      const published = seeded.lastPublish.get(entry.path);
      if (Number.isNaN(lastmod.getTime())) problems.push(`${entry.loc}: lastmod ${entry.lastmod}`);
      else if (!published) problems.push(`${entry.loc} is no published page`);
      else if (Math.abs(lastmod.getTime() - published.getTime()) > 1000)
        problems.push(
          `${entry.loc}: lastmod ${entry.lastmod}, last published ${published.toISOString()}`,
        );
    }
    expect(problems).toEqual([]);

    // The post published again and the position opened here: their last publish, not the import's.
    const edited = entries.find((entry) => entry.path === EDITED_POST);
    const republished = seeded.lastPublish.get(EDITED_POST)!;
    expect(republished.getTime() - seeded.editedPostFirstPublish.getTime()).toBeGreaterThan(
      30 * 60_000,
    );
    expect(Math.abs(new Date(edited!.lastmod!).getTime() - republished.getTime())).toBeLessThan(
      1000,
    );
    const position = entries.find((entry) => entry.path === OPEN_POSITION.path);
    expect(position, `${OPEN_POSITION.path} in the sitemap`).toBeDefined();
    expect(
      Math.abs(
        new Date(position!.lastmod!).getTime() -
          seeded.lastPublish.get(OPEN_POSITION.path)!.getTime(),
      ),
    ).toBeLessThan(1000);
  });

  it("hidden pages, aliases and closed positions stay out of the sitemap; every indexable page is in it", () => {
    const listed = sitemapPaths();
    const closed = page(CLOSED_POSITION.path);
    expect(closed.status, "a closed position's address").toBe(410);
    expect(isNoindex(closed), "a closed position's page is noindex").toBe(true);
    expect(listed.has(CLOSED_POSITION.path), "a closed position in the sitemap").toBe(false);
    const hidden = page(HIDDEN_PAGE);
    expect(hidden.status).toBe(200);
    expect(hidden.robots).toEqual([expect.stringMatching(/^noindex\b/)]);
    expect(listed.has(HIDDEN_PAGE), "a noindex page in the sitemap").toBe(false);
    expect(ALIASES.size).toBeGreaterThan(0);
    for (const alias of ALIASES.keys()) expect(listed.has(alias), `alias ${alias}`).toBe(false);

    const problems: string[] = [];
    for (const read of answered()) {
      const inSitemap = listed.has(read.path);
      if (inSitemap && isNoindex(read)) problems.push(`${read.path} is in the sitemap and noindex`);
      if (!inSitemap && !isNoindex(read) && !ALIASES.has(read.path))
        problems.push(`${read.path} may be indexed but is not in the sitemap`);
      if (read.robots.length > 1)
        problems.push(`${read.path} has ${read.robots.length} robots tags`);
    }
    expect(problems).toEqual([]);
    // Every route of the spec answers 200 itself (the alias too) or is left out above.
    const specAnswered = SPEC_ROUTES.filter((path) => page(path).status === 200);
    expect(specAnswered.length).toBeGreaterThan(50);
  });

  it("every page has one title and one description, and no two indexable pages share either", () => {
    const problems: string[] = [];
    for (const read of answered()) {
      if (read.titles.length !== 1 || !read.titles[0])
        problems.push(`${read.path}: titles ${JSON.stringify(read.titles)}`);
      if (read.descriptions.length !== 1 || !read.descriptions[0]?.trim())
        problems.push(`${read.path}: descriptions ${JSON.stringify(read.descriptions)}`);
    }
    // Aliases (spec-mandated: /Blogs is "the same page as /blog") repeat their page's; search
    // engines fold them into it through the canonical URL.
    const unique = indexable().filter((read) => !ALIASES.has(read.path));
    for (const field of ["titles", "descriptions"] as const) {
      const byValue = new Map<string, string[]>();
      for (const read of unique) {
        const value = read[field][0];
        if (value) byValue.set(value, [...(byValue.get(value) ?? []), read.path]);
      }
      for (const [value, paths] of byValue) {
        if (paths.length > 1)
          problems.push(`${paths.join(", ")} share the ${field.slice(0, -1)} "${value}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(unique.length).toBeGreaterThan(55);
  });

  it("every canonical URL is absolute and the page's own; an alias's is its page, listed and answering 200", () => {
    const listed = sitemapPaths();
    const problems: string[] = [];
    for (const read of answered()) {
      if (read.canonicals.length === 0) {
        // The app's own pages (a form's answer, the newsletter's links) are noindex and name none.
        if (!isNoindex(read)) problems.push(`${read.path} has no canonical URL`);
        continue;
      }
      if (read.canonicals.length > 1) {
        problems.push(`${read.path} has ${read.canonicals.length} canonical URLs`);
        continue;
      }
      const href = read.canonicals[0]!;
      const target = sitePath(href);
      const expected = ALIASES.get(read.path) ?? read.path;
      if (target === null)
        problems.push(`${read.path}: canonical ${href} is not an absolute URL of ${SITE_ORIGIN}`);
      // Compared as URLs: the home page's "https://host" is "https://host/".
      else if (new URL(href).href !== new URL(absoluteUrl(expected)).href)
        problems.push(`${read.path}: canonical ${href}, not ${absoluteUrl(expected)}`);
    }
    for (const [alias, target] of ALIASES) {
      expect(page(alias).status, `alias ${alias}`).toBe(200);
      expect(listed.has(target), `${alias}'s canonical page ${target} in the sitemap`).toBe(true);
      expect(page(target).status, `${alias}'s canonical page ${target}`).toBe(200);
    }
    expect(problems).toEqual([]);
  });

  it("every JSON-LD block parses and names its @context and @type; / describes the organisation", () => {
    const problems: string[] = [];
    let blocks = 0;
    for (const read of [...reads.values()]) {
      for (const block of read.jsonLd) {
        blocks++;
        if (block.error) {
          problems.push(
            `${read.path}: JSON-LD does not parse (${block.error}): ${block.raw.slice(0, 120)}`,
          );
          continue;
        }
        const list = Array.isArray(block.data) ? block.data : [block.data];
        for (const item of list) {
          const node = (item ?? {}) as Node;
          if (typeof node["@context"] !== "string" || !/schema\.org/.test(node["@context"]))
            problems.push(`${read.path}: JSON-LD without @context: ${block.raw.slice(0, 120)}`);
          const members = Array.isArray(node["@graph"]) ? (node["@graph"] as Node[]) : [node];
          for (const member of members) {
            if (!member["@type"])
              problems.push(`${read.path}: JSON-LD without @type: ${block.raw.slice(0, 120)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(blocks).toBeGreaterThan(10);
    const organisations = ofType(page("/"), "Organization");
    expect(organisations).toHaveLength(1);
    expect(organisations[0]).toMatchObject({ name: siteConfig.name, url: absoluteUrl("/") });
  });

  it("posts are BlogPostings with their author and dates, under Home › Blog, each step answering 200", () => {
    const problems: string[] = [];
    const listed = sitemapPaths();
    const posted = [...reads.values()].filter((read) => ofType(read, "BlogPosting").length > 0);
    expect(posted.map((read) => read.path).sort(), "the pages with a BlogPosting").toEqual(
      [...postPaths].sort(),
    );
    for (const path of postPaths) {
      const read = page(path);
      const shipped = initialPosts.find((post) => post.path === path)!;
      if (read.status !== 200 || !listed.has(path))
        problems.push(`${path}: ${read.status}, listed ${listed.has(path)}`);
      const postings = ofType(read, "BlogPosting");
      if (postings.length !== 1) {
        problems.push(`${path}: ${postings.length} BlogPosting`);
        continue;
      }
      const posting = postings[0]!;
      const author = (posting.author ?? {}) as Node;
      if (author.name !== shipped.authorName)
        problems.push(
          `${path}: author ${JSON.stringify(posting.author)}, not ${shipped.authorName}`,
        );
      if (`${String(posting.headline)}${TITLE_SUFFIX}` !== read.titles[0])
        problems.push(`${path}: headline "${String(posting.headline)}", title "${read.titles[0]}"`);
      if (posting.datePublished !== shipped.published)
        problems.push(
          `${path}: datePublished ${String(posting.datePublished)}, not ${shipped.published}`,
        );
      const modified = Date.parse(String(posting.dateModified));
      if (Number.isNaN(modified) || modified < Date.parse(String(posting.datePublished)))
        problems.push(`${path}: dateModified ${String(posting.dateModified)}`);
      const url = absoluteUrl(path);
      if (posting.url !== url || (posting.mainEntityOfPage as Node | undefined)?.["@id"] !== url)
        problems.push(`${path}: BlogPosting url ${String(posting.url)}, not ${url}`);
      problems.push(...trailProblems(read, "/blog"));
    }
    expect(problems).toEqual([]);
  });

  it("an edited post's BlogPosting says it was modified at its last publish", () => {
    const posting = ofType(page(EDITED_POST), "BlogPosting")[0];
    expect(posting, `${EDITED_POST} has a BlogPosting`).toBeDefined();
    const published = seeded.lastPublish.get(EDITED_POST)!;
    // The day of the last publish, in UTC or in the site's time zone; or the instant itself.
    const days = [
      published.toISOString().slice(0, 10),
      new Intl.DateTimeFormat("en-CA", { timeZone: siteConfig.timeZone }).format(published),
    ];
    const modified = String(posting!.dateModified);
    const sameInstant =
      modified.length > 10 && Math.abs(Date.parse(modified) - published.getTime()) <= 1000;
    expect(
      sameInstant || days.includes(modified),
      `dateModified ${modified}; ${EDITED_POST} was last published at ${published.toISOString()} (sitemap lastmod ${sitemapResponse.entries.find((entry) => entry.path === EDITED_POST)?.lastmod})`,
    ).toBe(true);
  });

  it("open positions are JobPostings under Home › Careers, each step answering 200", () => {
    const positions = sitemapResponse.entries.flatMap((entry) =>
      entry.path?.startsWith("/jobs/") ? [entry.path] : [],
    );
    expect(positions).toEqual([OPEN_POSITION.path]);
    const problems: string[] = [];
    for (const path of positions) {
      const read = page(path);
      const postings = ofType(read, "JobPosting");
      if (postings.length !== 1) {
        problems.push(`${path}: ${postings.length} JobPosting`);
        continue;
      }
      if (
        postings[0]!.title !== OPEN_POSITION.title ||
        read.titles[0] !== `${OPEN_POSITION.title}${TITLE_SUFFIX}`
      )
        problems.push(
          `${path}: JobPosting "${String(postings[0]!.title)}", title "${read.titles[0]}"`,
        );
      if (postings[0]!.url !== absoluteUrl(path))
        problems.push(`${path}: JobPosting url ${String(postings[0]!.url)}`);
      problems.push(...trailProblems(read, "/CareerPage"));
    }
    expect(problems).toEqual([]);
    expect(
      ofType(page(CLOSED_POSITION.path), "JobPosting"),
      "a closed position's JobPosting",
    ).toEqual([]);
  });
});
