/**
 * The hiring pipeline (issue 38) against embedded PGlite and PostgreSQL: the position filter
 * and its counts per stage, bulk moves, rejections with their reason and the rejection e-mail
 * that is queued only when sent, the template, closing a position after a hire, the CSV's new
 * columns, and the role checks.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  applications,
  auditLog,
  contentPages,
  mailTemplates,
  outbox,
  recordEvents,
  staffUsers,
  type ScreeningAnswer,
  type StaffRole,
} from "../db/schema";
import { exportCsv } from "../submissions/export";
import { changeStatus, getApplication, listApplications } from "./inbox";
import { parseFilters } from "./inbox-filters";
import {
  applicationsByIds,
  closeHiredPosition,
  moveApplications,
  rejectionDraft,
  saveRejectionTemplate,
  sendRejectionMail,
} from "./pipeline";
import { filterQuery } from "@/lib/workspace/inbox";
import { availableBackends, csvRecords, describeBackends } from "@tests/support/server/harness";
import { validApplication } from "@tests/support/fixtures/forms";
import { staffOf, staffRowsOfEveryRole } from "@tests/support/fixtures/staff";

const backends = await availableBackends();

const as = (role: StaffRole) => ({ staff: staffOf(role), client: "198.51.100.7" });

describeBackends("hiring pipeline", backends, (suite) => {
  beforeEach(async () => {
    // The harness empties the tables it knows; the template table is this suite's own.
    await suite.db.delete(mailTemplates);
    await suite.db.insert(staffUsers).values(staffRowsOfEveryRole);
  });

  async function position(title: string, state: "open" | "closed" = "open") {
    const id = randomUUID();
    const path = `/careers/${title.toLowerCase().replace(/\W+/g, "-")}`;
    await suite.db.insert(contentPages).values({
      id,
      kind: "position",
      path,
      publishedPath: path,
      draft: { title },
      draftSavedBy: "recruiting person",
      publishedRevisionId: randomUUID(),
      ...(state === "closed" ? { closedAt: new Date(), unpublishedAt: new Date() } : {}),
    });
    return id;
  }

  let minute = 0;
  async function application(values: Partial<typeof applications.$inferInsert> = {}) {
    const id = randomUUID();
    await suite.db.insert(applications).values({
      id,
      ...validApplication,
      type: "2",
      createdAt: new Date(Date.UTC(2026, 2, 1, 12, minute++)),
      lastActivityAt: new Date("2026-01-01T00:00:00Z"),
      ...values,
    });
    return id;
  }

  const list = (query: Record<string, string>) =>
    listApplications(suite.db, parseFilters("applications", query));
  const counts = async (query: Record<string, string>) =>
    Object.fromEntries((await list(query)).counts.map((c) => [c.status, c.count]));

  it("filters by position or by none, and counts the position's pipeline per stage", async () => {
    const backend = await position("Backend engineer");
    const designer = await position("Designer", "closed");
    const a = await application({ positionId: backend, positionTitle: "Backend engineer" });
    const b = await application({ positionId: backend, positionTitle: "Backend engineer" });
    await application({ positionId: backend, positionTitle: "Backend engineer", status: "offer" });
    const d = await application({ positionId: designer, positionTitle: "Designer" });
    const open = await application();
    await application({ positionId: backend, spamReason: "honeypot" });

    const ids = async (query: Record<string, string>) =>
      (await list(query)).rows.map((row) => row.id).sort();
    expect(await ids({ position: backend })).toHaveLength(3);
    expect(await ids({ position: designer })).toEqual([d]);
    expect(await ids({ position: "none" })).toEqual([open]);
    // Upper case is the same id; anything else is no filter at all.
    expect(await ids({ position: backend.toUpperCase() })).toHaveLength(3);
    expect(await ids({ position: "not-an-id" })).toHaveLength(5);
    expect(parseFilters("enquiries", { position: backend }).position).toBeNull();
    expect(filterQuery(parseFilters("applications", { position: "none", page: "2" }), 2)).toBe(
      "?position=none&page=2",
    );
    expect(await ids({ position: backend, status: "offer" })).toHaveLength(1);

    // Every stage, in the pipeline's order, each with its count.
    expect((await list({ position: backend })).counts.map((c) => `${c.status} ${c.count}`)).toEqual(
      "new 2, screening 0, interview 0, offer 1, hired 0, rejected 0, withdrawn 0".split(", "),
    );
    const before = await counts({ position: backend });
    expect(await changeStatus(suite.db, as("recruiting"), "application", a, "interview")).toBe(
      true,
    );
    const after = await counts({ position: backend });
    expect(after.new).toBe(before.new! - 1);
    expect(after.interview).toBe(before.interview! + 1);
    // A bulk move counts alike; the other position's pipeline is untouched.
    await moveApplications(suite.db, as("recruiting"), [b], "screening");
    expect(await counts({ position: backend })).toMatchObject({ new: 0, screening: 1 });
    expect(await counts({ position: designer })).toMatchObject({ new: 1, screening: 0 });
  });

  it("moves several applications at once, each change in the history and the audit log", async () => {
    const backend = await position("Backend engineer");
    const a = await application({ positionId: backend, positionTitle: "Backend engineer" });
    const b = await application({ status: "screening" });
    const c = await application({ status: "interview" });
    const outcome = await moveApplications(
      suite.db,
      as("recruiting"),
      [a, b.toUpperCase(), a, c, randomUUID()],
      "interview",
    );
    expect(outcome.changed.sort()).toEqual([a, b].sort());
    expect(outcome.unchanged).toEqual([c]);
    expect(outcome.missing).toHaveLength(1);
    expect(outcome.hiredPositions).toEqual([]);

    const entries = await suite.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        action: "status.change",
        actor: "recruiting@x.test",
        recordKind: "application",
        fields: ["status"],
        client: "198.51.100.7",
        detail: { to: "interview" },
      });
    }
    expect(entries.map((e) => e.recordId).sort()).toEqual([a, b].sort());
    const events = await suite.db.select().from(recordEvents);
    expect(events.map((e) => [e.recordId, e.fromValue, e.toValue]).sort()).toEqual(
      [
        [a, "new", "interview"],
        [b, "screening", "interview"],
      ].sort(),
    );
    for (const id of [a, b]) {
      const record = (await getApplication(suite.db, id))!;
      expect(record.status).toBe("interview");
      expect(record.lastActivityAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02"));
    }
    expect((await getApplication(suite.db, c))!.lastActivityAt.toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );

    // A hire names its position, so the list can offer to close it.
    const hired = await moveApplications(suite.db, as("admin"), [a, b], "hired");
    expect(hired.hiredPositions).toEqual([backend]);

    for (const bad of [[], ["nope"], Array.from({ length: 101 }, () => randomUUID())]) {
      await expect(
        moveApplications(suite.db, as("recruiting"), bad, "screening"),
      ).rejects.toMatchObject({ reason: "invalid" });
    }
    await expect(moveApplications(suite.db, as("recruiting"), [a], "closed")).rejects.toMatchObject(
      { reason: "invalid" },
    );
  });

  it("refuses the bulk move, the rejection e-mail and the template to roles without applications", async () => {
    const a = await application();
    for (const role of ["sales", "marketing"] as const) {
      await expect(moveApplications(suite.db, as(role), [a], "screening")).rejects.toMatchObject({
        reason: "forbidden",
      });
      await expect(
        moveApplications(suite.db, as(role), [a], "rejected", { reason: "skills", note: "" }),
      ).rejects.toMatchObject({ reason: "forbidden" });
      await expect(
        sendRejectionMail(suite.db, as(role), suite.context.settings, a, {
          subject: "No",
          body: "No",
        }),
      ).rejects.toMatchObject({ reason: "forbidden" });
      await expect(
        saveRejectionTemplate(suite.db, as(role), { subject: "S", body: "B" }),
      ).rejects.toMatchObject({ reason: "forbidden" });
      await expect(closeHiredPosition(suite.db, as(role), randomUUID())).rejects.toMatchObject({
        reason: "forbidden",
      });
    }
    expect((await getApplication(suite.db, a))!.status).toBe("new");
    expect(await suite.db.select().from(auditLog)).toEqual([]);
  });

  it("rejects with a reason and note, and queues the rejection e-mail only when it is sent", async () => {
    const backend = await position("Backend engineer");
    const a = await application({
      firstName: "Priya",
      email: "priya@example.com",
      positionId: backend,
      positionTitle: "Backend engineer",
    });
    const b = await application({ firstName: "Jon", email: "jon@example.com" });
    const settings = suite.context.settings;

    // The single-record status form cannot reject without a reason.
    await expect(
      changeStatus(suite.db, as("recruiting"), "application", a, "rejected"),
    ).rejects.toMatchObject({ reason: "invalid" });
    for (const rejection of [
      undefined,
      { reason: "rude", note: "" },
      { reason: "skills", note: "x".repeat(1001) },
      { reason: "skills", note: "a\u0000b" },
    ]) {
      await expect(
        moveApplications(suite.db, as("recruiting"), [a], "rejected", rejection),
      ).rejects.toMatchObject({ reason: "invalid" });
    }
    expect(await rejectionDraft(suite.db, settings, a)).toBeNull();

    const outcome = await moveApplications(suite.db, as("recruiting"), [a, b], "rejected", {
      reason: "experience",
      note: "  Strong, but we need\r\nten years of Go.  ",
    });
    expect(outcome.changed.sort()).toEqual([a, b].sort());
    const record = (await getApplication(suite.db, a))!;
    expect(record).toMatchObject({
      status: "rejected",
      rejectionReason: "experience",
      rejectionNote: "Strong, but we need\nten years of Go.",
    });
    const [entry] = await suite.db.select().from(auditLog).where(eq(auditLog.recordId, a));
    expect(entry).toMatchObject({
      action: "status.change",
      fields: ["status", "rejectionReason", "rejectionNote"],
      detail: { from: "new", to: "rejected" },
    });
    // The note is the recruiter's words about the person: never in the audit log.
    expect(JSON.stringify(await suite.db.select().from(auditLog))).not.toContain("ten years");
    // Rejecting sends nothing.
    expect(await suite.db.select().from(outbox)).toEqual([]);

    const draft = (await rejectionDraft(suite.db, settings, a))!;
    expect(draft.recipient).toBe("priya@example.com");
    expect(draft.subject).toBe(`Your application to ${settings.siteName}`);
    expect(draft.body).toContain("Dear Priya,");
    expect(draft.body).toContain("the Backend engineer position");
    expect(draft.body).not.toMatch(/\{firstName\}|\{position\}/);
    const open = (await rejectionDraft(suite.db, settings, b))!;
    expect(open.body).toContain("Dear Jon,");
    expect(open.body).toContain("our open application");

    const sent = await sendRejectionMail(suite.db, as("recruiting"), settings, a, draft);
    expect(sent).toHaveLength(1);
    const mail = await suite.db.select().from(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "application.rejection",
      recipient: "priya@example.com",
      subject: draft.subject,
      body: draft.body,
      recordKind: "application",
      recordId: a,
    });
    const audited = await suite.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "mail.rejection"));
    expect(audited).toMatchObject([{ recordId: a, fields: ["subject", "body"] }]);
    expect((await getApplication(suite.db, a))!.mail.map((m) => m.kind)).toEqual([
      "application.rejection",
    ]);

    // Moving on from "rejected" drops the reason; a stale page can no longer send the e-mail.
    await moveApplications(suite.db, as("recruiting"), [b], "screening");
    expect(await getApplication(suite.db, b)).toMatchObject({
      rejectionReason: null,
      rejectionNote: null,
    });
    await expect(
      sendRejectionMail(suite.db, as("recruiting"), settings, b, open),
    ).rejects.toMatchObject({ reason: "invalid" });
    await expect(
      sendRejectionMail(suite.db, as("recruiting"), settings, a, {
        subject: "Two\nlines",
        body: "x",
      }),
    ).rejects.toMatchObject({ reason: "invalid" });
    expect(await suite.db.select().from(outbox)).toHaveLength(1);
  });

  it("changes an existing rejection's reason, and fills a saved template", async () => {
    const a = await application({ firstName: "Ana" });
    await moveApplications(suite.db, as("recruiting"), [a], "rejected", {
      reason: "skills",
      note: "",
    });
    const again = await moveApplications(suite.db, as("admin"), [a], "rejected", {
      reason: "position-filled",
      note: "Filled internally",
    });
    expect(again.changed).toEqual([a]);
    expect(await getApplication(suite.db, a)).toMatchObject({
      rejectionReason: "position-filled",
      rejectionNote: "Filled internally",
    });
    const actions = (await suite.db.select().from(auditLog).orderBy(asc(auditLog.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(["status.change", "rejection.change"]);
    expect(await suite.db.select().from(recordEvents)).toHaveLength(1);

    await saveRejectionTemplate(suite.db, as("recruiting"), {
      subject: "About {position}",
      body: "Hi {firstName}, thanks for {position}. {firstName}!",
    });
    const draft = (await rejectionDraft(suite.db, suite.context.settings, a))!;
    expect(draft).toMatchObject({
      subject: "About our open application",
      body: "Hi Ana, thanks for our open application. Ana!",
    });
    const [stored] = await suite.db.select().from(mailTemplates);
    expect(stored).toMatchObject({ key: "application.rejection", updatedBy: "recruiting person" });
    expect(await suite.db.select().from(outbox)).toEqual([]);
  });

  it("closes the position someone was hired for, once", async () => {
    const backend = await position("Backend engineer");
    const outcome = await closeHiredPosition(suite.db, as("recruiting"), backend);
    expect(outcome).toMatchObject({ ok: true });
    const [row] = await suite.db.select().from(contentPages).where(eq(contentPages.id, backend));
    expect(row!.closedAt).not.toBeNull();
    const [entry] = await suite.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "position.close"));
    expect(entry).toMatchObject({ recordId: backend, detail: { reason: "hired" } });
    expect(await closeHiredPosition(suite.db, as("admin"), backend)).toMatchObject({ ok: false });
  });

  it("names the applications a step is for, in order, leaving out spam and unknown ids", async () => {
    const a = await application({ firstName: "Ana", lastName: "Lima" });
    const b = await application({ firstName: "Ben", lastName: "Ode" });
    const spam = await application({ spamReason: "honeypot" });
    const found = await applicationsByIds(suite.db, [b, "x", a, spam, randomUUID(), b]);
    expect(found.map((row) => row.name)).toEqual(["Ben Ode", "Ana Lima"]);
  });

  it("exports the position and the screening answers in the CSV, formulas neutralised", async () => {
    const backend = await position("Backend engineer");
    const answers: ScreeningAnswer[] = [
      { question: "Can you work in Austin?", kind: "yesNo", answer: "yes" },
      { question: "Favourite tool?", kind: "text", answer: "vim\nand tmux" },
      { question: "Anything else?", kind: "text", answer: "" },
    ];
    await application({
      firstName: "Ana",
      positionId: backend,
      positionTitle: "=Backend engineer",
      answers,
    });
    await application({ firstName: "Ben" });
    const text = await new Response(
      exportCsv(
        suite.db,
        "applications",
        "https://x",
        500,
        parseFilters("applications", { position: backend }),
      ),
    ).text();
    const rows = csvRecords(text);
    expect(rows.map((row) => row.first_name)).toEqual(["Ana"]);
    expect(rows[0]!.position).toBe("'=Backend engineer");
    expect(rows[0]!.screening_answers).toBe(
      "Can you work in Austin?: yes | Favourite tool?: vim and tmux | Anything else?: —",
    );
    const none = csvRecords(
      await new Response(
        exportCsv(
          suite.db,
          "applications",
          "https://x",
          500,
          parseFilters("applications", {
            position: "none",
          }),
        ),
      ).text(),
    );
    expect(none.map((row) => [row.first_name, row.position, row.screening_answers])).toEqual([
      ["Ben", "", ""],
    ]);
  });

  it("the applications CSV gives each application's stage and assignee beside its position", async () => {
    const backend = await position("Backend engineer");
    const ana = await application({
      firstName: "Ana",
      positionId: backend,
      positionTitle: "Backend engineer",
      status: "interview",
      assigneeId: "staff-recruiting",
      sourcePage: "/jobs/backend-engineer",
    });
    await application({ firstName: "Ben" });
    await suite.db.insert(recordEvents).values({
      recordKind: "application",
      recordId: ana,
      type: "note",
      body: "Strong on SQL.",
      actorName: "recruiting person",
      createdAt: new Date("2026-03-02T09:30:00Z"),
    });
    const text = await new Response(exportCsv(suite.db, "applications", "https://x")).text();
    const header = text.split("\r\n")[0]!.split(",");
    // The columns there were keep their places; the report's are added after them.
    expect(header.slice(0, 18).join(",")).toBe(
      '"id","received_at","first_name","last_name","email","experience","user_type",' +
        '"country_code","mobile_number","type","position","screening_answers","resume_id",' +
        '"resume_file_name","resume_media_type","resume_size","resume_sha256","resume_url"',
    );
    const rows = csvRecords(text);
    expect(
      rows.map((row) => [
        row.first_name,
        row.position,
        row.stage,
        row.assignee,
        row.assignee_email,
        row.source_page,
        row.last_note_at,
      ]),
    ).toEqual([
      [
        "Ana",
        "Backend engineer",
        "interview",
        "recruiting person",
        "recruiting@x.test",
        "/jobs/backend-engineer",
        "2026-03-02T09:30:00.000Z",
      ],
      ["Ben", "", "new", "", "", "", ""],
    ]);
  });
});
