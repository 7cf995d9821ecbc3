/**
 * Every endpoint of the forms API, through the route modules Next.js serves, against
 * embedded PGlite and against PostgreSQL.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { GET as healthGet } from "@/app/api/health/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { GET as confirmGet, POST as confirmPost } from "@/app/api/subscribe/confirm/route";
import { GET as applicationsCsv } from "@/app/admin/export/applications.csv/route";
import { GET as enquiriesCsv } from "@/app/admin/export/enquiries.csv/route";
import { GET as resumeGet } from "@/app/admin/export/resumes/[id]/route";
import { GET as subscribersCsv } from "@/app/admin/export/subscribers.csv/route";
import { GET as subjectExportGet } from "@/app/admin/privacy/export/route";
import {
  applicationExtraMessages,
  applicationMessages,
  RESUME_MAX_BYTES,
} from "@/lib/forms/application";
import { contactFieldMessages } from "@/lib/forms/contact";
import { CONTROL_CHARACTERS_MESSAGE } from "@/lib/forms/errors";
import { newsletterMessages } from "@/lib/forms/newsletter";
import { parseEnv } from "@/config/env";
import { setContextForTests } from "../context";
import {
  applications,
  auditLog,
  enquiries,
  formDrafts,
  outbox,
  resumes,
  subscribers,
} from "../db/schema";
import { loadDraft } from "../submissions/store";
import { compoundFileBytes, docxBytes, fakePdfBytes, pdfBytes } from "@tests/support/server/files";
import {
  EXPORT_TOKEN,
  availableBackends,
  clientRequest,
  csvRecords,
  describeBackends,
  formRequest,
  jsonRequest,
  multipartRequest,
  readJson,
} from "@tests/support/server/harness";
import { validApplication, validContact, validNewsletter } from "@tests/support/fixtures/forms";

const backends = await availableBackends();

const enquiry = { ...validContact, type: "2" };

function application(
  overrides: Record<string, string> = {},
  file?: { bytes: Buffer; name: string; type?: string } | null,
) {
  const form = new FormData();
  const fields = {
    ...validApplication,
    type: "2",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const upload =
    file === undefined ? { bytes: pdfBytes(), name: "cv.pdf", type: "application/pdf" } : file;
  if (upload)
    form.set(
      "resume",
      new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "application/octet-stream" }),
      upload.name,
    );
  return form;
}

const admin = (path: string, password: string | null = EXPORT_TOKEN, client?: string) =>
  clientRequest(path, {
    headers: password === null ? {} : { authorization: `Bearer ${password}` },
    ...(client ? { client } : {}),
  });

const resumeRoute = (id: string, password: string | null = EXPORT_TOKEN) =>
  resumeGet(admin(`/admin/export/resumes/${id}`, password), { params: Promise.resolve({ id }) });

/** Strings that must come back exactly as typed. */
const NASTY = [
  "Robert'); DROP TABLE enquiries;--",
  '<script>alert("x")</script><img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example","click")',
  "+1 555 0100",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(A1:A2)",
  'quote " comma , semicolon ; newline\nsecond line\r\nthird',
  "Zoë Ñúñez 李华 😀 مرحبا Ελληνικά",
  "\u0000-free but with \u200b zero width",
];

afterEach(() => {
  delete process.env.DATABASE_URL;
});

