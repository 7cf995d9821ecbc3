/**
 * The typed shape of page content. A page is an ordered list of sections; each section is
 * `{ type, ...props }` and the registry in components/sections maps `type` to a component.
 * The page registry (content/pages) validates every page when it loads, at build time, so a
 * malformed page fails the build with a message that names the page and the field.
 *
 * Images and videos are referenced by media id (the media library), case studies by their
 * key; each is written once in the studio and reused everywhere.
 */
import { z } from "zod";

const text = z.string().trim().min(1, "Enter some text");
/**
 * A path of the site: "/" or one segment of letters, digits and hyphens, optionally with a
 * fragment. `{product}` stands for the product name setting (`/Why{product}`), filled at render
 * (src/content/tokens.ts).
 */
const internalHref = z
  .string()
  .regex(
    /^\/(?:[A-Za-z0-9-]|\{product\})*(#[a-z0-9-]+)?$/,
    "Enter a path of this site, such as /about",
  );
/**
 * A web address: http or https with a host, nothing else. `z.url()` alone admits any scheme,
 * `javascript:` and `data:` included, which a link would run in the visitor's page.
 */
const webHref = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/)
  .pipe(z.url({ protocol: /^https?$/ }));
const href = z.union(
  [
    internalHref,
    webHref,
    z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/),
    z.string().regex(/^tel:\+?[0-9][0-9().-]*$/),
    // The home hero's external contact page is a setting.
    z.literal("{contactUrl}"),
  ],
  {
    error:
      "Enter a path of this site (/about), a web address starting with https:// or http://, a mailto: or a tel: link",
  },
);

/**
 * An image or video of the media library, by id. Whether it exists (and is the right kind) is
 * the content store's check (src/server/media/usage.ts): the library lives in the database.
 */
export const mediaIdSchema = z
  .string({ error: "Choose an image or video of the library" })
  .trim()
  .min(1, "Choose an image or video of the library")
  .max(120);
const mediaId = mediaIdSchema;
/** A case study by its key; that it exists and is published is the content store's check. */
export const caseStudyIdSchema = z
  .string({ error: "Choose a case study" })
  .trim()
  .min(1, "Choose a case study")
  .max(80);
const caseStudyId = caseStudyIdSchema;

export const linkSchema = z.object({ href, label: text, newTab: z.boolean().optional() });

/** A card: title and text, with an optional image and link. */
export const cardSchema = z.object({
  title: text,
  text,
  image: mediaId.optional(),
  href: internalHref.optional(),
});

// --- Sections ----------------------------------------------------------------------------

export const heroSectionSchema = z.object({
  type: z.literal("hero"),
  /** Links shown above the heading (the services page's breadcrumb). */
  breadcrumb: z.array(linkSchema).optional(),
  /** Small label above the heading, e.g. the page's group. */
  eyebrow: text.optional(),
  /** The page's one <h1>. */
  heading: text,
  lead: text,
  /** A second, separate line under the lead (Join Us: 'And this one is just for you.'). */
  subline: text.optional(),
  actions: z.array(linkSchema).max(2).optional(),
  /** Background artwork: an image, or a muted looping video with a pause control. */
  background: z.union([z.object({ image: mediaId }), z.object({ video: mediaId })]).optional(),
});

export const proseSectionSchema = z.object({
  type: z.literal("prose"),
  heading: text.optional(),
  paragraphs: z.array(text).min(1),
});

export const linkCardsSectionSchema = z.object({
  type: z.literal("linkCards"),
  heading: text,
  intro: text.optional(),
  cards: z.array(z.object({ href: internalHref, title: text, text })).min(1),
});

/** Collapsed by default; "More +" reveals the second paragraph (spec section 4). */
export const expandableIntroSectionSchema = z.object({
  type: z.literal("expandableIntro"),
  heading: text,
  summary: text,
  more: text,
});

/** A grid of cards. `imageHover`: image cards whose text shows on hover/focus. */
export const cardGridSectionSchema = z.object({
  type: z.literal("cardGrid"),
  heading: text,
  intro: text.optional(),
  layout: z.enum(["imageHover", "plain", "numbered"]).default("plain"),
  cards: z.array(cardSchema).min(1),
});

