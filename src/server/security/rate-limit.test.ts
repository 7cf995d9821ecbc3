/**
 * Every tier of the forms' flood defence, against both databases, with a controlled clock:
 * the process's memory in front of the database counter, per client, per IPv6 /48, the
 * ceiling for all clients (overflow to spam), the daily résumé bytes, keyed bucket names,
 * `off`, and pruning.
 */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as subscribePost } from "@/app/api/subscribe/route";
import { retryLaterMessages } from "@/lib/forms/retry-later";
import { applications, enquiries, outbox, rateLimits, resumes, subscribers } from "../db/schema";
import type { RateLimit } from "../settings";
import {
  hitRateLimit,
  hitWithLocal,
  LocalCounters,
  pruneRateLimits,
  rateLimitHorizonMs,
} from "./rate-limit";
import { pdfBytes } from "@tests/support/server/files";
import {
  availableBackends,
  describeBackends,
  formRequest,
  jsonRequest,
  multipartRequest,
  readJson,
  testSettings,
  type Suite,
} from "@tests/support/server/harness";
import { validApplication, validContact } from "@tests/support/fixtures/forms";

const backends = await availableBackends();
const enquiry = { ...validContact, type: "2" };
const OFF: RateLimit = { limit: 0, windowSeconds: 600 };
const SECRET_A = "a".repeat(40);

afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the database drivers keep their own timers. */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

function limits(suite: Suite, overrides: Partial<ReturnType<typeof testSettings>>) {
  const base = testSettings();
  suite.configure({
    authSecret: SECRET_A,
    formCeilings: { subscribe: OFF, contact: OFF, applications: OFF },
    resumeBytesPerDay: 0,
    ...overrides,
    rateLimits: { ...base.rateLimits, ...overrides.rateLimits },
  });
}

const contactFrom = (client: string, extra: Record<string, unknown> = {}) =>
  contactPost(jsonRequest("/api/contact", { ...enquiry, ...extra }, { client }));

describe("LocalCounters (each process's memory)", () => {
  it("answers from memory only while a window it knows to be full lasts", () => {
    const local = new LocalCounters();
    const now = new Date("2026-01-01T00:00:10Z");
    const end = Date.parse("2026-01-01T00:10:00Z");
    expect(local.wait("b", 3, now)).toBeNull();
    local.record("b", 2, end, now);
    expect(local.wait("b", 3, now)).toBeNull();
    local.record("b", 3, end, now);
    expect(local.wait("b", 3, now)).toBe(590);
    // Another instance's lower count never lowers what is known.
    local.record("b", 1, end, now);
    expect(local.wait("b", 3, new Date(end - 1000))).toBe(1);
    expect(local.wait("b", 3, new Date(end))).toBeNull();
  });

  it("prunes ended windows itself, and forgets the oldest past its size", () => {
    const local = new LocalCounters(3);
    const now = new Date("2026-01-01T00:00:00Z");
    for (const [bucket, end] of [
      ["old1", now.getTime() + 1000],
      ["old2", now.getTime() + 1000],
      ["new1", now.getTime() + 60_000],
    ] as const)
      local.record(bucket, 1, end, now);
    expect(local.size).toBe(3);
    local.prune(new Date(now.getTime() + 2000), true);
    expect(local.size).toBe(1);
    const later = new Date(now.getTime() + 2000);
    for (const bucket of ["a", "b", "c", "d"])
      local.record(bucket, 5, later.getTime() + 60_000, later);
    expect(local.size).toBe(3);
    expect(local.wait("new1", 1, later)).toBeNull();
    expect(local.wait("d", 5, later)).not.toBeNull();
  });
});

