// @vitest-environment jsdom
/**
 * The search box's timing (issue 39) with fake timers: no request until 300 ms after the last
 * keystroke, one request per pause, an older request aborted by a newer one so its late answer
 * never replaces the newer results, the count in the status line, and a query that cannot be
 * searched answered without a request.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { searchMessages, type SearchAnswer } from "@/lib/search/query";
import { SearchView, TYPING_PAUSE_MS } from "./search-view";

const answerFor = (query: string, total: number): SearchAnswer => ({
  kind: "results",
  query,
  page: 1,
  pages: 1,
  total,
  results: Array.from({ length: total }, (_, index) => ({
    path: `/${query}-${index}`,
    title: `${query} result ${index + 1}`,
    area: "Services",
    passage: [{ text: query, mark: true }],
  })),
});

interface Pending {
  query: string;
  signal: AbortSignal;
  resolve(answer: SearchAnswer): void;
}

describe("SearchView", () => {
  let pending: Pending[];

  beforeEach(() => {
    vi.useFakeTimers();
    pending = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit) => {
        const query = new URL(url, "http://site.test").searchParams.get("q")!;
        return new Promise((resolve, reject) => {
          init.signal!.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
          pending.push({
            query,
            signal: init.signal!,
            resolve: (answer) => resolve(new Response(JSON.stringify(answer))),
          });
        });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const type = (value: string) =>
    fireEvent.change(screen.getByRole("searchbox"), { target: { value } });
  const status = () => screen.getAllByRole("status")[0]!.textContent;

  it("asks once, 300 ms after the last keystroke", async () => {
    render(<SearchView initial={null} />);
    expect(status()).toBe(searchMessages.empty);
    type("c");
    act(() => vi.advanceTimersByTime(200));
    type("cl");
    act(() => vi.advanceTimersByTime(200));
    type("cloud");
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(pending).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(pending.map((request) => request.query)).toEqual(["cloud"]);
    await act(async () => pending[0]!.resolve(answerFor("cloud", 3)));
    expect(status()).toBe("3 results for “cloud”");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/cloud-0",
      "/cloud-1",
      "/cloud-2",
    ]);
    expect(window.location.search).toBe("?q=cloud");
  });

  it("cancels an older request, whose late answer never replaces the newer results", async () => {
    render(<SearchView initial={null} />);
    type("cloud");
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    type("salesforce");
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(pending.map((request) => request.query)).toEqual(["cloud", "salesforce"]);
    expect(pending[0]!.signal.aborted).toBe(true);
    await act(async () => pending[1]!.resolve(answerFor("salesforce", 1)));
    await act(async () => pending[0]!.resolve(answerFor("cloud", 5)));
    expect(status()).toBe("1 result for “salesforce”");
  });

  it("answers a query that cannot be searched without asking the server", () => {
    render(<SearchView initial={null} />);
    type("?!");
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(pending).toHaveLength(0);
    expect(status()).toBe(searchMessages.noWords);
    type("x".repeat(201));
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(status()).toBe(searchMessages.tooLong);
    // Nothing typed is lost: the box keeps it.
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("x".repeat(201));
  });

  it("says how long to wait when the server's answer is past the rate limit (the /search page without script)", () => {
    render(<SearchView initial={{ kind: "limited", seconds: 42, query: "cloud" }} />);
    expect(status()).toBe(searchMessages.tooMany(42));
    expect(status()).toMatch(
      /^You have searched many times in a short while\. Please wait 42 seconds and try again\.$/,
    );
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("cloud");
  });

  it("searches at once when the form is sent, without waiting for the pause", () => {
    render(<SearchView initial={null} />);
    type("azure");
    fireEvent.submit(screen.getByRole("search"));
    expect(pending.map((request) => request.query)).toEqual(["azure"]);
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS * 2));
    expect(pending).toHaveLength(1);
  });
});