/**
 * Cards shown a window at a time (3, or 4 for the insurance trends), one card per step, in
 * one or more tabs. With a single tab no tab list is drawn.
 */
export const cardPagerSectionSchema = z.object({
  type: z.literal("cardPager"),
  heading: text,
  intro: text.optional(),
  windowSize: z.union([z.literal(3), z.literal(4)]).default(3),
  tabs: z.array(z.object({ label: text, cards: z.array(cardSchema).min(1) })).min(1),
});

/** One card expanded at a time; collapsed cards show 100 characters (spec section 4). */
export const expandableCardsSectionSchema = z.object({
  type: z.literal("expandableCards"),
  heading: text,
  intro: text.optional(),
  cards: z.array(z.object({ title: text, text, image: mediaId.optional() })).min(1),
});

/** The nine-tile Explore More carousel, every 4 s, wrapping both ways. */
export const exploreMoreSectionSchema = z.object({
  type: z.literal("exploreMore"),
  heading: text,
  tiles: z.array(z.object({ heading: text, image: mediaId, href: internalHref.optional() })).min(1),
});

/** A one-slide-at-a-time case-study carousel (Leading the Way, Banking, Diversity...). */
export const caseStudyCarouselSectionSchema = z.object({
  type: z.literal("caseStudyCarousel"),
  heading: text,
  intro: text.optional(),
  intervalMs: z.union([z.literal(3000), z.literal(4000)]),
  caseStudies: z.array(caseStudyId).min(1),
});

/** Home: industries carousel, every 3 s, seamless loop, one visible below 640 px. */
export const industryCarouselSectionSchema = z.object({
  type: z.literal("industryCarousel"),
  heading: text,
  intro: text.optional(),
  items: z.array(z.object({ heading: text, image: mediaId, href: internalHref })).min(1),
});

/** Home: case studies 1 / 2 / 3 per view, every 3 s, back to the start after the last. */
export const caseStudyShowcaseSectionSchema = z.object({
  type: z.literal("caseStudyShowcase"),
  heading: text,
  intro: text.optional(),
  caseStudies: z.array(caseStudyId).min(1),
});

/** Why join: reasons advancing every 5 s, stopping at the last. */
export const slideshowSectionSchema = z.object({
  type: z.literal("slideshow"),
  heading: text,
  intro: text.optional(),
  slides: z.array(z.object({ title: text, points: z.array(text).min(1), image: mediaId })).min(1),
});

/** Counters that run from 0 to each value over 1.5 s when half visible, followed by "+". */
export const statsBandSectionSchema = z.object({
  type: z.literal("statsBand"),
  heading: text.optional(),
  stats: z.array(z.object({ value: z.number().int().positive(), label: text })).min(1),
});

/** A list block: sectors, commitments, value propositions. */
export const listSectionSchema = z.object({
  type: z.literal("list"),
  heading: text,
  intro: text.optional(),
  style: z.enum(["check", "numbered", "columns"]).default("check"),
  items: z.array(z.object({ title: text.optional(), text })).min(1),
});

/** Text beside an image (mission, vision, a highlighted offer). */
export const splitSectionSchema = z.object({
  type: z.literal("split"),
  eyebrow: text.optional(),
  heading: text,
  paragraphs: z.array(text).min(1),
  image: mediaId,
  imageSide: z.enum(["left", "right"]).default("right"),
  action: linkSchema.optional(),
});

export const imageSectionSchema = z.object({
  type: z.literal("image"),
  image: mediaId,
  caption: text.optional(),
});

/** A full-width, muted, looping video with a visible pause/play control. */
export const videoSectionSchema = z.object({
  type: z.literal("video"),
  video: mediaId,
  caption: text.optional(),
});

export const callToActionSectionSchema = z.object({
  type: z.literal("callToAction"),
  heading: text,
  text,
  action: linkSchema,
});

