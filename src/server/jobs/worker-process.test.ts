/**
 * `npm run worker` as a process (tsx, as npm runs it) on PostgreSQL: it outlives the loss of
 * every connection (a server restart, a failover, pg_terminate_backend) and sends what was
 * queued meanwhile; SIGTERM ends it with status 0 and its "stopped" line; an error nothing
 * handles ends it with a non-zero status, so a supervisor restarts it.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createTestDatabase, POSTGRES_ADMIN_URL } from "@tests/support/server/databases";
import { postgresUnavailable } from "@tests/support/server/databases";
import { startSmtpSink } from "@tests/support/server/smtp-sink";
import { startWorkerProcess, tempDataDir, type ChildHandle } from "@tests/support/app-server";
import { enqueueMail } from "../mail/outbox";

const pgReason = await postgresUnavailable();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const until = async (check: () => boolean, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Ends every connection to `database` but the admin's own, as a server restart would. */
async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

const exited = (worker: ChildHandle) =>
  new Promise<number | null>((resolve) => {
    if (worker.child.exitCode !== null) return resolve(worker.child.exitCode);
    worker.child.once("exit", (code) => resolve(code));
  });

async function workerOn(env: Record<string, string>, preload?: string): Promise<ChildHandle> {
  const data = tempDataDir("worker");
  cleanups.push(() => data.remove());
  const worker = await startWorkerProcess(
    {
      DATA_DIR: data.path,
      AUTH_SECRET: "worker-test-auth-secret-0123456789abcdef",
      MAIL_POLL_MS: "500",
      MAIL_RETRY_BASE_MS: "200",
      MAIL_RETRY_MAX_MS: "1000",
      ...env,
    },
    60_000,
    preload ? ["--import", preload] : [],
  );
  cleanups.push(() => worker.kill());
  return worker;
}

describe.skipIf(pgReason)("npm run worker on PostgreSQL", () => {
  it("stays up when PostgreSQL ends its connections, and sends mail queued after, without a restart", async () => {
    const database = await createTestDatabase("postgres");
    cleanups.push(() => database.dispose());
    // The sink speaks plain SMTP: no STARTTLS (the default sink offers no AUTH either).
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const worker = await workerOn({ DATABASE_URL: database.url!, SMTP_URL: sink.url });
    const name = new URL(database.url!).pathname.slice(1);

    expect(await terminateConnections(name)).toBeGreaterThan(0);
    await until(
      () => worker.output().includes("the LISTEN connection was lost"),
      `the worker to notice:\n${worker.output()}\nexit code: ${worker.child.exitCode}`,
    );
    // The process is still there a few seconds later (it used to exit 0 within ~2 s).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(worker.child.exitCode, worker.output()).toBeNull();

    await enqueueMail(database.handle.db, [
      {
        kind: "enquiry.notify",
        recipient: "someone@corvane.test",
        subject: "After the restart",
        body: "Hi",
      },
    ]);
    const [mail] = await sink.waitFor(1, 20_000);
    expect(mail!.headers.subject).toBe("After the restart");
    expect(worker.child.exitCode, worker.output()).toBeNull();

    // And SIGTERM still ends it cleanly.
    const code = exited(worker);
    await worker.stop();
    expect(await code).toBe(0);
    expect(worker.output()).toContain("[worker] stopped");
  });

  it.each([
    ["reject", "a rejection nobody handles"],
    ["throw", "an exception nobody catches"],
  ])(
    "exits with a non-zero status, after saying why, on an error nothing handles (%s)",
    async (fault, message) => {
      const database = await createTestDatabase("postgres");
      cleanups.push(() => database.dispose());
      const worker = await workerOn(
        { DATABASE_URL: database.url!, WORKER_TEST_FAULT: fault },
        path.resolve("tests/support/fixtures/reject-later.mjs"),
      );
      const code = await exited(worker);
      expect(code).not.toBeNull();
      expect(code).not.toBe(0);
      expect(worker.output()).toMatch(
        new RegExp(`\\[worker\\] stopping on an error it cannot recover from:.*${message}`),
      );
      expect(worker.output()).not.toContain("[worker] stopped");
    },
  );
});
