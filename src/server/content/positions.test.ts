/**
 * Open positions in the content store (issue 38), on both databases: a position created from
 * its title under /jobs/, opened (published), listed for the careers page, served and in the
 * sitemap; closed by hand, which keeps its address for the 410 page and takes it out of the
 * list and the sitemap; closed by its closing date at the end of that day in the site's time
 * zone (a fake clock); a publish refused once the closing date has passed; and the careers
 * page holding the open positions exactly once after the content migrations.
 */
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { openPositions } from "@/content/catalogue";
import type { PositionDocument } from "@/content/documents";
import { auditLog, contentMigrations, contentPages, contentRevisions } from "../db/schema";
import { routeRequest } from "./path-index";
import { dropSiteCaches, ensureCatalogue } from "./site-caches";
import { migrateContent } from "./content-migrations";
import { createPage, publishPage, unpublishPage } from "./page-store";
import {
  closeExpiredPositions,
  closePosition,
  closingInstant,
  livePositions,
  openPositionFor,
  positionOptions,
} from "./positions";
import { closedPositionAt, livePageAt } from "./public-pages";
import { privacyPolicyText } from "./initial-pages/privacy-policy";

/** The paragraph as it shipped before issue 38 (content migration 0005 knows it too). */
const privacyPolicyBefore38 = () =>
  "When you apply through the Join Us page we store your first and last name, e-mail address, experience band, whether you are a job seeker or an employer, your country code and mobile number, and the résumé file you upload. Applications are kept for {retention.applications} after we last worked on them and then deleted with the résumé file, unless you are hired, in which case they become part of your employee record.";
import { sitemapEntries } from "./sitemap";
import { positionDocument as openPositionDocument } from "@tests/support/fixtures/position";
import { recruitingActor as recruiter } from "@tests/support/fixtures/staff";

const backends = await availableBackends();
const PRODUCT = "Corvane";

function positionDocument(path: string, changes: Partial<PositionDocument> = {}) {
  return openPositionDocument(path, {
    questions: [{ question: "Can you work from Pune?", kind: "yesNo", required: true }],
    ...changes,
  });
}

async function openOne(
  db: Parameters<typeof createPage>[0],
  changes: Partial<PositionDocument> = {},
) {
  const created = await createPage(db, recruiter, {
    kind: "position",
    path: "",
    title: "Senior React Developer",
    product: PRODUCT,
  });
  if (!created.ok) throw new Error(created.message);
  const published = await publishPage(db, recruiter, {
    pageId: created.id,
    baseVersion: 1,
    document: positionDocument(created.path, changes),
    note: "",
    product: PRODUCT,
  });
  return { ...created, published };
}

