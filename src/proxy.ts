import { NextResponse, type NextRequest } from "next/server";
import { mayPreview, routePageRequest, type Routing } from "@/server/http/page-routing";
import { describeHost, isWellFormedHost } from "@/server/http/host";

/**
 * Paths of the site are case-sensitive and mixed-case (/JoinUs, /about). A visitor who types
 * another letter case (/joinus, /ABOUT), or a path a page has moved from, is sent permanently
 * to where the page lives now, with the query string (src/server/content/path-index.ts decides,
 * from the stored pages). Any other address gets the site's 404 document (app/global-not-found),
 * which Next.js serves at /_not-found. While the database is away, what this process cannot
 * serve from its cache is a 503 (src/server/http/outage-routing.ts, decision 0026).
 */
async function routing(pathname: string): Promise<Routing> {
  try {
    return await routePageRequest(pathname);
  } catch (error) {
    console.error("[content] could not route the request:", (error as Error).message);
    return { kind: "serve" };
  }
}

/** Next.js's draft-mode cookie (set by /api/preview for studio staff). */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * The request to pass on: without the draft-mode cookie unless a studio session stands behind
 * it. The cookie is the same for everyone for the life of the build, so a copied one would
 * otherwise make every request an uncached render; without it the page is served from the
 * cache, exactly as to any visitor.
 */
async function withoutUnbackedDraftMode(
  request: NextRequest,
): Promise<{ request?: { headers: Headers } }> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || (await mayPreview(request.headers))) return {};
  const headers = new Headers(request.headers);
  const kept = (request.headers.get("cookie") ?? "")
    .split(";")
    .filter((part) => part.trim().split("=")[0] !== DRAFT_MODE_COOKIE)
    .join(";")
    .trim();
  if (kept) headers.set("cookie", kept);
  else headers.delete("cookie");
  return { request: { headers } };
}

/** Where Next.js serves the 404 of an address no route matches (app/global-not-found.tsx). */
const NOT_FOUND_PATH = "/_not-found";
/** The "we'll be right back" page (app/%5Foutage), drawn without the database. */
const OUTAGE_PATH = "/_outage";
/** As for the forms' 503s (decision 0026). */
const RETRY_AFTER_SECONDS = "30";

export async function proxy(request: NextRequest) {
  const host = request.headers.get("host");
  if (!isWellFormedHost(host)) {
    console.warn(
      `[http] 400 for a malformed Host header ${describeHost(host)} (${request.method} ${request.nextUrl.pathname})`,
    );
    return new NextResponse("Bad Request: the Host header is malformed.\n", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
  const forwarded = await withoutUnbackedDraftMode(request);
  const url = request.nextUrl.clone();
  // The outage page is only ever a rewrite's target.
  if (request.nextUrl.pathname === OUTAGE_PATH) {
    url.pathname = NOT_FOUND_PATH;
    return NextResponse.rewrite(url, forwarded);
  }
  const route = await routing(request.nextUrl.pathname);
  if (route.kind === "serve") return NextResponse.next(forwarded);
  if (route.kind === "away") {
    // Never kept by a cache: the page is back as soon as the database is.
    const headers = { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" };
    if (!route.page) return new NextResponse(null, { status: 503, headers });
    url.pathname = OUTAGE_PATH;
    url.search = "";
    return NextResponse.rewrite(url, { ...forwarded, status: 503, headers });
  }
  // The page renders what a closed position says; the status tells search engines it is gone.
  if (route.kind === "gone") {
    return NextResponse.rewrite(request.nextUrl, { ...forwarded, status: 410 });
  }
  if (route.kind === "missing") {
    url.pathname = NOT_FOUND_PATH;
    return NextResponse.rewrite(url, forwarded);
  }
  if (/^https?:/.test(route.to)) return NextResponse.redirect(route.to, 308);
  // A stored target is a path that may carry a query and a fragment (/about#our-team): parsed,
  // not assigned as a path, whose "#" would be escaped into a page that does not exist.
  const target = new URL(route.to, url);
  url.pathname = target.pathname;
  if (target.search) url.search = target.search;
  url.hash = target.hash;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Every request but the build's hashed assets, which no Host can change.
  matcher: ["/((?!_next/static/).*)"],
};
