import { NextResponse, type NextRequest } from "next/server";
import { routePageRequest, type Routing } from "@/server/http/page-routing";
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
  const url = request.nextUrl.clone();
  // The outage page is only ever a rewrite's target.
  if (request.nextUrl.pathname === OUTAGE_PATH) {
    url.pathname = NOT_FOUND_PATH;
    return NextResponse.rewrite(url);
  }
  const route = await routing(request.nextUrl.pathname);
  if (route.kind === "serve") return NextResponse.next();
  if (route.kind === "away") {
    // Never kept by a cache: the page is back as soon as the database is.
    const headers = { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" };
    if (!route.page) return new NextResponse(null, { status: 503, headers });
    url.pathname = OUTAGE_PATH;
    url.search = "";
    return NextResponse.rewrite(url, { status: 503, headers });
  }
  // The page renders what a closed position says; the status tells search engines it is gone.
  if (route.kind === "gone") return NextResponse.rewrite(request.nextUrl, { status: 410 });
  if (route.kind === "missing") {
    url.pathname = NOT_FOUND_PATH;
    return NextResponse.rewrite(url);
  }
  if (/^https?:/.test(route.to)) return NextResponse.redirect(route.to, 308);
  url.pathname = route.to;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Every request but the build's hashed assets, which no Host can change.
  matcher: ["/((?!_next/static/).*)"],
};
