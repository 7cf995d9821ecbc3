/** The dashboard's numbers on both databases, on a controlled clock. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { applications, enquiries, staffUsers, subscribers } from "../db/schema";
import { CHART_DAYS, openDashboard, readDashboard } from "./dashboard";

const backends = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00Z");

describeBackends("dashboard", backends, (suite) => {
  let n = 0;
  const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);
  const enquiry = (daysAgo: number, sourcePage: string | null, spamReason: string | null = null) =>
    suite.db.insert(enquiries).values({
      id: crypto.randomUUID(),
      createdAt: at(daysAgo),
      name: "N",
      email: `e${++n}@example.com`,
      contact: "123456",
      requirement: "R",
      type: "2",
      sourcePage,
      spamReason,
    });
  const application = (daysAgo: number, sourcePage: string | null) =>
    suite.db.insert(applications).values({
      id: crypto.randomUUID(),
      createdAt: at(daysAgo),
      firstName: "Fi",
      lastName: "La",
      email: `a${++n}@example.com`,
      experience: "1-3",
      userType: "jobSeeker",
      countryCode: "+1",
      mobileNumber: "5125550142",
      type: "2",
      sourcePage,
    });
  const subscriber = (daysAgo: number) =>
    suite.db.insert(subscribers).values({
      id: crypto.randomUUID(),
      createdAt: at(daysAgo),
      email: `s${++n}@example.com`,
      emailKey: `s${n}@example.com`,
      unsubscribeToken: `token-${n}-${crypto.randomUUID()}`,
    });

  it("counts per day by kind over 90 days, new since the last visit, and top source pages", async () => {
    await enquiry(0, "/contact");
    await enquiry(0, "/contact");
    await enquiry(1, "/about");
    await enquiry(2, "/contact", "honeypot"); // spam: never counted
    await enquiry(100, "/contact"); // outside the 90 days
    await application(1, "/JoinUs");
    await application(40, "/JoinUs");
    await application(3, null);
    await subscriber(0);
    await subscriber(89);

    const data = await readDashboard(suite.db, at(1.5), NOW);
    expect(data.fresh).toEqual({ enquiries: 3, applications: 1, subscribers: 1 });
    expect(data.days).toHaveLength(CHART_DAYS);
    expect(data.days.at(-1)).toEqual({
      day: "2026-06-15",
      enquiries: 2,
      applications: 0,
      subscribers: 1,
    });
    expect(data.days.at(-2)).toMatchObject({ day: "2026-06-14", enquiries: 1, applications: 1 });
    expect(data.days[0]).toMatchObject({ day: "2026-03-18", subscribers: 1 });
    const total = data.days.reduce((sum, d) => sum + d.enquiries + d.applications, 0);
    expect(total).toBe(6);
    expect(data.topSources).toEqual([
      { page: "/JoinUs", count: 2 },
      { page: "/contact", count: 2 },
      { page: "/about", count: 1 },
    ]);
  });

  it("marks the dashboard seen when it is opened: what was new is new once", async () => {
    await suite.db
      .insert(staffUsers)
      .values({ id: "m1", name: "Mo", email: "marketing@corvane.test", role: "marketing" });
    await enquiry(0.5, null);
    const first = await openDashboard(suite.db, "m1", NOW);
    expect(first.seenAt).toBeNull();
    expect(first.fresh.enquiries).toBe(1);
    const [user] = await suite.db.select().from(staffUsers).where(eq(staffUsers.id, "m1"));
    expect(user!.dashboardSeenAt!.getTime()).toBe(NOW.getTime());
    const again = await openDashboard(suite.db, "m1", new Date(NOW.getTime() + 1000));
    expect(again.seenAt!.getTime()).toBe(NOW.getTime());
    expect(again.fresh.enquiries).toBe(0);
  });
});
