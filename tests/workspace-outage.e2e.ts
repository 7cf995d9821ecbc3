/**
 * The workspace while its PostgreSQL is away (issue 33): a page ends in a 503 with a page
 * that says the database cannot be reached and to try again (by way of /admin/unavailable,
 * since an App Router page cannot answer 503 itself), never a 500; once the database is
 * back, the same address works again, and so does the "Try again" link.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { formPoster } from "./support/form-post";
import { asPostgresAdmin as asAdmin, postgresUnavailable } from "./support/server/databases";
import {
  STAFF,
  STAFF_PASSWORD,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./support/workspace";

const skip = await postgresUnavailable();
let server: WorkspaceServer;

beforeAll(async () => {
  if (!skip) server = await startWorkspaceServer("postgres");
}, 120_000);

afterAll(async () => {
  await server?.dispose();
});

test.skipIf(skip !== null)(
  "a workspace page answers 503 with a page that says so while PostgreSQL is away, then works again",
  async () => {
    const post = await formPoster(server.baseURL, "/admin");
    const answer = await post({ email: STAFF.sales.email, password: STAFF_PASSWORD });
    expect(answer.status).toBe(303);
    const cookie = answer.cookies.join("; ");
    const open = () =>
      fetch(`${server.baseURL}/admin/enquiries?status=new`, { headers: { cookie } });
    expect((await open()).status).toBe(200);

    const name = new URL(server.env.DATABASE_URL!).pathname.slice(1);
    await asAdmin(`alter database ${name} allow_connections false`);
    await asAdmin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    try {
      const away = await open();
      expect(away.status).toBe(503);
      expect(away.headers.get("retry-after")).toBe("30");
      const text = await away.text();
      expect(text).toContain("The workspace cannot reach its database");
      expect(text).toContain("Please try again in a minute.");
      expect(text).toContain('href="/admin/enquiries?status=new"');
    } finally {
      await asAdmin(`alter database ${name} allow_connections true`);
    }
    await expect.poll(async () => (await open()).status).toBe(200);
    const again = await fetch(`${server.baseURL}/admin/unavailable?next=%2Fadmin%2Fenquiries`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect([again.status, again.headers.get("location")]).toEqual([303, "/admin/enquiries"]);
  },
  90_000,
);
