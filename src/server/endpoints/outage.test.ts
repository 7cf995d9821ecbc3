/**
 * PostgreSQL going away after start-up: the app has its pool open on a fresh database, then
 * the database stops taking connections and its sessions are ended. Every form post answers
 * 503 with Retry-After (not 500): JSON for the pages' script, a page that sends the visitor
 * back to the filled-in form without JavaScript. When it comes back, posts go through again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { retryLaterMessages } from "@/lib/forms/retry-later";
import { setContextForTests, type AppContext } from "../context";
import { enquiries } from "../db/schema";
import { pdfBytes } from "@tests/support/server/files";
import {
  createTestDatabase,
  POSTGRES_ADMIN_URL,
  postgresUnavailable,
  type TestDatabase,
} from "@tests/support/server/databases";
import {
  formRequest,
  jsonRequest,
  multipartRequest,
  readJson,
  testSettings,
} from "@tests/support/server/harness";
import { validApplication, validContact, validNewsletter } from "@tests/support/fixtures/forms";

const reason = await postgresUnavailable();
const enquiry = { ...validContact, type: "2" };

async function admin(statement: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function applicationForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validApplication, type: "2" }))
    form.set(name, value);
  form.set("resume", new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }), "cv.pdf");
  return form;
}

(reason ? describe.skip : describe)("a PostgreSQL outage after start-up", () => {
  let database: TestDatabase;
  let name: string;
  const errors = console.error;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    name = new URL(database.url!).pathname.slice(1);
    const context: AppContext = {
      settings: testSettings({
        rateLimits: {
          ...testSettings().rateLimits,
          contact: { limit: 50, windowSeconds: 600 },
          subscribe: { limit: 50, windowSeconds: 600 },
          applications: { limit: 50, windowSeconds: 600 },
        },
      }),
      database: database.handle,
    };
    setContextForTests(context);
    // The pool is open and used: the server started fine.
    expect((await contactPost(jsonRequest("/api/contact", enquiry))).status).toBe(201);
    await admin(`alter database ${name} allow_connections false`);
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    console.error = () => undefined;
  }, 60_000);

  afterAll(async () => {
    console.error = errors;
    setContextForTests(null);
    await admin(`alter database ${name} allow_connections true`).catch(() => undefined);
    await database?.dispose();
  });

  it.each([
    ["contact", () => contactPost(jsonRequest("/api/contact", enquiry))],
    ["subscribe", () => subscribePost(jsonRequest("/api/subscribe", validNewsletter))],
    [
      "applications",
      () => applicationsPost(multipartRequest("/api/applications", applicationForm())),
    ],
  ])("%s with JavaScript: 503, Retry-After and words to try again", async (_form, post) => {
    const response = await post();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await readJson(response)).toEqual({
      error: retryLaterMessages.busy,
      reason: "database",
    });
  });

  it.each([
    ["contact", () => contactPost(formRequest("/api/contact", enquiry))],
    ["subscribe", () => subscribePost(formRequest("/api/subscribe", validNewsletter))],
    [
      "applications",
      () =>
        applicationsPost(
          multipartRequest("/api/applications", applicationForm(), {
            headers: { accept: "text/html", "sec-fetch-mode": "navigate" },
          }),
        ),
    ],
  ])("%s without JavaScript: a 503 page that says to go back to the form", async (_form, post) => {
    const response = await post();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Back button");
    expect(html).toContain("the form still holds what you typed");
    expect(html).not.toContain(validContact.requirement);
  });

  it("takes posts again once the database is back", async () => {
    await admin(`alter database ${name} allow_connections true`);
    const response = await contactPost(jsonRequest("/api/contact", enquiry));
    expect(response.status).toBe(201);
    expect(await database.handle.db.select().from(enquiries)).toHaveLength(2);
  });
});
