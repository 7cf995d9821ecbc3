/**
 * Issue 11, finding 1: a form is never a mail relay. Whatever a visitor types into an
 * address field, one request mails at most one address outside the team, and the mailer is
 * never handed a string it could read as a list.
 */
import { afterEach, expect, it, vi } from "vitest";
import { parseEnv } from "@/config/env";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { outbox } from "../db/schema";
import { pdfBytes } from "@tests/support/server/files";
import {
  availableBackends,
  describeBackends,
  jsonRequest,
  multipartRequest,
} from "@tests/support/server/harness";
import { validApplication, validContact } from "@tests/support/fixtures/forms";
import { startSmtpSink, type SmtpSink } from "@tests/support/server/smtp-sink";
import { enqueueMail } from "./outbox";
import { createSmtpMailer, deliverDueMail } from "./worker";

const backends = await availableBackends();

const STRANGERS = ["one@strangers.example", "two@strangers.example", "three@strangers.example"];
const LISTS = [
  STRANGERS.join(","),
  STRANGERS.join(", "),
  STRANGERS.join(";"),
  `Ana <${STRANGERS[0]}>, ${STRANGERS[1]}`,
  `friends: ${STRANGERS.join(", ")};`,
];

function applicationForm(email: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validApplication, email, type: "2" }))
    form.set(name, value);
  form.set("resume", new Blob([new Uint8Array(pdfBytes())]), "cv.pdf");
  return form;
}

const submitters = {
  newsletter: (email: string) => subscribePost(jsonRequest("/api/subscribe", { email })),
  contact: (email: string) =>
    contactPost(jsonRequest("/api/contact", { ...validContact, email, type: "2" })),
  résumé: (email: string) =>
    applicationsPost(multipartRequest("/api/applications", applicationForm(email))),
};

let smtp: SmtpSink | null = null;
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

describeBackends("one request, at most one recipient", backends, (suite) => {
  for (const [form, submit] of Object.entries(submitters)) {
    it(`the ${form} form refuses a list of addresses and queues no mail`, async () => {
      for (const list of LISTS) {
        const response = await submit(list);
        expect(response.status, list).toBe(400);
      }
      expect(await suite.db.select().from(outbox)).toHaveLength(0);
    });
  }

  it("the outbox refuses to queue anything but one mailbox", async () => {
    for (const list of LISTS) {
      await expect(
        enqueueMail(suite.db, [{ kind: "enquiry.notify", recipient: list, subject: "s", body: "b" }]),
      ).rejects.toThrow(/one mailbox/);
    }
    expect(await suite.db.select().from(outbox)).toHaveLength(0);
  });

  it("the mailer sends a stored row to exactly one address, never a list read from it", async () => {
    smtp = await startSmtpSink(0);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Rows as an older version (or a hand edit) could have left them in the outbox.
    const now = new Date();
    await suite.db.insert(outbox).values(
      LISTS.map((recipient) => ({
        kind: "subscriber.welcome",
        recipient,
        subject: "Welcome",
        body: "Hello",
        createdAt: now,
        nextAttemptAt: now,
      })),
    );
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    for (const mail of smtp.messages) expect(mail.to).toHaveLength(1);
    const reached = smtp.messages.flatMap((mail) => mail.to);
    for (const stranger of STRANGERS.slice(1)) expect(reached).not.toContain(stranger);
  });

  it("a team list in NOTIFY_TO_ENQUIRIES becomes one message per team address", async () => {
    suite.configure({
      notifyToEnquiries: "sales@corvane.test, lead@corvane.test",
      acknowledgeEnquiries: false,
    });
    const response = await submitters.contact("ana@example.com");
    expect(response.status).toBe(201);
    const rows = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ["enquiry.notify", "sales@corvane.test"],
      ["enquiry.notify", "lead@corvane.test"],
    ]);
  });
});

it("a NOTIFY_TO setting is refused at start-up unless it is bare addresses", () => {
  expect(parseEnv({ NOTIFY_TO: "a@corvane.test, b@corvane.test" }).NOTIFY_TO).toBe(
    "a@corvane.test, b@corvane.test",
  );
  for (const bad of ["Team <team@corvane.test>", "a@corvane.test; b@corvane.test"])
    expect(() => parseEnv({ NOTIFY_TO_APPLICATIONS: bad })).toThrow(/NOTIFY_TO_APPLICATIONS/);
});
