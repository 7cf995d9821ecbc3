/**
 * The site search on both databases, over the site's own pages as the content migrations store
 * them: stemming, typo suggestions, title weight, paging, the states with no search, and the
 * index following a publish, an unpublish and a closed position in the same transaction.
 */
import { beforeEach, expect, it } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { positionDocument } from "@tests/support/fixtures/position";
import {
  marketingActor as marketer,
  recruitingActor as recruiter,
} from "@tests/support/fixtures/staff";
import { pageStoreAs } from "@tests/support/server/page-store";
import { searchMessages } from "@/lib/search/query";
import type { Database } from "../db/client";
import { dropSiteCaches } from "../content/site-caches";
import { migrateContent } from "../content/content-migrations";
import { closePosition } from "../content/positions";
import { rebuildSearchIndex } from "./index-writer";
import { searchSite } from "./site-search";

const backends = await availableBackends();

const paragraph = (topic: string) =>
  `This paragraph is about ${topic}, written long enough to pass the schema's forty characters.`;

function postDocument(path: string, title: string, topic: string) {
  return {
    path,
    title,
    description: `A post about ${topic} for the people who run it, with examples from our clients.`,
    published: "2026-11-20",
    authorName: "Anita Rao",
    authorRole: "Principal engineer",
    image: "blog-cover-1",
    lead: `What we learnt about ${topic}.`,
    intro: [paragraph(topic)],
    sections: [{ heading: "Where to begin", paragraphs: [paragraph("the first step")] }],
    conclusionHeading: "What to do next",
    conclusionParagraphs: [paragraph("the next step")],
    ctaHeading: "Talk to us",
    ctaText: "We answer within a working day.",
    ctaAction: { href: "/contact", label: "Contact us" },
  };
}

async function publishPost(db: Database, title: string, topic: string) {
  const pages = pageStoreAs(db, marketer);
  const created = await pages.create("post", title);
  if (!created.ok) throw new Error(created.message);
  const published = await pages.publish(created.id, 1, postDocument(created.path, title, topic));
  if (!published.ok) throw new Error(published.message);
  return created;
}

const paths = (answer: Awaited<ReturnType<typeof searchSite>>) =>
  answer.kind === "results" ? answer.results.map((result) => result.path) : [];

