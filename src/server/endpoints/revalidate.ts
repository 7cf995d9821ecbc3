/**
 * POST /api/revalidate — only this process's own page listener calls it
 * (src/server/jobs/signals.ts), with the token it holds; anyone else gets a 404, as for a
 * route that does not exist. Next.js revalidates only inside a request, hence the endpoint.
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { pagesChanged } from "../content/site-caches";
import { parseChangedPages, revalidateToken } from "../jobs/signals";

const notFound = () => new Response("Not Found", { status: 404 });

function holdsToken(header: string | null): boolean {
  const token = revalidateToken();
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function postRevalidate(request: Request): Promise<Response> {
  if (!holdsToken(request.headers.get("authorization"))) return notFound();
  const changed = parseChangedPages(await request.text());
  if (!changed) return new Response("Bad Request", { status: 400 });
  pagesChanged(changed);
  return new Response(null, { status: 204 });
}
