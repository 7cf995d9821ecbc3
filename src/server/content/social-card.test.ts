/**
 * Share cards (decision 0057): the section each kind of page is labelled with; the address that
 * holds the live revision, so that a publish moves it and the old one is sent on; no card for
 * an id that is no live page's; and the picture itself, a 1200×630 PNG drawn once for a burst
 * of requests. The lookups run on both databases with the site's content imported.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { availableBackends, describeBackends, type Suite } from "@tests/support/server/harness";
import { pages } from "@tests/support/site";
import { siteConfig, whyPath } from "@/config/site";
import type { PositionDocument, PostDocument } from "@/content/documents";
import { defaultMenus } from "@/content/navigation";
import type { PageContent } from "@/content/schema";
import { pageMetadata } from "@/lib/metadata";
import { contentPages } from "../db/schema";
import { dropSiteCaches, ensureMediaLibrary } from "./site-caches";
import { migrateContent } from "./content-migrations";
import { createPage, getPageRecord, publishPage, unpublishPage } from "./page-store";
import { livePageAt, type Rendered } from "./public-pages";
import {
  CARD_DESIGN,
  cardAlt,
  cardLabel,
  cardVersion,
  findSocialCard,
  socialCardOf,
  socialCardPath,
} from "./social-card";
import { drawableText, fitTitle, socialCardPng } from "./social-card-image";
import { marketingActor as marketing } from "@tests/support/fixtures/staff";

const backends = await availableBackends();
const PRODUCT = "Corvane";

const pageAt = (path: string): Rendered => ({ page: pages.find((page) => page.path === path)! });

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("a card's label", () => {
  it("names posts, positions and each group of the menus", () => {
    const post = { ...pageAt("/about"), post: { post: {}, document: {} } } as unknown as Rendered;
    expect(cardLabel(post, defaultMenus)).toBe("Blog");
    const position = {
      ...pageAt("/about"),
      position: { id: "p", path: "/jobs/x", document: { team: "Engineering" } as PositionDocument },
    } satisfies Rendered;
    expect(cardLabel(position, defaultMenus)).toBe("Careers · Engineering");
    expect(cardLabel(pageAt("/CloudInfrastructure"), defaultMenus)).toBe("Capabilities");
    expect(cardLabel(pageAt("/BankingFin"), defaultMenus)).toBe("Industries");
    expect(cardLabel(pageAt("/Salesforce"), defaultMenus)).toBe("Services");
    expect(cardLabel(pageAt("/News"), defaultMenus)).toBe("Insights");
    // The stored path is /Why{product}; the card compares the filled one.
    expect(cardLabel(pageAt(whyPath), defaultMenus)).toBe("Careers");
  });

  it("names the blog's and the careers' own pages by what they list, and the rest by the company", () => {
    expect(cardLabel(pageAt("/blog"), defaultMenus)).toBe("Blog");
    expect(cardLabel(pageAt("/CareerPage"), defaultMenus)).toBe("Careers");
    expect(cardLabel(pageAt("/"), defaultMenus)).toBe(siteConfig.name);
    expect(cardLabel(pageAt("/PrivacyPolicy"), defaultMenus)).toBe(siteConfig.name);
  });

  it("follows the menus as published", () => {
    const menus = { ...defaultMenus, insights: [{ href: "/PrivacyPolicy", label: "Privacy" }] };
    expect(cardLabel(pageAt("/PrivacyPolicy"), menus)).toBe("Insights");
  });

  it("is said in the alt text, without naming the company twice", () => {
    expect(cardAlt("Data Analytics", "Services")).toBe(
      `${siteConfig.name} · Services: Data Analytics`,
    );
    expect(cardAlt("About Us", siteConfig.name)).toBe(`${siteConfig.name}: About Us`);
  });
});

describe("a card's address and title", () => {
  it("holds the design and the revision", () => {
    const id = "0b8a2f8e-3c1d-4c55-9a43-0f6f1e2d3c4b";
    expect(cardVersion(7)).toBe(`v${CARD_DESIGN}-r7.png`);
    expect(socialCardPath(id, 7)).toBe(`/social-card/${id}/v${CARD_DESIGN}-r7.png`);
    expect(socialCardPath(id, 8)).not.toBe(socialCardPath(id, 7));
  });

  it("keeps only what the card's fonts draw: the renderer would fetch the rest, or fail", () => {
    expect(drawableText("Łódź, Dvořák & Café Corvane® ™")).toBe("Łódź, Dvořák & Café Corvane® ™");
    expect(drawableText("Launch 🚀 day‼ 你好  done ✨")).toBe("Launch day done");
  });

  it("keeps titles that fit and cuts longer ones after a whole word", () => {
    const short = "The Role of App Reviews and Ratings in Your Marketing Strategy";
    expect(fitTitle(short)).toBe(short);
    const long = `${"Cloud migration without downtime, ".repeat(5)}step by step`;
    const fitted = fitTitle(long);
    expect(fitted.length).toBeLessThanOrEqual(110);
    expect(fitted.endsWith("…")).toBe(true);
    expect(long.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitted).not.toMatch(/[ ,]…$/);
  });
});

async function rowAt(suite: Suite, path: string) {
  const [row] = await suite.db.select().from(contentPages).where(eq(contentPages.path, path));
  return row!;
}

async function publishAgain(suite: Suite, path: string, change: (page: PageContent) => void) {
  const row = await rowAt(suite, path);
  const document = structuredClone(row.draft) as PageContent;
  change(document);
  const outcome = await publishPage(suite.db, marketing, {
    pageId: row.id,
    baseVersion: row.draftVersion,
    document,
    note: "",
    product: PRODUCT,
  });
  expect(outcome).toMatchObject({ ok: true });
}

describeBackends("share cards", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
  });

  it("gives each live page its own card, and a publish a new address", async () => {
    const about = (await livePageAt(suite.db, "/about"))!;
    const post = (await livePageAt(suite.db, "/blog1"))!;
    const aboutCard = socialCardOf(about, defaultMenus);
    const postCard = socialCardOf(post, defaultMenus);
    expect(aboutCard.path).not.toBe(postCard.path);
    expect(postCard).toMatchObject({
      label: "Blog",
      title: (post.post!.document as PostDocument).title,
    });
    expect(aboutCard.path).toBe(socialCardPath(about.id, about.revision));

    const current = await findSocialCard(about.id, cardVersion(about.revision));
    expect(current).toEqual({
      kind: "current",
      card: expect.objectContaining({ path: aboutCard.path }),
    });

    await publishAgain(suite, "/about", (page) => (page.title = "About the team"));
    const republished = (await livePageAt(suite.db, "/about"))!;
    expect(republished.revision).toBe(about.revision + 1);
    const newCard = socialCardOf(republished, defaultMenus);
    expect(newCard.path).not.toBe(aboutCard.path);
    expect(newCard.title).toBe("About the team");
    // The old address (cached in a page's HTML a moment ago) is sent on to the new one.
    expect(await findSocialCard(about.id, cardVersion(about.revision))).toEqual({
      kind: "moved",
      card: expect.objectContaining({ path: newCard.path, title: "About the team" }),
    });
    expect(await findSocialCard(about.id, "anything.png")).toMatchObject({ kind: "moved" });
    expect(await findSocialCard(about.id, cardVersion(republished.revision))).toMatchObject({
      kind: "current",
    });
  });

  it("has no card for an id that is no live page's", async () => {
    expect(await findSocialCard("not-a-uuid", cardVersion(1))).toEqual({ kind: "missing" });
    expect(await findSocialCard("0b8a2f8e-3c1d-4c55-9a43-0f6f1e2d3c4b", cardVersion(1))).toEqual({
      kind: "missing",
    });
    // The menus document is live, but has no address and no card.
    const [menus] = await suite.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.kind, "menus"));
    expect(await findSocialCard(menus!.id, cardVersion(1))).toEqual({ kind: "missing" });

    const created = await createPage(suite.db, marketing, {
      path: "/cloud-migration",
      title: "Cloud migration",
      product: PRODUCT,
    });
    if (!created.ok) throw new Error(created.message);
    // A draft that was never published has no card.
    expect(await findSocialCard(created.id, cardVersion(1))).toEqual({ kind: "missing" });
    const record = (await getPageRecord(suite.db, created.id))!;
    const document = structuredClone(record.draft) as PageContent;
    document.description =
      "How we move workloads to the cloud in stages, with rollback plans and no surprise bills.";
    (document.sections[0] as { lead: string }).lead = "Move without stopping the business.";
    await publishPage(suite.db, marketing, {
      pageId: created.id,
      baseVersion: record.draftVersion,
      document,
      note: "",
      product: PRODUCT,
    });
    expect(await findSocialCard(created.id, cardVersion(1))).toMatchObject({ kind: "current" });
    const unpublished = await unpublishPage(suite.db, marketing, {
      pageId: created.id,
      product: PRODUCT,
      menuLinks: [],
    });
    expect(unpublished).toMatchObject({ ok: true });
    expect(await findSocialCard(created.id, cardVersion(1))).toEqual({ kind: "missing" });
  });

  it("is the page's og:image and twitter:image, unless a picture was chosen in the studio", async () => {
    dropSiteCaches();
    await ensureMediaLibrary(suite.db);
    const live = (await livePageAt(suite.db, "/contact"))!;
    const card = socialCardOf(live, defaultMenus);
    const metadata = pageMetadata(live.page, { card });
    const cardUrl = `${siteConfig.url}${card.path}`;
    expect(metadata.openGraph?.images).toEqual([
      { url: cardUrl, width: 1200, height: 630, alt: card.alt, type: "image/png" },
    ]);
    expect(metadata.twitter?.images).toEqual([{ url: cardUrl, alt: card.alt }]);

    await publishAgain(suite, "/contact", (page) => (page.socialImage = "co-about-mission"));
    const chosen = (await livePageAt(suite.db, "/contact"))!;
    const withPicture = pageMetadata(chosen.page, { card: socialCardOf(chosen, defaultMenus) });
    const [image] = withPicture.openGraph!.images as { url: string }[];
    expect(image!.url).toContain("/media/");
    expect(withPicture.twitter?.images).toEqual([expect.objectContaining({ url: image!.url })]);
    // A draft in preview has no card: the site's own picture.
    expect(JSON.stringify(pageMetadata(live.page).openGraph)).toContain("/opengraph-image.png");
  });

  it("draws a 1200×630 PNG once for requests that come together", async () => {
    const live = (await livePageAt(suite.db, "/blog1"))!;
    const card = socialCardOf(live, defaultMenus);
    const [first, second] = await Promise.all([socialCardPng(card), socialCardPng(card)]);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    expect(second).toBe(first);
    expect(await socialCardPng(card)).toBe(first);
    // An emoji in a title neither fails the drawing nor reaches the network.
    const fetches = vi.spyOn(globalThis, "fetch");
    const emoji = { ...card, path: `${card.path}-emoji`, title: "We shipped it 🚀‼ 你好" };
    expect(pngSize(await socialCardPng(emoji))).toEqual({ width: 1200, height: 630 });
    expect(fetches).not.toHaveBeenCalled();
  });
});
