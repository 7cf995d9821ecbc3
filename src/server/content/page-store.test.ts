/**
 * The content store on both databases: the first import (once, word for word, also on an
 * upgraded database), drafts with the schema's messages, the conflict refusal, publish and
 * restore with their revisions and audit entries, path changes with their redirect, the
 * locked and linked unpublish, and a live revision that no longer passes the schema.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { availableBackends, describeBackends, type Suite } from "@tests/support/server/harness";
import { createTestDatabase, MIGRATIONS_DIR } from "@tests/support/server/databases";
import { pageSchema, sectionSchema, type PageInput, type SectionType } from "@/content/schema";
import { migrate } from "../db/migrate";
import {
  auditLog,
  contentPages,
  contentRedirects,
  contentRevisions,
  enquiries,
} from "../db/schema";
import { migrateContent } from "./content-migrations";
import { pages as initialPages } from "./initial-pages";
import {
  addRedirect,
  createPage,
  getPageRecord,
  listPages,
  listRevisions,
  publishPage,
  restoreRevision,
  saveDraft,
  unpublishPage,
} from "./page-store";
import { redirectTarget, routeRequest } from "./path-index";
import { dropSiteCaches } from "./site-caches";
import { sitemapEntries } from "./sitemap";
import { pageMetadata } from "@/lib/metadata";
import { draftPageAt, livePageAt } from "./public-pages";
import { marketingActor as marketing } from "@tests/support/fixtures/staff";

const backends = await availableBackends();
const PRODUCT = "Corvane";
const other = { ...marketing, id: "staff-o", email: "olu@corvane.test", name: "Olu Other" };

async function pageAt(suite: Suite, path: string) {
  const [row] = await suite.db.select().from(contentPages).where(eq(contentPages.path, path));
  return row!;
}

function edit(document: unknown, change: (page: PageInput) => void): PageInput {
  const copy = structuredClone(document) as PageInput;
  change(copy);
  return copy;
}

describeBackends("content store", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
  });

  it("imports every page of today's site once, published word for word", async () => {
    expect(await migrateContent(suite.db)).toEqual([]);
    const listed = await listPages(suite.db);
    expect(listed).toHaveLength(initialPages.length);
    expect(listed.every((page) => page.status === "published" && page.locked)).toBe(true);
    for (const page of initialPages) {
      const live = await livePageAt(suite.db, page.path.replace("{product}", PRODUCT));
      expect(live, page.path).not.toBeNull();
      expect(live!.page.title).toBe(page.title.replace("{product}", PRODUCT));
      expect(live!.page.sections).toHaveLength(page.sections.length);
    }
    const about = await livePageAt(suite.db, "/about");
    expect(about!.page).toEqual(initialPages.find((page) => page.path === "/about"));
    // Placeholders are filled when the page is read for a visitor.
    const why = await livePageAt(suite.db, "/WhyCorvane");
    expect(JSON.stringify(why!.page)).not.toMatch(/\{product\}/);
  });

  it("saves a draft of every section type, and refuses an invalid field with its message", async () => {
    const row = await pageAt(suite, "/about");
    const examples = new Map<SectionType, unknown>();
    for (const page of initialPages) {
      for (const section of page.sections) {
        if (!examples.has(section.type)) examples.set(section.type, section);
      }
    }
    const types = sectionSchema.options.map((option) => option.shape.type.value);
    expect([...examples.keys()].sort()).toEqual([...types].sort());
    const everything = edit(row.draft, (page) => {
      page.sections = [
        page.sections[0]!,
        ...[...examples.values()].filter(
          (section) => (section as { type: string }).type !== "hero",
        ),
      ] as PageInput["sections"];
    });
    const saved = await saveDraft(suite.db, marketing, {
      pageId: row.id,
      baseVersion: row.draftVersion,
      document: everything,
      product: PRODUCT,
    });
    expect(saved).toMatchObject({ ok: true, version: row.draftVersion + 1 });

    const invalid = edit(everything, (page) => {
      (page.sections[0] as { heading: string }).heading = "   ";
      page.description = "Too short";
    });
    const refused = await saveDraft(suite.db, marketing, {
      pageId: row.id,
      baseVersion: row.draftVersion + 1,
      document: invalid,
      product: PRODUCT,
    });
    expect(refused).toMatchObject({ ok: false, kind: "invalid" });
    const issues = refused.ok ? [] : "issues" in refused ? refused.issues : [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ["sections", 0, "heading"], message: "Enter some text" },
        {
          path: ["description"],
          message: "Write at least 50 characters: search engines show this under the title",
        },
      ]),
    );
    // The refused draft changed nothing.
    expect((await getPageRecord(suite.db, row.id))!.draftVersion).toBe(row.draftVersion + 1);
  });

  it("refuses saving over someone else's newer draft, naming them", async () => {
    const row = await pageAt(suite, "/contact");
    const first = edit(row.draft, (page) => (page.title = "Contact the team"));
    expect(
      await saveDraft(suite.db, other, {
        pageId: row.id,
        baseVersion: row.draftVersion,
        document: first,
        product: PRODUCT,
      }),
    ).toMatchObject({ ok: true });
    const mine = edit(row.draft, (page) => (page.title = "Talk to us"));
    const outcome = await saveDraft(suite.db, marketing, {
      pageId: row.id,
      baseVersion: row.draftVersion,
      document: mine,
      product: PRODUCT,
    });
    expect(outcome).toMatchObject({ ok: false, kind: "conflict" });
    expect(outcome.ok ? "" : outcome.message).toMatch(
      /^Olu Other saved a newer draft of this page at \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
    );
    expect(((await getPageRecord(suite.db, row.id))!.draft as PageInput).title).toBe(
      "Contact the team",
    );
  });

  it("publishes, keeps revisions, previews drafts and restores an old one", async () => {
    const row = await pageAt(suite, "/about");
    const original = (row.draft as PageInput).sections[0] as { heading: string };
    const draft = edit(row.draft, (page) => {
      (page.sections[0] as { heading: string }).heading = "About Corvane, fixed";
    });
    const saved = await saveDraft(suite.db, marketing, {
      pageId: row.id,
      baseVersion: row.draftVersion,
      document: draft,
      product: PRODUCT,
    });
    expect(saved.ok).toBe(true);
    // The draft is in the preview, not on the public page.
    const preview = await draftPageAt(suite.db, "/about");
    expect(preview).toMatchObject({ kind: "draft" });
    expect((preview as { page: PageInput }).page.sections[0]).toMatchObject({
      heading: "About Corvane, fixed",
    });
    expect((await livePageAt(suite.db, "/about"))!.page.sections[0]).toMatchObject({
      heading: original.heading,
    });

    const published = await publishPage(suite.db, marketing, {
      pageId: row.id,
      baseVersion: saved.ok ? saved.version : 0,
      document: draft,
      note: "Typo in the hero",
      product: PRODUCT,
    });
    expect(published).toMatchObject({ ok: true, changedPaths: ["/about"] });
    expect((await livePageAt(suite.db, "/about"))!.page.sections[0]).toMatchObject({
      heading: "About Corvane, fixed",
    });
    const revisions = await listRevisions(suite.db, row.id);
    expect(revisions.map((revision) => [revision.number, revision.note])).toEqual([
      [2, "Typo in the hero"],
      [1, "The site as it was built in code"],
    ]);

    const current = (await getPageRecord(suite.db, row.id))!;
    const restored = await restoreRevision(suite.db, marketing, {
      pageId: row.id,
      number: 1,
      baseVersion: current.draftVersion,
      product: PRODUCT,
    });
    expect(restored).toMatchObject({ ok: true });
    const after = (await getPageRecord(suite.db, row.id))!;
    expect((after.draft as PageInput).sections[0]).toMatchObject({ heading: original.heading });
    // Restoring makes a draft; the live page changes only on publish.
    expect((await livePageAt(suite.db, "/about"))!.page.sections[0]).toMatchObject({
      heading: "About Corvane, fixed",
    });
    const actions = (await suite.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(["content.publish", "content.restore"]);
  });

  it("makes new pages at free paths only, and a path change leaves a redirect", async () => {
    const refusals = await Promise.all(
      ["/ABOUT", "/admin", "/two/segments", "/has space", "/-dash"].map((path) =>
        createPage(suite.db, marketing, { path, title: "T", product: PRODUCT }),
      ),
    );
    expect(refusals.map((result) => (result.ok ? "ok" : result.message))).toEqual([
      "/ABOUT is already the path of another page (/about)",
      "/admin is a page of the workspace or the site's own; choose another path",
      "Use / followed by letters, digits and hyphens, such as /cloud-migration",
      "Use / followed by letters, digits and hyphens, such as /cloud-migration",
      "Use / followed by letters, digits and hyphens, such as /cloud-migration",
    ]);
    const created = await createPage(suite.db, marketing, {
      path: "/cloud-migration",
      title: "Cloud migration",
      product: PRODUCT,
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : "";
    const record = (await getPageRecord(suite.db, id))!;
    const document = edit(record.draft, (page) => {
      page.description =
        "How we move workloads to the cloud in stages, with rollback plans and no surprise bills.";
      (page.sections[0] as { lead: string }).lead = "Move without stopping the business.";
    });
    const first = await publishPage(suite.db, marketing, {
      pageId: id,
      baseVersion: record.draftVersion,
      document,
      note: "",
      product: PRODUCT,
    });
    expect(first).toMatchObject({ ok: true });
    expect(await livePageAt(suite.db, "/cloud-migration")).not.toBeNull();
    expect(await redirectTarget("/Cloud-Migration")).toBe("/cloud-migration");

    const moved = edit(document, (page) => (page.path = "/cloud-moves"));
    const second = await publishPage(suite.db, marketing, {
      pageId: id,
      baseVersion: first.ok ? first.version : 0,
      document: moved,
      note: "Shorter path",
      product: PRODUCT,
    });
    expect(second).toMatchObject({ ok: true, changedPaths: ["/cloud-moves", "/cloud-migration"] });
    expect(await livePageAt(suite.db, "/cloud-migration")).toBeNull();
    const redirects = await suite.db.select().from(contentRedirects);
    expect(redirects.map((r) => [r.fromPath, r.toPath, r.origin])).toEqual([
      ["/cloud-migration", "/cloud-moves", "path-change"],
    ]);
    dropSiteCaches();
    expect(await redirectTarget("/cloud-migration")).toBe("/cloud-moves");
    // The old path is now a redirect's: another page cannot take it.
    const taken = await createPage(suite.db, marketing, {
      path: "/cloud-migration",
      title: "Again",
      product: PRODUCT,
    });
    expect(taken).toMatchObject({
      ok: false,
      message: "/cloud-migration is redirected to /cloud-moves; remove that redirect first",
    });
    // A page of the route table keeps its path.
    const about = await pageAt(suite, "/about");
    const refused = await saveDraft(suite.db, marketing, {
      pageId: about.id,
      baseVersion: about.draftVersion,
      document: edit(about.draft, (page) => (page.path = "/about-us")),
      product: PRODUCT,
    });
    expect(refused).toMatchObject({
      ok: false,
      issues: [
        {
          path: ["path"],
          message: "This page is in the site's route table: its path cannot change",
        },
      ],
    });
  });

  it("refuses to unpublish the route table's pages and pages others link to", async () => {
    const about = await pageAt(suite, "/about");
    const locked = await unpublishPage(suite.db, marketing, {
      pageId: about.id,
      product: PRODUCT,
      menuLinks: [],
    });
    expect(locked).toMatchObject({
      ok: false,
      message:
        "This page is in the site's route table and cannot be unpublished. Edit it and publish the changes instead.",
    });

    const created = await createPage(suite.db, marketing, {
      path: "/offer",
      title: "Offer",
      product: PRODUCT,
    });
    const id = created.ok ? created.id : "";
    const record = (await getPageRecord(suite.db, id))!;
    const document = edit(record.draft, (page) => {
      page.description =
        "A limited offer for new clients: a two-week architecture review at a fixed price.";
      (page.sections[0] as { lead: string }).lead = "Two weeks, one fixed price.";
    });
    await publishPage(suite.db, marketing, {
      pageId: id,
      baseVersion: record.draftVersion,
      document,
      note: "",
      product: PRODUCT,
    });
    // /contact links to the offer.
    const contact = await pageAt(suite, "/contact");
    const linking = edit(contact.draft, (page) => {
      page.sections.push({
        type: "callToAction",
        heading: "Our offer",
        text: "See it",
        action: { href: "/offer", label: "The offer" },
      });
    });
    await publishPage(suite.db, marketing, {
      pageId: contact.id,
      baseVersion: contact.draftVersion,
      document: linking,
      note: "",
      product: PRODUCT,
    });
    const refused = await unpublishPage(suite.db, marketing, {
      pageId: id,
      product: PRODUCT,
      menuLinks: [{ href: "/offer", label: "Offer" }],
    });
    expect(refused).toMatchObject({
      ok: false,
      message:
        'This page cannot be unpublished while the page /contact, the menu link "Offer" link to it. Remove those links first.',
    });
    // Once the links are gone, it goes.
    const fresh = await pageAt(suite, "/contact");
    await publishPage(suite.db, marketing, {
      pageId: contact.id,
      baseVersion: fresh.draftVersion,
      document: contact.draft,
      note: "",
      product: PRODUCT,
    });
    const done = await unpublishPage(suite.db, marketing, {
      pageId: id,
      product: PRODUCT,
      menuLinks: [],
    });
    expect(done).toMatchObject({ ok: true, changedPaths: ["/offer"] });
    expect(await livePageAt(suite.db, "/offer")).toBeNull();
  });

  it("serves the newest valid revision when the live one no longer passes the schema", async () => {
    const row = await pageAt(suite, "/careers".replace("careers", "CareerPage"));
    const draft = edit(row.draft, (page) => (page.title = "Careers at Corvane"));
    await publishPage(suite.db, marketing, {
      pageId: row.id,
      baseVersion: row.draftVersion,
      document: draft,
      note: "",
      product: PRODUCT,
    });
    // As if a later schema dropped a section type the live revision uses.
    await suite.db
      .update(contentRevisions)
      .set({ document: sql`jsonb_set(document, '{sections,0,type}', '"retired"')` })
      .where(eq(contentRevisions.number, 2));
    const live = await livePageAt(suite.db, "/CareerPage");
    expect(live!.page.title).toBe(initialPages.find((p) => p.path === "/CareerPage")!.title);
    const flagged = (await listPages(suite.db, "CareerPage"))[0]!;
    expect(flagged.needsAttention).toBe(true);
  });

  it("routes requests: pages and the app's own paths served, other cases redirected, the rest the 404", async () => {
    const routes = await Promise.all(
      [
        "/",
        "/about",
        "/ABOUT",
        "/WhyCorvane",
        "/whycorvane",
        "/does-not-exist",
        "/wp-login.php",
        "/about/team",
        "/media/_w/x.jpg",
        "/sitemap.xml",
        "/admin/content",
        "/api/health",
      ].map(async (path) => [path, await routeRequest(path)] as const),
    );
    expect(Object.fromEntries(routes)).toEqual({
      "/": { kind: "serve" },
      "/about": { kind: "serve" },
      "/ABOUT": { kind: "redirect", to: "/about" },
      "/WhyCorvane": { kind: "serve" },
      "/whycorvane": { kind: "redirect", to: "/WhyCorvane" },
      "/does-not-exist": { kind: "missing" },
      "/wp-login.php": { kind: "missing" },
      "/about/team": { kind: "missing" },
      "/media/_w/x.jpg": { kind: "serve" },
      "/sitemap.xml": { kind: "serve" },
      "/admin/content": { kind: "serve" },
      "/api/health": { kind: "serve" },
    });
  });

  it("keeps a page hidden from search engines out of the sitemap and marks it noindex", async () => {
    const before = await sitemapEntries();
    expect(before.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(["/", "/about", "/WhyCorvane"]),
    );
    expect(before.map((entry) => entry.path)).not.toContain("/Blogs");
    const row = await pageAt(suite, "/about");
    const hidden = edit(row.draft, (page) => {
      page.noindex = true;
      page.socialImage = "co-about-mission";
    });
    const outcome = await publishPage(suite.db, marketing, {
      pageId: row.id,
      baseVersion: row.draftVersion,
      document: hidden,
      note: "",
      product: PRODUCT,
    });
    expect(outcome.ok).toBe(true);
    expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain("/about");
    const metadata = pageMetadata((await livePageAt(suite.db, "/about"))!.page);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(JSON.stringify(metadata.openGraph)).toContain("/media/");
  });

  it("adds a redirect an admin asks for, refusing one over a page", async () => {
    const admin = { ...marketing, role: "admin" };
    expect(
      await addRedirect(suite.db, admin, { from: "/Contact", to: "/about", product: PRODUCT }),
    ).toMatchObject({ ok: false, field: "from" });
    expect(
      await addRedirect(suite.db, admin, { from: "/old-offer", to: "/contact", product: PRODUCT }),
    ).toEqual({ ok: true });
    dropSiteCaches();
    expect(await redirectTarget("/OLD-offer")).toBe("/contact");
  });
});

describe("content on an upgraded database", () => {
  it.each(backends)(
    "%s: a database from before the studio gets today's site and keeps its data",
    async (backend) => {
      // The migrations as the release before the studio shipped them.
      const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
      try {
        cpSync(MIGRATIONS_DIR, earlier, { recursive: true });
        const journalFile = path.join(earlier, "meta", "_journal.json");
        const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
          entries: { tag: string }[];
        };
        const studio = journal.entries.findIndex((entry) => entry.tag.endsWith("_content"));
        const later = journal.entries.slice(studio).map((entry) => entry.tag);
        journal.entries = journal.entries.slice(0, studio);
        writeFileSync(journalFile, JSON.stringify(journal));
        for (const tag of later) rmSync(path.join(earlier, `${tag}.sql`));
        const database = await createTestDatabase(backend, { migrate: false });
        try {
          const db = database.handle.db;
          await db.execute(sql`drop schema if exists drizzle cascade`);
          await db.execute(sql`drop schema public cascade`);
          await db.execute(sql`create schema public`);
          await migrate(db, earlier);
          await db.insert(enquiries).values({
            id: "6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f",
            name: "Ada",
            email: "ada@example.com",
            contact: "5550100",
            requirement: "A mobile app",
            type: "2",
          } as typeof enquiries.$inferInsert);
          expect(await migrate(db, MIGRATIONS_DIR)).toEqual(later);
          expect(await migrateContent(db)).toEqual([
            "0001-initial-pages",
            "0002-media-library",
            "0003-posts-case-studies-menus",
            "0004-open-positions",
            "0005-privacy-policy-positions",
          ]);
          expect(await db.select().from(enquiries)).toHaveLength(1);
          // The article pages of before are posts now, their body and words unchanged.
          const post = await livePageAt(db, "/blog1");
          expect(post?.post?.document.title).toBe(
            "The Role of App Reviews and Ratings in Your Marketing Strategy",
          );
          expect(post?.post?.post.sections.length).toBeGreaterThanOrEqual(3);
          const live = await livePageAt(db, "/JoinUs");
          expect(live!.page).toEqual(
            pageSchema.parse(initialPages.find((page) => page.path === "/JoinUs")),
          );
        } finally {
          await database.dispose();
        }
      } finally {
        rmSync(earlier, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
