/**
 * The job runner's timing (fake timers), its one-at-a-time rule across processes on
 * PostgreSQL, and the signals between processes over LISTEN/NOTIFY on both databases.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openPostgres, queryRows } from "../db/client";
import type { AppContext } from "../app-context";
import { postRevalidate } from "../endpoints/revalidate";
import { runExclusively, startJobRunner, type PeriodicJob } from "./runner";
import {
  announcePagesChanged,
  listenForChangedPages,
  OUTBOX_CHANNEL,
  outboxNudgeOverNotify,
  parseChangedPages,
  PAGES_CHANNEL,
  revalidateToken,
} from "./signals";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { SERVER_ORIGIN, slots } from "@/process-slots.mjs";

const backends = await availableBackends();

/** A context whose database is never touched: the runner's timing on the embedded kind. */
const offline = { settings: {}, database: { kind: "pglite" } } as unknown as AppContext;

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("the job runner", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs a job at start, then each period after its previous run ended", async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    const job: PeriodicJob = {
      name: "tick",
      everyMs: 1000,
      run: async () => {
        starts.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    };
    const t0 = Date.now();
    const runner = startJobRunner(offline, [job]);
    await vi.advanceTimersByTimeAsync(2700);
    expect(starts.map((at) => at - t0)).toEqual([0, 1300, 2600]);
    await vi.advanceTimersByTimeAsync(300);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(starts).toHaveLength(3);
  });

  it("after a failure runs again after its retry period, and logs the job's name", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const starts: number[] = [];
    const job: PeriodicJob = {
      name: "flaky",
      everyMs: 10_000,
      retryMs: 500,
      firstAfterMs: 100,
      run: async () => {
        starts.push(Date.now());
        if (starts.length === 1) throw new Error("database went away");
      },
    };
    const t0 = Date.now();
    const runner = startJobRunner(offline, [job]);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(starts.map((at) => at - t0)).toEqual([100, 600, 10_600]);
    expect(error).toHaveBeenCalledWith("[jobs] flaky failed: database went away");
    await runner.stop();
  });

  it("runs a job asked for now once, even when its turn comes meanwhile", async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const job: PeriodicJob = {
      name: "slow",
      everyMs: 60_000,
      firstAfterMs: 100,
      run: () => {
        runs++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const runner = startJobRunner(offline, [job]);
    const asked = runner.runNow("slow");
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(1);
    finish();
    await expect(asked).resolves.toBe("ran");
    await expect(runner.runNow("nothing")).rejects.toThrow("no job is called nothing");
    await runner.stop();
  });
});

describe("signals", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a burst of stored mail costs one NOTIFY in flight and one after it", async () => {
    const sent: (() => void)[] = [];
    const database = {
      notify: vi.fn(() => new Promise<void>((resolve) => sent.push(resolve))),
    };
    const nudge = outboxNudgeOverNotify(database);
    for (let i = 0; i < 50; i++) nudge.kick();
    expect(database.notify).toHaveBeenCalledTimes(1);
    expect(database.notify).toHaveBeenCalledWith(OUTBOX_CHANNEL, "");
    sent.shift()!();
    await until(() => database.notify.mock.calls.length === 2);
    sent.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(database.notify).toHaveBeenCalledTimes(2);
  });

  it("page lists are paths only", () => {
    expect(parseChangedPages('["/", "/AboutUs"]')).toEqual(["/", "/AboutUs"]);
    expect(parseChangedPages('["https://elsewhere.example/"]')).toBeNull();
    expect(parseChangedPages("not json")).toBeNull();
    expect(parseChangedPages('{"path":"/"}')).toBeNull();
  });

  it("the revalidation endpoint answers 404 to anyone without this process's token", async () => {
    const post = (authorization?: string) =>
      postRevalidate(
        new Request("http://127.0.0.1/api/revalidate", {
          method: "POST",
          headers: authorization ? { authorization } : {},
          body: '["/"]',
        }),
      );
    expect((await post()).status).toBe(404);
    // A listener gives the process its token; a wrong or guessed one is still a 404.
    const stop = await listenForChangedPages({ listen: async () => async () => undefined });
    await stop();
    expect(revalidateToken()).toMatch(/^[\w-]{43}$/);
    expect((await post("Bearer wrong")).status).toBe(404);
    expect((await post(`Bearer ${"x".repeat(43)}`)).status).toBe(404);
    expect((await post(`Basic ${revalidateToken()}`)).status).toBe(404);
  });
});