describeBackends("POST /api/subscribe", backends, (suite) => {
  it("answers 200 {ok:true}, stores a pending address and queues the confirmation mail", async () => {
    const response = await subscribePost(
      jsonRequest("/api/subscribe", { email: "Reader@Example.com", sourcePage: "/blog" }),
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
    const rows = await suite.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "Reader@Example.com",
      emailKey: "reader@example.com",
      status: "pending",
      confirmedAt: null,
      sourcePage: "/blog",
    });
    const mails = await suite.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "subscriber.confirm",
      recipient: "Reader@Example.com",
      status: "pending",
      recordKind: "subscriber",
      recordId: rows[0]!.id,
    });
    expect(mails[0]!.body).toContain(
      `https://www.corvane.test/newsletter/confirm?token=${rows[0]!.confirmToken}`,
    );
    expect(mails[0]!.body).toContain(
      `https://www.corvane.test/newsletter/unsubscribe?token=${rows[0]!.unsubscribeToken}`,
    );
    // Mail programs' one-click unsubscribe (RFC 8058) POSTs to the API address.
    const oneClick = `https://www.corvane.test/api/unsubscribe?token=${rows[0]!.unsubscribeToken}`;
    expect(mails[0]!.headers).toMatchObject({
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("answers a repeat subscription exactly the same, and changes nothing", async () => {
    const first = await subscribePost(
      jsonRequest("/api/subscribe", { email: "reader@example.com" }),
    );
    const second = await subscribePost(
      jsonRequest("/api/subscribe", { email: "READER@example.com" }),
    );
    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    expect(await suite.db.select().from(subscribers)).toHaveLength(1);
    expect(await suite.db.select().from(outbox)).toHaveLength(1);
  });

  it("refuses a control character in the address with 400 and its message", async () => {
    const response = await subscribePost(
      jsonRequest("/api/subscribe", { email: "reader@example.com\u0000" }),
    );
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ errors: { email: CONTROL_CHARACTERS_MESSAGE } });
  });

  it.each([{ email: "not-an-email" }, { email: "" }, {}, { email: 42 }])(
    "answers 400 for %j",
    async (body) => {
      const response = await subscribePost(jsonRequest("/api/subscribe", body));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ errors: { email: newsletterMessages.invalid } });
      expect(await suite.db.select().from(subscribers)).toHaveLength(0);
    },
  );

  it("answers 415 for other content types, 400 for broken JSON, 413 for a large body", async () => {
    const plain = clientRequest("/api/subscribe", {
      method: "POST",
      body: "email=a@b.c",
      headers: { "content-type": "text/plain" },
    });
    expect((await subscribePost(plain)).status).toBe(415);
    const broken = clientRequest("/api/subscribe", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect((await subscribePost(broken)).status).toBe(400);
    const large = jsonRequest("/api/subscribe", { email: "a@b.co", padding: "x".repeat(40_000) });
    expect((await subscribePost(large)).status).toBe(413);
  });

  it("without JavaScript: 303 to the thank-you page, or to the errors with the value kept", async () => {
    const ok = await subscribePost(
      formRequest("/api/subscribe", { ...validNewsletter, website: "" }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/thanks?form=newsletter&status=sent");
    const bad = await subscribePost(formRequest("/api/subscribe", { email: "nope" }));
    expect(bad.status).toBe(303);
    const location = new URL(bad.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/thanks");
    expect(location.searchParams.get("status")).toBe("invalid");
    const draft = await loadDraft(suite.db, location.searchParams.get("draft")!);
    expect(draft).toEqual({
      form: "newsletter",
      values: { email: "nope" },
      errors: { email: newsletterMessages.invalid },
    });
  });

  // Issue 9 changed this contract: a bot's subscription is kept as spam (it was dropped).
  it("gives bots the normal answer, keeps them as spam with the reason and welcomes nobody", async () => {
    suite.configure({ minFillMs: 2000 });
    const honeypot = await subscribePost(
      jsonRequest("/api/subscribe", { email: "bot@example.com", website: "http://spam" }),
    );
    const fast = await subscribePost(
      jsonRequest("/api/subscribe", { email: "bot2@example.com", fillMs: 300 }),
    );
    const human = await subscribePost(
      jsonRequest("/api/subscribe", {
        email: "human@example.com",
        fillMs: 4000,
        sourcePage: "/about",
      }),
    );
    for (const response of [honeypot, fast, human]) {
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ ok: true });
    }
    const rows = await suite.db.select().from(subscribers);
    expect(
      Object.fromEntries(rows.map((row) => [row.email, [row.spamReason, row.sourcePage]])),
    ).toEqual({
      "bot@example.com": ["honeypot", null],
      "bot2@example.com": ["too-fast", null],
      "human@example.com": [null, "/about"],
    });
    expect((await suite.db.select().from(outbox)).map((row) => row.recipient)).toEqual([
      "human@example.com",
    ]);
    // A bot cannot touch an existing subscription; a person taking up a bot's address can.
    await subscribePost(
      jsonRequest("/api/subscribe", { email: "human@example.com", website: "x" }),
    );
    await subscribePost(jsonRequest("/api/subscribe", { email: "bot@example.com" }));
    const after = await suite.db.select().from(subscribers);
    expect(after.find((row) => row.email === "human@example.com")?.spamReason).toBeNull();
    expect(after.find((row) => row.email === "bot@example.com")?.spamReason).toBeNull();
    expect((await suite.db.select().from(outbox)).map((row) => row.recipient).sort()).toEqual([
      "bot@example.com",
      "human@example.com",
    ]);
  });

  it("limits each client: 429 with Retry-After; X-Forwarded-For does not help without TRUST_PROXY", async () => {
    suite.configure({
      rateLimits: {
        ...suite.context.settings.rateLimits,
        subscribe: { limit: 2, windowSeconds: 600 },
      },
    });
    const from = (client: string, email: string, forwarded?: string) =>
      subscribePost(
        jsonRequest(
          "/api/subscribe",
          { email },
          { client, headers: forwarded ? { "x-forwarded-for": forwarded } : {} },
        ),
      );
    expect((await from("198.51.100.1", "a@example.com")).status).toBe(200);
    expect((await from("198.51.100.1", "b@example.com", "1.1.1.1")).status).toBe(200);
    const limited = await from("198.51.100.1", "c@example.com", "2.2.2.2");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await from("198.51.100.2", "d@example.com")).status).toBe(200);
    // Behind a trusted proxy, the client is the address the proxy added.
    suite.configure({
      trustProxy: parseEnv({ TRUST_PROXY: "10.0.0.1" }).TRUST_PROXY,
      rateLimits: {
        ...suite.context.settings.rateLimits,
        subscribe: { limit: 1, windowSeconds: 600 },
      },
    });
    expect((await from("10.0.0.1", "e@example.com", "6.6.6.6, 203.0.113.50")).status).toBe(200);
    expect((await from("10.0.0.1", "f@example.com", "7.7.7.7, 203.0.113.50")).status).toBe(429);
    expect((await from("10.0.0.1", "g@example.com", "203.0.113.51")).status).toBe(200);
    // A client reaching the app directly is no proxy: what it writes there counts for nothing.
    expect((await from("198.51.100.3", "h@example.com", "203.0.113.60")).status).toBe(200);
    expect((await from("198.51.100.3", "i@example.com", "203.0.113.61")).status).toBe(429);
  });
});

