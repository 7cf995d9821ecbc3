/**
 * What the content studio shows for each field of a page and of every section type: label,
 * help and the kind of control. Kept beside schema.ts so a new section type fails to compile
 * here, and a new field without a form field fails section-fields.test.ts.
 *
 * Only types come from schema.ts: the studio's client bundle must not carry the schema's media
 * manifest and case studies (the editor gets its choices as props).
 */
import type { Section, SectionType } from "./schema";

export interface SelectOption {
  value: string | number;
  label: string;
}

interface FieldBase<K extends string> {
  key: K;
  label: string;
  help?: string;
  /** Optional fields may be left empty: the key is then removed from the document. */
  required: boolean;
}

export type FieldSpec<K extends string = string> = FieldBase<K> &
  (
    | {
        kind: "text" | "longText";
        /** Shows a live character count against these bounds. */
        counter?: { min: number; max: number };
      }
    | { kind: "textList"; itemLabel: string; min?: number; max?: number; long?: boolean }
    | { kind: "number"; min?: number }
    | { kind: "boolean" }
    /** `default`: the schema's default, shown (and written by newSection) when the key is absent. */
    | { kind: "select"; options: readonly SelectOption[]; default?: string | number }
    | { kind: "media"; media: "image" | "video" }
    | { kind: "caseStudies"; itemLabel: string; min?: number }
    | { kind: "caseStudyPicker" }
    | { kind: "link" }
    | { kind: "links"; itemLabel: string; min?: number; max?: number }
    | { kind: "background" }
    | {
        kind: "list";
        itemLabel: string;
        min?: number;
        max?: number;
        fields: readonly FieldSpec[];
      }
  );

export interface SectionForm<K extends string = string> {
  label: string;
  help: string;
  fields: readonly FieldSpec<K>[];
}

type SectionKey<T extends SectionType> = Exclude<keyof Extract<Section, { type: T }>, "type"> &
  string;

// --- Builders ---------------------------------------------------------------------------

type FieldKind = FieldSpec["kind"];

/** The member of FieldSpec whose kind is `T` ("text" and "longText" share one). */
export type FieldOf<T extends FieldKind> = FieldSpec extends infer F
  ? F extends { kind: infer K }
    ? T extends K
      ? F
      : never
    : never
  : never;

/** What a field of kind `T` says beyond its key and label; it is required unless told. */
type Extras<T extends FieldKind> = Omit<FieldOf<T>, "key" | "label" | "kind" | "required"> & {
  required?: boolean;
};

/** The arguments after key and label: optional only when the kind needs nothing more. */
type ExtrasArgs<T extends FieldKind> =
  Record<string, never> extends Omit<Extras<T>, "required">
    ? [extras?: Extras<T>]
    : [extras: Extras<T>];

function builder<T extends FieldKind>(kind: T) {
  return <K extends string>(key: K, label: string, ...[extras]: ExtrasArgs<T>): FieldSpec<K> =>
    // Sound by ExtrasArgs, which TypeScript cannot follow through the spread of a union.
    ({ key, label, kind, required: true, ...extras }) as FieldSpec<K>;
}

