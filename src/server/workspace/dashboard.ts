/**
 * The dashboard's numbers (admin and marketing): what came in since this person last
 * looked, submissions per day by kind over the last 90 days, and the pages that bring
 * enquiries and applications. Spam is left out everywhere: it is not work.
 */
import "server-only";
import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { applications, enquiries, staffUsers, subscribers } from "../db/schema";

export const DASHBOARD_KINDS = ["enquiries", "applications", "subscribers"] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  day: string;
  enquiries: number;
  applications: number;
  subscribers: number;
}

export interface Dashboard {
  /** When the person last opened the dashboard before now (null: never). */
  seenAt: Date | null;
  fresh: Record<DashboardKind, number>;
  /** The last 90 days, oldest first, every day present (zeros included). */
  days: DayCount[];
  topSources: { page: string; count: number }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const CHART_DAYS = 90;

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Reads the dashboard for `staffId` and marks it seen now (what is new is new once). */
export async function openDashboard(
  db: Database,
  staffId: string,
  now = new Date(),
): Promise<Dashboard> {
  const [user] = await db
    .select({ seenAt: staffUsers.dashboardSeenAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  const seenAt = user?.seenAt ?? null;
  const data = await readDashboard(db, seenAt, now);
  await db.update(staffUsers).set({ dashboardSeenAt: now }).where(eq(staffUsers.id, staffId));
  return data;
}

export async function readDashboard(
  db: Database,
  seenAt: Date | null,
  now = new Date(),
): Promise<Dashboard> {
  const first = new Date(startOfUtcDay(now).getTime() - (CHART_DAYS - 1) * DAY_MS);
  // Never looked: "new" means the last week, rather than everything there ever was.
  const since = seenAt ?? new Date(now.getTime() - 7 * DAY_MS);

  const inbox = {
    enquiries: isNull(enquiries.spamReason),
    applications: isNull(applications.spamReason),
    // Pending and confirmed alike: new sign-ups (unsubscribing deletes the row).
    subscribers: isNull(subscribers.spamReason),
  };
  const [freshEnquiries, freshApplications, freshSubscribers] = await Promise.all([
    db
      .select({ n: count() })
      .from(enquiries)
      .where(and(inbox.enquiries, gte(enquiries.createdAt, since))),
    db
      .select({ n: count() })
      .from(applications)
      .where(and(inbox.applications, gte(applications.createdAt, since))),
    db
      .select({ n: count() })
      .from(subscribers)
      .where(and(inbox.subscribers, gte(subscribers.createdAt, since))),
  ]);

  const perDay = async (
    table: typeof enquiries | typeof applications | typeof subscribers,
    where: ReturnType<typeof and>,
  ) => {
    const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, n: count() })
      .from(table)
      .where(and(where, gte(table.createdAt, first)))
      .groupBy(day);
  };
  const [e, a, s] = await Promise.all([
    perDay(enquiries, inbox.enquiries),
    perDay(applications, inbox.applications),
    // Subscribers who later left still came in that day.
    perDay(subscribers, isNull(subscribers.spamReason)),
  ]);
  const days: DayCount[] = [];
  const index = new Map<string, DayCount>();
  for (let i = 0; i < CHART_DAYS; i++) {
    const entry = {
      day: dayKey(new Date(first.getTime() + i * DAY_MS)),
      enquiries: 0,
      applications: 0,
      subscribers: 0,
    };
    days.push(entry);
    index.set(entry.day, entry);
  }
  for (const row of e) index.get(row.day)!.enquiries = row.n;
  for (const row of a) index.get(row.day)!.applications = row.n;
  for (const row of s) index.get(row.day)!.subscribers = row.n;

  const sources = sql`(
    select ${enquiries.sourcePage} as page from ${enquiries}
      where ${enquiries.spamReason} is null and ${enquiries.sourcePage} is not null
        and ${enquiries.createdAt} >= ${first.toISOString()}
    union all
    select ${applications.sourcePage} as page from ${applications}
      where ${applications.spamReason} is null and ${applications.sourcePage} is not null
        and ${applications.createdAt} >= ${first.toISOString()}
  )`;
  const top = await queryRows<{ page: string; n: string | number }>(
    db,
    sql`select page, count(*) as n from ${sources} as s group by page order by n desc, page collate "C" asc limit 10`,
  );

  return {
    seenAt,
    fresh: {
      enquiries: freshEnquiries[0]?.n ?? 0,
      applications: freshApplications[0]?.n ?? 0,
      subscribers: freshSubscribers[0]?.n ?? 0,
    },
    days,
    topSources: top.map((row) => ({ page: row.page, count: Number(row.n) })),
  };
}
