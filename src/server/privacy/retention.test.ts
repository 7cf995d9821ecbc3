/**
 * The retention job on both databases, on a controlled clock: for every kind, a record just
 * older than its period goes and one just younger stays; résumé bytes and mail content go
 * with them; the dry run deletes nothing and reports the same counts; one instance at a time.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { validApplication, validContact } from "@tests/support/fixtures/forms";
import { pdfBytes } from "@tests/support/server/files";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { queryRows } from "../db/client";
import * as tables from "../db/schema";
import { runRetentionCommand } from "./cli";
import { countDue, lastRetentionRun, runRetention } from "./retention";

const backends = await availableBackends();
const NOW = new Date("2027-06-15T12:00:00.000Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const monthsBefore = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
/** Just past the cutoff (due) and just before it (kept). */
const older = (cutoff: Date) => new Date(cutoff.getTime() - MINUTE);
const younger = (cutoff: Date) => new Date(cutoff.getTime() + MINUTE);

describeBackends("retention", backends, (suite) => {
  const periods = () => suite.context.settings.retention;

  async function enquiry(lastActivityAt: Date, spamReason: string | null = null) {
    const id = randomUUID();
    await suite.db.insert(tables.enquiries).values({
      id,
      createdAt: lastActivityAt,
      lastActivityAt,
      ...validContact,
      type: "2",
      spamReason,
    });
    await suite.db.insert(tables.recordEvents).values({
      recordKind: "enquiry",
      recordId: id,
      type: "note",
      body: "Called Ana back",
      actorName: "Sam",
      createdAt: lastActivityAt,
    });
    await suite.db.insert(tables.outbox).values({
      kind: "enquiry.acknowledge",
      recipient: "ana@example.com",
      subject: "Thanks",
      body: "Hello",
      status: "pending",
      recordKind: "enquiry",
      recordId: id,
    });
    return id;
  }

  async function application(lastActivityAt: Date, status: "new" | "hired" = "new") {
    const id = randomUUID();
    await suite.db.insert(tables.applications).values({
      id,
      createdAt: lastActivityAt,
      lastActivityAt,
      ...validApplication,
      type: "2",
      status,
    });
    const data = pdfBytes();
    await suite.db.insert(tables.resumes).values({
      id: randomUUID(),
      applicationId: id,
      fileName: "cv.pdf",
      mediaType: "application/pdf",
      size: data.length,
      sha256: "x",
      data,
    });
    return id;
  }

  async function subscriber(createdAt: Date, status: "pending" | "confirmed") {
    const id = randomUUID();
    await suite.db.insert(tables.subscribers).values({
      id,
      createdAt,
      email: `${id}@example.com`,
      emailKey: `${id}@example.com`,
      unsubscribeToken: randomUUID(),
      confirmToken: randomUUID(),
      status,
    });
    return id;
  }

  async function mail(status: "sent" | "failed", at: Date) {
    const [row] = await suite.db
      .insert(tables.outbox)
      .values({
        kind: "enquiry.notify",
        recipient: "team@corvane.test",
        replyTo: "ana@example.com",
        subject: "New enquiry from Ana Silva",
        body: "From: Ana Silva",
        status,
        createdAt: at,
        sentAt: status === "sent" ? at : null,
      })
      .returning({ id: tables.outbox.id });
    return row!.id;
  }

  /** Every row of every table, to prove a dry run changes nothing. */
  async function snapshot(): Promise<string> {
    const tables = await queryRows<{ name: string }>(
      suite.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const all: Record<string, unknown> = {};
    for (const { name } of tables) {
      all[name] = await queryRows(suite.db, sql.raw(`select * from "${name}" order by 1`));
    }
    return JSON.stringify(all);
  }

  it("deletes what is just older than each period, keeps what is just younger; the dry run agrees and deletes nothing", async () => {
    const p = periods();
    const oldEnquiry = await enquiry(older(monthsBefore(p.enquiryMonths)));
    const newEnquiry = await enquiry(younger(monthsBefore(p.enquiryMonths)));
    const oldApplication = await application(older(monthsBefore(p.applicationMonths)));
    const newApplication = await application(younger(monthsBefore(p.applicationMonths)));
    const hired = await application(new Date(NOW.getTime() - 10 * 365 * DAY), "hired");
    const spamCutoff = new Date(NOW.getTime() - p.spamDays * DAY);
    const oldSpam = await enquiry(older(spamCutoff), "honeypot");
    const newSpam = await enquiry(younger(spamCutoff), "honeypot");
    const pendingCutoff = new Date(NOW.getTime() - p.pendingSubscriberDays * DAY);
    await subscriber(older(pendingCutoff), "pending");
    const newPending = await subscriber(younger(pendingCutoff), "pending");
    const confirmed = await subscriber(new Date(NOW.getTime() - 5 * 365 * DAY), "confirmed");
    const oldSent = await mail("sent", older(new Date(NOW.getTime() - p.sentMailDays * DAY)));
    const newSent = await mail("sent", younger(new Date(NOW.getTime() - p.sentMailDays * DAY)));
    const oldFailed = await mail("failed", older(new Date(NOW.getTime() - p.failedMailDays * DAY)));
    const newFailed = await mail(
      "failed",
      younger(new Date(NOW.getTime() - p.failedMailDays * DAY)),
    );
    await suite.db.insert(tables.auditLog).values([
      { actor: "system", action: "old", at: older(monthsBefore(p.auditMonths)) },
      { actor: "system", action: "young", at: younger(monthsBefore(p.auditMonths)) },
    ]);

    const expected = {
      enquiries: 1,
      applications: 1,
      resumes: 1,
      spam: 1,
      pendingSubscribers: 1,
      // The old enquiry's and the old spam's history entry and acknowledgement.
      recordHistory: 2,
      recordMail: 2,
      mailContent: 1,
      failedMail: 1,
      auditEntries: 1,
    };
    const before = await snapshot();
    expect(await runRetention(suite.db, p, { now: NOW, dryRun: true })).toEqual(expected);
    expect(await snapshot()).toBe(before);

    // The command prints the same counts and deletes nothing either.
    const lines: string[] = [];
    await runRetentionCommand(
      ["--dry-run"],
      (line) => lines.push(line),
      async () => ({ context: suite.context, close: async () => undefined }),
      NOW,
    );
    expect(lines).toContain("  Enquiries: 1");
    expect(lines).toContain("  Résumé files: 1");
    expect(await snapshot()).toBe(before);

    expect(await runRetention(suite.db, p, { now: NOW })).toEqual(expected);

    const ids = async (
      table: typeof tables.enquiries | typeof tables.applications | typeof tables.subscribers,
    ) => (await suite.db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
    expect(await ids(tables.enquiries)).toEqual([newEnquiry, newSpam].sort());
    expect(await ids(tables.applications)).toEqual([newApplication, hired].sort());
    expect(await ids(tables.subscribers)).toEqual([newPending, confirmed].sort());
    // Résumé bytes went with their application; the others' stay.
    const files = await suite.db
      .select({ applicationId: tables.resumes.applicationId })
      .from(tables.resumes);
    expect(files.map((row) => row.applicationId).sort()).toEqual([newApplication, hired].sort());
    expect(files.some((row) => row.applicationId === oldApplication)).toBe(false);
    // The history and mail of deleted records went with them.
    const events = await suite.db
      .select({ id: tables.recordEvents.recordId })
      .from(tables.recordEvents);
    expect(events.map((row) => row.id).sort()).toEqual([newEnquiry, newSpam].sort());
    const linked = await suite.db.select({ id: tables.outbox.recordId }).from(tables.outbox);
    expect(linked.map((row) => row.id)).not.toContain(oldEnquiry);
    expect(linked.map((row) => row.id)).not.toContain(oldSpam);
    // Sent mail keeps who, when and the state; its content is gone.
    const [sent] = await suite.db.select().from(tables.outbox).where(eq(tables.outbox.id, oldSent));
    expect(sent).toMatchObject({
      status: "sent",
      recipient: "team@corvane.test",
      subject: "",
      body: "",
      replyTo: null,
      contentRemovedAt: NOW,
    });
    const [kept] = await suite.db.select().from(tables.outbox).where(eq(tables.outbox.id, newSent));
    expect(kept!.body).toBe("From: Ana Silva");
    expect(
      await suite.db.select().from(tables.outbox).where(eq(tables.outbox.id, oldFailed)),
    ).toHaveLength(0);
    expect(
      await suite.db.select().from(tables.outbox).where(eq(tables.outbox.id, newFailed)),
    ).toHaveLength(1);
    const actions = (await suite.db.select().from(tables.auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["retention.run", "young"]);

    // The workspace shows this run; a second run finds nothing.
    const last = await lastRetentionRun(suite.db);
    expect(last).toMatchObject({ counts: expected, error: null, running: false });
    expect(Object.values((await runRetention(suite.db, p, { now: NOW }))!)).toEqual(
      Object.values(expected).map(() => 0),
    );
  });

  it("a dry run and the run agree when failed mail goes with its enquiry", async () => {
    const p = periods();
    const old = await enquiry(older(monthsBefore(p.enquiryMonths)));
    // Five notifications about it failed for good long ago: due on their own, too.
    const longAgo = older(new Date(NOW.getTime() - p.failedMailDays * DAY));
    for (let i = 0; i < 5; i++) {
      const id = await mail("failed", longAgo);
      await suite.db
        .update(tables.outbox)
        .set({ recordKind: "enquiry", recordId: old })
        .where(eq(tables.outbox.id, id));
    }
    const dry = await runRetention(suite.db, p, { now: NOW, dryRun: true });
    const run = await runRetention(suite.db, p, { now: NOW });
    expect(run).toEqual(dry);
    // Each row counted once: the six messages went with the enquiry, none on its own.
    expect(run).toMatchObject({ enquiries: 1, recordHistory: 1, recordMail: 6, failedMail: 0 });
    const [entry] = await suite.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, "retention.run"));
    expect(entry!.detail).toMatchObject({ enquiries: 1, recordHistory: 1, recordMail: 6 });
  });

  it("deletes in batches until nothing is due", async () => {
    const cutoff = monthsBefore(periods().enquiryMonths);
    for (let i = 0; i < 5; i++) await enquiry(older(cutoff));
    expect((await countDue(suite.db, periods(), NOW)).enquiries).toBe(5);
    expect((await runRetention(suite.db, periods(), { now: NOW, batch: 2 }))!.enquiries).toBe(5);
    expect(await suite.db.select().from(tables.enquiries)).toHaveLength(0);
  });

  it("runs on one instance at a time: a live lease elsewhere means no run; an expired one is taken over", async () => {
    await enquiry(older(monthsBefore(periods().enquiryMonths)));
    await suite.db
      .insert(tables.jobRuns)
      .values({ name: "retention", leaseUntil: new Date(NOW.getTime() + MINUTE) });
    expect(await runRetention(suite.db, periods(), { now: NOW })).toBeNull();
    expect(await suite.db.select().from(tables.enquiries)).toHaveLength(1);
    const later = new Date(NOW.getTime() + 2 * MINUTE);
    expect((await runRetention(suite.db, periods(), { now: later }))!.enquiries).toBe(1);
  });

  it("follows the settings: a shorter period deletes sooner", async () => {
    const id = await enquiry(new Date(NOW.getTime() - 40 * DAY));
    expect((await runRetention(suite.db, periods(), { now: NOW }))!.enquiries).toBe(0);
    const oneMonth = { ...periods(), enquiryMonths: 1 };
    expect((await runRetention(suite.db, oneMonth, { now: NOW }))!.enquiries).toBe(1);
    expect(
      await suite.db.select().from(tables.enquiries).where(eq(tables.enquiries.id, id)),
    ).toHaveLength(0);
  });
});
