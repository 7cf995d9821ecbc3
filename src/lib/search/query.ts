/**
 * The site search's rules shared by the server and the search box: how long a query may be,
 * the words it is made of, and what each state says. No dependency, so the box stays small.
 */

import { SEARCH_PATH } from "./paths";

export { SEARCH_API_PATH, SEARCH_PATH } from "./paths";
export const SEARCH_QUERY_MAX = 200;
export const RESULTS_PER_PAGE = 10;
/** Words past this many are ignored: a longer query is a paste, not a search. */
export const SEARCH_WORDS_MAX = 10;

export const searchMessages = {
  empty: "Type a word or two to search the site, such as “cloud migration” or “Salesforce”.",
  tooLong: `Your search is too long. Use at most ${SEARCH_QUERY_MAX} characters: a few words work best.`,
  noWords: "Search for words or numbers: punctuation alone matches nothing.",
  unavailable: "Search is not available right now. Please try again in a minute.",
  tooMany: (seconds: number) =>
    `You have searched many times in a short while. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  noResults: (query: string) =>
    `No results for “${query}”. Check the spelling, try fewer or more general words (such as “cloud” or “mobile app”), or browse our services from the menu.`,
} as const;

export type QueryProblem = "empty" | "tooLong" | "noWords";

/** The words of a query (letters and digits, lower case), or why it cannot be searched. */
export function searchWords(raw: string): { words: string[] } | { problem: QueryProblem } {
  const query = raw.trim();
  if (!query) return { problem: "empty" };
  if (query.length > SEARCH_QUERY_MAX) return { problem: "tooLong" };
  const words =
    query
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return { problem: "noWords" };
  return { words: [...new Set(words)].slice(0, SEARCH_WORDS_MAX) };
}

/** How a result count is announced and shown. */
export function resultCountText(total: number, query: string): string {
  return `${total} result${total === 1 ? "" : "s"} for “${query}”`;
}

/** The address of a page of results. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** One result as the page and the search box draw it. */
export interface SearchResult {
  path: string;
  title: string;
  area: string;
  /** The matching passage, in pieces; `mark` pieces are the words that matched. */
  passage: { text: string; mark: boolean }[];
}

export type SearchAnswer =
  | { kind: "problem"; problem: QueryProblem; query: string }
  /** Past RATE_LIMIT_SEARCH: how long to wait. */
  | { kind: "limited"; seconds: number; query: string }
  /** The database did not answer. */
  | { kind: "unavailable"; query: string }
  | {
      kind: "results";
      query: string;
      page: number;
      pages: number;
      total: number;
      results: SearchResult[];
      /** A spelling that finds more: offered ("Did you mean"), or already used for the results. */
      suggestion?: { query: string; used: boolean };
    };
