import { NextResponse, type NextRequest } from "next/server";
import { pages } from "@/content/pages";
import { sharedDatabaseAnswers } from "@/server/db/reachable";

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

/** What a workspace page answers while the shared database is away (503, not a 500). */
function workspaceUnavailable(request: NextRequest): NextResponse {
  const again = `${request.nextUrl.pathname}${request.nextUrl.search}`.replace(/"/g, "%22");
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Workspace unavailable</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2937;background:#f3f4f6}main{max-width:32rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem}a{color:#0b5cad;font-weight:600}</style></head><body><main><h1>The workspace cannot reach its database</h1><p>Nothing you saved is lost. The database is not answering right now, so this page cannot be shown. Please try again in a minute.</p><p><a href="${again}">Try again</a></p></main></body></html>`;
  return new NextResponse(page, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": "30",
    },
  });
}

// A public page's answer depends on the path alone: scripts/page-cache.mjs keeps prerendered
// pages in memory per path (and per header that next.config's rules name), so a proxy that
// looked at cookies or other headers would need that cache to know. Workspace pages are
// never cached: before one renders, the shared database must answer.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    const page = request.method === "GET" || request.method === "HEAD";
    if (page && !(await sharedDatabaseAnswers())) return workspaceUnavailable(request);
    return NextResponse.next();
  }
  const target = canonicalPathFor(pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Page paths are a single segment of letters and digits; assets, API and files are skipped.
  // The workspace's pages too, but not its exports (route handlers that answer 503 themselves).
  matcher: ["/((?!_next/|api/|admin/)[A-Za-z0-9]+)", "/admin", "/admin/((?!export/).*)"],
};
