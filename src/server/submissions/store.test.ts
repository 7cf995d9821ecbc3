/**
 * A submission and the mail it triggers are written in one statement: one round trip to the
 * database, no BEGIN or COMMIT, and all or nothing (docs/decisions/0032-one-statement-submissions.md).
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { beforeEach, expect, it, vi } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { validApplication, validContact } from "@tests/support/fixtures/forms";
import { pdfBytes } from "@tests/support/server/files";
import { openPglite, type Database } from "../db/client";
import { applications, contentPages, enquiries, outbox, resumes } from "../db/schema";
import { insertWithMail, rowInsert } from "../mail/outbox";
import { OVERFLOW_REASON } from "../security/rate-limit";
import type { MailKind } from "@/lib/workspace/labels";
import { storeApplication, storeEnquiry } from "./store";
import { RUN_KEPT } from "@/process-slots.mjs";

const backends = await availableBackends();
let suiteBackend: "pglite" | "postgres" = "pglite";

const pgliteOf = (db: Database) => (db as unknown as { $client: PGlite }).$client;

/**
 * Counts the statements that reach the database. PostgreSQL: every query of every pooled
 * connection, BEGIN and COMMIT included. PGlite: its queries, the kept statements sent
 * through its wire protocol, and the transactions it opens (whose BEGIN and COMMIT it runs
 * itself).
 */
function watchDriver(db: Database) {
  if (suiteBackend === "postgres") {
    const query = vi.spyOn(pg.Client.prototype, "query");
    return () => query.mock.calls.length;
  }
  const client = pgliteOf(db);
  const query = vi.spyOn(client, "query");
  const wire = vi.spyOn(client, "execProtocol");
  const transaction = vi.spyOn(client, "transaction");
  return () => query.mock.calls.length + wire.mock.calls.length + 2 * transaction.mock.calls.length;
}

const contact = { ...validContact, type: "2" } as Parameters<typeof storeEnquiry>[2];

/** An enquiry's row for insertWithMail, and a mail to queue with it. */
const enquiryRow = (id: string, now: Date) =>
  rowInsert(enquiries, { id, createdAt: now, lastActivityAt: now, ...contact });
const notifyMail = {
  kind: "enquiry.notify" as const,
  recipient: "team@corvane.test",
  subject: "s",
  body: "b",
};
/** An enquiry and its notification, written as one submission. */
const writeEnquiry = (db: Database, id: string, now = new Date()) =>
  insertWithMail(db, [enquiryRow(id, now)], [notifyMail], now);

