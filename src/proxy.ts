import { NextResponse, type NextRequest } from "next/server";
import { pages } from "@/content/pages";
import { describeHost, isWellFormedHost } from "@/server/http/host";

/**
 * Paths of the spec are case-sensitive and mixed-case (/JoinUs, /about). A visitor who types
 * another letter case (/joinus, /ABOUT) is sent permanently to the spec's spelling; any other
 * unknown path falls through to the 404 page.
 */
const canonicalByLowerCase = new Map(pages.map((page) => [page.path.toLowerCase(), page.path]));

export function canonicalPathFor(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = canonicalByLowerCase.get(trimmed.toLowerCase());
  return canonical && canonical !== pathname ? canonical : null;
}

/** A page path: one segment of letters and digits (assets, API and the workspace are not). */
const PAGE_PATH = /^\/[A-Za-z0-9]+\/*$/;

export function proxy(request: NextRequest) {
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
    ? canonicalPathFor(request.nextUrl.pathname)
    : null;
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Every request but the build's hashed assets, which no Host can change.
  matcher: ["/((?!_next/static/).*)"],
};
