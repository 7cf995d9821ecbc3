/**
 * One visitor's search, as the /search page and /api/search answer it: the query's own
 * problems first (they cost nothing), then the client's rate limit (RATE_LIMIT_SEARCH), then
 * the index. A database that does not answer is a message, never a 500.
 */
import "server-only";
import { searchWords, type SearchAnswer } from "@/lib/search/query";
import { getContext } from "../context";
import { HttpError } from "../http/responses";
import { enforceRateLimit } from "../security/rate-limit";
import { searchSite } from "./site-search";

/** The page number of a `page` parameter: a whole number from 1, else 1. */
export function pageNumber(raw: string | null | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : 1;
}

export async function answerSearch(
  headers: Headers,
  rawQuery: string,
  page: number,
): Promise<SearchAnswer> {
  const query = rawQuery.trim();
  const words = searchWords(query);
  if ("problem" in words) return { kind: "problem", problem: words.problem, query };
  let context;
  try {
    context = await getContext();
  } catch (error) {
    console.error("[search] the database is not available:", (error as Error).message);
    return { kind: "unavailable", query };
  }
  try {
    await enforceRateLimit({ headers }, context, "search");
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      return { kind: "limited", seconds: Number(error.headers["retry-after"]) || 60, query };
    }
    console.error("[search] the rate limit could not be checked:", (error as Error).message);
    return { kind: "unavailable", query };
  }
  try {
    return await searchSite(context.database.db, query, page);
  } catch (error) {
    console.error("[search] the search failed:", (error as Error).message);
    return { kind: "unavailable", query };
  }
}
