/**
 * Data-subject requests on both databases: the export holds every record for the address
 * and none for anyone else; erasure leaves nothing of the person in any table (every table
 * is read) and one audit entry without the address; corrections are audited by field name.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { validApplication, validContact } from "@tests/support/fixtures/forms";
import { adminActor } from "@tests/support/fixtures/staff";
import { pdfBytes } from "@tests/support/server/files";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import type { ApplicationFields } from "@/lib/forms/schemas";
import { queryRows } from "../db/client";
import {
  applications,
  auditLog,
  contentPages,
  enquiries,
  recordEvents,
  staffUsers,
  subscribers,
} from "../db/schema";
import { moveApplications, rejectionDraft, sendRejectionMail } from "../workspace/pipeline";
import { OperatorError } from "../workspace/staff-cli";
import { saveDraft, storeApplication, storeEnquiry, subscribe } from "../submissions/store";
import { addressHash } from "./address-hash";
import { runPrivacyCommand } from "./cli";
import { correctRecord, eraseSubject, exportSubject, lookupSubject } from "./subject";
import { unzip } from "./zip";

const backends = await availableBackends();
const actor = adminActor;
const ANA = {
  contact: { ...validContact, name: "Ana Quintero", email: "Ana.Q@Example.com" },
  fields: {
    ...validApplication,
    firstName: "Ana",
    lastName: "Quintero",
    email: "ana.q@example.com",
    type: "2",
  } as ApplicationFields,
};
const BEN = {
  contact: { ...validContact, name: "Ben Okafor", email: "ben@example.org" },
  fields: {
    ...validApplication,
    firstName: "Ben",
    lastName: "Okafor",
    email: "ben@example.org",
    type: "2",
  } as ApplicationFields,
};

describeBackends("data-subject requests", backends, (suite) => {
  async function person(who: typeof ANA, resume: Buffer) {
    const settings = suite.context.settings;
    const enquiry = await storeEnquiry(suite.db, settings, { ...who.contact, type: "2" });
    const application = await storeApplication(suite.db, settings, who.fields, {
      fileName: "cv.pdf",
      kind: "pdf",
      data: resume,
    });
    await subscribe(suite.db, settings, who.contact.email.toUpperCase());
    const spam = await storeEnquiry(
      suite.db,
      settings,
      { ...who.contact, type: "2" },
      { sourcePage: "/contact", spamReason: "honeypot" },
    );
    await suite.db.insert(recordEvents).values({
      recordKind: "enquiry",
      recordId: enquiry.id,
      type: "note",
      body: `Called ${who.contact.name}`,
      actorName: actor.name,
    });
    // A form sent back with an error keeps what was typed (an hour), the address with it.
    await saveDraft(
      suite.db,
      "contact",
      { name: who.contact.name, email: ` ${who.contact.email} `, contact: "call me" },
      { contact: "Please enter a valid contact number." },
    );
    return { enquiry: enquiry.id, application: application.id, spam: spam.id };
  }

  /** Every row of every table in the database, as text. */
  async function everything(): Promise<string> {
    const tables = await queryRows<{ name: string }>(
      suite.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(15);
    let text = "";
    for (const { name } of tables) {
      const rows = await queryRows(suite.db, sql.raw(`select * from "${name}"`));
      text += `${name}:${JSON.stringify(rows, (_key, value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
      )}\n`;
    }
    return text.toLowerCase();
  }

  it("exports every record of the address, and none of anyone else, as a ZIP with the résumé", async () => {
    await suite.db
      .insert(staffUsers)
      .values({ id: actor.id, name: actor.name, email: actor.email });
    const anaResume = pdfBytes();
    const ana = await person(ANA, anaResume);
    const ben = await person(BEN, pdfBytes());
    const lookedUp = await lookupSubject(
      suite.db,
      suite.context.settings,
      actor,
      "ana.q@example.com",
      null,
    );
    expect(lookedUp.enquiries.map((row) => row.id).sort()).toEqual([ana.enquiry, ana.spam].sort());

    const { archive, counts } = await exportSubject(
      suite.db,
      suite.context.settings,
      actor,
      "ana.q@example.com",
      "203.0.113.9",
    );
    expect(counts).toEqual({
      enquiries: 1,
      applications: 1,
      resumes: 1,
      history: 1,
      subscribers: 1,
      spam: 1,
      // Notification and acknowledgement of the enquiry, notification and acknowledgement of
      // the application, the confirmation request.
      mail: 5,
      drafts: 1,
    });
    const files = unzip(archive);
    expect(files.map((file) => file.name)).toEqual([
      "data.json",
      expect.stringMatching(/^resumes\/[0-9a-f-]{36}-cv\.pdf$/),
    ]);
    expect(Buffer.from(files[1]!.data).equals(anaResume)).toBe(true);
    const data = JSON.parse(Buffer.from(files[0]!.data).toString("utf8"));
    expect(data.enquiries.map((row: { id: string }) => row.id).sort()).toEqual(
      [ana.enquiry, ana.spam].sort(),
    );
    expect(data.applications[0].id).toBe(ana.application);
    expect(data.history[0].body).toBe("Called Ana Quintero");
    expect(data.subscribers[0]).toMatchObject({ emailKey: "ana.q@example.com", status: "pending" });
    expect(data.subscribers[0].unsubscribeToken).toBeUndefined();
    expect(data.drafts).toEqual([
      expect.objectContaining({
        form: "contact",
        values: expect.objectContaining({ name: "Ana Quintero", contact: "call me" }),
      }),
    ]);
    const text = JSON.stringify(data).toLowerCase();
    for (const trace of ["ben", "okafor", ben.enquiry, ben.application, ben.spam]) {
      expect(text).not.toContain(trace);
    }
    // Audited by counts and a keyed hash, never the address.
    const entries = await suite.db.select().from(auditLog);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "privacy.export",
      "privacy.lookup",
    ]);
    for (const entry of entries) {
      expect(JSON.stringify(entry).toLowerCase()).not.toContain("ana.q");
      expect(entry.detail!.addressHash).toBe(
        addressHash("ana.q@example.com", suite.context.settings),
      );
    }
  });

  it("erases the person from every table, leaving one audit entry without the address, and nobody else's data", async () => {
    await person(ANA, pdfBytes());
    const ben = await person(BEN, pdfBytes());
    const before = await everything();
    expect(before).toContain("ana.q@example.com");
    expect(before).toContain("quintero");

    const counts = await eraseSubject(
      suite.db,
      suite.context.settings,
      actor,
      "ANA.Q@example.com",
      null,
    );
    expect(counts).toMatchObject({
      enquiries: 1,
      applications: 1,
      resumes: 1,
      spam: 1,
      mail: 5,
      drafts: 1,
    });

    const after = await everything();
    for (const trace of ["ana.q", "quintero", "called ana"]) expect(after).not.toContain(trace);
    const entries = await suite.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "privacy.erase", actor: actor.email });
    expect(entries[0]!.detail).toMatchObject({
      enquiries: 1,
      addressHash: addressHash("ana.q@example.com", suite.context.settings),
    });
    // Ben is untouched.
    expect(after).toContain("ben@example.org");
    const benRows = await suite.db.select({ id: enquiries.id }).from(enquiries);
    expect(benRows.map((row) => row.id).sort()).toEqual([ben.enquiry, ben.spam].sort());
  });

  it("exports an application's position, screening answers and rejection, and erases them with it", async () => {
    await suite.db
      .insert(staffUsers)
      .values({ id: actor.id, name: actor.name, email: actor.email });
    const ana = await person(ANA, pdfBytes());
    // The position applied to and the answers given (issue 38), then a rejection and its e-mail.
    const [page] = await suite.db
      .insert(contentPages)
      .values({
        kind: "position",
        path: "/careers/backend-engineer",
        draft: { title: "Backend engineer" },
        draftSavedBy: actor.name,
      })
      .returning({ id: contentPages.id });
    await suite.db
      .update(applications)
      .set({
        positionId: page!.id,
        positionTitle: "Backend engineer",
        answers: [{ question: "Can you relocate?", kind: "yesNo", answer: "no" }],
      })
      .where(eq(applications.id, ana.application));
    const recruiter = { staff: { ...actor, role: "recruiting" as const }, client: null };
    await moveApplications(suite.db, recruiter, [ana.application], "rejected", {
      reason: "location",
      note: "Wants to stay in Lisbon",
    });
    const draft = (await rejectionDraft(suite.db, suite.context.settings, ana.application))!;
    await sendRejectionMail(suite.db, recruiter, suite.context.settings, ana.application, draft);

    const { archive, counts } = await exportSubject(
      suite.db,
      suite.context.settings,
      actor,
      "ana.q@example.com",
      null,
    );
    // The five of the first test, and the rejection e-mail.
    expect(counts).toMatchObject({ applications: 1, mail: 6 });
    const data = JSON.parse(Buffer.from(unzip(archive)[0]!.data).toString("utf8"));
    expect(data.applications[0]).toMatchObject({
      positionTitle: "Backend engineer",
      answers: [{ question: "Can you relocate?", kind: "yesNo", answer: "no" }],
      rejectionReason: "location",
      rejectionNote: "Wants to stay in Lisbon",
    });
    expect(data.mail.map((m: { kind: string }) => m.kind)).toContain("application.rejection");

    await eraseSubject(suite.db, suite.context.settings, actor, "ana.q@example.com", null);
    const after = await everything();
    for (const trace of ["lisbon", "can you relocate", "dear ana"])
      expect(after).not.toContain(trace);
    // The position itself is the company's, not the person's: it stays.
    expect(after).toContain("backend engineer");
  });

  it("corrects name, e-mail and phone, auditing the fields by name only", async () => {
    const ana = await person(ANA, pdfBytes());
    const changed = await correctRecord(
      suite.db,
      actor,
      "enquiry",
      ana.enquiry,
      { name: "Ana Q. Quintero", email: "ana@new.example", contact: "+1 512 555 0199" },
      null,
    );
    expect(changed.sort()).toEqual(["contact", "email", "name"]);
    const [row] = await suite.db
      .select()
      .from(enquiries)
      .where(sql`${enquiries.id} = ${ana.enquiry}`);
    expect(row).toMatchObject({ name: "Ana Q. Quintero", email: "ana@new.example" });
    const [subscriber] = await suite.db.select().from(subscribers).limit(1);
    await correctRecord(
      suite.db,
      actor,
      "subscriber",
      subscriber!.id,
      { email: "Ana@New.example" },
      null,
    );
    const [corrected] = await suite.db.select().from(subscribers).limit(1);
    expect(corrected!.emailKey).toBe("ana@new.example");
    const entries = await suite.db.select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.recordId, entry.fields])).toEqual([
      ["privacy.correct", ana.enquiry, ["name", "email", "contact"]],
      ["privacy.correct", subscriber!.id, ["email"]],
    ]);
    expect(JSON.stringify(entries)).not.toContain("new.example");
    await expect(
      correctRecord(suite.db, actor, "enquiry", ana.enquiry, { email: "nope" }, null),
    ).rejects.toThrow(/e-mail/);
  });

  it("npm run privacy: export writes the archive; erase needs --yes", async () => {
    await person(ANA, pdfBytes());
    const open = async () => ({ context: suite.context, close: async () => undefined });
    const out = path.join(mkdtempSync(path.join(tmpdir(), "privacy-")), "ana.zip");
    const lines: string[] = [];
    await runPrivacyCommand(
      ["export", "Ana.Q@example.com", "--out", out],
      (l) => lines.push(l),
      open,
    );
    expect(lines[0]).toMatch(/^Wrote .*ana\.zip/);
    expect(unzip(readFileSync(out)).map((file) => file.name)).toHaveLength(2);
    await expect(
      runPrivacyCommand(["erase", "ana.q@example.com"], () => undefined, open),
    ).rejects.toBeInstanceOf(OperatorError);
    expect(await suite.db.select().from(enquiries)).toHaveLength(2);
    await runPrivacyCommand(["erase", "ana.q@example.com", "--yes"], (l) => lines.push(l), open);
    expect(await suite.db.select().from(enquiries)).toHaveLength(0);
    const actions = (await suite.db.select().from(auditLog)).map((entry) => [
      entry.action,
      entry.actor,
    ]);
    expect(actions).toEqual([
      ["privacy.export", "system"],
      ["privacy.erase", "system"],
    ]);
  });
});
