/**
 * What the proxy (src/proxy.ts) does with a visitor's request while the database may be away
 * (issue 48, decision 0026). An address that needs the database is served as usual when the
 * database answers or when this process holds a good copy of the page (Next.js then serves it
 * from its cache); otherwise it is `away`: a 503 with Retry-After, never a page render that
 * ends in a 500. Addresses that need no database (the 404 document, redirects, static files,
 * the workspace and the API, which answer their own 503s) are routed as before.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { getContext } from "../context";
import { routeRequest } from "../content/path-index";
import type { Routing } from "./page-routing";
import { PAGE_CACHE_HOLDS, slots } from "@/process-slots.mjs";

/** Own addresses that read the database: pages (HTML) and files (no body when away). */
const OWN_PAGES = new Set(["/search"]);
const OWN_FILES = new Set(["/sitemap.xml", "/blog/feed.xml"]);
const OWN_FILE_PREFIXES = ["/media/library/", "/social-card/"];
/**
 * First segments that need no database here: the workspace and the API answer their own 503s,
 * /thanks and the newsletter's pages draw without it, the rest are files and Next.js's own.
 */
const NO_DATABASE = new Set([
  "admin",
  "api",
  "_next",
  "media",
  "_not-found",
  "_outage",
  "social-card",
  "thanks",
  "newsletter",
]);
const STATIC_FILE = /\.[a-z0-9]+$/i;

type Needs = "page" | "file" | null;

/** Whether `pathname` needs the database, and then whether its outage answer is a page. */
export function databaseNeeds(pathname: string): Needs {
  if (OWN_FILES.has(pathname) || OWN_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)))
    return "file";
  if (OWN_PAGES.has(pathname)) return "page";
  const first = pathname.split("/")[1] ?? "";
  // Pages live at paths without a file extension (/favicon.ico and the like are files).
  if (NO_DATABASE.has(first) || STATIC_FILE.test(pathname)) return null;
  return "page";
}

/**
 * Whether this process holds a good copy of the page at a path: one Next.js would serve from
 * its cache without rendering (src/page-cache-handler.mjs answers through a process slot,
 * since Next.js loads that module itself). Without the handler (tests), none.
 */
export function holdsPageCopy(pagePath: string): boolean {
  const holds = slots[PAGE_CACHE_HOLDS];
  return holds ? holds(pagePath) : false;
}

/** How long a failed probe is trusted, so a burst of requests costs one probe. */
const AWAY_MEMO_MS = 2_000;
let awayUntil = 0;
let probing: Promise<boolean> | null = null;

/** Whether the database is away now: one `select 1`, shared by concurrent requests. */
export function databaseAway(now = Date.now()): Promise<boolean> {
  if (now < awayUntil) return Promise.resolve(true);
  probing ??= (async () => {
    try {
      const { database } = await getContext();
      await database.db.execute(sql`select 1`);
      return false;
    } catch {
      awayUntil = Date.now() + AWAY_MEMO_MS;
      return true;
    } finally {
      probing = null;
    }
  })();
  return probing;
}

/** For tests: forget the last probe. */
export function forgetDatabaseProbe(): void {
  awayUntil = 0;
}

const trimmed = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

export async function routeVisitor(pathname: string): Promise<Routing> {
  let routing: Routing | null = null;
  try {
    routing = await routeRequest(pathname);
  } catch (error) {
    // The paths could not be read: serve the address as it is if it can be served at all.
    console.error("[content] could not read the page paths:", (error as Error).message);
  }
  if (routing && (routing.kind === "redirect" || routing.kind === "missing")) return routing;
  const needs = databaseNeeds(pathname);
  if (!needs) return routing ?? { kind: "serve" };
  if (needs === "page" && holdsPageCopy(trimmed(pathname))) return routing ?? { kind: "serve" };
  if (await databaseAway()) return { kind: "away", page: needs === "page" };
  return routing ?? { kind: "serve" };
}
