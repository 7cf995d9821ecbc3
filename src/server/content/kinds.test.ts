/**
 * Posts, case studies, the menus and scheduled publishing in the content store, on both
 * databases: a post created from its title, published, served at its path, listed newest
 * first and in the sitemap; the case-study rules (a page names only published ones, and one a
 * page shows cannot be unpublished); the menus' rules (no link to a missing page, the spec's
 * footer links kept); a schedule refused in the past, rescheduled, cancelled, and published
 * once when it falls due, also with two connections racing for it on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { openPostgres } from "../db/client";
import { findCaseStudy, publishedPosts, siteMenus } from "@/content/catalogue";
import { MENUS_KEY, type MenusDocument, type PostDocument } from "@/content/documents";
import { auditLog, contentPages, contentRevisions } from "../db/schema";
import { dropSiteCaches, ensureCatalogue } from "./site-caches";
import { migrateContent } from "./content-migrations";
import { EVERY_PAGE } from "./kind-rules";
import { getPageRecord, listPages } from "./page-store";
import { caseStudies as initialCaseStudies } from "./initial-pages/case-studies";
import { livePageAt } from "./public-pages";
import { cancelSchedule, publishDue, schedulePublish } from "./schedule";
import { sitemapEntries } from "./sitemap";
import { marketingActor as marketing } from "@tests/support/fixtures/staff";
import { pageStoreAs, PRODUCT } from "@tests/support/server/page-store";

const backends = await availableBackends();
const paragraph = (topic: string) =>
  `${topic}: a paragraph long enough to count as one, with a sentence about what we learned.`;

function postDocument(path: string, title: string, published: string): PostDocument {
  return {
    path,
    title,
    description:
      "A checklist for moving a working system to the cloud without a weekend of outages.",
    published,
    authorName: "Ada Engineer",
    authorRole: "Principal Cloud Architect",
    image: "blog-cover-3",
    lead: "What to decide before the first server moves.",
    intro: [paragraph("Introduction")],
    sections: [{ heading: "Inventory first", paragraphs: [paragraph("Inventory")] }],
    conclusionHeading: "In short",
    conclusionParagraphs: [paragraph("Conclusion")],
    ctaHeading: "Planning a migration?",
    ctaText: "Talk to our cloud team.",
    ctaAction: { href: "/contact", label: "Contact us" },
  };
}

async function rowAt(db: Parameters<typeof getPageRecord>[0], path: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.path, path));
  return row!;
}

describeBackends("posts, case studies, menus and schedules", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
  });

  it("imports the five posts, the case studies and the menus, published", async () => {
    const posts = await listPages(suite.db, "", "post");
    expect(posts.map((post) => post.path)).toEqual([
      "/blog1",
      "/blog2",
      "/blog3",
      "/blog4",
      "/blog5",
    ]);
    expect(posts.every((post) => post.status === "published" && post.locked)).toBe(true);
    expect(await listPages(suite.db, "", "caseStudy")).toHaveLength(initialCaseStudies.length);
    expect((await listPages(suite.db, "", "menus")).map((row) => row.path)).toEqual([MENUS_KEY]);
    const live = await livePageAt(suite.db, "/blog1");
    expect(live?.post?.post.title).toBe(
      "The Role of App Reviews and Ratings in Your Marketing Strategy",
    );
    expect(live?.page.sections[0]).toMatchObject({ type: "hero" });
  });

  it("publishes a new post at a path made from its title, lists it first and maps it", async () => {
    const pages = pageStoreAs(suite.db, marketing);
    const created = await pages.create("post", "Cloud migration, step by step!");
    expect(created).toMatchObject({ ok: true, path: "/cloud-migration-step-by-step" });
    if (!created.ok) return;
    const record = await getPageRecord(suite.db, created.id);
    // The first draft is refused with a message per empty field, nothing else lost.
    const empty = await pages.save(created.id, record!.draftVersion, record!.draft);
    expect(empty.ok).toBe(false);
    if (!empty.ok && empty.kind === "invalid") {
      expect(empty.issues).toContainEqual({
        path: ["authorName"],
        message: "Enter the author's name",
      });
    }
    const document = postDocument(
      "/cloud-migration-step-by-step",
      "Cloud migration, step by step",
      "2099-01-01",
    );
    const published = await pages.publish(created.id, record!.draftVersion, document, "First post");
    expect(published).toMatchObject({ ok: true });
    if (!published.ok) return;
    // The post's own page, and every page that lists posts.
    expect(published.changedPaths).toEqual(
      expect.arrayContaining(["/cloud-migration-step-by-step", "/blog", "/Blogs", "/about"]),
    );
    const live = await livePageAt(suite.db, "/cloud-migration-step-by-step");
    expect(live?.post?.post).toMatchObject({
      title: "Cloud migration, step by step",
      path: "/cloud-migration-step-by-step",
    });
    await ensureCatalogue(suite.db);
    expect(publishedPosts()[0]!.path).toBe("/cloud-migration-step-by-step");
    expect(publishedPosts()).toHaveLength(6);
    const map = (await sitemapEntries()).map((entry) => entry.path);
    expect(map).toContain("/cloud-migration-step-by-step");
    expect(map).toContain("/blog1");
    // Unpublished, it leaves the list and the map.
    const down = await pages.unpublish(created.id);
    expect(down).toMatchObject({ ok: true });
    dropSiteCaches();
    await ensureCatalogue(suite.db);
    expect(publishedPosts()).toHaveLength(5);
    expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain(
      "/cloud-migration-step-by-step",
    );
  });

  it("keeps case studies that pages show, and pages to published ones", async () => {
    const pages = pageStoreAs(suite.db, marketing);
    const telematics = await rowAt(suite.db, "case-study:telematics-performance");
    const refused = await pages.unpublish(telematics.id);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.message).toMatch(
        /^This case study cannot be unpublished while the page \/, the page \/\w+.* show it\. Take it out of those pages first\.$/,
      );
    }
    const created = await pages.create("caseStudy", "Claims triage for a regional insurer");
    if (!created.ok) throw new Error(created.message);
    const study = {
      key: "claims-triage-for-a-regional-insurer",
      title: "Claims triage for a regional insurer",
      category: "Case Study",
      industry: "Insurance",
      image: "case-telematics",
      summary:
        "A regional insurer read every claim by hand. We built a triage model that routes simple claims straight to payment.",
      outcome: "Simple claims are paid in a day instead of a week.",
    };
    // A page cannot name it while it is a draft.
    const page = await rowAt(suite.db, "/");
    const draft = page.draft as { sections: Record<string, unknown>[] };
    const carousel = draft.sections.findIndex((section) => Array.isArray(section.caseStudies));
    const naming = structuredClone(draft);
    (naming.sections[carousel]!.caseStudies as string[]).push(study.key);
    const early = await pages.save(page.id, page.draftVersion, naming);
    expect(early).toMatchObject({
      ok: false,
      issues: [
        {
          path: [
            "sections",
            carousel,
            "caseStudies",
            (naming.sections[carousel]!.caseStudies as string[]).length - 1,
          ],
          message: `No published case study is called “${study.key}”: choose another`,
        },
      ],
    });
    const record = await getPageRecord(suite.db, created.id);
    const renamed = await pages.save(created.id, record!.draftVersion, {
      ...study,
      key: "another-key",
    });
    expect(renamed).toMatchObject({ ok: false, issues: [{ path: ["key"] }] });
    const published = await pages.publish(created.id, record!.draftVersion, study);
    expect(published).toMatchObject({ ok: true });
    // /Casestud lists every case study: it is drawn again.
    if (published.ok) expect(published.changedPaths).toContain("/Casestud");
    await ensureCatalogue(suite.db);
    expect(findCaseStudy(study.key)?.title).toBe(study.title);
    const later = await pages.save(page.id, page.draftVersion, naming);
    expect(later).toMatchObject({ ok: true });
  });

  it("refuses a menu link to a missing page and the removal of a spec footer link; renames one", async () => {
    const pages = pageStoreAs(suite.db, marketing);
    const menus = await rowAt(suite.db, MENUS_KEY);
    const draft = structuredClone(menus.draft) as MenusDocument;
    const broken = structuredClone(draft);
    broken.industries.push({ href: "/no-such-page", label: "Space" });
    broken.footerQuickLinks = broken.footerQuickLinks.filter(
      (link) => link.href !== "/PrivacyPolicy",
    );
    const refused = await pages.save(menus.id, menus.draftVersion, broken);
    expect(refused).toEqual({
      ok: false,
      kind: "invalid",
      message: "The draft was not saved: 2 fields need attention.",
      issues: [
        {
          path: ["industries", draft.industries.length, "href"],
          message: "No published page lives at /no-such-page: publish it first, or link elsewhere",
        },
        {
          path: ["footerQuickLinks"],
          message:
            "The footer's link to /PrivacyPolicy (“Privacy Policy”) is part of the site's specification: it can be renamed or moved, not removed",
        },
      ],
    });
    const renamed = structuredClone(draft);
    renamed.footerQuickLinks = renamed.footerQuickLinks.map((link) =>
      link.href === "/JoinUs" ? { ...link, label: "Careers" } : link,
    );
    const published = await pages.publish(menus.id, menus.draftVersion, renamed);
    expect(published).toMatchObject({ ok: true, changedPaths: [EVERY_PAGE] });
    await ensureCatalogue(suite.db);
    expect(siteMenus().footerQuickLinks.find((link) => link.href === "/JoinUs")?.label).toBe(
      "Careers",
    );
    expect(await pages.unpublish(menus.id)).toMatchObject({ ok: false });
  });

  it("schedules, reschedules, cancels, and publishes once when due", async () => {
    const pages = pageStoreAs(suite.db, marketing);
    const now = new Date("2030-01-01T12:00:00Z");
    const about = await rowAt(suite.db, "/about");
    const changed = structuredClone(about.draft) as { title: string };
    changed.title = "About the team";
    const saved = await pages.save(about.id, about.draftVersion, changed);
    expect(saved).toMatchObject({ ok: true });
    expect(
      await schedulePublish(suite.db, marketing, {
        pageId: about.id,
        at: new Date("2029-12-31T00:00:00Z"),
        note: "",
        now,
      }),
    ).toEqual({
      ok: false,
      message: "Choose a time in the future, or publish now.",
    });
    const due = new Date("2030-01-02T09:00:00Z");
    expect(
      await schedulePublish(suite.db, marketing, {
        pageId: about.id,
        at: new Date("2030-01-03T09:00:00Z"),
        note: "",
        now,
      }),
    ).toEqual({ ok: true, message: "Scheduled." });
    expect(
      await schedulePublish(suite.db, marketing, {
        pageId: about.id,
        at: due,
        note: "New name",
        now,
      }),
    ).toEqual({ ok: true, message: "Rescheduled." });
    // Not yet due: nothing happens.
    expect(await publishDue(suite.db, PRODUCT, new Date("2030-01-02T08:59:59Z"))).toEqual([]);
    const ran = await publishDue(suite.db, PRODUCT, new Date("2030-01-02T09:00:03Z"));
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({
      id: about.id,
      dueAt: due,
      outcome: { ok: true, changedPaths: ["/about"] },
    });
    expect(await publishDue(suite.db, PRODUCT, new Date("2030-01-02T09:01:00Z"))).toEqual([]);
    expect((await livePageAt(suite.db, "/about"))?.page.title).toBe("About the team");
    const revisions = await suite.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.pageId, about.id));
    expect(revisions.at(-1)).toMatchObject({
      publishedBy: "Mia Marketing",
      note: "New name (scheduled)",
    });
    // Cancelled, nothing is published.
    expect(
      await schedulePublish(suite.db, marketing, { pageId: about.id, at: due, note: "", now }),
    ).toMatchObject({ ok: true });
    expect(await cancelSchedule(suite.db, marketing, { pageId: about.id })).toMatchObject({
      ok: true,
    });
    expect(await publishDue(suite.db, PRODUCT, new Date("2030-02-01T00:00:00Z"))).toEqual([]);
    const actions = (await suite.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["content.schedule", "content.publish", "content.unschedule"]),
    );
  });

  it("publishes a due schedule once when two connections run the job together", async () => {
    if (suite.backend !== "postgres") return; // the embedded database has one connection
    const other = await openPostgres(suite.database.url!, 2);
    try {
      const about = await rowAt(suite.db, "/about");
      const now = new Date("2030-01-01T12:00:00Z");
      await schedulePublish(suite.db, marketing, {
        pageId: about.id,
        at: new Date("2030-01-01T12:00:01Z"),
        note: "",
        now,
      });
      const later = new Date("2030-01-01T12:00:05Z");
      const [one, two] = await Promise.all([
        publishDue(suite.db, PRODUCT, later),
        publishDue(other.db, PRODUCT, later),
      ]);
      expect(one.length + two.length).toBe(1);
      const revisions = await suite.db
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.pageId, about.id));
      expect(revisions).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