/** A select's options from labels by value, in their order (for values that are strings). */
export const choices = (labels: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** One builder per kind of field, for the tables of fields: `field.text("title", "Title")`. */
export const field = {
  text: builder("text"),
  longText: builder("longText"),
  textList: builder("textList"),
  number: builder("number"),
  boolean: builder("boolean"),
  select: builder("select"),
  media: builder("media"),
  caseStudies: builder("caseStudies"),
  link: builder("link"),
  links: builder("links"),
  background: builder("background"),
  list: builder("list"),
};

// --- Shared pieces ----------------------------------------------------------------------

const PATH_HELP = "A path of this site, such as /about.";

/** The fields of a link (linkSchema): a button or a breadcrumb entry. */
export const linkFields: readonly FieldSpec[] = [
  field.text("href", "Link to", {
    help: "A path of this site (/about), a web address (https://… or http://…), mailto: or tel:.",
  }),
  field.text("label", "Link text"),
  field.boolean("newTab", "Open in a new tab", { required: false }),
];

const heading = field.text("heading", "Heading");
const optionalHeading = field.text("heading", "Heading", { required: false });
const intro = field.longText("intro", "Introduction", {
  help: "A short paragraph under the heading.",
  required: false,
});
/** A list of paragraphs of text, at least one (the prose section, a post's body). */
export const paragraphsField = <K extends string>(key: K, label: string) =>
  field.textList(key, label, { itemLabel: "Paragraph", min: 1, long: true });

const paragraphs = paragraphsField("paragraphs", "Paragraphs");
const image = field.media("image", "Image", { media: "image" });
const caption = field.text("caption", "Caption", { required: false });
const caseStudyList = field.caseStudies("caseStudies", "Case studies", {
  help: "Shown in this order.",
  itemLabel: "Case study",
  min: 1,
});

/** The fields of cardSchema (card grid, card pager). */
const cardFields: readonly FieldSpec[] = [
  field.text("title", "Title"),
  field.longText("text", "Text"),
  field.media("image", "Image", { media: "image", required: false }),
  field.text("href", "Link to", { help: PATH_HELP, required: false }),
];

// --- The page ---------------------------------------------------------------------------

/** The page's own fields, before its sections. */
export const pageFields: readonly FieldSpec<
  "path" | "title" | "description" | "canonicalPath" | "socialImage" | "noindex"
>[] = [
  field.text("path", "Address", {
    help: "Where the page lives: / followed by letters, digits and hyphens, such as /cloud-migration. {product} stands for the product name.",
  }),
  field.text("title", "Title", {
    help: "Shown in the browser tab and as the headline in search results; the company name is added after it.",
  }),
  field.longText("description", "Description", {
    help: "The summary search engines show under the title.",
    counter: { min: 50, max: 170 },
  }),
  field.text("canonicalPath", "Canonical path", {
    help: "Only for a page that repeats another one (such as /Blogs): the path of the original.",
    required: false,
  }),
  field.media("socialImage", "Social image", {
    help: "The picture shown when the page is shared on social media. Without one, a card with the page's title is drawn for it.",
    media: "image",
    required: false,
  }),
  field.boolean("noindex", "Hide from search engines", {
    help: "Search engines are asked not to list this page, and it is left out of the sitemap and the site's search.",
    required: false,
  }),
];

// --- Sections ---------------------------------------------------------------------------

export const sectionForms: { [T in SectionType]: SectionForm<SectionKey<T>> } = {
  hero: {
    label: "Hero",
    help: "The page's main heading and introduction; always the first section.",
    fields: [
      field.links("breadcrumb", "Breadcrumb", {
        help: "Links shown above the heading, such as the page's parent.",
        itemLabel: "Breadcrumb link",
        required: false,
      }),
      field.text("eyebrow", "Eyebrow", {
        help: "A small label above the heading, such as the page's group.",
        required: false,
      }),
      field.text("heading", "Heading", { help: "The page's main heading." }),
      field.longText("lead", "Lead", { help: "The introduction under the heading." }),
      field.text("subline", "Second line", {
        help: "A separate line under the lead.",
        required: false,
      }),
      field.links("actions", "Buttons", {
        help: "Up to two buttons under the lead.",
        itemLabel: "Button",
        max: 2,
        required: false,
      }),
      field.background("background", "Background", {
        help: "An image, or a muted looping video with a pause control.",
        required: false,
      }),
    ],
  },
  prose: {
    label: "Text",
    help: "Paragraphs of text, with an optional heading.",
    fields: [optionalHeading, paragraphs],
  },
  linkCards: {
    label: "Link cards",
    help: "Cards that each link to a page of the site.",
    fields: [
      heading,
      intro,
      field.list("cards", "Cards", {
        itemLabel: "Card",
        min: 1,
        fields: [
          field.text("href", "Link to", { help: PATH_HELP }),
          field.text("title", "Title"),
          field.longText("text", "Text"),
        ],
      }),
    ],
  },
  expandableIntro: {
    label: "Expandable introduction",
    help: "A summary, with a “More +” button that reveals a second paragraph.",
    fields: [
      heading,
      field.longText("summary", "Summary", { help: "Shown at first." }),
      field.longText("more", "More", { help: "Revealed by the “More +” button." }),
    ],
  },
  cardGrid: {
    label: "Card grid",
    help: "A grid of cards, each with a title and text, and optionally an image and a link.",
    fields: [
      heading,
      intro,
      field.select("layout", "Layout", {
        options: choices({
          plain: "Plain cards",
          imageHover: "Images, with the text shown on hover or focus",
          numbered: "Numbered cards",
        }),
        default: "plain",
        required: false,
      }),
      field.list("cards", "Cards", { itemLabel: "Card", min: 1, fields: cardFields }),
    ],
  },
  cardPager: {
    label: "Card pager",
    help: "Cards shown a few at a time with previous and next buttons, in one or more tabs.",
    fields: [
      heading,
      intro,
      field.select("windowSize", "Cards shown at once", {
        options: [
          { value: 3, label: "3 cards" },
          { value: 4, label: "4 cards" },
        ],
        default: 3,
        required: false,
      }),
      field.list("tabs", "Tabs", {
        help: "With a single tab, no tab list is shown.",
        itemLabel: "Tab",
        min: 1,
        fields: [
          field.text("label", "Tab name"),
          field.list("cards", "Cards", { itemLabel: "Card", min: 1, fields: cardFields }),
        ],
      }),
    ],
  },
  expandableCards: {
    label: "Expandable cards",
    help: "Cards opened one at a time; closed cards show their first 100 characters.",
    fields: [
      heading,
      intro,
      field.list("cards", "Cards", {
        itemLabel: "Card",
        min: 1,
        fields: [
          field.text("title", "Title"),
          field.longText("text", "Text"),
          field.media("image", "Image", { media: "image", required: false }),
        ],
      }),
    ],
  },
  exploreMore: {
    label: "Explore More carousel",
    help: "Image tiles that advance every 4 seconds.",
    fields: [
      heading,
      field.list("tiles", "Tiles", {
        itemLabel: "Tile",
        min: 1,
        fields: [
          field.text("heading", "Heading"),
          image,
          field.text("href", "Link to", { help: PATH_HELP, required: false }),
        ],
      }),
    ],
  },
  caseStudyCarousel: {
    label: "Case study carousel",
    help: "One case study at a time, advancing on its own.",
    fields: [
      heading,
      intro,
      field.select("intervalMs", "Advance", {
        options: [
          { value: 3000, label: "Every 3 seconds" },
          { value: 4000, label: "Every 4 seconds" },
        ],
      }),
      caseStudyList,
    ],
  },
  industryCarousel: {
    label: "Industry carousel",
    help: "Industry tiles that advance every 3 seconds.",
    fields: [
      heading,
      intro,
      field.list("items", "Industries", {
        itemLabel: "Industry",
        min: 1,
        fields: [
          field.text("heading", "Heading"),
          image,
          field.text("href", "Link to", { help: PATH_HELP }),
        ],
      }),
    ],
  },
  caseStudyShowcase: {
    label: "Case study showcase",
    help: "Case studies shown one to three at a time, advancing every 3 seconds.",
    fields: [heading, intro, caseStudyList],
  },
  slideshow: {
    label: "Slideshow",
    help: "Slides of points beside an image, advancing every 5 seconds and stopping at the last.",
    fields: [
      heading,
      intro,
      field.list("slides", "Slides", {
        itemLabel: "Slide",
        min: 1,
        fields: [
          field.text("title", "Title"),
          field.textList("points", "Points", { itemLabel: "Point", min: 1 }),
          image,
        ],
      }),
    ],
  },
  statsBand: {
    label: "Figures band",
    help: "Numbers that count up from 0 when scrolled into view, each followed by “+”.",
    fields: [
      optionalHeading,
      field.list("stats", "Figures", {
        itemLabel: "Figure",
        min: 1,
        fields: [
          field.number("value", "Number", { help: "A whole number above 0.", min: 1 }),
          field.text("label", "Label"),
        ],
      }),
    ],
  },
  list: {
    label: "List",
    help: "A list of points: sectors, commitments, reasons.",
    fields: [
      heading,
      intro,
      field.select("style", "Style", {
        options: choices({ check: "Check marks", numbered: "Numbered", columns: "Columns" }),
        default: "check",
        required: false,
      }),
      field.list("items", "Items", {
        itemLabel: "Item",
        min: 1,
        fields: [field.text("title", "Title", { required: false }), field.longText("text", "Text")],
      }),
    ],
  },
  split: {
    label: "Text and image",
    help: "Paragraphs beside an image, with an optional button.",
    fields: [
      field.text("eyebrow", "Eyebrow", {
        help: "A small label above the heading.",
        required: false,
      }),
      heading,
      paragraphs,
      image,
      field.select("imageSide", "Image side", {
        options: choices({ right: "Right", left: "Left" }),
        default: "right",
        required: false,
      }),
      field.link("action", "Button", { required: false }),
    ],
  },
  image: {
    label: "Image",
    help: "One image across the page, with an optional caption.",
    fields: [image, caption],
  },
  video: {
    label: "Video",
    help: "A muted, looping video across the page, with a pause button.",
    fields: [field.media("video", "Video", { media: "video" }), caption],
  },
  callToAction: {
    label: "Call to action",
    help: "A heading, a sentence and one button.",
    fields: [heading, field.longText("text", "Text"), field.link("action", "Button")],
  },
  contactDetails: {
    label: "Contact details",
    help: "The address, phone and e-mail of the site settings.",
    fields: [heading, intro],
  },
  blogList: {
    label: "Blog list",
    help: "Cards linking to every published post, newest first.",
    fields: [
      heading,
      intro,
      field.number("limit", "Show only the newest", {
        help: "A number of articles. Leave empty to list them all.",
        min: 1,
        required: false,
      }),
    ],
  },
  caseStudyList: {
    label: "Case study list",
    help: "Every case study, as a list.",
    fields: [heading, intro],
  },
  openPositions: {
    label: "Open positions",
    help: "Every open position, grouped by team, with filters by team and location.",
    fields: [heading, intro],
  },
  form: {
    label: "Form",
    help: "One of the site's forms.",
    fields: [
      field.select("form", "Form", {
        options: choices({
          contactEnquiry: "Enquiry form",
          contactQuick: "Quick contact form",
          resume: "Résumé form",
        }),
      }),
      heading,
      intro,
    ],
  },
};

export const sectionTypes = Object.keys(sectionForms) as SectionType[];

export function isSectionType(value: unknown): value is SectionType {
  return typeof value === "string" && Object.hasOwn(sectionForms, value);
}

// --- Starting values --------------------------------------------------------------------

/** A field's value in a new item, or undefined to leave the key out. */
function startValue(field: FieldSpec): unknown {
  switch (field.kind) {
    case "text":
    case "longText":
    case "media":
    case "caseStudyPicker":
      return field.required ? "" : undefined;
    case "textList":
    case "caseStudies":
      return field.required ? Array.from({ length: field.min ?? 0 }, () => "") : undefined;
    case "select":
      // A schema default is written out, so the document says what the page shows.
      return field.default ?? (field.required ? field.options[0]?.value : undefined);
    case "link":
      return field.required ? { href: "", label: "" } : undefined;
    case "list":
      return field.required
        ? Array.from({ length: field.min ?? 0 }, () => newItem(field.fields))
        : undefined;
    // A number has no empty value; the server asks for it.
    case "number":
    case "boolean":
    case "links":
    case "background":
      return undefined;
  }
}

/** A new entry of a list (card, tab, slide, link…): its required fields, empty. */
export function newItem(fields: readonly FieldSpec[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    const value = startValue(field);
    if (value !== undefined) item[field.key] = value;
  }
  return item;
}

/**
 * A new section of `type`: the document's shape with empty text for the person to fill in.
 * Empty text is kept while editing; the server refuses it with a message per field.
 */
export function newSection<T extends SectionType>(type: T): { type: T } & Record<string, unknown> {
  return { type, ...newItem(sectionForms[type].fields) };
}
