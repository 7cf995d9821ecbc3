/**
 * The inbox's queries and changes, against embedded PGlite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  applications,
  auditLog,
  enquiries,
  recordEvents,
  staffUsers,
  subscribers,
} from "../db/schema";
import { GET as enquiriesCsv } from "@/app/admin/export/enquiries.csv/route";
import { exportCsv } from "../submissions/export";
import {
  addNote,
  assign,
  changeStatus,
  getEnquiry,
  InboxChangeError,
  listApplications,
  listEnquiries,
  listSubscribers,
  sourcePages,
} from "./inbox";
import { parseFilters, searchQuery } from "./inbox-filters";
import {
  EXPORT_TOKEN,
  availableBackends,
  clientRequest,
  csvRecords,
  describeBackends,
} from "@tests/support/server/harness";
import { validApplication } from "@tests/support/fixtures/forms";
import { staffOf, staffRowsOfEveryRole } from "@tests/support/fixtures/staff";

const backends = await availableBackends();

const base = new Date("2026-03-01T12:00:00Z");
const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

describeBackends("inbox", backends, (suite) => {
  const addStaff = () => suite.db.insert(staffUsers).values(staffRowsOfEveryRole);

  async function enquiry(values: Partial<typeof enquiries.$inferInsert> = {}) {
    const id = randomUUID();
    await suite.db.insert(enquiries).values({
      id,
      name: "Jane Doe",
      email: "jane@example.com",
      contact: "+1 555 0100",
      requirement: "We need a booking app for our clinics.",
      type: "2",
      ...values,
    });
    return id;
  }

  const filters = (query: Record<string, string> = {}) => parseFilters("enquiries", query);

  it("finds an enquiry by a word (or the start of a word) of its requirement, name or e-mail", async () => {
    const wanted = await enquiry({
      name: "Priya Raman",
      email: "priya@acme.example",
      requirement: "Looking for a telemedicine platform with video consultations.",
    });
    await enquiry();
    const ids = async (q: string) =>
      (await listEnquiries(suite.db, filters({ q }))).rows.map((r) => r.id);
    expect(await ids("telemedicine")).toEqual([wanted]);
    expect(await ids("Consultation")).toEqual([wanted]);
    expect(await ids("priya")).toEqual([wanted]);
    expect(await ids("raman video")).toEqual([wanted]);
    expect(await ids("priya@acme.example")).toEqual([wanted]);
    expect(await ids("acme")).toEqual([wanted]);
    expect(await ids("video booking")).toEqual([]);
    // tsquery syntax typed into the box is only text.
    expect(await ids("telemedicine\u0000")).toEqual([wanted]);
    for (const q of ["a & | ! ( ) :* '", "\\' OR 1=1 --", "<->", "'"]) {
      await expect(listEnquiries(suite.db, filters({ q }))).resolves.toBeDefined();
    }
    expect(searchQuery("  !!  ")).toBeNull();
  });

  it("lists inbox rows only, newest first, 25 a page, with counts per status", async () => {
    for (let i = 0; i < 30; i++) {
      await enquiry({ createdAt: at(i), name: `Person ${i}`, status: i < 4 ? "closed" : "new" });
    }
    await enquiry({ createdAt: at(100), name: "Bot", spamReason: "honeypot" });
    const first = await listEnquiries(suite.db, filters());
    expect(first.total).toBe(30);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.name).toBe("Person 29");
    const second = await listEnquiries(suite.db, filters({ page: "2" }));
    expect(second.rows.map((r) => r.name)).toEqual([4, 3, 2, 1, 0].map((i) => `Person ${i}`));
    expect(first.counts).toEqual([
      { status: "new", count: 26 },
      { status: "in_progress", count: 0 },
      { status: "replied", count: 0 },
      { status: "closed", count: 4 },
    ]);
    const closed = await listEnquiries(suite.db, filters({ status: "closed" }));
    expect(closed.total).toBe(4);
    expect(closed.rows.every((r) => r.status === "closed")).toBe(true);
    // Counts stay per status whichever status is picked.
    expect(closed.counts).toEqual(first.counts);
    expect(
      await getEnquiry(
        suite.db,
        (await suite.db.select().from(enquiries).where(eq(enquiries.name, "Bot")))[0]!.id,
      ),
    ).toBeNull();
  });

  it("filters by date range, assignee and source page", async () => {
    await addStaff();
    const march = await enquiry({
      createdAt: new Date("2026-03-10T23:59:00Z"),
      sourcePage: "/services",
    });
    const april = await enquiry({
      createdAt: new Date("2026-04-02T08:00:00Z"),
      assigneeId: "staff-sales",
      sourcePage: "/contact",
    });
    const ids = async (query: Record<string, string>) =>
      (await listEnquiries(suite.db, filters(query))).rows.map((r) => r.id);
    expect(await ids({ from: "2026-03-10", to: "2026-03-10" })).toEqual([march]);
    expect(await ids({ from: "2026-03-11" })).toEqual([april]);
    expect(await ids({ to: "2026-04-01" })).toEqual([march]);
    expect(await ids({ assignee: "staff-sales" })).toEqual([april]);
    expect(await ids({ assignee: "none" })).toEqual([march]);
    expect(await ids({ source: "/services" })).toEqual([march]);
    expect(await ids({ from: "not a date", status: "bogus" })).toEqual([april, march]);
    expect(await sourcePages(suite.db, "enquiries")).toEqual(["/contact", "/services"]);
    const [row] = (await listEnquiries(suite.db, filters({ assignee: "staff-sales" }))).rows;
    expect(row!.assigneeName).toBe("sales person");
  });

  it("changes status with history, audit and last activity; refuses roles without the right", async () => {
    await addStaff();
    const id = await enquiry({ lastActivityAt: new Date("2026-01-01T00:00:00Z") });
    const sales = { staff: staffOf("sales"), client: "203.0.113.9" };
    expect(await changeStatus(suite.db, sales, "enquiry", id, "in_progress")).toBe(true);
    expect(await changeStatus(suite.db, sales, "enquiry", id, "in_progress")).toBe(false);
    const record = (await getEnquiry(suite.db, id))!;
    expect(record.status).toBe("in_progress");
    expect(record.lastActivityAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02"));
    expect(record.events).toMatchObject([
      { type: "status", fromValue: "new", toValue: "in_progress", actorName: "sales person" },
    ]);
    const [entry] = await suite.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "status.change",
      actor: "sales@x.test",
      recordKind: "enquiry",
      recordId: id,
      fields: ["status"],
      client: "203.0.113.9",
    });

    await expect(
      addNote(suite.db, { staff: staffOf("sales"), client: null }, "enquiry", id, "a\u0000b"),
    ).rejects.toMatchObject({ reason: "invalid" });
    for (const role of ["recruiting", "marketing"] as const) {
      const other = { staff: staffOf(role), client: null };
      await expect(changeStatus(suite.db, other, "enquiry", id, "closed")).rejects.toMatchObject({
        reason: "forbidden",
      });
      await expect(addNote(suite.db, other, "enquiry", id, "hi")).rejects.toBeInstanceOf(
        InboxChangeError,
      );
      await expect(assign(suite.db, other, "enquiry", id, "")).rejects.toMatchObject({
        reason: "forbidden",
      });
    }
    // Applications' statuses are not an enquiry's.
    await expect(changeStatus(suite.db, sales, "enquiry", id, "hired")).rejects.toMatchObject({
      reason: "invalid",
    });
    await expect(
      changeStatus(suite.db, sales, "enquiry", randomUUID(), "closed"),
    ).rejects.toMatchObject({ reason: "not-found" });
    expect(await suite.db.select().from(recordEvents)).toHaveLength(1);
  });

  it("adds notes (text kept out of the audit log) and assigns only staff with the right", async () => {
    await addStaff();
    const id = await enquiry();
    const admin = { staff: staffOf("admin"), client: null };
    await addNote(suite.db, admin, "enquiry", id, "  Called back, wants a quote  ");
    await expect(addNote(suite.db, admin, "enquiry", id, "   ")).rejects.toMatchObject({
      reason: "invalid",
    });
    await expect(assign(suite.db, admin, "enquiry", id, "staff-recruiting")).rejects.toMatchObject({
      reason: "invalid",
    });
    expect(await assign(suite.db, admin, "enquiry", id, "staff-sales")).toBe(true);
    expect(await assign(suite.db, admin, "enquiry", id, "")).toBe(true);
    const record = (await getEnquiry(suite.db, id))!;
    expect(record.assigneeId).toBeNull();
    expect(record.events.map((e) => [e.type, e.body, e.fromValue, e.toValue])).toEqual([
      ["note", "Called back, wants a quote", null, null],
      ["assign", null, null, "sales person"],
      ["assign", null, "sales person", null],
    ]);
    const entries = await suite.db.select().from(auditLog);
    expect(entries.map((e) => e.action)).toEqual(["note.add", "assign", "assign"]);
    expect(JSON.stringify(entries)).not.toContain("quote");
  });

  it("lists applications and subscribers with their own statuses and search", async () => {
    await suite.db
      .insert(applications)
      .values({ id: randomUUID(), ...validApplication, type: "2", status: "interview" });
    const apps = await listApplications(suite.db, parseFilters("applications", { q: "silv" }));
    expect(apps.rows.map((r) => r.name)).toEqual(["Ana Silva"]);
    expect(apps.counts.find((c) => c.status === "interview")!.count).toBe(1);

    await suite.db.insert(subscribers).values([
      {
        id: randomUUID(),
        email: "Reader@Example.com",
        emailKey: "reader@example.com",
        unsubscribeToken: "t1",
        status: "confirmed",
      },
      {
        id: randomUUID(),
        email: "gone_away@example.com",
        emailKey: "gone_away@example.com",
        unsubscribeToken: "t2",
        status: "pending",
      },
      {
        id: randomUUID(),
        email: "gonexaway@example.com",
        emailKey: "gonexaway@example.com",
        unsubscribeToken: "t3",
        status: "confirmed",
      },
    ]);
    const list = (query: Record<string, string>) =>
      listSubscribers(suite.db, parseFilters("subscribers", query));
    expect((await list({ q: "READER" })).rows.map((r) => r.email)).toEqual(["Reader@Example.com"]);
    // "_" is a letter here, not a wildcard.
    expect((await list({ q: "gone_" })).rows.map((r) => r.email)).toEqual([
      "gone_away@example.com",
    ]);
    const pending = await list({ status: "pending" });
    expect(pending.rows.map((r) => r.status)).toEqual(["pending"]);
    expect(pending.counts).toEqual([
      { status: "pending", count: 1 },
      { status: "confirmed", count: 2 },
    ]);
  });

  it("exports the filtered list as CSV, formulas neutralised", async () => {
    await enquiry({ name: "=cmd()", requirement: "mobile app", status: "new" });
    await enquiry({ name: "Other", requirement: "website", status: "closed" });
    await enquiry({ name: "Spam", requirement: "mobile app", spamReason: "too-fast" });
    const text = await new Response(
      exportCsv(suite.db, "enquiries", "https://x", 500, filters({ q: "mobile", status: "new" })),
    ).text();
    expect(csvRecords(text).map((r) => r.name)).toEqual(["'=cmd()"]);
  });

  it("the enquiries CSV serves as a report: status, assignee, source page, last note's date", async () => {
    await addStaff();
    const worked = await enquiry({
      name: "Worked",
      sourcePage: "/contact",
      createdAt: at(0),
      status: "in_progress",
      assigneeId: "staff-sales",
    });
    await enquiry({ name: "Untouched", createdAt: at(1) });
    const event = { recordKind: "enquiry" as const, recordId: worked, actorName: "sales person" };
    await suite.db.insert(recordEvents).values([
      { ...event, type: "note", body: "Called back.", createdAt: at(4) },
      { ...event, type: "note", body: "Sent the estimate.", createdAt: at(9) },
      // Not a note: a later status change leaves the last note's date as it is.
      { ...event, type: "status", fromValue: "new", toValue: "in_progress", createdAt: at(12) },
    ]);
    // Another record's later note is not this one's.
    await suite.db.insert(recordEvents).values({
      ...event,
      recordKind: "application",
      type: "note",
      body: "Other",
      createdAt: at(20),
    });
    const text = await new Response(exportCsv(suite.db, "enquiries", "https://x")).text();
    // The columns there were stay first, in their order; the report's follow.
    expect(text.split("\r\n")[0]).toBe(
      '"id","received_at","name","email","contact","requirement","type",' +
        '"status","assignee","assignee_email","source_page","last_note_at"',
    );
    const rows = csvRecords(text);
    expect(rows.map((row) => row.name)).toEqual(["Worked", "Untouched"]);
    expect(rows[0]).toMatchObject({
      status: "in_progress",
      assignee: "sales person",
      assignee_email: "sales@x.test",
      source_page: "/contact",
      last_note_at: at(9).toISOString(),
    });
    expect(rows[1]).toMatchObject({
      status: "new",
      assignee: "",
      assignee_email: "",
      source_page: "",
      last_note_at: "",
    });
  });

  it("the CSV URL takes the list's filters with the export token, and is audited", async () => {
    await enquiry({ name: "Kept", status: "replied", sourcePage: "/services" });
    await enquiry({ name: "Other", status: "replied" });
    const response = await enquiriesCsv(
      clientRequest("/admin/export/enquiries.csv?status=replied&source=%2Fservices", {
        headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(csvRecords(await response.text()).map((r) => r.name)).toEqual(["Kept"]);
    const [entry] = await suite.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "export",
      actor: "token",
      recordKind: "enquiries",
      detail: { filtered: true },
    });
    // Signed out (no token, no session): 401.
    expect((await enquiriesCsv(clientRequest("/admin/export/enquiries.csv"))).status).toBe(401);
  });
});
