/**
 * Staff accounts that cannot be taken (issue 32), from outside, by requests against the
 * production server: the export token's scope, no live link in stored mail or in a
 * data-subject export, sign-in limits that hold under 40 parallel guesses (on both
 * databases, and on two instances sharing PostgreSQL), one audit entry per refused burst,
 * a new link ending the earlier one, and the owner's ways past a lock a stranger caused.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { unzip } from "@/server/privacy/zip";
import { startAppServer } from "./support/app-server";
import { formPoster, type FormAnswer } from "./support/form-post";
import { rateLimitSetting } from "./support/rate-window";
import { postgresUnavailable } from "./support/server/databases";
import { startSmtpSink, type SmtpSink } from "./support/server/smtp-sink";
import {
  passwordLinkIn,
  STAFF,
  STAFF_PASSWORD,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./support/workspace";

const LIMITED = "Too many attempts. Please try again in";
const WRONG = "The e-mail address or password is wrong.";
const pgSkip = await postgresUnavailable();

/** The link's path and query (the mail's origin is SITE_URL, not the test server). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const cookieHeader = (answer: FormAnswer, earlier = "") =>
  [earlier, ...answer.cookies].filter(Boolean).join("; ");

/** Signs in through the form without JavaScript; the session's (and device's) cookies. */
async function signInCookies(
  server: { baseURL: string },
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const post = await formPoster(server.baseURL, "/admin", headers);
  const answer = await post({ email, password });
  if (answer.status !== 303) throw new Error(`sign-in failed: ${answer.alert ?? answer.status}`);
  return cookieHeader(answer);
}

function tally(answers: FormAnswer[]) {
  return {
    signedIn: answers.filter((answer) => answer.status === 303).length,
    wrong: answers.filter((answer) => answer.alert === WRONG).length,
    limited: answers.filter((answer) => answer.alert?.startsWith(LIMITED)).length,
  };
}

describe("40 parallel sign-in posts are judged as 40 in a row would be", () => {
  const account = rateLimitSetting(10);
  const perClient = rateLimitSetting(30);

  async function fortyGuesses(targets: WorkspaceServer[]) {
    const posts = await Promise.all(targets.map((target) => formPoster(target.baseURL, "/admin")));
    return Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        posts[index % posts.length]!({
          email: STAFF.sales.email,
          // One right password among them: it may be judged or refused, like any other.
          password: index === 20 ? STAFF_PASSWORD : `wrong guess number ${index}`,
        }),
      ),
    );
  }

  test("embedded database: 10 judged (the account's limit), 30 refused", async () => {
    const server = await startWorkspaceServer("pglite", {
      RATE_LIMIT_SIGNIN_ACCOUNT: account,
      RATE_LIMIT_ADMIN: perClient,
    });
    try {
      const counts = tally(await fortyGuesses([server]));
      expect(counts.signedIn + counts.wrong).toBe(10);
      expect(counts.limited).toBe(30);
    } finally {
      await server.dispose();
    }
  }, 180_000);

  test.skipIf(pgSkip !== null)(
    "PostgreSQL, two instances: 10 judged in all, 30 refused, one audit entry for the burst",
    async () => {
      const server = await startWorkspaceServer("postgres", {
        RATE_LIMIT_SIGNIN_ACCOUNT: account,
        RATE_LIMIT_ADMIN: perClient,
      });
      const second = await startAppServer(server.env);
      try {
        const counts = tally(await fortyGuesses([server, second as WorkspaceServer]));
        expect(counts.signedIn + counts.wrong).toBe(10);
        expect(counts.limited).toBe(30);
        const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
        await client.connect();
        try {
          const { rows } = await client.query<{ action: string; detail: Record<string, unknown> }>(
            `select action, detail from audit_log where action in ('signin.failed', 'signin.limited')`,
          );
          expect(rows.filter((row) => row.action === "signin.failed")).toHaveLength(counts.wrong);
          const bursts = rows.filter((row) => row.action === "signin.limited");
          expect(bursts).toHaveLength(1);
          expect(bursts[0]!.detail).toMatchObject({ scope: "account", refused: 30 });
        } finally {
          await client.end();
        }
      } finally {
        await second.stop();
        await server.dispose();
      }
    },
    180_000,
  );
});

