"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { SearchIcon } from "@/components/ui/icons";
import {
  resultCountText,
  SEARCH_API_PATH,
  SEARCH_PATH,
  searchHref,
  searchMessages,
  searchWords,
  type SearchAnswer,
} from "@/lib/search/query";

/** Quiet time after a keystroke before the results are asked for. */
export const TYPING_PAUSE_MS = 300;

/**
 * The search form and its results. Without JavaScript it is a plain GET form and the server
 * draws the results; with it, results follow the typing (after a pause, an older request
 * cancelled by a newer one) and the count is announced by the status line.
 */
export function SearchView({ initial }: { initial: SearchAnswer | null }) {
  const [value, setValue] = useState(initial?.query ?? "");
  const [answer, setAnswer] = useState(initial);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  const inputId = useId();

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  async function search(query: string) {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const trimmed = query.trim();
    window.history.replaceState(null, "", trimmed ? searchHref(trimmed) : SEARCH_PATH);
    const words = searchWords(trimmed);
    if ("problem" in words) {
      setBusy(false);
      setAnswer(trimmed ? { kind: "problem", problem: words.problem, query: trimmed } : null);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const response = await fetch(`${SEARCH_API_PATH}?${new URLSearchParams({ q: trimmed })}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      const next = (await response.json()) as SearchAnswer;
      if (!controller.signal.aborted) setAnswer(next);
    } catch {
      if (!controller.signal.aborted) setAnswer({ kind: "unavailable", query: trimmed });
    } finally {
      if (inFlight.current === controller) setBusy(false);
    }
  }

  function onChange(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void search(next), TYPING_PAUSE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search(value);
  }

  return (
    <div>
      <form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} className="mt-8">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
          Search pages, articles, case studies and jobs
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full min-w-0 rounded-lg border border-ink-300 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:outline-2 focus:outline-accent-600"
            placeholder="For example: cloud migration"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 w-32 shrink-0 items-center justify-center gap-2 rounded-lg bg-ink-900 font-semibold text-white transition-colors hover:bg-accent-700"
          >
            <SearchIcon />
            Search
          </button>
        </div>
      </form>
      <SearchResults answer={answer} busy={busy} />
    </div>
  );
}

function SearchResults({ answer, busy }: { answer: SearchAnswer | null; busy: boolean }) {
  return (
    <div className="mt-8" aria-busy={busy}>
      <p role="status" className="text-base text-ink-700">
        {statusText(answer)}
      </p>
      {answer?.kind === "results" && answer.suggestion ? (
        <p className="mt-2 text-base text-ink-700">
          {answer.suggestion.used ? (
            <>
              Showing results for <strong>{answer.suggestion.query}</strong>. No results for “
              {answer.query}”.
            </>
          ) : (
            <>
              Did you mean{" "}
              <a
                href={searchHref(answer.suggestion.query)}
                className="font-semibold text-accent-700 underline"
              >
                {answer.suggestion.query}
              </a>
              ?
            </>
          )}
        </p>
      ) : null}
      {answer?.kind === "results" && answer.results.length > 0 ? (
        <>
          <ol className="mt-6 divide-y divide-ink-100 border-y border-ink-100">
            {answer.results.map((result) => (
              <li key={result.path} className="py-5">
                <p className="text-xs font-bold uppercase tracking-[0.14em] text-accent-700">
                  {result.area}
                </p>
                <h2 className="mt-1 text-lg font-bold text-ink-900">
                  <a href={result.path} className="hover:text-accent-700 hover:underline">
                    {result.title}
                  </a>
                </h2>
                <p className="mt-1 text-base text-ink-700">
                  {result.passage.map((piece, index) =>
                    piece.mark ? (
                      <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-ink-900">
                        {piece.text}
                      </mark>
                    ) : (
                      <span key={index}>{piece.text}</span>
                    ),
                  )}
                </p>
                <p className="mt-1 break-all text-sm text-ink-500">{result.path}</p>
              </li>
            ))}
          </ol>
          {answer.pages > 1 ? (
            <Pager query={answer.query} page={answer.page} pages={answer.pages} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function statusText(answer: SearchAnswer | null): string {
  if (!answer) return searchMessages.empty;
  switch (answer.kind) {
    case "problem":
      return searchMessages[answer.problem];
    case "limited":
      return searchMessages.tooMany(answer.seconds);
    case "unavailable":
      return searchMessages.unavailable;
    case "results": {
      if (answer.total === 0) return searchMessages.noResults(answer.query);
      const query = answer.suggestion?.used ? answer.suggestion.query : answer.query;
      const count = resultCountText(answer.total, query);
      return answer.pages > 1 ? `${count}, page ${answer.page} of ${answer.pages}` : count;
    }
  }
}

const pagerLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold";

function Pager({ query, page, pages }: { query: string; page: number; pages: number }) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
  return (
    <nav aria-label="Pages of results" className="mt-6">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <a
              href={searchHref(query, page - 1)}
              className={`${pagerLink} text-accent-700 hover:bg-ink-50`}
            >
              Previous
            </a>
          </li>
        ) : null}
        {numbers.map((number, index) => (
          <li key={number} className="flex items-center gap-1">
            {index > 0 && number - numbers[index - 1]! > 1 ? (
              <span aria-hidden="true" className="px-1 text-ink-500">
                …
              </span>
            ) : null}
            <a
              href={searchHref(query, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={`${pagerLink} ${number === page ? "bg-ink-900 text-white" : "text-accent-700 hover:bg-ink-50"}`}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a
              href={searchHref(query, page + 1)}
              className={`${pagerLink} text-accent-700 hover:bg-ink-50`}
            >
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