describeBackends("newsletter links: confirm and unsubscribe", backends, (suite) => {
  async function subscribed(email = validNewsletter.email) {
    await subscribePost(jsonRequest("/api/subscribe", { email }));
    const [row] = await suite.db.select().from(subscribers).where(eq(subscribers.emailKey, email));
    return row!;
  }
  const browser = (path: string, method = "GET") =>
    clientRequest(path, { method, headers: { accept: "text/html" } });

  it("GET and HEAD of either link only send the browser to the page with the button", async () => {
    const row = await subscribed();
    for (const method of ["GET", "HEAD"]) {
      const unsubscribe = await unsubscribeGet(
        browser(`/api/unsubscribe?token=${row.unsubscribeToken}`, method),
      );
      expect(unsubscribe.status).toBe(303);
      expect(unsubscribe.headers.get("location")).toBe(
        `/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
      );
      const confirm = await confirmGet(
        browser(`/api/subscribe/confirm?token=${row.confirmToken}`, method),
      );
      expect(confirm.status).toBe(303);
      expect(confirm.headers.get("location")).toBe(`/newsletter/confirm?token=${row.confirmToken}`);
    }
    // A script asking for JSON is sent on too: a GET never acts.
    const json = await unsubscribeGet(
      clientRequest(`/api/unsubscribe?token=${row.unsubscribeToken}`, {
        headers: { accept: "application/json" },
      }),
    );
    expect(json.status).toBe(303);
    const [after] = await suite.db.select().from(subscribers);
    expect(after).toMatchObject({ status: "pending", confirmedAt: null });
  });

  it("the Confirm button's POST confirms and stores when; the export lists status and confirmed_at", async () => {
    const row = await subscribed();
    const response = await confirmPost(
      browser(`/api/subscribe/confirm?token=${row.confirmToken}`, "POST"),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thanks?form=confirm&status=sent");
    const [after] = await suite.db.select().from(subscribers);
    expect(after!.status).toBe("confirmed");
    expect(after!.confirmedAt).toBeInstanceOf(Date);
    const unknown = await confirmPost(
      clientRequest("/api/subscribe/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAA", {
        method: "POST",
        headers: { accept: "application/json" },
      }),
    );
    expect(unknown.status).toBe(404);
    const csv = csvRecords(
      await (await subscribersCsv(admin("/admin/export/subscribers.csv"))).text(),
    );
    expect(csv[0]).toMatchObject({
      email: validNewsletter.email,
      status: "confirmed",
      confirmed_at: after!.confirmedAt!.toISOString(),
    });
  });

  it("the Unsubscribe button's POST deletes the subscriber and their queued mail, audited by hash only", async () => {
    const row = await subscribed();
    const response = await unsubscribePost(
      browser(`/api/unsubscribe?token=${row.unsubscribeToken}`, "POST"),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thanks?form=unsubscribe&status=sent");
    expect(await suite.db.select().from(subscribers)).toHaveLength(0);
    expect(await suite.db.select().from(outbox)).toHaveLength(0);
    const entries = await suite.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.action).toBe("subscriber.unsubscribe");
    expect(JSON.stringify(entries[0])).not.toContain(validNewsletter.email.split("@")[0]);
    // The link again: nothing left to unsubscribe.
    const again = await unsubscribePost(
      browser(`/api/unsubscribe?token=${row.unsubscribeToken}`, "POST"),
    );
    expect(again.headers.get("location")).toBe("/thanks?form=unsubscribe&status=unknown");
  });

  it("answers an unknown token with 404 (JSON) or the not-valid page (browser)", async () => {
    await subscribed();
    const json = await unsubscribePost(
      clientRequest("/api/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAA", {
        method: "POST",
        headers: { accept: "application/json" },
      }),
    );
    expect(json.status).toBe(404);
    const page = await unsubscribePost(browser("/api/unsubscribe?token=<script>", "POST"));
    expect(page.headers.get("location")).toBe("/thanks?form=unsubscribe&status=unknown");
    const none = await unsubscribePost(
      clientRequest("/api/unsubscribe", {
        method: "POST",
        headers: { accept: "application/json" },
      }),
    );
    expect(none.status).toBe(404);
    expect(await suite.db.select().from(subscribers)).toHaveLength(1);
  });

  it("supports one-click POST (RFC 8058), and a later subscription starts pending with new tokens", async () => {
    const row = await subscribed();
    const oneClick = await unsubscribePost(
      clientRequest(`/api/unsubscribe?token=${row.unsubscribeToken}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(oneClick.status).toBe(200);
    expect(await suite.db.select().from(subscribers)).toHaveLength(0);
    await subscribePost(jsonRequest("/api/subscribe", validNewsletter));
    const [after] = await suite.db.select().from(subscribers);
    expect(after!.status).toBe("pending");
    expect(after!.unsubscribeToken).not.toBe(row.unsubscribeToken);
    expect(after!.confirmToken).not.toBe(row.confirmToken);
    expect(await suite.db.select().from(outbox)).toHaveLength(1);
  });
});

describeBackends("POST /api/contact", backends, (suite) => {
  it("answers 201 {ok, id}, stores the enquiry and queues the notification and the acknowledgement", async () => {
    const response = await contactPost(jsonRequest("/api/contact", enquiry));
    expect(response.status).toBe(201);
    const body = await readJson<{ ok: boolean; id: string }>(response);
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await suite.db.select().from(enquiries);
    expect(rows).toEqual([
      {
        id: body.id,
        createdAt: expect.any(Date),
        ...enquiry,
        status: "new",
        sourcePage: null,
        assigneeId: null,
        lastActivityAt: expect.any(Date),
        spamReason: null,
        search: expect.any(String),
      },
    ]);
    const mails = await suite.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.replyTo])).toEqual([
      ["enquiry.notify", "team@corvane.test", enquiry.email],
      ["enquiry.acknowledge", enquiry.email, null],
    ]);
    // Staff hear who wrote and where the record is; the text stays in the database.
    expect(mails[0]!.body).not.toContain(enquiry.requirement);
    expect(mails[0]!.body).toContain(`https://www.corvane.test/admin/enquiries/${body.id}`);
    // The acknowledgement goes to an address anyone can type: none of the visitor's text in it.
    expect(mails[1]!.body).not.toContain(enquiry.requirement);
    expect(mails[1]!.body).not.toContain(enquiry.name);
  });

  it("accepts the enquiry without `type` (it is always '2')", async () => {
    const rest: Partial<typeof enquiry> = { ...enquiry };
    delete rest.type;
    expect((await contactPost(jsonRequest("/api/contact", rest))).status).toBe(201);
    expect((await suite.db.select().from(enquiries))[0]!.type).toBe("2");
  });

  it.each([
    [{ name: "" }, { name: contactFieldMessages.name }],
    [{ email: "ana@example" }, { email: contactFieldMessages.email }],
    [{ contact: "call me" }, { contact: contactFieldMessages.contact }],
    [{ requirement: "   " }, { requirement: contactFieldMessages.requirement }],
    [{ requirement: "x".repeat(5001) }, { requirement: contactFieldMessages.requirementTooLong }],
    [{ type: "1" }, { type: contactFieldMessages.type }],
    [
      { name: 7, email: null },
      { name: contactFieldMessages.name, email: contactFieldMessages.email },
    ],
  ])("answers 400 for %j with %j", async (change, errors) => {
    const response = await contactPost(jsonRequest("/api/contact", { ...enquiry, ...change }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ errors });
    expect(await suite.db.select().from(enquiries)).toHaveLength(0);
    expect(await suite.db.select().from(outbox)).toHaveLength(0);
  });

  it.each(["name", "email", "contact", "requirement"])(
    "refuses a control character in %s with 400 and its message; CRLF and tabs are text",
    async (field) => {
      const value = `${enquiry[field as keyof typeof enquiry]}\u0000`;
      const response = await contactPost(
        jsonRequest("/api/contact", { ...enquiry, [field]: value }),
      );
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        errors: { [field]: CONTROL_CHARACTERS_MESSAGE },
      });
      // The same without JavaScript: back to the form with the message, nothing lost.
      const plain = await contactPost(formRequest("/api/contact", { ...enquiry, [field]: value }));
      expect(plain.status).toBe(303);
      const draftId = new URL(plain.headers.get("location")!, "https://x").searchParams.get(
        "draft",
      );
      const draft = await loadDraft(suite.db, draftId!);
      expect(draft?.errors).toEqual({ [field]: CONTROL_CHARACTERS_MESSAGE });
      expect(draft?.values[field]).toBe(value.replace("\u0000", "\uFFFD"));
      expect(await suite.db.select().from(enquiries)).toHaveLength(0);
      const lines = { ...enquiry, requirement: "First line\r\n\tsecond line" };
      expect((await contactPost(jsonRequest("/api/contact", lines))).status).toBe(201);
    },
  );

  it("never echoes input in an error, and errors are JSON", async () => {
    const response = await contactPost(
      jsonRequest("/api/contact", { ...enquiry, email: "<script>alert(1)</script>" }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).not.toContain("<script>");
  });

  it("answers 415, 413 and 400 for the wrong type, a large body and broken JSON", async () => {
    const plain = clientRequest("/api/contact", {
      method: "POST",
      body: JSON.stringify(enquiry),
      headers: { "content-type": "text/plain" },
    });
    expect((await contactPost(plain)).status).toBe(415);
    const none = clientRequest("/api/contact", { method: "POST", body: JSON.stringify(enquiry) });
    none.headers.delete("content-type");
    expect(
      (
        await contactPost(
          new Request(none.url, { method: "POST", headers: none.headers, body: "x" }),
        )
      ).status,
    ).toBe(415);
    const multipart = new FormData();
    multipart.set("name", "x");
    expect(
      (await contactPost(clientRequest("/api/contact", { method: "POST", body: multipart })))
        .status,
    ).toBe(415);
    const large = await contactPost(
      jsonRequest("/api/contact", { ...enquiry, requirement: "x".repeat(40_000) }),
    );
    expect(large.status).toBe(413);
    expect(
      (
        await contactPost(
          clientRequest("/api/contact", {
            method: "POST",
            body: "{nope",
            headers: { "content-type": "application/json; charset=utf-8" },
          }),
        )
      ).status,
    ).toBe(400);
  });

  it.each(NASTY)("stores %j verbatim and exports it quoted and neutralised", async (nasty) => {
    const value = nasty.replace(/\u0000/g, "");
    const response = await contactPost(
      jsonRequest("/api/contact", { ...enquiry, name: value.slice(0, 120), requirement: value }),
    );
    expect(response.status).toBe(201);
    const [row] = await suite.db.select().from(enquiries);
    expect(row!.requirement).toBe(value.trim());
    expect(row!.name).toBe(value.slice(0, 120).trim());
    const csv = await (await enquiriesCsv(admin("/admin/export/enquiries.csv"))).text();
    const [record] = csvRecords(csv);
    const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    expect(record!.requirement).toBe(neutralised(value.trim()));
    expect(record!.name).toBe(neutralised(value.slice(0, 120).trim()));
  });

  it("without JavaScript: 303 to thanks; errors go to a page that keeps the values", async () => {
    const ok = await contactPost(
      formRequest("/api/contact", { ...enquiry, website: "", fillMs: "" }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/thanks?form=contact&status=sent");
    expect(await suite.db.select().from(enquiries)).toHaveLength(1);
    const bad = await contactPost(
      formRequest("/api/contact", { ...enquiry, contact: "call me", requirement: "Zoë's app 😀" }),
    );
    expect(bad.status).toBe(303);
    const location = new URL(bad.headers.get("location")!, "http://x");
    expect(location.searchParams.get("status")).toBe("invalid");
    const draft = await loadDraft(suite.db, location.searchParams.get("draft")!);
    expect(draft).toEqual({
      form: "contact",
      values: {
        name: enquiry.name,
        email: enquiry.email,
        contact: "call me",
        requirement: "Zoë's app 😀",
      },
      errors: { contact: contactFieldMessages.contact },
    });
    // Rate limited without JavaScript: a page, not a JSON error.
    suite.configure({
      rateLimits: {
        ...suite.context.settings.rateLimits,
        contact: { limit: 1, windowSeconds: 60 },
      },
    });
    await contactPost(formRequest("/api/contact", enquiry, { client: "198.51.100.77" }));
    const limited = await contactPost(
      formRequest("/api/contact", enquiry, { client: "198.51.100.77" }),
    );
    expect(limited.headers.get("location")).toBe("/thanks?form=contact&status=limited");
  });

  // Issue 9 changed this contract: bots' enquiries are kept as spam (they were dropped), and
  // still nobody is mailed about them.
  it("gives bots a normal 201, keeps them as spam with the reason and sends nothing", async () => {
    suite.configure({ minFillMs: 2000 });
    const honeypot = await contactPost(
      jsonRequest("/api/contact", { ...enquiry, website: "spam.example", sourcePage: "/contact" }),
    );
    const fast = await contactPost(jsonRequest("/api/contact", { ...enquiry, fillMs: 120 }));
    for (const response of [honeypot, fast]) {
      expect(response.status).toBe(201);
      expect(await readJson(response)).toEqual({ ok: true, id: expect.any(String) });
    }
    const formBot = await contactPost(
      formRequest("/api/contact", { ...enquiry, website: "x", sourcePage: "/about" }),
    );
    expect(formBot.headers.get("location")).toBe("/thanks?form=contact&status=sent");
    // A malformed bot post is not worth keeping; its answer is the same.
    const junk = await contactPost(jsonRequest("/api/contact", { website: "x", name: "" }));
    expect(junk.status).toBe(201);
    const rows = await suite.db.select().from(enquiries);
    expect(rows.map((row) => [row.spamReason, row.sourcePage]).sort()).toEqual([
      ["honeypot", "/about"],
      ["honeypot", "/contact"],
      ["too-fast", null],
    ]);
    expect(await suite.db.select().from(outbox)).toHaveLength(0);
    expect(
      (await contactPost(jsonRequest("/api/contact", { ...enquiry, fillMs: 2500 }))).status,
    ).toBe(201);
    const inbox = (await suite.db.select().from(enquiries)).filter((row) => !row.spamReason);
    expect(inbox).toHaveLength(1);
    expect(await suite.db.select().from(outbox)).toHaveLength(2);
    // The export is the inbox: spam stays out of it.
    const csv = csvRecords(await (await enquiriesCsv(admin("/admin/export/x.csv"))).text());
    expect(csv.map((row) => row.id)).toEqual([inbox[0]!.id]);
  });

  it("records the page the form was sent from, only when it is a path of this site", async () => {
    const sent = async (sourcePage: string, post: "json" | "form") => {
      const body = { ...enquiry, sourcePage };
      await contactPost(
        post === "json" ? jsonRequest("/api/contact", body) : formRequest("/api/contact", body),
      );
      const [row] = await suite.db.select().from(enquiries);
      await suite.db.delete(enquiries);
      return row?.sourcePage;
    };
    expect(await sent("/CloudInfrastructure", "json")).toBe("/CloudInfrastructure");
    expect(await sent("/contact?utm=x", "form")).toBe("/contact");
    expect(await sent("https://evil.example/contact", "json")).toBeNull();
    expect(await sent("//evil.example", "form")).toBeNull();
    expect(await sent("/admin/enquiries", "json")).toBeNull();
  });

  it("answers 429 with Retry-After past the per-client limit, counting per form", async () => {
    suite.configure({
      rateLimits: {
        ...suite.context.settings.rateLimits,
        contact: { limit: 3, windowSeconds: 600 },
        subscribe: { limit: 3, windowSeconds: 600 },
      },
    });
    for (let i = 0; i < 3; i++)
      expect((await contactPost(jsonRequest("/api/contact", enquiry))).status).toBe(201);
    const limited = await contactPost(jsonRequest("/api/contact", enquiry));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await readJson(limited)).toMatchObject({ error: expect.any(String) });
    expect(
      (await subscribePost(jsonRequest("/api/subscribe", { email: "x@example.com" }))).status,
    ).toBe(200);
    expect(await suite.db.select().from(enquiries)).toHaveLength(3);
  });

  it("answers 503 when the database is not reachable, and health says so", async () => {
    setContextForTests(null);
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/nothing";
    const errors = console.error;
    console.error = () => undefined;
    try {
      const response = await contactPost(jsonRequest("/api/contact", enquiry));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBeTruthy();
      const health = await healthGet();
      expect(health.status).toBe(503);
      expect(await readJson(health)).toEqual({ status: "unavailable" });
    } finally {
      console.error = errors;
      setContextForTests(suite.context);
    }
    const health = await healthGet();
    expect(health.status).toBe(200);
    expect(await readJson(health)).toMatchObject({ status: "ok", mail: { failed: 0 } });
  });
});

