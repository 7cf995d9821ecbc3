/**
 * Proven under faults, against real server processes (src/serve.mjs):
 * - two web instances and one `npm run worker` on one PostgreSQL: the worker sends the mail
 *   either stores, nudged over NOTIFY, and a page change a job announces reaches both;
 * - two instances on one PostgreSQL share the submissions, the rate limits and the outbox:
 *   each mail is sent once by one of the two workers, and when the instance sending a
 *   message is killed mid-send the other takes the message over once its lease runs out;
 * - a mail server that refuses our sign-in for a while, then accepts it: every message
 *   arrives once and none is marked failed.
 * Each instance signs in to the SMTP sink as its own user, so the sink knows who sent what.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, postgresUnavailable } from "@tests/support/server/databases";
import { csvRecords } from "@tests/support/server/harness";
import { startSmtpSink, type SmtpSink } from "@tests/support/server/smtp-sink";
import { eq } from "drizzle-orm";
import { saveDraft } from "@/server/content/page-store";
import { schedulePublish } from "@/server/content/schedule";
import { contentPages, contentRevisions } from "@/server/db/schema";
import { announcePagesChanged } from "@/server/jobs/signals";
import {
  startAppServer,
  startWorkerProcess,
  tempDataDir,
  type AppServer,
} from "./support/app-server";
import { validContact } from "./support/fixtures/forms";
import { rateLimitSetting } from "./support/rate-window";

const pgReason = await postgresUnavailable();
if (pgReason) {
  console.warn(
    `PostgreSQL at 127.0.0.1:5432 did not answer (${pgReason}): the two-instance test is skipped.`,
  );
}
const AUTH_SECRET = "instances-test-auth-secret-0123456789abcdef";
const EXPORT_TOKEN = "instances-test-export-token-0123456789";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function sinkFor(refuse: () => boolean): Promise<SmtpSink> {
  const sink = await startSmtpSink(0, { auth: { refuse } });
  cleanups.push(() => sink.close());
  return sink;
}

function smtpUrl(sink: SmtpSink, user: string): string {
  return `smtp://${user}:secret@127.0.0.1:${sink.port}/?ignoreTLS=true`;
}

async function start(env: Record<string, string>): Promise<AppServer> {
  const server = await startAppServer(env);
  cleanups.push(() => server.kill());
  return server;
}

async function postEnquiry(server: AppServer, marker: string): Promise<Response> {
  return fetch(`${server.baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...validContact, requirement: `Enquiry ${marker}`, type: "2" }),
  });
}

interface MailHealth {
  state: string;
  queued: number;
  failed: number;
  oldestQueuedSeconds: number | null;
  lastError: { kind: string; at: string } | null;
}

async function health(server: AppServer): Promise<{ status: string; mail: MailHealth }> {
  const response = await fetch(`${server.baseURL}/api/health`);
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; mail: MailHealth };
}

const fast = {
  FORM_MIN_FILL_MS: "0",
  RATE_LIMIT_ADMIN: "off",
  RATE_LIMIT_SUBSCRIBE: "off",
  MAIL_POLL_MS: "200",
  MAIL_RETRY_BASE_MS: "200",
  MAIL_RETRY_MAX_MS: "1000",
  // Each enquiry's marker is in its requirement: let the staff notification carry it, so
  // every delivery can be told apart (the default keeps the text out of mail).
  NOTIFY_INCLUDE_TEXT: "true",
};

describe("npm run worker", () => {
  it("refuses the embedded database, whose jobs run in the web process", async () => {
    const data = tempDataDir("worker-pglite");
    cleanups.push(() => data.remove());
    await expect(startWorkerProcess({ DATA_DIR: data.path }, 30_000)).rejects.toThrow(
      /the embedded database runs its jobs in the web process \(npm start\); npm run worker needs DATABASE_URL/,
    );
  });
});

describe("two web instances and one worker on one PostgreSQL", () => {
  (pgReason ? it.skip : it)(
    `the worker sends what either stores at once, and both revalidate the pages a job announces${pgReason ? ` (skipped: PostgreSQL not answering: ${pgReason})` : ""}`,
    async () => {
      const database = await createTestDatabase("postgres");
      cleanups.push(() => database.dispose().catch(() => undefined));
      const sink = await sinkFor(() => false);
      const env = {
        ...fast,
        DATABASE_URL: database.url!,
        AUTH_SECRET,
        EXPORT_TOKEN,
        RATE_LIMIT_CONTACT: "off",
        MAIL_ACKNOWLEDGE_ENQUIRIES: "false",
        // The worker polls once a minute: mail that arrives within seconds was nudged.
        MAIL_POLL_MS: "60000",
        SMTP_URL: smtpUrl(sink, "worker"),
      };
      const worker = await startWorkerProcess(env);
      cleanups.push(() => worker.kill());
      const [a, b] = await Promise.all([start(env), start(env)]);
      // Its first poll has run by now (it polls at start); what follows waits for a nudge.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const markers = [randomUUID(), randomUUID()];
      const started = Date.now();
      expect((await postEnquiry(a, markers[0]!)).status).toBe(201);
      expect((await postEnquiry(b, markers[1]!)).status).toBe(201);
      await sink.waitFor(2, 15_000);
      expect(Date.now() - started).toBeLessThan(15_000);
      for (const marker of markers) {
        expect(sink.messages.filter((mail) => mail.text.includes(marker))).toHaveLength(1);
      }
      expect((await health(a)).mail).toMatchObject({ queued: 0, failed: 0 });

      // A page both instances hold in their cache...
      const cache = async (server: AppServer) =>
        (await fetch(`${server.baseURL}/CloudInfrastructure`)).headers.get("x-nextjs-cache");
      // (a page older than its minute is served stale once while it is made again).
      for (const server of [a, b]) {
        await vi.waitFor(async () => expect(await cache(server)).toBe("HIT"), {
          timeout: 10_000,
          interval: 200,
        });
      }
      // ...is revalidated on both when a job says it changed (as every job does, with
      // announcePagesChanged, after its change committed).
      await announcePagesChanged(database.handle, ["/CloudInfrastructure"]);
      for (const server of [a, b]) {
        await vi.waitFor(
          () => expect(server.output()).toContain("[pages] revalidated /CloudInfrastructure"),
          {
            timeout: 10_000,
            interval: 100,
          },
        );
        expect(await cache(server)).not.toBe("HIT");
      }

      // SIGTERM: the worker finishes what it does and exits cleanly.
      await worker.stop();
      expect(worker.output()).toContain("[worker] stopped");
    },
    120_000,
  );
});

describe("two instances on one PostgreSQL", () => {
  (pgReason ? it.skip : it)(
    `store each submission once, share rate limits, send each mail once and survive a kill mid-send${pgReason ? ` (skipped: PostgreSQL not answering: ${pgReason})` : ""}`,
    async () => {
      const database = await createTestDatabase("postgres");
      await database.handle.close();
      cleanups.push(() => database.dispose().catch(() => undefined));
      const sink = await sinkFor(() => false);
      const env = {
        ...fast,
        DATABASE_URL: database.url!,
        AUTH_SECRET,
        EXPORT_TOKEN,
        RATE_LIMIT_CONTACT: rateLimitSetting(4),
        MAIL_LEASE_MS: "3000",
        MAIL_ACKNOWLEDGE_ENQUIRIES: "false",
        // Each instance runs the jobs as well: the two workers share the outbox.
        RUN_JOBS: "true",
      };
      const [a, b] = await Promise.all([
        start({ ...env, SMTP_URL: smtpUrl(sink, "a") }),
        start({ ...env, SMTP_URL: smtpUrl(sink, "b") }),
      ]);

      // Four enquiries through both instances: the shared limit (4 per client) then refuses
      // the fifth and sixth whichever instance they reach.
      const markers = Array.from({ length: 4 }, () => randomUUID());
      const statuses = await Promise.all(
        markers.map((marker, i) => postEnquiry(i % 2 ? b : a, marker).then((r) => r.status)),
      );
      expect(statuses).toEqual([201, 201, 201, 201]);
      expect((await postEnquiry(a, randomUUID())).status).toBe(429);
      expect((await postEnquiry(b, randomUUID())).status).toBe(429);

      // Each notification arrives once, from one of the two workers.
      await sink.waitFor(4, 20_000);
      await vi.waitFor(async () => expect((await health(a)).mail.queued).toBe(0), {
        timeout: 10_000,
        interval: 200,
      });
      // Both workers keep polling; nothing more may arrive.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(sink.messages).toHaveLength(4);
      for (const marker of markers) {
        expect(sink.messages.filter((mail) => mail.text.includes(marker))).toHaveLength(1);
      }
      expect(sink.messages.every((mail) => mail.user === "a" || mail.user === "b")).toBe(true);

      // Either instance's export shows each enquiry stored once.
      for (const server of [a, b]) {
        const exported = await fetch(`${server.baseURL}/admin/export/enquiries.csv`, {
          headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
        });
        expect(exported.status).toBe(200);
        const rows = csvRecords(await exported.text());
        expect(rows).toHaveLength(4);
        for (const marker of markers) {
          expect(rows.filter((row) => row.requirement?.includes(marker))).toHaveLength(1);
        }
      }
      expect((await health(b)).mail).toMatchObject({ queued: 0, failed: 0, state: "ok" });

      // Kill the instance that is sending a message, before the mail server accepted it.
      sink.hold();
      const reader = `reader-${randomUUID()}@example.com`;
      const subscribed = await fetch(`${a.baseURL}/api/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: reader }),
      });
      expect(subscribed.ok).toBe(true);
      await vi.waitFor(() => expect(sink.held()).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      });
      const sender = sink.held()[0];
      const [victim, survivor] = sender === "a" ? [a, b] : [b, a];
      const survivorName = sender === "a" ? "b" : "a";
      await victim.kill();
      // Let the sink notice the dropped connection, then accept whatever is still held: the
      // victim's message was not delivered, since its sender hung up.
      await new Promise((resolve) => setTimeout(resolve, 300));
      sink.release();
      const arrived = await vi.waitFor(
        () => {
          const mails = sink.messages.filter((mail) => mail.to.includes(reader));
          expect(mails).toHaveLength(1);
          return mails;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(arrived[0]!.user).toBe(survivorName);
      await vi.waitFor(async () => expect((await health(survivor)).mail.queued).toBe(0), {
        timeout: 5000,
        interval: 200,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.messages.filter((mail) => mail.to.includes(reader))).toHaveLength(1);
      expect((await health(survivor)).mail).toMatchObject({ failed: 0, queued: 0 });
      expect(sink.messages).toHaveLength(5);
    },
    90_000,
  );
});

describe("a mail server that refuses our sign-in for a while", () => {
  for (const backend of ["pglite", "postgres"] as const) {
    const skip = backend === "postgres" && pgReason;
    (skip ? it.skip : it)(
      `[${backend}] every message arrives once, none marked failed${skip ? ` (skipped: PostgreSQL not answering: ${pgReason})` : ""}`,
      async () => {
        let refusing = true;
        const sink = await sinkFor(() => refusing);
        let place: Record<string, string>;
        if (backend === "postgres") {
          const database = await createTestDatabase("postgres");
          await database.handle.close();
          cleanups.push(() => database.dispose().catch(() => undefined));
          place = { DATABASE_URL: database.url!, AUTH_SECRET, RUN_JOBS: "true" };
        } else {
          const data = tempDataDir("smtp-auth");
          cleanups.push(() => data.remove());
          place = { DATA_DIR: data.path };
        }
        const server = await start({
          ...fast,
          ...place,
          RATE_LIMIT_CONTACT: "off",
          SMTP_URL: smtpUrl(sink, "site"),
          // With the old rule two refusals would have failed every message.
          MAIL_MAX_ATTEMPTS: "2",
        });
        const markers = Array.from({ length: 5 }, () => randomUUID());
        for (const marker of markers) expect((await postEnquiry(server, marker)).status).toBe(201);

        // Several sign-ins are refused; the site stays healthy and says mail is failing.
        await vi.waitFor(() => expect(sink.refusedLogins).toBeGreaterThanOrEqual(4), {
          timeout: 20_000,
          interval: 100,
        });
        const during = await health(server);
        expect(during.status).toBe("ok");
        expect(during.mail).toMatchObject({
          state: "failing",
          queued: 10,
          failed: 0,
          lastError: { kind: "auth" },
        });
        expect(during.mail.oldestQueuedSeconds).toBeGreaterThanOrEqual(0);
        expect(sink.messages).toHaveLength(0);

        refusing = false;
        await sink.waitFor(10, 20_000);
        await vi.waitFor(
          async () => expect((await health(server)).mail).toMatchObject({ queued: 0 }),
          { timeout: 10_000, interval: 200 },
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(sink.messages).toHaveLength(10);
        for (const marker of markers) {
          // The notification carries the enquiry; the acknowledgement goes to the enquirer.
          expect(sink.messages.filter((mail) => mail.text.includes(marker))).toHaveLength(1);
        }
        expect(sink.messages.filter((mail) => mail.to.includes(validContact.email))).toHaveLength(
          5,
        );
        expect((await health(server)).mail).toMatchObject({ state: "ok", failed: 0, queued: 0 });
      },
      // 12-18 s on an idle machine (PostgreSQL), up to about 45 s with the embedded database
      // on a busy one (its start-up dominates).
      90_000,
    );
  }
});

describe("scheduled publishing with two web instances and a worker on one PostgreSQL", () => {
  (pgReason ? it.skip : it)(
    `publishes a due draft once, and both instances serve it${pgReason ? ` (skipped: PostgreSQL not answering: ${pgReason})` : ""}`,
    async () => {
      const database = await createTestDatabase("postgres");
      cleanups.push(() => database.dispose().catch(() => undefined));
      // Every process runs the jobs: three runners race for each due schedule.
      const env = {
        ...fast,
        DATABASE_URL: database.url!,
        AUTH_SECRET,
        EXPORT_TOKEN,
        RUN_JOBS: "true",
      };
      const worker = await startWorkerProcess(env);
      cleanups.push(() => worker.kill());
      const [a, b] = await Promise.all([start(env), start(env)]);
      const db = database.handle.db;
      const [about] = await db.select().from(contentPages).where(eq(contentPages.path, "/about"));
      const draft = structuredClone(about!.draft) as { sections: { heading?: string }[] };
      draft.sections[0]!.heading = "About us, scheduled";
      const staff = {
        kind: "staff" as const,
        id: "staff-m",
        email: "m@corvane.test",
        name: "Mia Marketing",
        role: "marketing",
      };
      expect(
        await saveDraft(db, staff, {
          pageId: about!.id,
          baseVersion: about!.draftVersion,
          document: draft,
          product: "Corvane",
        }),
      ).toMatchObject({ ok: true });
      const due = new Date(Date.now() + 3000);
      expect(
        await schedulePublish(db, staff, { pageId: about!.id, at: due, note: "" }),
      ).toMatchObject({ ok: true });
      for (const server of [a, b]) {
        await vi.waitFor(
          async () =>
            expect(await (await fetch(`${server.baseURL}/about`)).text()).toContain(
              "About us, scheduled",
            ),
          { timeout: 30_000, interval: 250 },
        );
      }
      const revisions = await db
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.pageId, about!.id));
      expect(revisions).toHaveLength(2);
      const published = [a, b, worker].map(
        (proc) => proc.output().match(/\[schedule\] published/g)?.length ?? 0,
      );
      expect(published.reduce((sum, n) => sum + n, 0)).toBe(1);
      await worker.stop();
    },
    120_000,
  );
});