describeBackends("open positions", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
  });

  it("puts the open positions on the careers page once, and keeps them there on a second run", async () => {
    await migrateContent(suite.db);
    const live = await livePageAt(suite.db, "/CareerPage");
    const sections = live!.page.sections.map((section) => section.type);
    expect(sections.filter((type) => type === "openPositions")).toHaveLength(1);
    // After the careers links, which keep the spec's three addresses.
    expect(sections.indexOf("openPositions")).toBe(sections.indexOf("linkCards") + 1);
  });

  it("adds the open positions to a stored careers page without losing its edits", async () => {
    // The careers page as a site from before issue 38 stored it, with an unpublished edit.
    const [page] = await suite.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.path, "/CareerPage"));
    const strip = (document: unknown) => {
      const copy = structuredClone(document) as { sections: { type: string; lead?: string }[] };
      copy.sections = copy.sections.filter((section) => section.type !== "openPositions");
      return copy;
    };
    const edited = strip(page!.draft);
    edited.sections[0]!.lead = "An edit marketing has not published yet.";
    await suite.db
      .update(contentRevisions)
      .set({ document: strip(page!.draft) })
      .where(eq(contentRevisions.id, page!.publishedRevisionId!));
    await suite.db
      .update(contentPages)
      .set({ draft: edited, draftVersion: 2, publishedDraftVersion: 1 })
      .where(eq(contentPages.id, page!.id));
    await suite.db.delete(contentMigrations).where(eq(contentMigrations.id, "0004-open-positions"));

    expect(await migrateContent(suite.db)).toEqual(["0004-open-positions"]);
    const [after] = await suite.db.select().from(contentPages).where(eq(contentPages.id, page!.id));
    const draft = after!.draft as { sections: { type: string; lead?: string }[] };
    expect(draft.sections.filter((s) => s.type === "openPositions")).toHaveLength(1);
    expect(draft.sections[0]!.lead).toBe("An edit marketing has not published yet.");
    // The draft still has changes that are not live; the live page got the section itself.
    expect(after!.draftVersion).toBe(3);
    expect(after!.publishedDraftVersion).toBe(1);
    const live = await livePageAt(suite.db, "/CareerPage");
    expect(live!.page.sections.filter((s) => s.type === "openPositions")).toHaveLength(1);
    expect(live!.page.sections[0]).not.toHaveProperty(
      "lead",
      "An edit marketing has not published yet.",
    );
  });

  it("rewords a stored privacy policy's paragraph on applications as it shipped, and only that", async () => {
    const before = privacyPolicyBefore38();
    const [page] = await suite.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.path, "/PrivacyPolicy"));
    const swap = (document: unknown) =>
      JSON.parse(
        JSON.stringify(document).replace(
          JSON.stringify(privacyPolicyText.applications),
          JSON.stringify(before),
        ),
      ) as Record<string, unknown>;
    await suite.db
      .update(contentRevisions)
      .set({ document: swap(page!.draft) })
      .where(eq(contentRevisions.id, page!.publishedRevisionId!));
    await suite.db
      .update(contentPages)
      .set({ draft: swap(page!.draft) })
      .where(eq(contentPages.id, page!.id));
    await suite.db
      .delete(contentMigrations)
      .where(eq(contentMigrations.id, "0005-privacy-policy-positions"));
    expect(JSON.stringify((await livePageAt(suite.db, "/PrivacyPolicy"))!.page)).not.toContain(
      "screening questions",
    );

    expect(await migrateContent(suite.db)).toEqual(["0005-privacy-policy-positions"]);
    const live = JSON.stringify((await livePageAt(suite.db, "/PrivacyPolicy"))!.page);
    expect(live).toContain("your answers to its screening questions");
    expect(live).toContain("we record the reason");
    expect(live).toContain("naming the position you applied for");
  });

  it("opens a position at /jobs/<title>, lists it, serves it and puts it in the sitemap", async () => {
    const { id, path, published } = await openOne(suite.db);
    expect(path).toBe("/jobs/senior-react-developer");
    expect(published.ok).toBe(true);
    if (published.ok) expect(published.changedPaths).toEqual([path, "/CareerPage"]);
    await ensureCatalogue(suite.db);
    expect(openPositions().map((position) => position.path)).toEqual([path]);
    expect((await livePageAt(suite.db, path))?.position?.document.team).toBe("Engineering");
    expect(await routeRequest(path)).toEqual({ kind: "serve" });
    expect((await sitemapEntries()).map((entry) => entry.path)).toContain(path);
    expect((await openPositionFor(suite.db, id))?.questions).toEqual([
      { question: "Can you work from Pune?", kind: "yesNo", required: true },
    ]);
    expect(await positionOptions(suite.db)).toEqual([
      { id, title: "Senior React Developer", state: "open" },
    ]);
  });

  it("closes a position: off the list and the sitemap, its address kept for the 410 page", async () => {
    const { id, path } = await openOne(suite.db);
    const closed = await unpublishPage(suite.db, recruiter, {
      pageId: id,
      product: PRODUCT,
      menuLinks: [],
    });
    expect(closed.ok).toBe(true);
    dropSiteCaches();
    await ensureCatalogue(suite.db);
    expect(openPositions()).toEqual([]);
    expect(await livePageAt(suite.db, path)).toBeNull();
    expect(await closedPositionAt(suite.db, path)).toBe("Senior React Developer");
    expect(await routeRequest(path)).toEqual({ kind: "gone" });
    expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain(path);
    expect(await openPositionFor(suite.db, id)).toBeNull();
    expect((await closePosition(suite.db, recruiter, { pageId: id, reason: "manual" })).ok).toBe(
      false,
    );
    // Another position cannot take the closed one's address.
    const again = await createPage(suite.db, recruiter, {
      kind: "position",
      path: path,
      title: "Another",
      product: PRODUCT,
    });
    expect(again.ok).toBe(false);
    // Publishing it again opens it again.
    const [row] = await suite.db.select().from(contentPages).where(eq(contentPages.id, id));
    const reopened = await publishPage(suite.db, recruiter, {
      pageId: id,
      baseVersion: row!.draftVersion,
      document: row!.draft,
      note: "",
      product: PRODUCT,
    });
    expect(reopened.ok).toBe(true);
    expect(await openPositionFor(suite.db, id)).not.toBeNull();
  });

  it("closes by itself at the end of its closing day in the site's time zone", async () => {
    const closes = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const { id, path } = await openOne(suite.db, { closes });
    const zone = "Asia/Kolkata";
    const end = closingInstant(closes, zone)!;
    // Midnight at the end of that day in India is 18:30 UTC of the same day.
    expect(end.toISOString()).toBe(`${closes}T18:30:00.000Z`);
    const before = await closeExpiredPositions(suite.db, zone, new Date(end.getTime() - 1000));
    expect(before.closed).toEqual([]);
    const after = await closeExpiredPositions(suite.db, zone, end);
    expect(after.closed).toEqual([id]);
    expect(after.changedPaths).toEqual([path, "/CareerPage"]);
    expect(await livePositions(suite.db)).toEqual([]);
    const entries = await suite.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "position.close"));
    expect(entries.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ reason: "expired", path }),
    ]);
    // A second run finds nothing left to close.
    expect((await closeExpiredPositions(suite.db, zone, end)).closed).toEqual([]);
  });

  it("refuses to open a position whose closing date has passed", async () => {
    const { published } = await openOne(suite.db, { posted: "2026-01-01", closes: "2026-01-31" });
    expect(published).toMatchObject({ ok: false, kind: "refused" });
    if (!published.ok)
      expect(published.message).toContain("The closing date 2026-01-31 has passed");
  });

  it("refuses a malformed position with messages beside its fields", async () => {
    const { published } = await openOne(suite.db, {
      remote: false,
      city: undefined,
      country: "India",
      questions: Array.from({ length: 6 }, () => ({
        question: "Why do you want this job?",
        kind: "text" as const,
        required: false,
      })),
    });
    expect(published).toMatchObject({ ok: false, kind: "invalid" });
    if (!published.ok && published.kind === "invalid") {
      expect(published.issues).toEqual(
        expect.arrayContaining([
          {
            path: ["country"],
            message: "Enter the country as two capital letters, such as IN or US",
          },
          { path: ["questions"], message: "A position asks at most 5 questions" },
        ]),
      );
    }
  });
});
