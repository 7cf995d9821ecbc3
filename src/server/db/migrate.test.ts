import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableBackends } from "@tests/support/server/harness";
import { MIGRATIONS_DIR, createTestDatabase } from "@tests/support/server/databases";
import { openPglite, queryRows } from "./client";
import { migrate } from "./migrate";

const backends = await availableBackends();

async function recorded(db: Parameters<typeof migrate>[0]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/** Applies the migrations before `tag` only, from a copy in `folder`: an older database. */
async function migrateBefore(db: Parameters<typeof migrate>[0], folder: string, tag: string) {
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  await migrate(db, folder);
}

// initdb of a new embedded database takes seconds on a busy machine.
describe("migrations", { timeout: 60_000 }, () => {
  // initdb of a new embedded database takes seconds on a busy machine.
  it(
    "apply every migration to an empty database once, and nothing the second time",
    { timeout: 60_000 },
    async () => {
      const handle = await openPglite();
      try {
        const first = await migrate(handle.db, MIGRATIONS_DIR);
        expect(first).toContain("0000_init");
        expect(await migrate(handle.db, MIGRATIONS_DIR)).toEqual([]);
        expect(await recorded(handle.db)).toBe(first.length);
      } finally {
        await handle.close();
      }
    },
  );

  it("adopt a database whose migrations were recorded before drizzle's migrator", async () => {
    const database = await createTestDatabase("pglite");
    const { handle } = database;
    try {
      // Put the database back into its earlier shape: tables present, journal in app_migrations.
      await handle.db.execute(sql`drop schema drizzle cascade`);
      await handle.db.execute(
        sql`create table app_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now())`,
      );
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
      ) as { entries: { tag: string }[] };
      for (const { tag } of journal.entries) {
        await handle.db.execute(sql`insert into app_migrations (tag, hash) values (${tag}, 'x')`);
      }
      await handle.db.execute(
        sql`insert into enquiries (id, name, email, contact, requirement, type)
            values (gen_random_uuid(), 'Ada', 'ada@example.com', '5125550100', 'A new app', 'sales')`,
      );

      expect(await migrate(handle.db, MIGRATIONS_DIR)).toEqual([]);
      const [legacy] = await queryRows<{ present: boolean }>(
        handle.db,
        sql`select to_regclass('public.app_migrations') is not null as present`,
      );
      expect(legacy?.present).toBe(false);
      expect(await recorded(handle.db)).toBe(journal.entries.length);
      const [kept] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from enquiries`,
      );
      expect(kept?.n).toBe(1);
    } finally {
      await database.dispose();
    }
  });

  it("0003_privacy: earlier subscribers count as confirmed since they subscribed; unsubscribed ones go", async () => {
    // The migrations up to 0001 only, as a database made before this change has them.
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
    const handle = await openPglite();
    try {
      await migrateBefore(handle.db, earlier, "0003_privacy");
      await handle.db.execute(
        sql`insert into subscribers (id, created_at, email, email_key, unsubscribe_token, unsubscribed_at, spam_reason) values
            (gen_random_uuid(), '2026-01-02T03:04:05Z', 'kept@example.com', 'kept@example.com', 't1', null, null),
            (gen_random_uuid(), '2026-01-02T03:04:05Z', 'left@example.com', 'left@example.com', 't2', now(), null),
            (gen_random_uuid(), '2026-01-02T03:04:05Z', 'bot@example.com', 'bot@example.com', 't3', null, 'honeypot')`,
      );
      expect(await migrate(handle.db, MIGRATIONS_DIR)).toContain("0003_privacy");
      const rows = await queryRows<{ email: string; status: string; confirmed_at: unknown }>(
        handle.db,
        sql`select email, status, confirmed_at from subscribers order by email`,
      );
      expect(
        rows.map((row) => [
          row.email,
          row.status,
          row.confirmed_at ? new Date(row.confirmed_at as string).toISOString() : null,
        ]),
      ).toEqual([
        ["bot@example.com", "pending", null],
        ["kept@example.com", "confirmed", "2026-01-02T03:04:05.000Z"],
      ]);
    } finally {
      await handle.close();
      rmSync(earlier, { recursive: true, force: true });
    }
  });

  it("0005_staff_links: links issued before it end, and stored mail keeps none of them", async () => {
    // The migrations before 0005, as a database made before this change has them.
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
    const handle = await openPglite();
    try {
      await migrateBefore(handle.db, earlier, "0005_staff_links");
      const link = "https://www.corvane.test/admin/reset-password?token=liveToken123";
      await handle.db.execute(
        sql`insert into staff_verifications (id, identifier, value, expires_at)
            values ('v1', 'hashed-identifier', 'user-1', now() + interval '1 hour')`,
      );
      await handle.db.execute(
        sql`insert into outbox (kind, recipient, subject, body, status, sent_at) values
            ('staff.reset', 'ada@corvane.test', 'Reset', ${`Open this link:\n${link}\nThanks`}, 'sent', now()),
            ('staff.invite', 'ola@corvane.test', 'Invite', ${`Choose:\n${link}`}, 'pending', null),
            ('enquiry.notify', 'team@corvane.test', 'New', ${`See ${link}`}, 'pending', null)`,
      );
      expect(await migrate(handle.db, MIGRATIONS_DIR)).toContain("0005_staff_links");
      const [verifications] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from staff_verifications`,
      );
      expect(verifications?.n).toBe(0);
      const mail = await queryRows<{ kind: string; body: string; status: string }>(
        handle.db,
        sql`select kind, body, status from outbox order by id`,
      );
      expect(mail).toEqual([
        {
          kind: "staff.reset",
          body: "Open this link:\n[link removed: it no longer works]\nThanks",
          status: "sent",
        },
        {
          kind: "staff.invite",
          body: "Choose:\n[link removed: it no longer works]",
          status: "failed",
        },
        // Only staff links were secrets; other mail is left as it was.
        { kind: "enquiry.notify", body: `See ${link}`, status: "pending" },
      ]);
    } finally {
      await handle.close();
      rmSync(earlier, { recursive: true, force: true });
    }
  });

  it.runIf(backends.includes("postgres"))(
    "run once when several instances start together on one PostgreSQL",
    async () => {
      const database = await createTestDatabase("postgres");
      try {
        // The test database is already migrated; start over from an empty schema.
        await database.handle.db.execute(sql`drop schema public cascade`);
        await database.handle.db.execute(sql`drop schema drizzle cascade`);
        await database.handle.db.execute(sql`create schema public`);
        const { openPostgres } = await import("./client");
        const others = await Promise.all([1, 2, 3].map(() => openPostgres(database.url!, 2)));
        try {
          const results = await Promise.all(
            others.map((other) => migrate(other.db, MIGRATIONS_DIR)),
          );
          expect(results.flat().filter((tag) => tag === "0000_init")).toHaveLength(1);
          expect(await recorded(database.handle.db)).toBe(results.flat().length);
        } finally {
          await Promise.all(others.map((other) => other.close()));
        }
      } finally {
        await database.dispose();
      }
    },
  );
});
