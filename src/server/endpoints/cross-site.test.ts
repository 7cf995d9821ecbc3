/**
 * Issue 11, finding 3: another site cannot make its visitors' browsers post our forms. A
 * post whose Origin is neither SITE_URL's origin nor the host it was sent to, or that the
 * browser marks `Sec-Fetch-Site: cross-site`, is answered 403 and nothing is stored. Our own
 * pages (with or without JavaScript), scripts without an Origin and one-click unsubscribe
 * from mail programs keep working.
 */
import { expect, it } from "vitest";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { applications, enquiries, formDrafts, outbox, rateLimits, subscribers } from "../db/schema";
import { pdfBytes } from "@tests/support/server/files";
import {
  availableBackends,
  describeBackends,
  formRequest,
  jsonRequest,
  multipartRequest,
  type Suite,
} from "@tests/support/server/harness";
import { validApplication, validContact, validNewsletter } from "@tests/support/fixtures/forms";

const backends = await availableBackends();

/** SITE_URL in the test settings, and the host the test requests are sent to. */
const SITE = "https://www.corvane.test";
const HOST = "http://localhost:3000";

function applicationForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validApplication, type: "2" }))
    form.set(name, value);
  form.set("resume", new Blob([new Uint8Array(pdfBytes())]), "cv.pdf");
  return form;
}

type Headers = Record<string, string>;
const posts: Record<string, (headers: Headers) => Promise<Response>> = {
  "contact (JSON)": (headers) =>
    contactPost(jsonRequest("/api/contact", { ...validContact, type: "2" }, { headers })),
  "contact (form, no JavaScript)": (headers) =>
    contactPost(formRequest("/api/contact", { ...validContact, type: "2" }, { headers })),
  "newsletter (JSON)": (headers) =>
    subscribePost(jsonRequest("/api/subscribe", validNewsletter, { headers })),
  "newsletter (form, no JavaScript)": (headers) =>
    subscribePost(formRequest("/api/subscribe", validNewsletter, { headers })),
  "résumé (script)": (headers) =>
    applicationsPost(multipartRequest("/api/applications", applicationForm(), { headers })),
  "résumé (form, no JavaScript)": (headers) =>
    applicationsPost(
      multipartRequest("/api/applications", applicationForm(), {
        headers: { accept: "text/html", "sec-fetch-mode": "navigate", ...headers },
      }),
    ),
};

async function storedRows(suite: Suite): Promise<number> {
  const counts = await Promise.all(
    [enquiries, subscribers, applications, outbox, formDrafts, rateLimits].map(
      async (table) => (await suite.db.select().from(table)).length,
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

const CROSS_SITE: [string, Headers][] = [
  ["a foreign Origin", { origin: "https://evil.example" }],
  [
    "a foreign Origin marked same-site",
    { origin: "https://evil.corvane.test", "sec-fetch-site": "same-site" },
  ],
  ["Sec-Fetch-Site: cross-site without an Origin", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: cross-site with our Origin", { origin: SITE, "sec-fetch-site": "cross-site" }],
  ["an opaque Origin (sandboxed frame)", { origin: "null" }],
  ["our host on another port", { origin: "http://localhost:3001" }],
  ["our site's host over another scheme", { origin: "http://www.corvane.test" }],
];

const SAME_SITE: [string, Headers][] = [
  ["SITE_URL's origin", { origin: SITE, "sec-fetch-site": "same-origin" }],
  ["the host the request was sent to", { origin: HOST, "sec-fetch-site": "same-origin" }],
  ["no Origin (a script or an older browser)", {}],
  ["a typed or bookmarked request (Sec-Fetch-Site: none)", { "sec-fetch-site": "none" }],
];

describeBackends("cross-site form posts", backends, (suite) => {
  for (const [form, post] of Object.entries(posts)) {
    it.each(CROSS_SITE)(
      `${form}: refuses %s with 403 and stores nothing`,
      async (_label, headers) => {
        const response = await post(headers);
        expect(response.status).toBe(403);
        expect(await storedRows(suite)).toBe(0);
      },
    );

    it.each(SAME_SITE)(`${form}: accepts %s`, async (_label, headers) => {
      const response = await post(headers);
      expect([200, 201, 303]).toContain(response.status);
      if (response.status === 303) expect(response.headers.get("location")).toMatch(/status=sent/);
      expect(await storedRows(suite)).toBeGreaterThan(0);
    });
  }

  it("one-click unsubscribe (RFC 8058) still works when a mail program posts from elsewhere", async () => {
    await subscribePost(jsonRequest("/api/subscribe", validNewsletter));
    const [row] = await suite.db.select().from(subscribers);
    const response = await unsubscribePost(
      formRequest(
        `/api/unsubscribe?token=${row!.unsubscribeToken}`,
        { "List-Unsubscribe": "One-Click" },
        {
          headers: {
            origin: "https://mail.example",
            "sec-fetch-site": "cross-site",
            accept: "*/*",
          },
        },
      ),
    );
    expect(response.status).toBe(200);
    // Unsubscribing deletes the record (issue 10).
    expect(await suite.db.select().from(subscribers)).toEqual([]);
  });
});