describeBackends("POST /api/applications", backends, (suite) => {
  it("refuses control characters with 400 before the résumé counts against the day's bytes", async () => {
    // One file: the share of the sender's network (an eighth of the day's bytes).
    suite.configure({ resumeBytesPerDay: pdfBytes().length * 8 });
    for (const field of ["firstName", "lastName", "email", "mobileNumber"] as const) {
      const value = `${validApplication[field]}\u0000`;
      const response = await applicationsPost(
        multipartRequest("/api/applications", application({ [field]: value })),
      );
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        errors: { [field]: CONTROL_CHARACTERS_MESSAGE },
      });
    }
    // A NUL in the file's name: the multipart reader refuses the body, cleanly.
    const named = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application({}, { bytes: pdfBytes(), name: "cv\u0000.pdf", type: "application/pdf" }),
      ),
    );
    expect(named.status).toBe(400);
    // None of them counted: the day's allowance (one file) is still whole.
    const valid = await applicationsPost(multipartRequest("/api/applications", application({})));
    expect(valid.status).toBe(201);
  });

  it.each([
    ["pdf", pdfBytes(), "cv.pdf", "application/pdf"],
    ["doc", compoundFileBytes(), "cv.doc", "application/msword"],
    [
      "docx",
      docxBytes(),
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  ] as const)(
    "answers 201 for a %s résumé and stores it with its sniffed type, size and SHA-256",
    async (_kind, bytes, name, mediaType) => {
      const response = await applicationsPost(
        multipartRequest("/api/applications", application({}, { bytes, name })),
      );
      expect(response.status).toBe(201);
      const { id } = await readJson<{ id: string }>(response);
      const [row] = await suite.db.select().from(applications);
      expect(row).toMatchObject({
        id,
        firstName: validApplication.firstName,
        experience: validApplication.experience,
        userType: validApplication.userType,
        countryCode: validApplication.countryCode,
        mobileNumber: validApplication.mobileNumber,
        type: "2",
      });
      const [resume] = await suite.db.select().from(resumes);
      expect(resume).toMatchObject({
        applicationId: id,
        fileName: name,
        mediaType,
        size: bytes.length,
      });
      expect(resume!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Buffer.from(resume!.data).equals(bytes)).toBe(true);
      const [record] = csvRecords(
        await (await applicationsCsv(admin("/admin/export/applications.csv"))).text(),
      );
      expect(record!.resume_media_type).toBe(mediaType);
      const [mail] = await suite.db.select().from(outbox);
      expect(mail).toMatchObject({
        kind: "application.notify",
        recipient: "team@corvane.test",
        // No attachment: the résumé stays in the database (NOTIFY_INCLUDE_TEXT attaches it).
        resumeId: null,
      });
    },
  );

  it("judges the file by its bytes: a disguised file is refused, a mislabelled PDF accepted", async () => {
    const disguised = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application({}, { bytes: fakePdfBytes(), name: "cv.pdf", type: "application/pdf" }),
      ),
    );
    expect(disguised.status).toBe(400);
    expect(await readJson(disguised)).toEqual({
      errors: { resume: applicationMessages.resumeType },
    });
    const mislabelled = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application({}, { bytes: pdfBytes(), name: "notes.txt", type: "text/plain" }),
      ),
    );
    expect(mislabelled.status).toBe(201);
    const [resume] = await suite.db.select().from(resumes);
    expect(resume).toMatchObject({ fileName: "notes.pdf", mediaType: "application/pdf" });
  });

  it("answers 400 with every spec message, in the spec's order", async () => {
    const response = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application(
          {
            firstName: "A",
            lastName: "",
            email: "ana@",
            experience: "",
            userType: "x",
            countryCode: "+44",
            mobileNumber: "12345",
          },
          null,
        ),
      ),
    );
    expect(response.status).toBe(400);
    const { errors } = await readJson<{ errors: Record<string, string> }>(response);
    expect(Object.entries(errors)).toEqual([
      ["firstName", applicationMessages.firstName],
      ["lastName", applicationMessages.lastName],
      ["email", applicationMessages.email],
      ["experience", applicationMessages.experience],
      ["userType", applicationMessages.userType],
      ["countryCode", applicationMessages.countryCode],
      ["mobileNumber", applicationMessages.mobileNumber],
      ["resume", applicationMessages.resumeRequired],
    ]);
    expect(await suite.db.select().from(applications)).toHaveLength(0);
  });

  it("answers 413 for a résumé over 5 MiB (and takes one of exactly 5 MiB)", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX_BYTES)]);
    const response = await applicationsPost(
      multipartRequest("/api/applications", application({}, { bytes: big, name: "cv.pdf" })),
    );
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({
      errors: { resume: applicationExtraMessages.resumeTooLarge },
    });
    const exact = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX_BYTES - pdfBytes().length)]);
    expect(
      (
        await applicationsPost(
          multipartRequest("/api/applications", application({}, { bytes: exact, name: "cv.pdf" })),
        )
      ).status,
    ).toBe(201);
    expect(await suite.db.select().from(applications)).toHaveLength(1);
  });

  it("answers 415 for JSON, 400 for two files", async () => {
    expect(
      (await applicationsPost(jsonRequest("/api/applications", { firstName: "Ana" }))).status,
    ).toBe(415);
    const two = application();
    two.append("resume", new Blob([new Uint8Array(pdfBytes())]), "second.pdf");
    const response = await applicationsPost(multipartRequest("/api/applications", two));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      errors: { resume: applicationExtraMessages.resumeTooMany },
    });
  });

  it("stores unicode and injection strings verbatim and exports them safely", async () => {
    const response = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application(
          { firstName: "=cmd|' /C calc'!A0", lastName: "Ñúñez 李华 😀" },
          { bytes: pdfBytes(), name: "Lebenslauf Zoë.pdf" },
        ),
      ),
    );
    expect(response.status).toBe(201);
    const [row] = await suite.db.select().from(applications);
    expect(row).toMatchObject({ firstName: "=cmd|' /C calc'!A0", lastName: "Ñúñez 李华 😀" });
    const [record] = csvRecords(
      await (await applicationsCsv(admin("/admin/export/applications.csv"))).text(),
    );
    expect(record).toMatchObject({
      first_name: "'=cmd|' /C calc'!A0",
      last_name: "Ñúñez 李华 😀",
      experience: validApplication.experience,
      user_type: validApplication.userType,
      country_code: `'${validApplication.countryCode}`,
      mobile_number: validApplication.mobileNumber,
      type: "2",
      resume_file_name: "Lebenslauf Zoë.pdf",
      resume_media_type: "application/pdf",
    });
    expect(record!.resume_url).toMatch(
      /^https:\/\/www\.corvane\.test\/admin\/export\/resumes\/[0-9a-f-]{36}$/,
    );
    // The export's link is the download of that résumé (its headers: the test below).
    const download = await resumeRoute(record!.resume_url!.split("/").pop()!);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes())).toBe(true);
  });

  it("without JavaScript: 303 to thanks, or to the errors with the values kept", async () => {
    const navigate = {
      headers: { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" },
    };
    const ok = await applicationsPost(
      multipartRequest("/api/applications", application(), navigate),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/thanks?form=application&status=sent");
    const bad = await applicationsPost(
      multipartRequest("/api/applications", application({ mobileNumber: "12" }), navigate),
    );
    const location = new URL(bad.headers.get("location")!, "http://x");
    expect(location.searchParams.get("status")).toBe("invalid");
    const draft = await loadDraft(suite.db, location.searchParams.get("draft")!);
    expect(draft?.errors).toEqual({ mobileNumber: applicationMessages.mobileNumber });
    expect(draft?.values).toMatchObject({ firstName: "Ana", mobileNumber: "12" });
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX_BYTES)]);
    const tooLarge = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application({}, { bytes: big, name: "cv.pdf" }),
        navigate,
      ),
    );
    expect(tooLarge.headers.get("location")).toBe("/thanks?form=application&status=too-large");
    expect(await suite.db.select().from(applications)).toHaveLength(1);
  });

  // Issue 9 changed this contract: a bot's application is kept as spam with its résumé (it
  // was dropped), and nobody is mailed about it.
  it("gives bots a normal 201, keeps them as spam with the résumé and sends nothing", async () => {
    const response = await applicationsPost(
      multipartRequest(
        "/api/applications",
        application({ website: "http://spam", sourcePage: "/JoinUs" }),
      ),
    );
    expect(response.status).toBe(201);
    const rows = await suite.db.select().from(applications);
    expect(rows.map((row) => [row.spamReason, row.sourcePage])).toEqual([["honeypot", "/JoinUs"]]);
    expect(await suite.db.select().from(resumes)).toHaveLength(1);
    expect(await suite.db.select().from(outbox)).toHaveLength(0);
    // Malformed (no résumé): dropped, with the same answer.
    const junk = await applicationsPost(
      multipartRequest("/api/applications", application({ website: "x" }, null)),
    );
    expect(junk.status).toBe(201);
    expect(await suite.db.select().from(applications)).toHaveLength(1);
  });

  it("records the source page of a person's application, and drops a foreign one", async () => {
    await applicationsPost(
      multipartRequest("/api/applications", application({ sourcePage: "/JoinUs" })),
    );
    await applicationsPost(
      multipartRequest("/api/applications", application({ sourcePage: "javascript:alert(1)" })),
    );
    const rows = await suite.db.select().from(applications);
    expect(rows.map((row) => row.sourcePage).sort()).toEqual(["/JoinUs", null]);
    expect(rows.every((row) => row.spamReason === null)).toBe(true);
  });
});