describeBackends("site search", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
    await rebuildSearchIndex(suite.db);
  });

  it("finds the site's pages by stemmed words, with the matched words marked", async () => {
    const answer = await searchSite(suite.db, "migrating");
    expect(answer.kind).toBe("results");
    if (answer.kind !== "results") return;
    expect(answer.total).toBeGreaterThan(0);
    const first = answer.results[0]!;
    expect(first.passage.some((piece) => piece.mark && /migrat/i.test(piece.text))).toBe(true);
    expect(answer.results.every((result) => result.path.startsWith("/"))).toBe(true);
  });

  it("weighs a word in a title above the same word in body text", async () => {
    await publishPost(suite.db, "Quokka engineering in practice", "our favourite quokka");
    await publishPost(suite.db, "A post with a plain title", "a passing mention of a quokka");
    const answer = await searchSite(suite.db, "quokka");
    expect(paths(answer)).toEqual([
      "/quokka-engineering-in-practice",
      "/a-post-with-a-plain-title",
    ]);
  });

  it("uses a close spelling when the typed one finds nothing, and offers it otherwise", async () => {
    const answer = await searchSite(suite.db, "salesforse");
    expect(answer.kind === "results" && answer.suggestion).toEqual({
      query: "salesforce",
      used: true,
    });
    expect(answer.kind === "results" && answer.total).toBeGreaterThan(0);
    const exact = await searchSite(suite.db, "salesforce");
    expect(exact.kind === "results" && exact.suggestion).toBeFalsy();
    expect(exact.kind === "results" && exact.total).toBe(answer.kind === "results" && answer.total);
  });

  it("takes short words as typed, never respelling them", async () => {
    for (const query of ["ai", "ux design", "24 7"]) {
      const answer = await searchSite(suite.db, query);
      expect(answer.kind === "results" && answer.suggestion, query).toBeFalsy();
    }
  });

  it("matches a last word still being typed as a prefix", async () => {
    const answer = await searchSite(suite.db, "salesfo");
    expect(answer.kind === "results" && answer.total).toBeGreaterThan(0);
    expect(answer.kind === "results" && answer.suggestion).toBeFalsy();
  });

  it("pages ten results at a time and shows the last page for a page past it", async () => {
    for (let index = 0; index < 12; index += 1) {
      await publishPost(suite.db, `Wombat field notes number ${index + 1}`, "wombats");
    }
    const first = await searchSite(suite.db, "wombat");
    expect(first.kind === "results" && [first.total, first.pages, first.results.length]).toEqual([
      12, 2, 10,
    ]);
    const second = await searchSite(suite.db, "wombat", 2);
    expect(second.kind === "results" && second.results.length).toBe(2);
    expect(paths(second).some((path) => paths(first).includes(path))).toBe(false);
    const past = await searchSite(suite.db, "wombat", 9);
    expect(past.kind === "results" && past.page).toBe(2);
  });

  it("answers the states with nothing to search, and no results, without an error", async () => {
    expect(await searchSite(suite.db, "   ")).toMatchObject({ kind: "problem", problem: "empty" });
    expect(await searchSite(suite.db, "a".repeat(201))).toMatchObject({ problem: "tooLong" });
    expect(await searchSite(suite.db, "?!… — ()&|:*'")).toMatchObject({ problem: "noWords" });
    const none = await searchSite(suite.db, "zzyzx qwxv");
    expect(none).toMatchObject({ kind: "results", total: 0 });
    // tsquery syntax and stop words are words or nothing, never an error.
    for (const odd of ["the", "a & b | !c", "c++ (java)", "'; drop table x; --", "ü ñ 漢字"]) {
      expect((await searchSite(suite.db, odd)).kind).toBe("results");
    }
    expect(searchMessages.noResults("zzyzx")).toContain("No results for “zzyzx”");
  });

  it("follows a publish, an unpublish and a closed position in their own transactions", async () => {
    expect(paths(await searchSite(suite.db, "axolotl"))).toEqual([]);
    const post = await publishPost(suite.db, "Axolotl regeneration for engineers", "axolotls");
    expect(paths(await searchSite(suite.db, "axolotl"))).toEqual([post.path]);
    const unpublished = await pageStoreAs(suite.db, marketer).unpublish(post.id);
    expect(unpublished.ok).toBe(true);
    expect(paths(await searchSite(suite.db, "axolotl"))).toEqual([]);

    const recruiting = pageStoreAs(suite.db, recruiter);
    const position = await recruiting.create("position", "Pangolin Platform Engineer");
    if (!position.ok) throw new Error(position.message);
    const opened = await recruiting.publish(
      position.id,
      1,
      positionDocument(position.path, {
        title: "Pangolin Platform Engineer",
        description: "Run the platform our client teams deploy to, from Pune, with on-call weeks.",
        team: "Platform",
        summary: "You will keep the deployment platform fast, safe and boring for twelve teams.",
        hiringOwnerEmail: "owner@corvane.test",
      }),
    );
    expect(opened.ok).toBe(true);
    const found = await searchSite(suite.db, "pangolin pune");
    expect(found.kind === "results" && found.results[0]).toMatchObject({
      path: "/jobs/pangolin-platform-engineer",
      area: "Careers",
    });
    // The hiring owner's address is not searchable text.
    expect(paths(await searchSite(suite.db, "owner"))).not.toContain(
      "/jobs/pangolin-platform-engineer",
    );
    await closePosition(suite.db, recruiter, { pageId: position.id, reason: "manual" });
    expect(paths(await searchSite(suite.db, "pangolin"))).toEqual([]);
  });

  it("indexes case studies at their card on the case studies page", async () => {
    const answer = await searchSite(suite.db, "case study");
    expect(
      answer.kind === "results" &&
        answer.results.some((result) => result.path.startsWith("/Casestud#")),
    ).toBe(true);
  });
});