describe("one server with mail", () => {
  let sink: SmtpSink;
  let server: WorkspaceServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startWorkspaceServer("pglite", {
      SMTP_URL: sink.url,
      MAIL_POLL_MS: "200",
      // The finding: the first admin's password used to open the exports and more.
      ADMIN_EMAIL: STAFF.admin.email,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      TRUST_PROXY: "loopback",
      RATE_LIMIT_SIGNIN_ACCOUNT: rateLimitSetting(5, 1800),
      RATE_LIMIT_ADMIN: rateLimitSetting(30, 1800),
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await sink?.close();
  });

  const from = (address: string) => ({ "x-forwarded-for": address });

  async function askReset(email: string, client: string) {
    const before = sink.messages.length;
    const post = await formPoster(server.baseURL, "/admin/forgot-password", from(client));
    const answer = await post({ email });
    expect(answer.alert).toBeNull();
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    return passwordLinkIn(mail!.text);
  }

  test("ADMIN_PASSWORD is never a token, and the start-up log says how to turn Bearer on", async () => {
    const bearer = { authorization: `Bearer ${STAFF_PASSWORD}`, ...from("192.0.2.10") };
    for (const path of [
      "/admin/export/enquiries.csv",
      `/admin/privacy/export?email=${encodeURIComponent(STAFF.admin.email)}`,
    ]) {
      expect((await fetch(`${server.baseURL}${path}`, { headers: bearer })).status).toBe(401);
    }
    expect(server.output()).toContain("Bearer access to /admin/export/* is off");
    expect(server.output()).toContain("EXPORT_TOKEN");
  });

  test("a reset link is in the mail sent, but in no stored body and no data-subject export", async () => {
    const link = await askReset(STAFF.admin.email, "192.0.2.11");
    const token = new URL(link).searchParams.get("token")!;
    const cookie = await signInCookies(
      server,
      STAFF.admin.email,
      STAFF_PASSWORD,
      from("192.0.2.11"),
    );
    const archive = await fetch(
      `${server.baseURL}/admin/privacy/export?email=${encodeURIComponent(STAFF.admin.email)}`,
      { headers: { cookie, ...from("192.0.2.11") } },
    );
    expect(archive.status).toBe(200);
    const files = unzip(Buffer.from(await archive.arrayBuffer()));
    const everything = files.map((entry) => Buffer.from(entry.data).toString("utf8")).join("\n");
    expect(everything).toContain("Reset your");
    expect(everything).not.toContain(token);
    expect(everything).not.toContain("reset-password?token=");
    // The link itself works (once).
    const choose = await formPoster(server.baseURL, pathOf(link), from("192.0.2.11"));
    const set = await choose({ password: STAFF_PASSWORD, repeat: STAFF_PASSWORD });
    expect(set.status).toBe(303);
    const again = await choose({ password: STAFF_PASSWORD, repeat: STAFF_PASSWORD });
    expect(again.alert).toMatch(/^This link is invalid, expired or already used\./);
  });

  test("a new reset link ends the earlier one, and the earlier one's page says so", async () => {
    const first = await askReset(STAFF.marketing.email, "192.0.2.12");
    const second = await askReset(STAFF.marketing.email, "192.0.2.12");
    const page = await (await fetch(`${server.baseURL}${pathOf(first)}`)).text();
    expect(page).toContain("A newer link was sent to this address on");
    expect(page).not.toContain('name="password"');
    const choose = await formPoster(server.baseURL, pathOf(second), from("192.0.2.12"));
    expect((await choose({ password: STAFF_PASSWORD, repeat: STAFF_PASSWORD })).status).toBe(303);
  });

  test("past the client's limit (RATE_LIMIT_ADMIN) even the right password waits", async () => {
    // 30 wrong guesses from one address, each at another (unknown) account, so no account's
    // own limit is reached: only the address's is.
    const client = await formPoster(server.baseURL, "/admin", from("203.0.113.40"));
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        client({ email: `nobody${index}@corvane.test`, password: `wrong guess ${index}` }),
      ),
    );
    expect(tally(guesses)).toEqual({ signedIn: 0, wrong: 30, limited: 0 });
    const right = await client({ email: STAFF.sales.email, password: STAFF_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.cookies.some((cookie) => cookie.startsWith("corvane-staff"))).toBe(false);
    expect(right.alert).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  test("a stranger's wrong guesses lock the account, but not its owner's own browser", async () => {
    // The owner has signed in from this browser before.
    const ownerCookies = await signInCookies(
      server,
      STAFF.recruiting.email,
      STAFF_PASSWORD,
      from("198.51.100.20"),
    );
    const device = ownerCookies
      .split("; ")
      .find((each) => each.startsWith("corvane-staff-device="));
    expect(device).toBeDefined();

    const stranger = await formPoster(server.baseURL, "/admin", from("203.0.113.30"));
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        stranger({ email: STAFF.recruiting.email, password: `a stranger's guess ${index}` }),
      ),
    );
    expect(tally(guesses)).toEqual({ signedIn: 0, wrong: 5, limited: 3 });

    // From a browser the account never used: locked, and told the two ways in.
    const elsewhere = await formPoster(server.baseURL, "/admin", from("198.51.100.21"));
    const refused = await elsewhere({ email: STAFF.recruiting.email, password: STAFF_PASSWORD });
    expect(refused.status).toBe(200);
    expect(refused.alert).toContain(
      "sign in from a browser you have used for the workspace before",
    );
    expect(refused.alert).toContain("Forgot password");

    // From the owner's browser: in.
    const own = await formPoster(server.baseURL, "/admin", {
      cookie: device!,
      ...from("198.51.100.21"),
    });
    expect((await own({ email: STAFF.recruiting.email, password: STAFF_PASSWORD })).status).toBe(
      303,
    );

    // A reset link, which only the mailbox's owner has, lifts the lock for every browser.
    const link = await askReset(STAFF.recruiting.email, "198.51.100.22");
    const choose = await formPoster(server.baseURL, pathOf(link), from("198.51.100.22"));
    const chosen = "the owner's new password 9";
    expect((await choose({ password: chosen, repeat: chosen })).status).toBe(303);
    const anywhere = await formPoster(server.baseURL, "/admin", from("198.51.100.23"));
    expect((await anywhere({ email: STAFF.recruiting.email, password: chosen })).status).toBe(303);
  }, 60_000);
});
