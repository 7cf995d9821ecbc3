/**
 * Applications to an open position (issue 38) through POST /api/applications: the position's
 * id, title and screening answers are kept with the application, its hiring owner is told,
 * the applicant gets an acknowledgement, and a position that closed meanwhile is a 410 that
 * leaves nothing behind.
 */
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { applicationMessages, positionPhoneMessages } from "@/lib/forms/application";
import { CONTROL_CHARACTERS_MESSAGE } from "@/lib/forms/errors";
import { POSITION_FIELD, screeningMessages } from "@/lib/forms/screening";
import { pdfBytes } from "@tests/support/server/files";
import { validApplication, validPositionApplication } from "@tests/support/fixtures/forms";
import {
  availableBackends,
  describeBackends,
  multipartRequest,
  readJson,
  type ClientInit,
} from "@tests/support/server/harness";
import type { Database } from "../db/client";
import {
  applications,
  contentPages,
  contentRevisions,
  outbox,
  rateLimits,
  resumes,
} from "../db/schema";
import { exportCsv } from "../submissions/export";
import { loadDraft } from "../submissions/store";
import { postApplication, screeningErrors } from "./applications";

const backends = await availableBackends();

const TITLE = "Senior React Native Developer";
const OWNER = "hiring.owner@corvane.test";

const QUESTIONS = [
  { question: "Why do you want to join this team?", kind: "text", required: true },
  { question: "Can you work from our Pune office?", kind: "yesNo", required: false },
  { question: "Anything else we should know?", kind: "text", required: false },
] as const;

/** A position document that passes the studio's schema. */
function positionDocument(path: string, hiringOwnerEmail: string | undefined) {
  return {
    path,
    title: TITLE,
    description:
      "Build and ship mobile apps for our clients with React Native, TypeScript and a small, senior team.",
    team: "Engineering",
    remote: false,
    city: "Pune",
    country: "IN",
    employmentType: "FULL_TIME",
    posted: "2026-01-05",
    summary:
      "You will lead the mobile work of two client projects, from the first sketch to the stores.",
    responsibilities: ["Build features end to end"],
    requirements: ["Four years of React Native"],
    benefits: [],
    questions: QUESTIONS,
    ...(hiringOwnerEmail ? { hiringOwnerEmail } : {}),
  };
}

/** Writes a published position straight into the content store; answers its id. */
async function addPosition(
  db: Database,
  options: { closed?: boolean; hiringOwnerEmail?: string | undefined; path?: string } = {},
): Promise<string> {
  const path = options.path ?? "/jobs/react-native-developer";
  const document = positionDocument(
    path,
    "hiringOwnerEmail" in options ? options.hiringOwnerEmail : OWNER,
  );
  const id = randomUUID();
  const revisionId = randomUUID();
  const now = new Date();
  await db.insert(contentPages).values({
    id,
    kind: "position",
    path,
    publishedPath: path,
    draft: document,
    draftSavedBy: "Test",
    publishedDraftVersion: 1,
    publishedRevisionId: revisionId,
    ...(options.closed ? { closedAt: now, unpublishedAt: now } : {}),
  });
  await db.insert(contentRevisions).values({
    id: revisionId,
    pageId: id,
    number: 1,
    document,
    publishedBy: "Test",
  });
  return id;
}

/** The form as posted: a position's form when a position is named, else the spec's. */
function application(fields: Record<string, string> = {}, withFile = true): FormData {
  const form = new FormData();
  const base = fields[POSITION_FIELD] ? validPositionApplication : validApplication;
  for (const [name, value] of Object.entries({ ...base, type: "2", ...fields }))
    form.set(name, value);
  if (withFile)
    form.set(
      "resume",
      new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }),
      "cv.pdf",
    );
  return form;
}

const post = (form: FormData, init?: ClientInit) =>
  postApplication(multipartRequest("/api/applications", form, init));

