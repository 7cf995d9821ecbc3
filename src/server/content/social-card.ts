/**
 * The share card of each live page, post and position (decision 0057): what it says (the title
 * and the section of the site it belongs to) and where it is served. Its address holds the
 * number of the live revision, so a publish gives it a new address and every cache of the old
 * picture can keep it for good; the card route (src/app/social-card) draws it.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { siteConfig } from "@/config/site";
import { siteMenus } from "@/content/catalogue";
import type { MenusDocument } from "@/content/documents";
import type { SocialCardRef } from "@/lib/metadata";
import { getContext } from "../context";
import { contentPages } from "../db/schema";
import { ensureCatalogue } from "./site-caches";
import { siteSectionOf } from "./site-section";
import { fillPath, livePageAt, type LivePage, type Rendered } from "./public-pages";

/**
 * The drawing's generation. Raise it when the card's look changes: every card then has a new
 * address, since the old ones are cached as immutable.
 */
export const CARD_DESIGN = 1;

export interface SocialCard extends SocialCardRef {
  /** The page's id and the revision drawn: together, the card's address. */
  id: string;
  revision: number;
  title: string;
  /** The section of the site: "Blog", "Careers · Engineering", "Industries"… */
  label: string;
}

/** The last segment of a card's address: the design and the revision, e.g. `v1-r7.png`. */
export const cardVersion = (revision: number) => `v${CARD_DESIGN}-r${revision}.png`;

export const socialCardPath = (id: string, revision: number) =>
  `/social-card/${id}/${cardVersion(revision)}`;

/** The section of the site a live page belongs to, as its card names it. */
export function cardLabel(shown: Rendered, menus: MenusDocument): string {
  return siteSectionOf(shown, menus) ?? siteConfig.name;
}

/** What the card says in words, for those who cannot see it. */
export function cardAlt(title: string, label: string): string {
  return label === siteConfig.name
    ? `${siteConfig.name}: ${title}`
    : `${siteConfig.name} · ${label}: ${title}`;
}

/** The card of a live page, with the menus as this process has them. */
export function socialCardOf(live: LivePage, menus: MenusDocument = siteMenus()): SocialCard {
  const title = live.page.title;
  const label = cardLabel(live, menus);
  return {
    id: live.id,
    revision: live.revision,
    title,
    label,
    path: socialCardPath(live.id, live.revision),
    alt: cardAlt(title, label),
  };
}

export type CardLookup =
  | { kind: "current"; card: SocialCard }
  /** An older (or unknown) version of a live page's card: the current one is `card`. */
  | { kind: "moved"; card: SocialCard }
  /** No such page, or it is not live (a draft, unpublished, a closed position, no address). */
  | { kind: "missing" };

/** Ids as the database writes them; anything else is no page's, and is not asked about. */
const PAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The card at `/social-card/<id>/<version>`: current, moved on, or missing. */
export async function findSocialCard(id: string, version: string): Promise<CardLookup> {
  if (!PAGE_ID.test(id)) return { kind: "missing" };
  const { database } = await getContext();
  const [row] = await database.db
    .select({ path: contentPages.publishedPath, unpublishedAt: contentPages.unpublishedAt })
    .from(contentPages)
    .where(eq(contentPages.id, id));
  // Closing a position unpublishes it too, so this leaves closed positions out as well.
  if (!row?.path || row.unpublishedAt) return { kind: "missing" };
  // The page as the public route draws it: the same revision, the placeholders filled.
  const live = await livePageAt(database.db, fillPath(row.path));
  if (!live || live.id !== id) return { kind: "missing" };
  await ensureCatalogue(database.db);
  const card = socialCardOf(live);
  return { kind: version === cardVersion(live.revision) ? "current" : "moved", card };
}