describeBackends("rate-limit tiers", backends, (suite) => {
  it("in memory: once the database calls a bucket full, refusals cost no query", async () => {
    const rule = { limit: 3, windowSeconds: 600 };
    const local = new LocalCounters();
    const now = new Date("2026-03-01T10:00:00Z");
    const allowed = [];
    for (let i = 0; i < 10; i++)
      allowed.push((await hitWithLocal(suite.db, local, "b1", rule, now)).allowed);
    expect(allowed).toEqual([true, true, true, false, false, false, false, false, false, false]);
    // Three writes reached the database; the seven refusals did not.
    const [row] = await suite.db.select().from(rateLimits);
    expect(row!.hits).toBe(3);
    // Another instance (another memory) shares the database's count.
    const other = new LocalCounters();
    expect((await hitWithLocal(suite.db, other, "b1", rule, now)).allowed).toBe(false);
    // The next window starts afresh in memory and in the database.
    const next = new Date("2026-03-01T10:10:00Z");
    expect((await hitWithLocal(suite.db, local, "b1", rule, next)).allowed).toBe(true);
    const refused = await hitWithLocal(
      suite.db,
      other,
      "b1",
      rule,
      new Date("2026-03-01T10:09:59Z"),
    );
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it("per client: an IPv4 address, or an IPv6 /64; 429 with Retry-After to the window's end", async () => {
    clockAt("2026-03-01T10:04:00Z");
    limits(suite, {
      rateLimits: { ...testSettings().rateLimits, contact: { limit: 2, windowSeconds: 600 } },
    });
    expect((await contactFrom("198.51.100.1")).status).toBe(201);
    expect((await contactFrom("198.51.100.1")).status).toBe(201);
    const limited = await contactFrom("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("360");
    expect((await contactFrom("198.51.100.2")).status).toBe(201);
    // Addresses of one /64 are one client.
    expect((await contactFrom("2001:db8:1:2::1")).status).toBe(201);
    expect((await contactFrom("2001:db8:1:2::2")).status).toBe(201);
    expect((await contactFrom("2001:db8:1:2:ffff::9")).status).toBe(429);
    vi.setSystemTime(new Date("2026-03-01T10:10:00Z"));
    expect((await contactFrom("198.51.100.1")).status).toBe(201);
  });

  it("per IPv6 /48: its /64s together get the factor times a client's limit", async () => {
    clockAt("2026-03-01T10:00:00Z");
    limits(suite, {
      ipv6NetworkFactor: 3,
      rateLimits: { ...testSettings().rateLimits, contact: { limit: 1, windowSeconds: 600 } },
    });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await contactFrom(`2001:db8:7:${i}::1`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another /48 is another network.
    expect((await contactFrom("2001:db8:8:1::1")).status).toBe(201);
    vi.setSystemTime(new Date("2026-03-01T10:10:00Z"));
    expect((await contactFrom("2001:db8:7:9::1")).status).toBe(201);
  });

  it("ceiling: past it, submissions succeed for the sender but wait in the spam folder, unmailed", async () => {
    clockAt("2026-03-01T10:00:00Z");
    limits(suite, {
      rateLimits: { ...testSettings().rateLimits, contact: { limit: 5, windowSeconds: 600 } },
      formCeilings: {
        subscribe: OFF,
        contact: { limit: 2, windowSeconds: 3600 },
        applications: OFF,
      },
    });
    const answers = [];
    for (let i = 1; i <= 3; i++)
      answers.push(await contactFrom(`198.51.100.${i}`, { name: `Person ${i}` }));
    for (const answer of answers) expect(answer.status).toBe(201);
    // A bot's post is spam already: it does not use up the ceiling.
    expect((await contactFrom("198.51.100.9", { website: "x" })).status).toBe(201);
    const noScript = await contactPost(
      formRequest("/api/contact", { ...enquiry, name: "Person 4" }, { client: "198.51.100.4" }),
    );
    expect(noScript.headers.get("location")).toBe("/thanks?form=contact&status=sent");
    const rows = await suite.db.select().from(enquiries);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.spamReason]))).toEqual({
      "Person 1": null,
      "Person 2": null,
      "Person 3": "overflow",
      "Person 4": "overflow",
      [enquiry.name]: "honeypot",
    });
    expect(
      (await suite.db.select().from(outbox)).filter((mail) => mail.kind === "enquiry.notify"),
    ).toHaveLength(2);
    // The next window has room again.
    vi.setSystemTime(new Date("2026-03-01T11:00:00Z"));
    await contactFrom("198.51.100.5", { name: "Person 5" });
    const [fifth] = (await suite.db.select().from(enquiries)).filter((r) => r.name === "Person 5");
    expect(fifth!.spamReason).toBeNull();
  });

  it("ceiling of the newsletter and the résumé form alike", async () => {
    clockAt("2026-03-01T10:00:00Z");
    const one = { limit: 1, windowSeconds: 3600 };
    limits(suite, {
      rateLimits: {
        ...testSettings().rateLimits,
        subscribe: { limit: 5, windowSeconds: 600 },
        applications: { limit: 5, windowSeconds: 600 },
      },
      formCeilings: { subscribe: one, contact: OFF, applications: one },
    });
    for (const email of ["a@example.com", "b@example.com"])
      expect((await subscribePost(jsonRequest("/api/subscribe", { email }))).status).toBe(200);
    const subs = await suite.db.select().from(subscribers);
    expect(subs.map((row) => [row.email, row.spamReason]).sort()).toEqual([
      ["a@example.com", null],
      ["b@example.com", "overflow"],
    ]);
    for (const firstName of ["First", "Second"]) {
      const response = await applicationsPost(
        multipartRequest("/api/applications", applicationForm({ firstName })),
      );
      expect(response.status).toBe(201);
    }
    const apps = await suite.db.select().from(applications);
    expect(apps.map((row) => [row.firstName, row.spamReason]).sort()).toEqual([
      ["First", null],
      ["Second", "overflow"],
    ]);
  });

  it("résumé bytes per UTC day: past the cap a 503 with Retry-After to midnight, values kept", async () => {
    clockAt("2026-03-01T23:00:00Z");
    const size = pdfBytes().length;
    limits(suite, {
      rateLimits: { ...testSettings().rateLimits, applications: { limit: 50, windowSeconds: 600 } },
      // Eight files in all, one per network (RESUME_SHARE_DIVISOR).
      resumeBytesPerDay: size * 8 + 10,
    });
    // Each from its own network: the day's total is what runs out here.
    let sender = 0;
    const post = (accept = "application/json") =>
      applicationsPost(
        multipartRequest("/api/applications", applicationForm(), {
          headers: { accept },
          client: `198.51.100.${++sender}`,
        }),
      );
    for (let i = 0; i < 8; i++) expect((await post()).status).toBe(201);
    const full = await post();
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toBe("3600");
    expect(await readJson(full)).toEqual({
      error: retryLaterMessages.resumeQuota,
      reason: "resume-quota",
    });
    // Without JavaScript: a page that sends the applicant back to the filled-in form.
    const page = await post("text/html");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("3600");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain(retryLaterMessages.goBackQuota.replace(/'/g, "&#39;"));
    expect(await suite.db.select().from(resumes)).toHaveLength(8);
    // A new day, a new allowance.
    vi.setSystemTime(new Date("2026-03-02T00:00:01Z"));
    expect((await post()).status).toBe(201);
  });

  it("one IPv6 /48 may use an eighth of the day's résumé bytes; other networks still apply", async () => {
    clockAt("2026-03-01T12:00:00Z");
    const size = pdfBytes().length;
    limits(suite, {
      rateLimits: { ...testSettings().rateLimits, applications: { limit: 50, windowSeconds: 600 } },
      resumeBytesPerDay: size * 16 + 10,
    });
    const post = (client: string) =>
      applicationsPost(multipartRequest("/api/applications", applicationForm(), { client }));
    // Two files fit the /48's share, whichever of its /64s they come from; a third does not.
    expect((await post("2001:db8:5:1::7")).status).toBe(201);
    expect((await post("2001:db8:5:2::7")).status).toBe(201);
    const refused = await post("2001:db8:5:3::7");
    expect(refused.status).toBe(503);
    expect(await readJson(refused)).toMatchObject({ reason: "resume-quota" });
    // Everyone else can still apply today.
    expect((await post("2001:db8:6::7")).status).toBe(201);
    expect((await post("198.51.100.9")).status).toBe(201);
  });

  it("`RATE_LIMIT_<FORM>=off` switches every tier of that form off", async () => {
    const one = { limit: 1, windowSeconds: 3600 };
    limits(suite, {
      rateLimits: { ...testSettings().rateLimits, contact: OFF },
      formCeilings: { subscribe: one, contact: one, applications: one },
    });
    for (let i = 0; i < 4; i++)
      expect((await contactFrom(i % 2 ? "2001:db8:9::1" : "198.51.100.1")).status).toBe(201);
    const rows = await suite.db.select().from(enquiries);
    expect(rows.every((row) => row.spamReason === null)).toBe(true);
    expect(await suite.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("names buckets by a keyed hash: no address, no plain hash of one, another key another name", async () => {
    limits(suite, {
      rateLimits: { ...testSettings().rateLimits, contact: { limit: 5, windowSeconds: 600 } },
    });
    await contactFrom("198.51.100.77");
    await contactFrom("2001:db8:5:6::1");
    const first = (await suite.db.select().from(rateLimits)).map((row) => row.bucket).sort();
    expect(first).toHaveLength(3);
    const plain = ["198.51.100.77", "2001:db8:5:6::/64", "2001:db8:5::/48"].map((text) =>
      createHash("sha256").update(text).digest("hex").slice(0, 32),
    );
    for (const bucket of first) {
      expect(bucket).toMatch(/^contact(\/48)?:[0-9a-f]{32}$/);
      expect(bucket).not.toContain("198.51");
      for (const hash of plain) expect(bucket).not.toContain(hash);
    }
    await suite.db.delete(rateLimits);
    limits(suite, {
      authSecret: "b".repeat(40),
      rateLimits: { ...testSettings().rateLimits, contact: { limit: 5, windowSeconds: 600 } },
    });
    await contactFrom("198.51.100.77");
    const [again] = await suite.db.select().from(rateLimits);
    expect(first).not.toContain(again!.bucket);
  });

  it("prunes the database's counters that ended (the retention job's entry point)", async () => {
    const rule = { limit: 5, windowSeconds: 600 };
    await hitRateLimit(suite.db, "old", rule, new Date("2026-03-01T00:00:00Z"));
    await hitRateLimit(suite.db, "new", rule, new Date("2026-03-02T12:00:00Z"));
    await pruneRateLimits(suite.db, new Date("2026-03-01T12:00:00Z"));
    expect((await suite.db.select().from(rateLimits)).map((row) => row.bucket)).toEqual(["new"]);
    // The housekeeping horizon covers the longest window configured, at least a day.
    expect(rateLimitHorizonMs(testSettings())).toBe(24 * 60 * 60 * 1000);
    const weekly = { limit: 1, windowSeconds: 7 * 24 * 3600 };
    expect(
      rateLimitHorizonMs(
        testSettings({ formCeilings: { subscribe: weekly, contact: OFF, applications: OFF } }),
      ),
    ).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

function applicationForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validApplication, type: "2", ...overrides }))
    form.set(name, value);
  form.set("resume", new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }), "cv.pdf");
  return form;
}