const NAVIGATE: ClientInit = {
  headers: { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" },
};

const answered = {
  "answer-0": "I have shipped three apps with a team like yours.",
  "answer-1": "yes",
};

describeBackends("applications to a position", backends, (suite) => {
  it("keeps the position and the answers, tells the hiring owner and acknowledges the applicant", async () => {
    const positionId = await addPosition(suite.db);
    const response = await post(application({ [POSITION_FIELD]: positionId, ...answered }));
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: string }>(response);
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({ id, positionId, positionTitle: TITLE, spamReason: null });
    expect(row!.answers).toEqual([
      { question: QUESTIONS[0].question, kind: "text", answer: answered["answer-0"] },
      { question: QUESTIONS[1].question, kind: "yesNo", answer: "yes" },
      { question: QUESTIONS[2].question, kind: "text", answer: "" },
    ]);
    const mails = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.replyTo])).toEqual([
      ["application.notify", OWNER, validApplication.email],
      ["application.acknowledge", validApplication.email, OWNER],
    ]);
    const [notify, acknowledge] = mails;
    expect(notify!.subject).toBe(`New application for ${TITLE} from Ana Silva`);
    expect(notify!.body).toContain(`Position:       ${TITLE}`);
    // Without NOTIFY_INCLUDE_TEXT the answers stay in the database, like the other details.
    expect(notify!.body).not.toContain(answered["answer-0"]);
    expect(acknowledge!.subject).toBe(`We received your application for ${TITLE}`);
    expect(acknowledge!.body).toContain(`your application for ${TITLE}`);
    expect(acknowledge!.body).toContain(id);
    expect(acknowledge!.body).toContain(suite.context.settings.siteEmail);
    expect(acknowledge!.body).toContain("delete");
    expect(acknowledge!.recordId).toBe(id);
  });

  it("lists the answers in the notification with NOTIFY_INCLUDE_TEXT; without an owner, tells the recruiters", async () => {
    suite.configure({
      notifyIncludeText: true,
      notifyToApplications: "a@corvane.test, b@corvane.test",
    });
    const positionId = await addPosition(suite.db, { hiringOwnerEmail: undefined });
    const response = await post(application({ [POSITION_FIELD]: positionId, ...answered }));
    expect(response.status).toBe(201);
    const mails = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["application.notify", "a@corvane.test"],
      ["application.notify", "b@corvane.test"],
      ["application.acknowledge", validApplication.email],
    ]);
    const body = mails[0]!.body;
    expect(body).toContain("Screening answers:");
    expect(body).toContain(`1. ${QUESTIONS[0].question}\n   ${answered["answer-0"]}`);
    expect(body).toContain(`2. ${QUESTIONS[1].question}\n   Yes`);
    expect(body).toContain(`3. ${QUESTIONS[2].question}\n   (no answer)`);
    expect(mails[2]!.replyTo).toBe("a@corvane.test, b@corvane.test");
  });

  it("refuses a required question left empty under its field, after the spec's errors, storing nothing", async () => {
    const positionId = await addPosition(suite.db);
    const empty = await post(application({ [POSITION_FIELD]: positionId, "answer-0": "  " }));
    expect(empty.status).toBe(400);
    expect(await readJson(empty)).toEqual({
      errors: { "answer-0": screeningMessages.required },
    });
    const both = await post(
      application({ [POSITION_FIELD]: positionId, firstName: "A", "answer-1": "maybe" }),
    );
    expect(both.status).toBe(400);
    const { errors } = await readJson<{ errors: Record<string, string> }>(both);
    expect(Object.entries(errors)).toEqual([
      ["firstName", applicationMessages.firstName],
      ["answer-0", screeningMessages.required],
      ["answer-1", screeningMessages.yesNo],
    ]);
    expect(await suite.db.select().from(applications)).toEqual([]);
    expect(await suite.db.select().from(resumes)).toEqual([]);
    expect(await suite.db.select().from(outbox)).toEqual([]);
  });

  it("answers 410 for a closed or unknown position: nothing stored, no résumé bytes counted", async () => {
    // The sender's network may store one file a day (an eighth of the day's bytes).
    suite.configure({ resumeBytesPerDay: pdfBytes().length * 8 });
    const closed = await addPosition(suite.db, { closed: true });
    for (const position of [closed, randomUUID(), "not-an-id"]) {
      const response = await post(application({ [POSITION_FIELD]: position, ...answered }));
      expect(response.status, position).toBe(410);
      expect(await readJson(response)).toEqual({
        errors: { position: screeningMessages.closed },
      });
    }
    expect(await suite.db.select().from(applications)).toEqual([]);
    expect(await suite.db.select().from(resumes)).toEqual([]);
    expect(await suite.db.select().from(outbox)).toEqual([]);
    expect(await suite.db.select().from(rateLimits)).toEqual([]);
    // The day's one file is still there to send: an open application goes through.
    expect((await post(application())).status).toBe(201);
    // …and is counted where the refused ones were not.
    expect(await suite.db.select().from(rateLimits)).not.toEqual([]);
  });

  it("without JavaScript: a closed position shows its message with every typed field kept", async () => {
    const closed = await addPosition(suite.db, { closed: true });
    const response = await post(
      application({ [POSITION_FIELD]: closed, ...answered, "answer-2": "Later" }),
      NAVIGATE,
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/thanks");
    expect(location.searchParams.get("status")).toBe("invalid");
    const draft = await loadDraft(suite.db, location.searchParams.get("draft")!);
    expect(draft?.errors).toEqual({ position: screeningMessages.closed });
    expect(draft?.values).toEqual({
      ...validPositionApplication,
      [POSITION_FIELD]: closed,
      ...answered,
      "answer-2": "Later",
    });
    expect(await suite.db.select().from(applications)).toEqual([]);

    // Unanswered questions of an open one: their messages, the answers kept likewise.
    const open = await addPosition(suite.db, { path: "/jobs/open-one" });
    const refused = await post(application({ [POSITION_FIELD]: open, "answer-1": "no" }), NAVIGATE);
    const draftId = new URL(refused.headers.get("location")!, "http://x").searchParams.get("draft");
    const kept = await loadDraft(suite.db, draftId!);
    expect(kept?.errors).toEqual({ "answer-0": screeningMessages.required });
    expect(kept?.values).toMatchObject({ [POSITION_FIELD]: open, "answer-1": "no" });
  });

  it("sends no acknowledgement with MAIL_ACKNOWLEDGE_APPLICATIONS=false", async () => {
    suite.configure({ acknowledgeApplications: false });
    const positionId = await addPosition(suite.db);
    expect((await post(application({ [POSITION_FIELD]: positionId, ...answered }))).status).toBe(
      201,
    );
    expect((await post(application())).status).toBe(201);
    const kinds = await suite.db.select({ kind: outbox.kind }).from(outbox);
    expect(kinds).toEqual([{ kind: "application.notify" }, { kind: "application.notify" }]);
  });

  it("keeps a bot's application to a position as spam and mails nobody; drops a refused one", async () => {
    const positionId = await addPosition(suite.db);
    const spam = await post(
      application({ [POSITION_FIELD]: positionId, ...answered, website: "http://spam" }),
    );
    expect(spam.status).toBe(201);
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({ spamReason: "honeypot", positionId, positionTitle: TITLE });
    expect(await suite.db.select().from(outbox)).toEqual([]);
    // Unanswered, or to a closed position: dropped, with the same answer a stored one gets.
    const closed = await addPosition(suite.db, { closed: true, path: "/jobs/closed-one" });
    for (const fields of [
      { [POSITION_FIELD]: positionId, website: "x" },
      { [POSITION_FIELD]: closed, ...answered, website: "x" },
    ]) {
      expect((await post(application(fields))).status).toBe(201);
    }
    expect(await suite.db.select().from(applications)).toHaveLength(1);
    expect(await suite.db.select().from(outbox)).toEqual([]);
  });

  it("takes any country's number, stores it in E.164 and 'jobSeeker' for the question it does not ask (issue 48)", async () => {
    suite.configure({ notifyIncludeText: true });
    const positionId = await addPosition(suite.db);
    const response = await post(
      application({
        [POSITION_FIELD]: positionId,
        ...answered,
        phoneCountry: "IN",
        phone: "+44 7700 900123",
      }),
    );
    expect(response.status).toBe(201);
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({
      userType: "jobSeeker",
      countryCode: "+44",
      mobileNumber: "+447700900123",
    });
    const [notify] = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(notify!.body).toContain("Mobile number:  +44 7700 900123");
    // The export keeps its columns: the calling code, the E.164 number, and the fixed answer.
    const csv = await new Response(exportCsv(suite.db, "applications", "https://x")).text();
    const [header, line] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const cells = (text: string) =>
      [...text.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"'));
    const at = (name: string) => cells(line!)[cells(header!).indexOf(name)];
    // A leading + is quoted against spreadsheet formulas, as the spec's "+91" always was.
    expect([at("user_type"), at("country_code"), at("mobile_number")]).toEqual([
      "jobSeeker",
      "'+44",
      "'+447700900123",
    ]);
  });

  it("refuses a number that cannot be one under the phone, with its message (issue 48)", async () => {
    const positionId = await addPosition(suite.db);
    for (const phone of ["+1 555 0199", "12345", "", "call me"]) {
      const response = await post(
        application({ [POSITION_FIELD]: positionId, ...answered, phone }),
      );
      expect(response.status, phone).toBe(400);
      expect(await readJson(response), phone).toEqual({
        errors: { phone: positionPhoneMessages.phone },
      });
    }
    // A position's form posted without them (the spec's fields instead) is refused likewise.
    const spec = await post(
      application({ ...validApplication, [POSITION_FIELD]: positionId, ...answered, phone: "" }),
    );
    expect(await readJson(spec)).toEqual({ errors: { phone: positionPhoneMessages.phone } });
    expect(await suite.db.select().from(applications)).toEqual([]);
  });

  it("without JavaScript, an open application's pasted number is cleaned before it is counted (issue 48)", async () => {
    const response = await post(application({ mobileNumber: "(512) 555-0199" }), NAVIGATE);
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("location")!, "http://x").searchParams.get("status")).toBe(
      "sent",
    );
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({ countryCode: "+91", mobileNumber: "5125550199" });
  });

  it("acknowledges an open application as such, to the recruiters' Reply-To", async () => {
    const response = await post(application({ [POSITION_FIELD]: "" }));
    expect(response.status).toBe(201);
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({ positionId: null, positionTitle: null, answers: null });
    const mails = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.replyTo])).toEqual([
      ["application.notify", "team@corvane.test", validApplication.email],
      ["application.acknowledge", validApplication.email, "team@corvane.test"],
    ]);
    expect(mails[0]!.subject).toBe("New application from Ana Silva");
    expect(mails[0]!.body).not.toContain("Position:");
    expect(mails[1]!.subject).toContain("your open application");
    expect(mails[1]!.body).toContain("your open application");
  });
});

it("refuses control characters in an answer before its other checks", () => {
  const questions = [{ question: "Why us, in a sentence?", kind: "text", required: true }] as const;
  expect(screeningErrors(questions, { "answer-0": "hi\u0000" }).errors).toEqual({
    "answer-0": CONTROL_CHARACTERS_MESSAGE,
  });
  expect(screeningErrors(questions, { "answer-0": "Line one\r\nline two" })).toEqual({
    answers: [{ question: questions[0].question, kind: "text", answer: "Line one\r\nline two" }],
    errors: {},
  });
});
