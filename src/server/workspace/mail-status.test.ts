/** The mail page's numbers and "Retry", on both databases. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { adminActor as admin } from "@tests/support/fixtures/staff";
import { auditLog, outbox } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { deliverDueMail } from "../mail/worker";
import {
  decideHeldMail,
  failedMail,
  heldMail,
  holdQueuedMail,
  mailCounts,
  mailHealth,
  parseMailId,
  retryFailedMail,
} from "./mail-status";

const backends = await availableBackends();

describeBackends("mail status", backends, (suite) => {
  async function seedOutbox(now: Date) {
    const mail = (n: number) => ({
      kind: "enquiry.notify" as const,
      recipient: `team${n}@corvane.test`,
      subject: `Subject ${n}`,
      body: "Body",
      record: { kind: "enquiry" as const, id: `00000000-0000-4000-8000-00000000000${n}` },
    });
    const ids = await enqueueMail(suite.db, [1, 2, 3, 4, 5, 6].map(mail), now);
    const [queued, sending, sent, failed1, failed2, due] = ids as [number, ...number[]];
    const soon = new Date(now.getTime() + 60_000);
    const past = new Date(now.getTime() - 60_000);
    await suite.db.update(outbox).set({ lockedUntil: soon }).where(eq(outbox.id, sending!));
    await suite.db.update(outbox).set({ status: "sent", sentAt: now }).where(eq(outbox.id, sent!));
    for (const id of [failed1!, failed2!])
      await suite.db
        .update(outbox)
        .set({ status: "failed", attempts: 12, lastError: "550 Mailbox unavailable" })
        .where(eq(outbox.id, id));
    // A lease that ran out: back to queued (another worker may take it over).
    await suite.db.update(outbox).set({ lockedUntil: past }).where(eq(outbox.id, due!));
    return { queued, failed1: failed1!, failed2: failed2! };
  }

  it("counts queued, sending, sent and failed, and lists the failures with their error", async () => {
    const now = new Date();
    const { failed1 } = await seedOutbox(now);
    expect(await mailCounts(suite.db, now)).toEqual({ queued: 2, sending: 1, sent: 1, failed: 2 });
    const failed = await failedMail(suite.db);
    expect(failed).toHaveLength(2);
    expect(failed.find((m) => m.id === failed1)).toMatchObject({
      kind: "enquiry.notify" as const,
      lastError: "550 Mailbox unavailable",
      recordKind: "enquiry",
      attempts: 12,
    });
  });

  it("Retry puts one failed message back in the queue, due now, attempts reset; audited", async () => {
    const now = new Date();
    const { failed1, queued } = await seedOutbox(now);
    const later = new Date(now.getTime() + 5_000);
    const settings = suite.context.settings;
    expect(
      await retryFailedMail(suite.db, settings, admin, { id: failed1 }, "198.51.100.1", later),
    ).toBe(1);
    // Only failed messages can be retried.
    expect(await retryFailedMail(suite.db, settings, admin, { id: queued }, null, later)).toBe(0);
    const [row] = await suite.db.select().from(outbox).where(eq(outbox.id, failed1));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBe(later.getTime());
    expect(await mailCounts(suite.db, later)).toMatchObject({ queued: 3, failed: 1 });
    const entries = await suite.db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.recordId, e.client, e.detail])).toEqual([
      ["mail.retry", String(failed1), "198.51.100.1", { messages: 1 }],
    ]);
  });

  it("Retry all failed", async () => {
    const now = new Date();
    await seedOutbox(now);
    expect(await retryFailedMail(suite.db, suite.context.settings, admin, "all", null, now)).toBe(
      2,
    );
    expect(await mailCounts(suite.db, now)).toEqual({ queued: 4, sending: 1, sent: 1, failed: 0 });
    const [entry] = await suite.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "mail.retry_all", detail: { messages: 2 } });
    expect(await retryFailedMail(suite.db, suite.context.settings, admin, "all", null, now)).toBe(
      0,
    );
    expect(await suite.db.select().from(auditLog)).toHaveLength(1);
  });

  it("takes only plain ids from forms", () => {
    expect(parseMailId("42")).toBe(42);
    for (const bad of ["", "0", "-1", "1e3", "4.2", "x", null, "99999999999999999"])
      expect(parseMailId(bad)).toBeNull();
  });
});

describeBackends("mail held after a restore", backends, (suite) => {
  it("is not sent until an admin sends it; dropped mail is gone; both audited", async () => {
    const mail = (n: number) => ({
      kind: "enquiry.notify" as const,
      recipient: `team${n}@corvane.test`,
      subject: `Subject ${n}`,
      body: "Body",
    });
    const [first, second, third] = (await enqueueMail(suite.db, [1, 2, 3].map(mail))) as [
      number,
      number,
      number,
    ];
    expect(await holdQueuedMail(suite.db)).toBe(3);
    // Held is not queued: nothing waits for the worker, three wait for a person.
    expect(await mailHealth(suite.db, { smtpUrl: null })).toMatchObject({
      queued: 0,
      held: 3,
      oldestQueuedSeconds: null,
    });
    expect((await mailCounts(suite.db)).queued).toBe(0);
    const sent: string[] = [];
    const mailer = {
      send: async (message: { to: { address: string } }) => void sent.push(message.to.address),
    };
    expect(await deliverDueMail(suite.db, mailer, suite.context.settings)).toMatchObject({
      sent: 0,
    });
    expect((await heldMail(suite.db)).map((row) => row.id)).toEqual([first, second, third]);

    const settings = { smtpUrl: null };
    expect(await decideHeldMail(suite.db, settings, admin, "send", { id: first }, null)).toBe(1);
    expect(await deliverDueMail(suite.db, mailer, suite.context.settings)).toMatchObject({
      sent: 1,
    });
    expect(sent).toEqual(["team1@corvane.test"]);
    expect(await decideHeldMail(suite.db, settings, admin, "drop", "all", null)).toBe(2);
    expect(await suite.db.select().from(outbox).where(eq(outbox.id, third))).toHaveLength(0);
    expect(await heldMail(suite.db)).toEqual([]);
    const actions = await suite.db.select().from(auditLog);
    expect(actions.map((entry) => [entry.action, entry.detail])).toEqual([
      ["mail.held.send", { count: 1 }],
      ["mail.held.drop", { count: 2 }],
    ]);
  });
});
