/**
 * GET /api/search?q=&page=: the results the search box shows as a visitor types (the /search
 * page works without it). Never cached: results follow every publish.
 */
import "server-only";
import { answerSearch, pageNumber } from "../search/search-request";

const STATUS = { limited: 429, unavailable: 503 } as const;

export async function getSearch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await answerSearch(
    request.headers,
    url.searchParams.get("q") ?? "",
    pageNumber(url.searchParams.get("page")),
  );
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (answer.kind === "limited") headers["retry-after"] = String(answer.seconds);
  return Response.json(answer, {
    status: answer.kind === "limited" || answer.kind === "unavailable" ? STATUS[answer.kind] : 200,
    headers: { ...headers, "x-robots-tag": "noindex" },
  });
}