/** Address, phone and e-mail blocks (values from the site settings). */
export const contactDetailsSectionSchema = z.object({
  type: z.literal("contactDetails"),
  heading: text,
  intro: text.optional(),
});

/** Blog cards linking to the articles; the excerpt (200 characters) shows on hover/focus. */
export const blogListSectionSchema = z.object({
  type: z.literal("blogList"),
  heading: text,
  intro: text.optional(),
  /** Show only the newest N posts (About's "latest articles"). */
  limit: z.number().int().positive().optional(),
});

/** Every case study as a list (the /Casestud page). */
export const caseStudyListSectionSchema = z.object({
  type: z.literal("caseStudyList"),
  heading: text,
  intro: text.optional(),
});

/**
 * The open positions (issue 38), grouped by team, with filters by team and place that work
 * without JavaScript; the positions themselves are documents of their own.
 */
export const openPositionsSectionSchema = z.object({
  type: z.literal("openPositions"),
  heading: text,
  intro: text.optional(),
});

/** A form slot: the enquiry form (About, Contact), the quick contact form, or the résumé form. */
export const formSectionSchema = z.object({
  type: z.literal("form"),
  form: z.enum(["contactEnquiry", "contactQuick", "resume"]),
  heading: text,
  intro: text.optional(),
});

export const sectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  proseSectionSchema,
  linkCardsSectionSchema,
  expandableIntroSectionSchema,
  cardGridSectionSchema,
  cardPagerSectionSchema,
  expandableCardsSectionSchema,
  exploreMoreSectionSchema,
  caseStudyCarouselSectionSchema,
  industryCarouselSectionSchema,
  caseStudyShowcaseSectionSchema,
  slideshowSectionSchema,
  statsBandSectionSchema,
  listSectionSchema,
  splitSectionSchema,
  imageSectionSchema,
  videoSectionSchema,
  callToActionSectionSchema,
  contactDetailsSectionSchema,
  blogListSectionSchema,
  caseStudyListSectionSchema,
  openPositionsSectionSchema,
  formSectionSchema,
]);

/**
 * Where a page lives: "/" or one segment of letters, digits and hyphens (`{product}` allowed,
 * as in `/Why{product}`). Uniqueness and routes already taken are the content store's check.
 */
export const pagePathSchema = z
  .string()
  .trim()
  .regex(
    /^\/((?:[A-Za-z0-9]|\{product\})(?:[A-Za-z0-9-]|\{product\})*)?$/,
    "Use / followed by letters, digits and hyphens, such as /cloud-migration",
  );

/** What search engines show under the title: a page's, a post's. */
export const descriptionSchema = text
  .min(50, "Write at least 50 characters: search engines show this under the title")
  .max(170, "Keep it to 170 characters: search engines cut longer descriptions");

export const pageSchema = z
  .object({
    path: pagePathSchema,
    /** Document <title> (the layout appends the company name). */
    title: text,
    description: descriptionSchema,
    /** Set on alias pages (e.g. /Blogs) to the page they duplicate. */
    canonicalPath: internalHref.optional(),
    /** The picture shown when the page is shared: an image of the media library. */
    socialImage: mediaId.optional(),
    /** "Hide from search engines": noindex, and left out of the sitemap. */
    noindex: z.boolean().optional(),
    sections: z.array(sectionSchema).min(1, "A page needs at least its hero section"),
  })
  .refine((page) => page.sections[0]?.type === "hero", {
    message: "the first section must be the hero (it holds the page's <h1>)",
    path: ["sections", 0, "type"],
  })
  .refine((page) => page.sections.filter((s) => s.type === "hero").length === 1, {
    message: "a page has exactly one hero",
    path: ["sections"],
  });

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section["type"];
export type Card = z.infer<typeof cardSchema>;
export type PageContent = z.infer<typeof pageSchema>;
/** What content files write: the same shape, checked when the registry loads. */
export type PageInput = z.input<typeof pageSchema>;

/** A stored page that still passes the schema, or null (a schema change can leave one behind). */
export function validPage(document: unknown): PageContent | null {
  const result = pageSchema.safeParse(document);
  return result.success ? result.data : null;
}
