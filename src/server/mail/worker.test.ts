/**
 * Which SMTP failures cost a message an attempt, and which only pause the worker: a mail
 * server that refuses our sign-in or cannot be reached must not fail the queue, and a
 * worker that lost its lease must not overwrite what the new holder recorded.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { GET as healthGet } from "@/app/api/health/route";
import { outbox } from "../db/schema";
import { freePort } from "@tests/support/ports";
import { validContact } from "@tests/support/fixtures/forms";
import { availableBackends, describeBackends, jsonRequest } from "@tests/support/server/harness";
import { mailRig } from "@tests/support/server/mail-rig";
import type { SinkOptions } from "@tests/support/server/smtp-sink";
import {
  classifyMailError,
  createSmtpMailer,
  deliverDueMail,
  startOutboxWorker,
  type Mailer,
} from "./worker";

const backends = await availableBackends();
const enquiry = { ...validContact, type: "2" };

// Registered first so that it runs last (after-hooks run in reverse): the console stays
// silenced until the workers and sinks are stopped.
afterEach(() => {
  vi.restoreAllMocks();
});
const rig = mailRig();
const sink = (options?: SinkOptions) => rig.sink(0, options);

function smtpError(code: string, responseCode?: number, command?: string): Error {
  return Object.assign(new Error(`${code} ${responseCode ?? ""}`), {
    code,
    ...(responseCode ? { responseCode, response: `${responseCode} refused` } : {}),
    ...(command ? { command } : {}),
  });
}

describe("classifyMailError", () => {
  it("treats only a recipient's 5xx refusal as permanent", () => {
    expect(classifyMailError(smtpError("EENVELOPE", 550, "RCPT TO"))).toEqual({
      kind: "recipient",
      permanent: true,
      transport: false,
    });
    for (const code of [551, 553]) {
      expect(classifyMailError(smtpError("EENVELOPE", code, "RCPT TO")).permanent).toBe(true);
    }
    // An address nodemailer refuses to use at all.
    expect(
      classifyMailError(
        Object.assign(new Error('Invalid recipient "a@b@c"'), {
          code: "EENVELOPE",
          command: "API",
        }),
      ),
    ).toEqual({ kind: "recipient", permanent: true, transport: false });
    // Deferred recipient: another attempt, counted.
    expect(classifyMailError(smtpError("EENVELOPE", 450, "RCPT TO"))).toEqual({
      kind: "recipient",
      permanent: false,
      transport: false,
    });
  });

  it("pauses on sign-in, TLS and connection failures instead of failing messages", () => {
    const cases: [Error, string][] = [
      [smtpError("EAUTH", 535, "AUTH PLAIN"), "auth"],
      [smtpError("EENVELOPE", 530, "MAIL FROM"), "auth"], // "530 Must issue STARTTLS first"
      [smtpError("ENOAUTH"), "auth"],
      [smtpError("ECONNECTION"), "connection"],
      [smtpError("ETIMEDOUT"), "connection"],
      [smtpError("ESOCKET"), "connection"],
      [smtpError("EDNS"), "connection"],
      [smtpError("ETLS"), "connection"],
      [smtpError("EPROTOCOL", 421), "connection"],
      [Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), "connection"],
      [smtpError("EENVELOPE", 553, "MAIL FROM"), "sender"],
    ];
    for (const [error, kind] of cases) {
      expect(classifyMailError(error), error.message).toEqual({
        kind,
        permanent: false,
        transport: true,
      });
    }
  });

  it("counts other refusals as a failed attempt of that message", () => {
    expect(classifyMailError(smtpError("EMESSAGE", 554, "DATA"))).toEqual({
      kind: "message",
      permanent: false,
      transport: false,
    });
    expect(classifyMailError(new Error("something odd")).kind).toBe("message");
  });
});

describeBackends("mail faults", backends, (suite) => {
  it("a refused sign-in (535) uses up no attempts; once accepted every message arrives once", async () => {
    let refusing = true;
    const smtp = await sink({ auth: { refuse: () => refusing } });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    suite.configure({ smtpUrl: smtp.url, mailMaxAttempts: 1 });
    for (let i = 0; i < 3; i++) {
      await contactPost(jsonRequest("/api/contact", { ...enquiry, name: `Client ${i}` }));
    }
    const mailer = createSmtpMailer(smtp.url);
    for (let round = 0; round < 3; round++) {
      const report = await deliverDueMail(suite.db, mailer, suite.context.settings);
      expect(report).toMatchObject({ sent: 0, failed: 0, transport: { kind: "auth" } });
    }
    // One sign-in per round: the worker stops at the first transport failure.
    expect(smtp.refusedLogins).toBe(3);
    const waiting = await suite.db.select().from(outbox);
    expect(waiting).toHaveLength(6);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    }
    expect(waiting.some((row) => row.lastErrorKind === "auth")).toBe(true);
    // The health check stays 200 (the site works) and says that mail is failing, and why.
    const health = await healthGet();
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: "ok",
      mail: { state: "failing", queued: 6, failed: 0, lastError: { kind: "auth" } },
    });

    refusing = false;
    const report = await deliverDueMail(suite.db, mailer, suite.context.settings);
    expect(report).toMatchObject({ sent: 6, failed: 0 });
    await smtp.waitFor(6);
    expect(smtp.messages).toHaveLength(6);
    const rows = await suite.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(await (await healthGet()).json()).toMatchObject({
      mail: { state: "ok", queued: 0, failed: 0, oldestQueuedSeconds: null },
    });
    mailer.close?.();
  });

  it("a relay refusing every recipient: failing with that reason until a message is sent", async () => {
    let refusing = true;
    const smtp = await sink({ reject: () => refusing });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    suite.configure({ smtpUrl: smtp.url });
    for (let i = 0; i < 3; i++) {
      await contactPost(jsonRequest("/api/contact", { ...enquiry, name: `Client ${i}` }));
    }
    const mailer = createSmtpMailer(smtp.url);
    expect(await deliverDueMail(suite.db, mailer, suite.context.settings)).toMatchObject({
      sent: 0,
      failed: 6,
    });
    expect(await (await healthGet()).json()).toMatchObject({
      status: "ok",
      mail: { state: "failing", reason: "recipient", queued: 0, failed: 6 },
    });
    // Fixed: one message sent ends it.
    refusing = false;
    await contactPost(jsonRequest("/api/contact", enquiry));
    expect(await deliverDueMail(suite.db, mailer, suite.context.settings)).toMatchObject({
      sent: 2,
    });
    expect(await (await healthGet()).json()).toMatchObject({
      mail: { state: "ok", reason: null, failed: 6 },
    });
    mailer.close?.();
  });

  it("failing needs 5 failures of one kind within 10 minutes, and none sent in between", async () => {
    suite.configure({ smtpUrl: "smtp://127.0.0.1:1" });
    const t0 = Date.parse("2026-03-02T10:00:00Z");
    const failed = (minutes: number, kind = "recipient") => ({
      kind: "enquiry.notify",
      recipient: "team@corvane.test",
      subject: "s",
      body: "b",
      status: "failed" as const,
      lastErrorKind: kind,
      lastErrorAt: new Date(t0 + minutes * 60_000),
    });
    const state = async () =>
      ((await (await healthGet()).json()) as { mail: { state: string; reason: string | null } })
        .mail;
    // Five, but spread over 10 minutes and a second: not failing.
    await suite.db.insert(outbox).values([0, 2.5, 5, 7.5, 10.02].map((m) => failed(m)));
    expect(await state()).toMatchObject({ state: "ok", reason: null });
    // Five of one kind within 10 minutes, mixed with another kind: failing, that kind.
    await suite.db.insert(outbox).values([failed(11), failed(11.5, "message"), failed(12)]);
    expect(await state()).toMatchObject({ state: "failing", reason: "recipient" });
    // A message sent after them: ok again.
    await suite.db.insert(outbox).values({
      ...failed(13),
      status: "sent",
      lastErrorKind: null,
      lastErrorAt: null,
      sentAt: new Date(t0 + 13 * 60_000),
    });
    expect(await state()).toMatchObject({ state: "ok", reason: null });
  });

  it("health reports mail without SMTP_URL as unconfigured, not failing", async () => {
    suite.configure({ smtpUrl: null });
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    await contactPost(jsonRequest("/api/contact", enquiry));
    const health = await healthGet();
    expect(health.status).toBe(200);
    const body = (await health.json()) as { mail: { oldestQueuedSeconds: number } };
    expect(body).toMatchObject({
      status: "ok",
      mail: { state: "unconfigured", queued: 2, failed: 0, lastError: null },
    });
    expect(body.mail.oldestQueuedSeconds).toBeGreaterThanOrEqual(0);
  });

  it("a server that cannot be reached fails nothing; a deferred recipient uses its attempts", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    suite.configure({ mailMaxAttempts: 3, mailRetryBaseMs: 10, mailRetryMaxMs: 10 });
    await contactPost(jsonRequest("/api/contact", { ...enquiry, email: "busy@example.com" }));
    const dead = createSmtpMailer(`smtp://127.0.0.1:${await freePort()}/?ignoreTLS=true`);
    let now = Date.now();
    for (let round = 0; round < 5; round++) {
      await deliverDueMail(suite.db, dead, suite.context.settings, () => new Date(now));
      now += 1000;
    }
    const waiting = await suite.db.select().from(outbox).orderBy(outbox.id);
    for (const row of waiting) expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(waiting[0]!.lastErrorKind).toBe("connection");

    const smtp = await sink({ defer: (to) => to === "busy@example.com" });
    const mailer = createSmtpMailer(smtp.url);
    for (let round = 0; round < 3; round++) {
      await deliverDueMail(suite.db, mailer, suite.context.settings, () => new Date(now));
      now += 1000;
    }
    const rows = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ["enquiry.notify", "sent", 1],
      ["enquiry.acknowledge", "failed", 3],
    ]);
    expect(rows[1]!.lastErrorKind).toBe("recipient");
    mailer.close?.();
  });

  it("a worker whose lease was taken over does not overwrite the new holder's outcome", async () => {
    suite.configure({ acknowledgeEnquiries: false });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await contactPost(jsonRequest("/api/contact", enquiry));
    let finishSlow: (() => void) | null = null;
    const slow: Mailer = {
      send: () =>
        new Promise<void>((_, reject) => {
          finishSlow = () =>
            reject(
              Object.assign(new Error("550 no such user"), {
                code: "EENVELOPE",
                responseCode: 550,
                command: "RCPT TO",
              }),
            );
        }),
    };
    const first = deliverDueMail(suite.db, slow, suite.context.settings);
    await vi.waitFor(() => expect(finishSlow).not.toBeNull());
    // The first worker's lease runs out while it is still sending.
    await suite.db.update(outbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    const sent: string[] = [];
    const quick: Mailer = { send: async (message) => void sent.push(message.subject) };
    expect(await deliverDueMail(suite.db, quick, suite.context.settings)).toMatchObject({
      sent: 1,
    });
    finishSlow!();
    const report = await first;
    expect(report).toMatchObject({ sent: 0, failed: 0, lost: 1 });
    const [row] = await suite.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", lastError: null, leaseToken: null });
    expect(sent).toHaveLength(1);
  });

  it("after a transport failure the worker waits (with back-off) before it tries again", async () => {
    let refusing = true;
    const smtp = await sink({ auth: { refuse: () => refusing } });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    suite.configure({ smtpUrl: smtp.url, mailRetryBaseMs: 60_000, mailRetryMaxMs: 600_000 });
    await contactPost(jsonRequest("/api/contact", enquiry));
    let clock = Date.now();
    const worker = startOutboxWorker({
      db: suite.db,
      mailer: createSmtpMailer(smtp.url),
      settings: suite.context.settings,
      clock: () => clock,
      random: () => 0.5,
    });
    rig.worker(worker);
    await worker.runOnce();
    await vi.waitFor(() => expect(smtp.refusedLogins).toBe(1));
    // Kicked and polled during the pause: no new sign-in.
    worker.kick();
    await worker.runOnce();
    clock += 59_000;
    await worker.runOnce();
    expect(smtp.refusedLogins).toBe(1);
    clock += 2000;
    await worker.runOnce();
    expect(smtp.refusedLogins).toBe(2);
    // The second failure in a row doubles the pause.
    clock += 61_000;
    await worker.runOnce();
    expect(smtp.refusedLogins).toBe(2);
    clock += 60_000;
    refusing = false;
    await worker.runOnce();
    await smtp.waitFor(2);
    const rows = await suite.db.select().from(outbox).where(eq(outbox.status, "sent"));
    expect(rows).toHaveLength(2);
  });
});
