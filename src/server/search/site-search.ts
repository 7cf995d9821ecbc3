/**
 * The site search (issue 39): PostgreSQL full-text search over the published pages, posts,
 * case studies and open positions (./index-writer.ts keeps the index), with English stemming,
 * title and heading words weighing more, the matching passage highlighted, and pg_trgm's
 * similarity for misspelt words. Same SQL on PGlite and a PostgreSQL server.
 */
import "server-only";
import { sql } from "drizzle-orm";
import {
  RESULTS_PER_PAGE,
  searchWords,
  type SearchAnswer,
  type SearchResult,
} from "@/lib/search/query";
import { queryRows, type Queryable } from "../db/client";

// Private-use characters mark the matched words in ts_headline's passage: no page text holds
// them, so the passage is split safely and drawn as text, never as HTML.
const MARK_START = "\uE000";
const MARK_END = "\uE001";
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=14, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The tsquery text of `words`: every word stemmed by the English configuration, all of them
 * (`&`) or any (`|`); the last one also matches as a prefix, for a word still being typed.
 * Words are letters and digits only, so nothing in them is tsquery syntax.
 */
function tsqueryOf(words: readonly string[], join: "&" | "|"): string {
  return words
    .map((word, index) => (index === words.length - 1 ? `${word}:*` : word))
    .join(` ${join} `);
}

type Row = {
  path: string;
  title: string;
  area: string;
  passage: string;
  total: number | string;
};

function passageOf(text: string): SearchResult["passage"] {
  const pieces: SearchResult["passage"] = [];
  // The indexed text keeps one line per heading or paragraph; headings have no full stop, so
  // the lines are kept apart by a middle dot rather than run together.
  const joined = text.trim().replace(/\s*\n+\s*/g, " · ");
  for (const [index, part] of joined.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    if (part) pieces.push({ text: part, mark: index % 2 === 1 });
  }
  return pieces;
}

async function run(db: Queryable, tsquery: string, page: number) {
  const offset = (page - 1) * RESULTS_PER_PAGE;
  // The passage is made for the page of results only, not for every match.
  const rows = await queryRows<Row>(
    db,
    sql`with q as (select to_tsquery('english', ${tsquery}) as query),
        hits as (
          select d.path, d.title, d.area, d.headings, d.body, q.query,
                 ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, q.query, 1) as rank,
                 count(*) over () as total
          from search_documents d, q
          where d.document @@ q.query
          order by rank desc, d.title
          limit ${RESULTS_PER_PAGE} offset ${offset}
        )
        select path, title, area, total,
               ts_headline('english', headings || E'\\n' || body, query, ${HEADLINE_OPTIONS}) as passage
        from hits
        order by rank desc, title`,
  );
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page the window count has no row to ride on: count on its own.
    const [counted] = await queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from search_documents
          where document @@ to_tsquery('english', ${tsquery})`,
    );
    total = Number(counted?.total ?? 0);
  }
  return {
    total,
    results: rows.map((row) => ({
      path: row.path,
      title: row.title,
      area: row.area,
      passage: passageOf(row.passage),
    })),
  };
}

/** All the words, or, when together they find nothing, any of them. */
async function find(db: Queryable, words: readonly string[], page: number) {
  const all = await run(db, tsqueryOf(words, "&"), page);
  if (all.total > 0 || words.length === 1) return all;
  return run(db, tsqueryOf(words, "|"), page);
}

/**
 * The query with each word no page holds replaced by the most similar word that one does
 * (pg_trgm), or null when every word is known. A last word that begins a known word counts
 * as known: it may still be being typed. Words of one or two letters ("ai", "ux") and numbers
 * are taken as typed.
 */
async function respelt(db: Queryable, words: readonly string[]): Promise<string[] | null> {
  const rows = await queryRows<{ position: number; known: boolean; near: string | null }>(
    db,
    sql`select position, known,
               -- The similarity search only for a word no page holds: it is the costly part.
               case when known then null else
                 (select w.word from search_words w
                  where w.word % k.word
                  order by similarity(w.word, k.word) desc, w.word limit 1) end as near
        from (select q.word, q.position::int as position,
                     -- Short words and numbers are not in search_words: never respelt.
                     length(q.word) < 3 or q.word ~ '^[0-9]+$' or
                     exists (select 1 from search_words w
                             where w.word = q.word
                                or (q.position = ${words.length} and w.word like q.word || '%')) as known
              from regexp_split_to_table(${words.join(" ")}, ' ') with ordinality as q(word, position)) k`,
  );
  let changed = false;
  const spelt = [...words];
  for (const row of rows) {
    if (row.known || !row.near) continue;
    spelt[row.position - 1] = row.near;
    changed = true;
  }
  return changed ? spelt : null;
}

/** Page `page` (from 1) of the results for `query`. */
export async function searchSite(db: Queryable, query: string, page = 1): Promise<SearchAnswer> {
  const parsed = searchWords(query);
  const trimmed = query.trim();
  if ("problem" in parsed) return { kind: "problem", problem: parsed.problem, query: trimmed };
  const wanted = Math.max(1, Math.floor(page) || 1);
  let found = await find(db, parsed.words, wanted);
  let suggestion: { query: string; used: boolean } | undefined;
  const alternative = await respelt(db, parsed.words);
  if (alternative) {
    const other = alternative.join(" ");
    if (found.total === 0) {
      const instead = await find(db, alternative, wanted);
      if (instead.total > 0) {
        found = instead;
        suggestion = { query: other, used: true };
      }
    } else {
      const more = await find(db, alternative, 1);
      if (more.total > 0) suggestion = { query: other, used: false };
    }
  }
  const pages = Math.max(1, Math.ceil(found.total / RESULTS_PER_PAGE));
  // A page past the last (an old link, a hand-made address) shows the last one.
  if (wanted > pages && found.total > 0) return searchSite(db, query, pages);
  return {
    kind: "results",
    query: trimmed,
    page: Math.min(wanted, pages),
    pages,
    total: found.total,
    results: found.results,
    ...(suggestion ? { suggestion } : {}),
  };
}
