/**
 * A submission and the mail it triggers are written in one statement: one round trip to the
 * database, no BEGIN or COMMIT, and all or nothing (docs/decisions/0032-one-statement-submissions.md).
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { beforeEach, expect, it, vi } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { validApplication, validContact } from "@tests/support/fixtures/forms";
import { pdfBytes } from "@tests/support/server/files";
import type { Database } from "../db/client";
import { applications, enquiries, outbox, resumes } from "../db/schema";
import { insertWithMail } from "../mail/outbox";
import { storeApplication, storeEnquiry } from "./store";

const backends = await availableBackends();
let suiteBackend: "pglite" | "postgres" = "pglite";

/**
 * Counts the statements that reach the database. PostgreSQL: every query of every pooled
 * connection, BEGIN and COMMIT included. PGlite: its queries, and the transactions it opens
 * (whose BEGIN and COMMIT it runs itself).
 */
function watchDriver(db: Database) {
  if (suiteBackend === "postgres") {
    const query = vi.spyOn(pg.Client.prototype, "query");
    return () => query.mock.calls.length;
  }
  const client = (db as unknown as { $client: PGlite }).$client;
  const query = vi.spyOn(client, "query");
  const transaction = vi.spyOn(client, "transaction");
  return () => query.mock.calls.length + 2 * transaction.mock.calls.length;
}

const contact = { ...validContact, type: "2" } as Parameters<typeof storeEnquiry>[2];

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

  it("a statement that fails part-way stores neither the submission nor its mail", async () => {
    const now = new Date();
    const id = randomUUID();
    const row = suite.db
      .insert(enquiries)
      .values({ id, createdAt: now, lastActivityAt: now, ...contact });
    // The mail names a résumé that does not exist: its foreign key fails the statement.
    const mail = {
      kind: "enquiry.notify",
      recipient: "team@corvane.test",
      subject: "s",
      body: "b",
      resumeId: randomUUID(),
    };
    await expect(insertWithMail(suite.db, [row.getSQL()], [mail], now)).rejects.toThrow();
    const [enquiryCount] = await suite.db.select({ n: count() }).from(enquiries);
    const [mailCount] = await suite.db.select({ n: count() }).from(outbox);
    expect([enquiryCount?.n, mailCount?.n]).toEqual([0, 0]);
  });
});
