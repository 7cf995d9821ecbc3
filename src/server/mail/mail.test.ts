/**
 * Delivery through a real SMTP conversation with an in-process sink: what arrives, and what
 * happens when the SMTP server is down, refuses, or two workers race.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { GET as confirmGet, POST as confirmPost } from "@/app/api/subscribe/confirm/route";
import { contactMessages } from "@/lib/forms/contact";
import { outbox, subscribers } from "../db/schema";
import { docxBytes } from "@tests/support/server/files";
import {
  availableBackends,
  clientRequest,
  describeBackends,
  jsonRequest,
  multipartRequest,
} from "@tests/support/server/harness";
import { freePort } from "@tests/support/ports";
import { validContact, validNewsletter } from "@tests/support/fixtures/forms";
import { mailRig } from "@tests/support/server/mail-rig";
import { backoffMs, createSmtpMailer, deliverDueMail, startOutboxWorker } from "./worker";

const backends = await availableBackends();

const enquiry = { ...validContact, type: "2" };

function applicationForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: "Zoë",
    lastName: "Ñúñez",
    email: "zoe@example.com",
    experience: "3+",
    userType: "jobSeeker",
    countryCode: "+1",
    mobileNumber: "5125550142",
  })) {
    form.set(name, value);
  }
  form.set("resume", new Blob([new Uint8Array(docxBytes())]), "Zoë CV.docx");
  return form;
}

const rig = mailRig();
const sink = rig.sink;

describe("back-off", () => {
  it("doubles from the base up to the cap, with ±20 % jitter", () => {
    const settings = { mailRetryBaseMs: 1000, mailRetryMaxMs: 60_000 };
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, settings, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(backoffMs(20, settings, () => 0.5)).toBe(60_000);
    expect(backoffMs(1, settings, () => 0)).toBe(800);
    expect(backoffMs(1, settings, () => 1)).toBe(1200);
  });
});

describeBackends("mail delivery", backends, (suite) => {
  it("notifies the team of a new application: who wrote and a link, not the résumé", async () => {
    const smtp = await sink();
    // The applicant's acknowledgement has a test of its own below.
    suite.configure({ smtpUrl: smtp.url, acknowledgeApplications: false });
    const response = await applicationsPost(
      multipartRequest("/api/applications", applicationForm()),
    );
    const { id } = (await response.json()) as { id: string };
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.headers["reply-to"]).toBe("zoe@example.com");
    expect(mail!.text).toContain("Zoë Ñúñez <zoe@example.com>");
    expect(mail!.text).toContain(`https://www.corvane.test/admin/applications/${id}`);
    expect(mail!.text).not.toContain("3+ Years");
    expect(mail!.text).not.toContain("5125550142");
    // Nor as the notification formats it when text is included.
    expect(mail!.text).not.toContain("512 555 0142");
    expect(mail!.attachments).toHaveLength(0);
  });

  it("with NOTIFY_INCLUDE_TEXT, notifies the team of a new application with the résumé attached", async () => {
    const smtp = await sink();
    suite.configure({ smtpUrl: smtp.url, notifyIncludeText: true, acknowledgeApplications: false });
    const response = await applicationsPost(
      multipartRequest("/api/applications", applicationForm()),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const report = await deliverDueMail(
      suite.db,
      createSmtpMailer(smtp.url),
      suite.context.settings,
    );
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0, lost: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["team@corvane.test"]);
    expect(mail!.from).toBe("no-reply@corvane.test");
    expect(mail!.headers["reply-to"]).toBe("zoe@example.com");
    expect(mail!.text).toContain(id);
    expect(mail!.text).toContain("3+ Years");
    expect(mail!.text).toContain("Mobile number:  +1 512 555 0142");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe("Zoë CV.docx");
    expect(mail!.attachments[0]!.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(mail!.attachments[0]!.content.equals(docxBytes())).toBe(true);
    const [row] = await suite.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("acknowledges an application to the applicant: none of their text, Reply-To the recruiters", async () => {
    const smtp = await sink();
    suite.configure({ smtpUrl: smtp.url, notifyToApplications: "jobs@corvane.test" });
    const response = await applicationsPost(
      multipartRequest("/api/applications", applicationForm()),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    const mails = await smtp.waitFor(2);
    const acknowledgement = mails.find((mail) => mail.to.includes("zoe@example.com"));
    expect(acknowledgement!.headers.subject).toBe(
      "We received your open application to Corvane Technologies",
    );
    expect(acknowledgement!.headers["reply-to"]).toBe("jobs@corvane.test");
    expect(acknowledgement!.text).toContain(id);
    expect(acknowledgement!.text).toContain("hello@corvane.example");
    // Nothing the applicant typed goes back out to the address they typed.
    for (const typed of ["Zoë", "Ñúñez", "5125550142", "512 555 0142", "Zoë CV.docx"])
      expect(acknowledgement!.text).not.toContain(typed);
    expect(acknowledgement!.attachments).toHaveLength(0);
  });

  it("notifies the team of an enquiry without its text, and acknowledges it to the enquirer", async () => {
    const smtp = await sink();
    const created = await contactPost(jsonRequest("/api/contact", enquiry));
    const { id } = (await created.json()) as { id: string };
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    const mails = await smtp.waitFor(2);
    const notify = mails.find((mail) => mail.to[0] === "team@corvane.test")!;
    expect(notify.headers.subject).toBe(`New enquiry from ${validContact.name}`);
    // Staff answer the enquirer straight from the notification.
    expect(notify.headers["reply-to"]).toBe(validContact.email);
    expect(notify.text).toContain(`${validContact.name} <${validContact.email}>`);
    expect(notify.text).toContain(`https://www.corvane.test/admin/enquiries/${id}`);
    expect(notify.text).not.toContain(enquiry.requirement);
    expect(notify.text).not.toContain(enquiry.contact);
    const ack = mails.find((mail) => mail.to[0] === enquiry.email)!;
    expect(ack.text).toContain(contactMessages.success);
  });

  it("with NOTIFY_INCLUDE_TEXT, notifies the team of an enquiry with its text", async () => {
    suite.configure({ notifyIncludeText: true });
    const smtp = await sink();
    await contactPost(jsonRequest("/api/contact", enquiry));
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    const mails = await smtp.waitFor(2);
    const notify = mails.find((mail) => mail.to[0] === "team@corvane.test")!;
    const ack = mails.find((mail) => mail.to[0] === enquiry.email)!;
    expect(notify.headers.subject).toBe(`New enquiry from ${validContact.name}`);
    expect(notify.text).toContain(enquiry.requirement);
    expect(ack.text).toContain(contactMessages.success);
    expect(ack.text).not.toContain(enquiry.requirement);
  });

  it("double opt-in through the SMTP sink: pending, confirmed by the page's POST; links' GET and HEAD change nothing; unsubscribe deletes", async () => {
    const smtp = await sink();
    await subscribePost(jsonRequest("/api/subscribe", validNewsletter));
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.headers.subject).toBe("Confirm your subscription to Corvane Technologies news");
    const confirmLink =
      /https:\/\/www\.corvane\.test\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(
        mail!.text,
      )![0];
    const pageLink =
      /https:\/\/www\.corvane\.test\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(
        mail!.text,
      )![0];
    const oneClick =
      /<(https:\/\/www\.corvane\.test\/api\/unsubscribe\?token=[A-Za-z0-9_-]+)>/.exec(
        mail!.headers["list-unsubscribe"]!,
      )![1]!;
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const confirmToken = new URL(confirmLink).searchParams.get("token")!;
    const unsubscribeToken = new URL(pageLink).searchParams.get("token")!;
    expect(new URL(oneClick).searchParams.get("token")).toBe(unsubscribeToken);

    // A mail scanner following every link with GET and HEAD changes nothing.
    for (const method of ["GET", "HEAD"]) {
      for (const path of [
        `/api/unsubscribe?token=${unsubscribeToken}`,
        `/api/subscribe/confirm?token=${confirmToken}`,
      ]) {
        const get = path.startsWith("/api/unsubscribe") ? unsubscribeGet : confirmGet;
        expect((await get(clientRequest(path, { method }))).status).toBe(303);
      }
    }
    let [row] = await suite.db.select().from(subscribers);
    expect(row).toMatchObject({ status: "pending", confirmedAt: null });

    const confirmed = await confirmPost(
      clientRequest(`/api/subscribe/confirm?token=${confirmToken}`, {
        method: "POST",
        headers: { accept: "text/html" },
      }),
    );
    expect(confirmed.headers.get("location")).toBe("/thanks?form=confirm&status=sent");
    [row] = await suite.db.select().from(subscribers);
    expect(row!.status).toBe("confirmed");
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    const gone = await unsubscribePost(
      clientRequest(`/api/unsubscribe?token=${unsubscribeToken}`, {
        method: "POST",
        headers: { accept: "text/html" },
      }),
    );
    expect(gone.headers.get("location")).toBe("/thanks?form=unsubscribe&status=sent");
    expect(await suite.db.select().from(subscribers)).toHaveLength(0);
    expect(await suite.db.select().from(outbox)).toHaveLength(0);
  });

  it("with the SMTP server down the submission still succeeds; the mail arrives once it is back", async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}/?ignoreTLS=true`;
    suite.configure({
      smtpUrl: url,
      mailPollMs: 100,
      mailRetryBaseMs: 150,
      mailRetryMaxMs: 400,
      acknowledgeEnquiries: false,
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const worker = startOutboxWorker({
      db: suite.db,
      mailer: createSmtpMailer(url),
      settings: suite.context.settings,
    });
    rig.worker(worker);
    const response = await contactPost(jsonRequest("/api/contact", enquiry));
    expect(response.status).toBe(201);
    // The worker tries, fails and pauses; the message keeps its attempts.
    await vi.waitFor(
      async () => {
        const [row] = await suite.db.select().from(outbox);
        expect(row!.attempts).toBe(0);
        expect(row!.lastErrorKind).toBe("connection");
        expect(row!.lastError).toBeTruthy();
      },
      { timeout: 10_000, interval: 50 },
    );
    const [waiting] = await suite.db.select().from(outbox);
    expect(waiting!.status).toBe("pending");
    expect(warn).toHaveBeenCalled();
    const smtp = await sink(port);
    const [mail] = await smtp.waitFor(1, 15_000);
    expect(mail!.headers.subject).toBe(`New enquiry from ${validContact.name}`);
    await vi.waitFor(
      async () => {
        const [row] = await suite.db.select().from(outbox);
        expect(row!.status).toBe("sent");
      },
      { timeout: 5000, interval: 50 },
    );
    expect(smtp.messages).toHaveLength(1);
  });

  it("gives up at once on a permanent refusal, and after the last attempt otherwise", async () => {
    const smtp = await sink(0, { reject: (to) => to.startsWith("bounce") });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await contactPost(jsonRequest("/api/contact", { ...enquiry, email: "bounce@example.com" }));
    await deliverDueMail(suite.db, createSmtpMailer(smtp.url), suite.context.settings);
    const rows = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["enquiry.notify", "sent"],
      ["enquiry.acknowledge", "failed"],
    ]);
    expect(rows[1]!.lastError).toContain("550");
    expect(error).toHaveBeenCalled();

    // A recipient the server keeps deferring (450): retried until the attempts run out.
    // (A server that cannot be reached costs no attempts: worker.test.ts.)
    const deferring = await sink(0, { defer: (to) => to === "team@corvane.test" });
    suite.configure({ mailMaxAttempts: 3, mailRetryBaseMs: 10, mailRetryMaxMs: 10 });
    await suite.db
      .update(outbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(0) })
      .where(eq(outbox.kind, "enquiry.notify"));
    const dead = createSmtpMailer(deferring.url);
    let now = Date.now();
    for (let round = 0; round < 3; round++) {
      await deliverDueMail(suite.db, dead, suite.context.settings, () => new Date(now));
      now += 1000;
    }
    const [notify] = await suite.db.select().from(outbox).where(eq(outbox.kind, "enquiry.notify"));
    expect(notify).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("sends each message once when two workers run at the same time", async () => {
    const smtp = await sink();
    for (let i = 0; i < 6; i++)
      await contactPost(jsonRequest("/api/contact", { ...enquiry, name: `Client ${i}` }));
    const mailer = createSmtpMailer(smtp.url);
    const reports = await Promise.all([
      deliverDueMail(suite.db, mailer, suite.context.settings, undefined, 2),
      deliverDueMail(suite.db, mailer, suite.context.settings, undefined, 2),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(12);
    // Both runs have finished, and the sink stores a message before it accepts it, so every
    // message either worker sent (duplicates included) is already here.
    await smtp.waitFor(12);
    expect(smtp.messages).toHaveLength(12);
    const statuses = await suite.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox);
    expect(statuses.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("without SMTP_URL keeps the mail in the outbox and logs it", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    suite.configure({ smtpUrl: null });
    await contactPost(jsonRequest("/api/contact", enquiry));
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/SMTP_URL is not set; message\(s\) #\d+, #\d+ kept in the outbox/),
    );
    const worker = startOutboxWorker({
      db: suite.db,
      mailer: null,
      settings: suite.context.settings,
    });
    rig.worker(worker);
    await worker.runOnce();
    const rows = await suite.db.select().from(outbox);
    expect(rows.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
  });
});