describeBackends("processes on one database", backends, (suite) => {
  afterEach(() => vi.restoreAllMocks());

  it("what one process announces reaches every listener, each page list whole", async () => {
    const heard: string[][] = [];
    const hear = (payload: string) => heard.push(parseChangedPages(payload)!);
    const stops = [await suite.context.database.listen(PAGES_CHANNEL, hear)];
    const other = suite.backend === "postgres" ? await openPostgres(suite.database.url!, 1) : null;
    if (other) stops.push(await other.listen(PAGES_CHANNEL, hear));
    await announcePagesChanged(suite.context.database, ["/", "/AboutUs"]);
    await until(() => heard.length === stops.length);
    expect(heard).toEqual(stops.map(() => ["/", "/AboutUs"]));
    for (const stop of stops) await stop();
    await other?.close();
  });

  it("a web process that hears of changed pages asks itself to revalidate them", async () => {
    slots[SERVER_ORIGIN] = "http://127.0.0.1:9";
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    // Next.js's revalidatePath needs a request of the real server (tests/instances.e2e.ts).
    const send = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response(null, { status: 204 }),
    );
    const stop = await listenForChangedPages(suite.context.database, send as typeof fetch);
    try {
      await announcePagesChanged(suite.context.database, ["/AboutUs"]);
      await until(() => send.mock.calls.length === 1);
      const [url, init] = send.mock.calls[0]!;
      expect(url).toBe("http://127.0.0.1:9/api/revalidate");
      expect(init.body).toBe('["/AboutUs"]');
      expect(new Headers(init.headers).get("authorization")).toBe(`Bearer ${revalidateToken()}`);
    } finally {
      await stop();
      slots[SERVER_ORIGIN] = undefined;
    }
  });

  it("one run of a job at a time across processes, the others skip their turn", async () => {
    if (suite.backend === "pglite") {
      // The embedded database has one process: the job simply runs.
      const run = vi.fn(async () => undefined);
      await expect(runExclusively(suite.context, { name: "solo", everyMs: 1, run })).resolves.toBe(
        "ran",
      );
      expect(run).toHaveBeenCalledOnce();
      return;
    }
    const other = await openPostgres(suite.database.url!, 2);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job: PeriodicJob = { name: "shared", everyMs: 1, run: () => held };
    const first = runExclusively(suite.context, job);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await runExclusively({ ...suite.context, database: other }, job);
    expect(second).toBe("skipped");
    release();
    await expect(first).resolves.toBe("ran");
    // Once the first run ended the lock is free again.
    await expect(
      runExclusively({ ...suite.context, database: other }, { ...job, run: async () => undefined }),
    ).resolves.toBe("ran");
    await other.close();
  });

  it("a connection ended in the middle of a transaction fails that transaction only", async () => {
    if (suite.backend === "pglite") return;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handle = await openPostgres(suite.database.url!, 2);
    try {
      // Between two statements the connection is checked out of the pool and idle: a job's
      // code running inside its transaction. It used to throw from an event nobody heard.
      const work = handle.db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await suite.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(work).rejects.toThrow();
      // The pool dropped the dead connection and carries on.
      await expect(handle.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  });

  it("a lost LISTEN connection comes back and hears again", async () => {
    if (suite.backend === "pglite") return;
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const listener = await openPostgres(suite.database.url!, 1);
    const heard: string[] = [];
    const stop = await listener.listen(PAGES_CHANNEL, (payload) => heard.push(payload));
    // Ends the listener's connection as a server restart or a network cut would.
    await suite.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`,
    );
    await until(() =>
      error.mock.calls.some(([line]) => String(line).includes("LISTEN connection was lost")),
    );
    // It reconnects after a second's back-off; what is said meanwhile is missed, so say it
    // until it is heard.
    const deadline = Date.now() + 8000;
    while (heard.length === 0 && Date.now() < deadline) {
      await announcePagesChanged(suite.context.database, ["/"]);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(heard[0]).toBe('["/"]');
    await stop();
    await listener.close();
  });
});