describeBackends("storing a submission", backends, (suite) => {
  beforeEach(() => {
    suiteBackend = suite.backend;
  });

  it("an enquiry and both its e-mails take one statement and no transaction", async () => {
    suite.configure({ acknowledgeEnquiries: true });
    const statements = watchDriver(suite.db);
    const { id } = await storeEnquiry(suite.db, suite.context.settings, contact);
    expect(statements()).toBe(1);
    vi.restoreAllMocks();
    const [enquiry] = await suite.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(enquiry).toMatchObject({ email: contact.email, spamReason: null });
    const mails = await suite.db.select().from(outbox).where(eq(outbox.recordId, id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "enquiry.acknowledge",
      "enquiry.notify",
    ]);
  });

  it("a spam enquiry is one statement too, with no mail", async () => {
    const statements = watchDriver(suite.db);
    const { id } = await storeEnquiry(suite.db, suite.context.settings, contact, {
      sourcePage: null,
      spamReason: "honeypot",
    });
    expect(statements()).toBe(1);
    vi.restoreAllMocks();
    const [enquiry] = await suite.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(enquiry?.spamReason).toBe("honeypot");
    expect(await suite.db.select().from(outbox)).toEqual([]);
  });

  it("an application, its résumé and the mail attaching it are one statement", async () => {
    const statements = watchDriver(suite.db);
    const { id, resumeId } = await storeApplication(
      suite.db,
      suite.context.settings,
      { ...validApplication, type: "2" } as Parameters<typeof storeApplication>[2],
      { fileName: "cv.pdf", kind: "pdf", data: Buffer.from(pdfBytes()) },
    );
    expect(statements()).toBe(1);
    vi.restoreAllMocks();
    expect(await suite.db.select({ id: applications.id }).from(applications)).toEqual([{ id }]);
    expect(await suite.db.select({ id: resumes.id }).from(resumes)).toEqual([{ id: resumeId }]);
    const mails = await suite.db.select().from(outbox);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.recordId).toBe(id);
  });

  it("an application to a position keeps its id, title and answers, with both e-mails, in one statement", async () => {
    const now = new Date();
    const positionId = randomUUID();
    // The position's page only has to exist for the foreign key; openPositionFor is the endpoint's.
    await suite.db.insert(contentPages).values({
      id: positionId,
      kind: "position",
      path: "/jobs/store-test",
      draft: {},
      draftSavedBy: "Test",
      createdAt: now,
    });
    const answers = [
      { question: "Can you start in March?", kind: "yesNo" as const, answer: "no" },
      { question: "Which stack do you know best?", kind: "text" as const, answer: "" },
    ];
    const statements = watchDriver(suite.db);
    const { id } = await storeApplication(
      suite.db,
      suite.context.settings,
      { ...validApplication, type: "2" } as Parameters<typeof storeApplication>[2],
      { fileName: "cv.pdf", kind: "pdf", data: Buffer.from(pdfBytes()) },
      undefined,
      { id: positionId, title: "Android Developer", answers, hiringOwnerEmail: null },
    );
    expect(statements()).toBe(1);
    vi.restoreAllMocks();
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({ id, positionId, positionTitle: "Android Developer", answers });
    const mails = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual([
      [
        "application.notify",
        "team@corvane.test",
        "New application for Android Developer from Ana Silva",
      ],
      [
        "application.acknowledge",
        validApplication.email,
        "We received your application for Android Developer",
      ],
    ]);
  });

  it("a spam or overflowing application acknowledges nobody; the setting turns the acknowledgement off", async () => {
    const fields = { ...validApplication, type: "2" } as Parameters<typeof storeApplication>[2];
    const upload = () => ({
      fileName: "cv.pdf",
      kind: "pdf" as const,
      data: Buffer.from(pdfBytes()),
    });
    for (const spamReason of ["honeypot", OVERFLOW_REASON])
      await storeApplication(suite.db, suite.context.settings, fields, upload(), {
        sourcePage: null,
        spamReason,
      });
    expect(await suite.db.select().from(outbox)).toEqual([]);
    suite.configure({ acknowledgeApplications: false });
    await storeApplication(suite.db, suite.context.settings, fields, upload());
    const kinds = await suite.db.select({ kind: outbox.kind }).from(outbox);
    expect(kinds).toEqual([{ kind: "application.notify" }]);
  });

  it("a statement that fails part-way stores neither the submission nor its mail", async () => {
    const now = new Date();
    const id = randomUUID();
    const row = rowInsert(enquiries, { id, createdAt: now, lastActivityAt: now, ...contact });
    // The mail names a résumé that does not exist: its foreign key fails the statement.
    const mail = {
      kind: "enquiry.notify" as const,
      recipient: "team@corvane.test",
      subject: "s",
      body: "b",
      resumeId: randomUUID(),
    };
    await expect(insertWithMail(suite.db, [row], [mail], now)).rejects.toThrow();
    const [enquiryCount] = await suite.db.select({ n: count() }).from(enquiries);
    const [mailCount] = await suite.db.select({ n: count() }).from(outbox);
    expect([enquiryCount?.n, mailCount?.n]).toEqual([0, 0]);
  });

  it("after a kept statement fails, the same statement runs again", async () => {
    const write = (id: string) => writeEnquiry(suite.db, id);
    const first = randomUUID();
    await write(first);
    // The same id again: the primary key fails the statement after it was bound.
    await expect(write(first)).rejects.toThrow();
    const second = randomUUID();
    const ids = await write(second);
    expect(ids).toHaveLength(1);
    const stored = await suite.db.select({ id: enquiries.id }).from(enquiries);
    expect(stored.map((enquiry) => enquiry.id).sort()).toEqual([first, second].sort());
    const queued = await suite.db.select({ id: outbox.id }).from(outbox);
    expect(queued.map((message) => message.id).sort()).toContain(ids[0]);
    expect(queued).toHaveLength(2);
  });

  it("submissions that come while others are written share a statement, each with its own mail", async () => {
    suite.configure({ acknowledgeEnquiries: true });
    const people = Array.from({ length: 12 }, (_, index) => ({
      ...contact,
      name: `Group Person ${index}`,
      email: `group${index}@example.com`,
    }));
    const statements = watchDriver(suite.db);
    const stored = await Promise.all(
      people.map((person) => storeEnquiry(suite.db, suite.context.settings, person)),
    );
    // Two go at once; the ten that came meanwhile go together when the first is done.
    expect(statements()).toBe(3);
    vi.restoreAllMocks();
    const rows = await suite.db.select().from(enquiries);
    expect(rows).toHaveLength(12);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const mails = await suite.db.select().from(outbox);
    stored.forEach(({ id }, index) => {
      expect(byId.get(id)).toMatchObject({
        name: people[index]!.name,
        email: people[index]!.email,
      });
      const own = mails.filter((mail) => mail.recordId === id);
      expect(own.map((mail) => mail.kind).sort()).toEqual([
        "enquiry.acknowledge",
        "enquiry.notify",
      ]);
      expect(own.find((mail) => mail.kind === "enquiry.acknowledge")?.recipient).toBe(
        people[index]!.email,
      );
    });
  });

  it("in a shared statement, each submission gets the ids of its own mail", async () => {
    const now = new Date();
    const submissions = Array.from({ length: 6 }, () => {
      const id = randomUUID();
      const row = rowInsert(enquiries, { id, createdAt: now, lastActivityAt: now, ...contact });
      const mail = (kind: MailKind) => ({
        kind,
        recipient: "team@corvane.test",
        subject: kind,
        body: "b",
        record: { kind: "enquiry" as const, id },
      });
      return { id, row, mails: [mail("enquiry.notify"), mail("enquiry.acknowledge")] };
    });
    const ids = await Promise.all(
      submissions.map(({ row, mails }) => insertWithMail(suite.db, [row], mails, now)),
    );
    const queued = await suite.db.select().from(outbox);
    expect(queued).toHaveLength(12);
    const recordOf = new Map(queued.map((mail) => [mail.id, mail.recordId]));
    submissions.forEach(({ id }, index) => {
      expect(ids[index]).toHaveLength(2);
      for (const mailId of ids[index]!) expect(recordOf.get(mailId)).toBe(id);
    });
  });

  it("a submission whose data fails a shared statement fails alone; the others are stored", async () => {
    const write = (id: string) => writeEnquiry(suite.db, id);
    const taken = randomUUID();
    await write(taken);
    const fresh = Array.from({ length: 5 }, () => randomUUID());
    // Two in flight first, so the rest (the duplicate among them) go as one statement.
    const outcomes = await Promise.allSettled(
      [fresh[0]!, fresh[1]!, fresh[2]!, taken, fresh[3]!, fresh[4]!].map(write),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const stored = await suite.db.select({ id: enquiries.id }).from(enquiries);
    expect(stored.map((enquiry) => enquiry.id).sort()).toEqual([taken, ...fresh].sort());
    expect(await suite.db.select({ id: outbox.id }).from(outbox)).toHaveLength(6);
  });

  it("when the database fails a shared statement, every submission in it gets the error", async () => {
    const now = new Date();
    const row = () => enquiryRow(randomUUID(), now);
    const outage = Object.assign(new Error("connection terminated"), { code: "57P01" });
    // The database's statement runner (db/client.ts) fails as a dropped connection would.
    const handle = suite.db as unknown as Record<symbol, unknown>;
    const original = handle[RUN_KEPT];
    const run = vi.fn().mockRejectedValue(outage);
    handle[RUN_KEPT] = run;
    let outcomes: PromiseSettledResult<number[]>[];
    try {
      outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, () => insertWithMail(suite.db, [row()], [notifyMail], now)),
      );
    } finally {
      handle[RUN_KEPT] = original;
    }
    // One statement each for the two sent at once, one for the three that waited: no retries.
    expect(run).toHaveBeenCalledTimes(3);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: "rejected", reason: outage });
    }
    expect(await suite.db.select({ id: enquiries.id }).from(enquiries)).toEqual([]);
  });

  it("statements of one shape are built once, yet every row keeps its own values", async () => {
    suite.configure({ acknowledgeEnquiries: true });
    const people = ["Ana Kept", "Ben Kept", "Cai Kept"].map((name, index) => ({
      ...contact,
      name,
      email: `kept${index}@example.com`,
      requirement: `Requirement number ${index}, long enough to be a requirement.`,
    }));
    const stored = [await storeEnquiry(suite.db, suite.context.settings, people[0]!)];
    const builds = vi.spyOn(PgDialect.prototype, "buildInsertQuery");
    for (const person of people.slice(1))
      stored.push(await storeEnquiry(suite.db, suite.context.settings, person));
    expect(builds, "the query builder, after the first of a shape").not.toHaveBeenCalled();
    vi.restoreAllMocks();
    // The second source page fills a column the others leave to its default: another shape.
    const withPage = await storeEnquiry(
      suite.db,
      suite.context.settings,
      { ...contact, name: "Dee Kept" },
      { sourcePage: "/contact", spamReason: null },
    );
    const rows = await suite.db.select().from(enquiries);
    const byId = new Map(rows.map((row) => [row.id, row]));
    stored.forEach(({ id }, index) => {
      expect(byId.get(id)).toMatchObject({
        name: people[index]!.name,
        email: people[index]!.email,
        requirement: people[index]!.requirement,
        status: "new",
        sourcePage: null,
      });
    });
    expect(byId.get(withPage.id)).toMatchObject({ name: "Dee Kept", sourcePage: "/contact" });
    const mails = await suite.db.select().from(outbox);
    for (const { id } of [...stored, withPage])
      expect(mails.filter((mail) => mail.recordId === id)).toHaveLength(2);
    const acknowledgement = mails.find(
      (mail) => mail.recordId === stored[1]!.id && mail.kind === "enquiry.acknowledge",
    );
    expect(acknowledgement?.recipient).toBe("kept1@example.com");
  });

  it("dates, JSON and bytes reach the database as the query builder would send them", async () => {
    const createdAt = new Date("2026-11-24T03:04:05.678Z");
    const id = randomUUID();
    const mail = {
      kind: "enquiry.notify" as const,
      recipient: "team@corvane.test",
      subject: "Dates and headers",
      body: "b",
      headers: { "X-Corvane-Kind": "enquiry", "List-Id": "a <b>" },
      record: { kind: "enquiry" as const, id },
    };
    await insertWithMail(
      suite.db,
      [rowInsert(enquiries, { id, createdAt, lastActivityAt: createdAt, ...contact })],
      [mail],
      createdAt,
    );
    const [enquiry] = await suite.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(enquiry?.createdAt.toISOString()).toBe(createdAt.toISOString());
    const [queued] = await suite.db.select().from(outbox).where(eq(outbox.recordId, id));
    expect(queued?.headers).toEqual(mail.headers);
    expect(queued?.nextAttemptAt.toISOString()).toBe(createdAt.toISOString());

    const data = Buffer.from(pdfBytes());
    const { resumeId } = await storeApplication(
      suite.db,
      suite.context.settings,
      { ...validApplication, type: "2" } as Parameters<typeof storeApplication>[2],
      { fileName: "cv.pdf", kind: "pdf", data },
    );
    const [resume] = await suite.db.select().from(resumes).where(eq(resumes.id, resumeId));
    expect(Buffer.from(resume!.data).equals(data)).toBe(true);
  });

  it("a kept statement runs under one name on PostgreSQL, and as one query on PGlite", async () => {
    if (suite.backend === "postgres") {
      const query = vi.spyOn(pg.Client.prototype, "query");
      await storeEnquiry(suite.db, suite.context.settings, contact);
      await storeEnquiry(suite.db, suite.context.settings, { ...contact, name: "Second Name" });
      const names = query.mock.calls.map(([config]) => (config as { name?: string }).name);
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^kept_\d+$/);
      expect(names[1]).toBe(names[0]);
    } else {
      // PGlite's public query() has no statement names: one call per submission, no more.
      const client = pgliteOf(suite.db);
      const query = vi.spyOn(client, "query");
      await storeEnquiry(suite.db, suite.context.settings, contact);
      await storeEnquiry(suite.db, suite.context.settings, { ...contact, name: "Second Name" });
      expect(query).toHaveBeenCalledTimes(2);
      expect(String(query.mock.calls[0]![0])).toMatch(/^with w0 as \(insert into "enquiries"/);
      vi.restoreAllMocks();
      const names = await suite.db.select({ name: enquiries.name }).from(enquiries);
      expect(names.map((row) => row.name).sort()).toEqual([contact.name, "Second Name"].sort());
    }
  });
});

it("a kept statement on a closed PGlite fails as its queries do", async () => {
  const handle = await openPglite();
  await handle.close();
  const now = new Date();
  const row = rowInsert(enquiries, {
    id: randomUUID(),
    createdAt: now,
    lastActivityAt: now,
    ...contact,
  });
  await expect(insertWithMail(handle.db, [row], [], now)).rejects.toThrow("PGlite is closed");
});
