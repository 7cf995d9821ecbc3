import { NextResponse, type NextRequest } from "next/server";
import { redirectTarget } from "@/server/content/path-index";
import { describeHost, isWellFormedHost } from "@/server/http/host";

/**
 * Paths of the site are case-sensitive and mixed-case (/JoinUs, /about). A visitor who types
 * another letter case (/joinus, /ABOUT), or a path a page has moved from, is sent permanently
 * to where the page lives now, with the query string; the stored pages and redirects decide
 * (src/server/content/path-index.ts). Any other unknown path falls through to the 404 page.
 */
export async function canonicalPathFor(pathname: string): Promise<string | null> {
  try {
    return await redirectTarget(pathname);
  } catch (error) {
    // The database is away: serve the request as it is (the page says what it can).
    console.error("[content] could not read the page paths:", (error as Error).message);
    return null;
  }
}

/** A page path: one segment of letters, digits and hyphens (assets, API and the workspace are not). */
const PAGE_PATH = /^\/[A-Za-z0-9-]*\/*$/;

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
  const target = PAGE_PATH.test(request.nextUrl.pathname)
    ? await canonicalPathFor(request.nextUrl.pathname)
    : null;
  if (!target) return NextResponse.next();
  if (/^https?:/.test(target)) return NextResponse.redirect(target, 308);
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Every request but the build's hashed assets, which no Host can change.
  matcher: ["/((?!_next/static/).*)"],
};