describeBackends("staff exports", backends, (suite) => {
  it("answer 401 without the password, with a wrong one, and when no password is set", async () => {
    for (const route of [enquiriesCsv, subscribersCsv, applicationsCsv]) {
      const none = await route(admin("/admin/export/x.csv", null));
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toContain("Bearer");
      expect((await route(admin("/admin/export/x.csv", "wrong"))).status).toBe(401);
    }
    expect((await resumeRoute("00000000-0000-4000-8000-000000000000", null)).status).toBe(401);
    suite.configure({ exportToken: null });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect((await enquiriesCsv(admin("/admin/export/enquiries.csv", EXPORT_TOKEN))).status).toBe(
        401,
      );
      expect((await enquiriesCsv(admin("/admin/export/enquiries.csv", "null"))).status).toBe(401);
    } finally {
      console.warn = warn;
    }
  });

  it("take the export token on /admin/export/* only, and ADMIN_PASSWORD nowhere", async () => {
    suite.configure({ adminPassword: "the first admin's password 1" });
    const subjectExport = (token: string) =>
      subjectExportGet(admin("/admin/privacy/export?email=ada@example.com", token));
    // The data-subject archive holds every mail of an address: never for a token.
    expect((await subjectExport(EXPORT_TOKEN)).status).toBe(401);
    expect((await subjectExport("the first admin's password 1")).status).toBe(401);
    expect(
      (await enquiriesCsv(admin("/admin/export/enquiries.csv", "the first admin's password 1")))
        .status,
    ).toBe(401);
    expect((await enquiriesCsv(admin("/admin/export/enquiries.csv", EXPORT_TOKEN))).status).toBe(
      200,
    );
  });

  it("judge parallel token guesses as if they came one by one", async () => {
    suite.configure({
      rateLimits: {
        ...suite.context.settings.rateLimits,
        admin: { limit: 5, windowSeconds: 3600 },
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        enquiriesCsv(admin("/admin/export/enquiries.csv", `wrong guess ${index}`, "198.51.100.5")),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    // One audit entry for the refused burst, with its count.
    const entries = await suite.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "export.limited"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({ scope: "client", refused: 35 });
  });

  it("serve CSV attachments with a header row, one row per submission, oldest first", async () => {
    const ids: string[] = [];
    for (const name of ["First", "Second", "Third"]) {
      const response = await contactPost(jsonRequest("/api/contact", { ...enquiry, name }));
      ids.push((await readJson<{ id: string }>(response)).id);
    }
    const response = await enquiriesCsv(admin("/admin/export/enquiries.csv"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark
    const text = bytes.subarray(3).toString("utf8");
    expect(
      text.startsWith(
        '"id","received_at","name","email","contact","requirement","type",' +
          '"status","assignee","assignee_email","source_page","last_note_at"\r\n',
      ),
    ).toBe(true);
    const records = csvRecords(text);
    expect(records.map((record) => record.id)).toEqual(ids);
    expect(records.map((record) => record.name)).toEqual(["First", "Second", "Third"]);
    // Every column as sent; the number's leading + quoted against spreadsheet formulas.
    expect(records[0]).toMatchObject({
      email: enquiry.email,
      contact: `'${enquiry.contact}`,
      requirement: enquiry.requirement,
      type: "2",
    });
  });

  it("page through large tables without losing or repeating rows", async () => {
    const { exportCsv } = await import("../submissions/export");
    for (let i = 0; i < 23; i++) {
      await subscribePost(jsonRequest("/api/subscribe", { email: `reader${i}@example.com` }));
    }
    const text = await new Response(exportCsv(suite.db, "subscribers", "https://x", 5)).text();
    const emails = csvRecords(text).map((record) => record.email);
    expect(emails).toHaveLength(23);
    expect(new Set(emails).size).toBe(23);
  });

  it("page by the exact time: rows within one millisecond, and 600 sharing one time, once each", async () => {
    const { exportCsv } = await import("../submissions/export");
    // 600 rows at one time past a whole millisecond, and 7 rows apart by microseconds.
    await suite.db.execute(
      sql`insert into enquiries (id, created_at, name, email, contact, requirement, type)
          select gen_random_uuid(), '2026-01-01T10:00:00.000500Z', 'Same ' || n, 'same@example.com',
                 '5125550100', 'A new app', 'sales'
          from generate_series(1, 600) as n`,
    );
    await suite.db.execute(
      sql`insert into enquiries (id, created_at, name, email, contact, requirement, type)
          select gen_random_uuid(), '2026-01-01T10:00:00Z'::timestamptz + n * interval '1 microsecond',
                 'Micro ' || n, 'micro@example.com', '5125550100', 'A new app', 'sales'
          from generate_series(1, 7) as n`,
    );
    const text = await new Response(exportCsv(suite.db, "enquiries", "https://x", 500)).text();
    const ids = csvRecords(text).map((record) => record.id);
    expect(ids).toHaveLength(607);
    expect(new Set(ids).size).toBe(607);
    // The same with pages smaller than one millisecond's rows.
    const small = await new Response(exportCsv(suite.db, "enquiries", "https://x", 3)).text();
    expect(csvRecords(small).map((record) => record.id)).toEqual(ids);
  });

  it("serve a résumé by id as an attachment, never inline", async () => {
    await applicationsPost(
      multipartRequest(
        "/api/applications",
        application({}, { bytes: docxBytes(), name: "Zoë CV.docx" }),
      ),
    );
    const [resume] = await suite.db.select().from(resumes);
    const response = await resumeRoute(resume!.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Zoe_ CV.docx"; filename*=UTF-8''Zo%C3%AB%20CV.docx`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await response.arrayBuffer()).equals(docxBytes())).toBe(true);
    expect((await resumeRoute("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await resumeRoute("../../etc/passwd")).status).toBe(404);
  });

  it("slow down password guessing: 429 after the limit, even for the right password", async () => {
    suite.configure({
      rateLimits: { ...suite.context.settings.rateLimits, admin: { limit: 3, windowSeconds: 600 } },
    });
    const guess = (password: string) =>
      enquiriesCsv(admin("/admin/export/enquiries.csv", password, "198.51.100.66"));
    expect((await guess(EXPORT_TOKEN)).status).toBe(200);
    expect((await guess("a")).status).toBe(401);
    expect((await guess("b")).status).toBe(401);
    expect((await guess("c")).status).toBe(401);
    expect((await guess("d")).status).toBe(429);
    const blocked = await guess(EXPORT_TOKEN);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // Staff elsewhere are not affected.
    expect(
      (await enquiriesCsv(admin("/admin/export/enquiries.csv", EXPORT_TOKEN, "198.51.100.67")))
        .status,
    ).toBe(200);
  });

  it("drafts expire", async () => {
    await suite.db.insert(formDrafts).values({
      id: "expiredexpiredexpired0",
      form: "contact",
      values: {},
      errors: {},
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await loadDraft(suite.db, "expiredexpiredexpired0")).toBeNull();
  });
});
