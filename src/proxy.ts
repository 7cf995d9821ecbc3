import { NextResponse, type NextRequest } from "next/server";
import { pages } from "@/content/pages";

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

// The answer depends on the path alone: scripts/page-cache.mjs keeps prerendered pages in
// memory per path (and per header that next.config's rules name), so a proxy that looked at
// cookies or other headers would need that cache to know.
export function proxy(request: NextRequest) {
  const target = canonicalPathFor(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Page paths are a single segment of letters and digits; assets, API and files are skipped.
  matcher: ["/((?!_next/|api/|admin/)[A-Za-z0-9]+)"],
};
