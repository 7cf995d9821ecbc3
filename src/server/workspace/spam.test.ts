/**
 * The spam folder on both databases: bots kept with the reason and not mailed, "Not spam"
 * moving one into the inbox with its notification, and the purge after 30 days.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { validApplication, validContact } from "@tests/support/fixtures/forms";
import { pdfBytes } from "@tests/support/server/files";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import * as tables from "../db/schema";
import type { ApplicationFields } from "@/lib/forms/schemas";
import { periodicJobs } from "../jobs/background";
import { storeApplication, storeEnquiry, subscribe } from "../submissions/store";
import { runRetention } from "../privacy/retention";
import { listSpam, markNotSpam } from "./spam";

const backends = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;
const enquiry = { ...validContact, type: "2" as const };
const fields = { ...validApplication, type: "2" } as ApplicationFields;
const upload = () => ({ fileName: "cv.pdf", kind: "pdf" as const, data: pdfBytes() });
const actor = {
  kind: "staff" as const,
  id: "staff-1",
  email: "sales@corvane.test",
  name: "Sam Sales",
  role: "admin",
};

describeBackends("spam folder", backends, (suite) => {
  const addActor = () =>
    suite.db
      .insert(tables.staffUsers)
      .values({ id: actor.id, name: actor.name, email: actor.email });

  it("keeps a bot's submission with the reason and source page, and queues no mail", async () => {
    const { id } = await storeEnquiry(suite.db, suite.context.settings, enquiry, {
      sourcePage: "/contact",
      spamReason: "honeypot",
    });
    await storeApplication(suite.db, suite.context.settings, fields, upload(), {
      sourcePage: null,
      spamReason: "too-fast",
    });
    const [row] = await suite.db.select().from(tables.enquiries).where(eq(tables.enquiries.id, id));
    expect(row).toMatchObject({ spamReason: "honeypot", sourcePage: "/contact", status: "new" });
    expect(await suite.db.select().from(tables.outbox)).toHaveLength(0);
    const listed = await listSpam(suite.db, ["enquiry", "application"]);
    expect(listed.map((item) => [item.kind, item.reason])).toEqual([
      ["application", "too-fast"],
      ["enquiry", "honeypot"],
    ]);
    // Each role sees only its kinds.
    expect((await listSpam(suite.db, ["enquiry"])).map((item) => item.kind)).toEqual(["enquiry"]);
    expect(await listSpam(suite.db, [])).toEqual([]);
  });

  it("Not spam: into the inbox, history and audit, and the staff notification queued", async () => {
    await addActor();
    const spam = { sourcePage: "/about", spamReason: "honeypot" };
    const { id } = await storeEnquiry(suite.db, suite.context.settings, enquiry, spam);
    const app = await storeApplication(suite.db, suite.context.settings, fields, upload(), spam);
    const now = new Date(Date.now() + 60_000);
    const settings = suite.context.settings;
    expect(await markNotSpam(suite.db, settings, actor, "enquiry", id, "203.0.113.9", now)).toBe(
      true,
    );
    expect(await markNotSpam(suite.db, settings, actor, "application", app.id, null, now)).toBe(
      true,
    );
    // Twice, or an unknown id: nothing happens.
    expect(await markNotSpam(suite.db, settings, actor, "enquiry", id, null, now)).toBe(false);
    expect(await markNotSpam(suite.db, settings, actor, "enquiry", "nope", null, now)).toBe(false);

    const [row] = await suite.db.select().from(tables.enquiries).where(eq(tables.enquiries.id, id));
    expect(row!.spamReason).toBeNull();
    expect(row!.lastActivityAt.getTime()).toBe(now.getTime());
    expect(row!.sourcePage).toBe("/about");
    const mail = await suite.db.select().from(tables.outbox);
    // The staff notifications only: no acknowledgement to an address a bot rule caught.
    expect(mail.map((m) => [m.kind, m.recordId, m.recipient]).sort()).toEqual(
      [
        ["application.notify", app.id, "team@corvane.test"],
        ["enquiry.notify", id, "team@corvane.test"],
      ].sort(),
    );
    // The résumé stays in the database: the notification links to it.
    expect(mail.find((m) => m.kind === "application.notify")!.resumeId).toBeNull();
    const events = await suite.db.select().from(tables.recordEvents);
    expect(events.map((e) => [e.recordKind, e.type, e.fromValue, e.actorName]).sort()).toEqual([
      ["application", "not_spam", "honeypot", "Sam Sales"],
      ["enquiry", "not_spam", "honeypot", "Sam Sales"],
    ]);
    const entries = await suite.db.select().from(tables.auditLog);
    expect(entries.map((e) => [e.action, e.recordKind, e.recordId]).sort()).toEqual(
      [
        ["spam.not_spam", "application", app.id],
        ["spam.not_spam", "enquiry", id],
      ].sort(),
    );
    expect(await listSpam(suite.db, ["enquiry", "application"])).toEqual([]);
  });

  it("deletes spam 30 days after it arrived, résumés with it, and nothing else", async () => {
    const spam = { sourcePage: null, spamReason: "honeypot" };
    const settings = suite.context.settings;
    const old = await storeEnquiry(suite.db, settings, enquiry, spam);
    const oldApp = await storeApplication(suite.db, settings, fields, upload(), spam);
    await subscribe(suite.db, settings, "bot@example.com", spam);
    const fresh = await storeEnquiry(suite.db, settings, enquiry, spam);
    const real = await storeEnquiry(suite.db, settings, enquiry);
    const aged = new Date(Date.now() - 31 * DAY);
    await suite.db
      .update(tables.enquiries)
      .set({ createdAt: aged })
      .where(eq(tables.enquiries.id, old.id));
    await suite.db
      .update(tables.enquiries)
      .set({ createdAt: aged })
      .where(eq(tables.enquiries.id, real.id));
    await suite.db.update(tables.applications).set({ createdAt: aged });
    await suite.db.update(tables.subscribers).set({ createdAt: aged });

    // The retention job deletes spam (RETENTION_SPAM_DAYS, 30 by default).
    const purge = async (now?: Date) =>
      (await runRetention(suite.db, settings.retention, { now }))!.spam;
    // Day 29 after the aged ones: nothing is old enough yet.
    expect(await purge(new Date(aged.getTime() + 29 * DAY))).toBe(0);
    // Enquiry, application and subscriber.
    expect(await purge()).toBe(3);
    const left = (await suite.db.select().from(tables.enquiries)).map((row) => row.id).sort();
    expect(left).toEqual([fresh.id, real.id].sort());
    expect(await suite.db.select().from(tables.applications)).toHaveLength(0);
    expect(
      await suite.db
        .select()
        .from(tables.resumes)
        .where(eq(tables.resumes.applicationId, oldApp.id)),
    ).toHaveLength(0);
    expect(await suite.db.select().from(tables.subscribers)).toHaveLength(0);
  });

  it("is purged by the retention job", async () => {
    const old = await storeEnquiry(suite.db, suite.context.settings, enquiry, {
      sourcePage: null,
      spamReason: "too-fast",
    });
    await suite.db
      .update(tables.enquiries)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(tables.enquiries.id, old.id));
    const info = console.info;
    console.info = () => undefined;
    try {
      await periodicJobs.find((job) => job.name === "retention")!.run(suite.context);
    } finally {
      console.info = info;
    }
    expect(await suite.db.select().from(tables.enquiries)).toHaveLength(0);
  });
});
