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

// --- Shared pieces ----------------------------------------------------------------------

const PATH_HELP = "A path of this site, such as /about.";

/** The fields of a link (linkSchema): a button or a breadcrumb entry. */
export const linkFields: readonly FieldSpec[] = [
  {
    key: "href",
    label: "Link to",
    help: "A path of this site (/about), a web address (https://… or http://…), mailto: or tel:.",
    kind: "text",
    required: true,
  },
  { key: "label", label: "Link text", kind: "text", required: true },
  { key: "newTab", label: "Open in a new tab", kind: "boolean", required: false },
];

const heading = { key: "heading", label: "Heading", kind: "text", required: true } as const;
const optionalHeading = { ...heading, required: false } as const;
const intro = {
  key: "intro",
  label: "Introduction",
  help: "A short paragraph under the heading.",
  kind: "longText",
  required: false,
} as const;
const paragraphs = {
  key: "paragraphs",
  label: "Paragraphs",
  kind: "textList",
  itemLabel: "Paragraph",
  min: 1,
  long: true,
  required: true,
} as const;
const caseStudyList = {
  key: "caseStudies",
  label: "Case studies",
  help: "Shown in this order.",
  kind: "caseStudies",
  itemLabel: "Case study",
  min: 1,
  required: true,
} as const;

/** The fields of cardSchema (card grid, card pager). */
const cardFields: readonly FieldSpec[] = [
  { key: "title", label: "Title", kind: "text", required: true },
  { key: "text", label: "Text", kind: "longText", required: true },
  { key: "image", label: "Image", kind: "media", media: "image", required: false },
  { key: "href", label: "Link to", help: PATH_HELP, kind: "text", required: false },
];

// --- The page ---------------------------------------------------------------------------

/** The page's own fields, before its sections. */
export const pageFields: readonly FieldSpec<
  "path" | "title" | "description" | "canonicalPath" | "socialImage" | "noindex"
>[] = [
  {
    key: "path",
    label: "Address",
    help: "Where the page lives: / followed by letters, digits and hyphens, such as /cloud-migration. {product} stands for the product name.",
    kind: "text",
    required: true,
  },
  {
    key: "title",
    label: "Title",
    help: "Shown in the browser tab and as the headline in search results; the company name is added after it.",
    kind: "text",
    required: true,
  },
  {
    key: "description",
    label: "Description",
    help: "The summary search engines show under the title.",
    kind: "longText",
    counter: { min: 50, max: 170 },
    required: true,
  },
  {
    key: "canonicalPath",
    label: "Canonical path",
    help: "Only for a page that repeats another one (such as /Blogs): the path of the original.",
    kind: "text",
    required: false,
  },
  {
    key: "socialImage",
    label: "Social image",
    help: "The picture shown when the page is shared on social media. Without one, a card with the page's title is drawn for it.",
    kind: "media",
    media: "image",
    required: false,
  },
  {
    key: "noindex",
    label: "Hide from search engines",
    help: "Search engines are asked not to list this page, and it is left out of the sitemap and the site's search.",
    kind: "boolean",
    required: false,
  },
];

// --- Sections ---------------------------------------------------------------------------

export const sectionForms: { [T in SectionType]: SectionForm<SectionKey<T>> } = {
  hero: {
    label: "Hero",
    help: "The page's main heading and introduction; always the first section.",
    fields: [
      {
        key: "breadcrumb",
        label: "Breadcrumb",
        help: "Links shown above the heading, such as the page's parent.",
        kind: "links",
        itemLabel: "Breadcrumb link",
        required: false,
      },
      {
        key: "eyebrow",
        label: "Eyebrow",
        help: "A small label above the heading, such as the page's group.",
        kind: "text",
        required: false,
      },
      {
        key: "heading",
        label: "Heading",
        help: "The page's main heading.",
        kind: "text",
        required: true,
      },
      {
        key: "lead",
        label: "Lead",
        help: "The introduction under the heading.",
        kind: "longText",
        required: true,
      },
      {
        key: "subline",
        label: "Second line",
        help: "A separate line under the lead.",
        kind: "text",
        required: false,
      },
      {
        key: "actions",
        label: "Buttons",
        help: "Up to two buttons under the lead.",
        kind: "links",
        itemLabel: "Button",
        max: 2,
        required: false,
      },
      {
        key: "background",
        label: "Background",
        help: "An image, or a muted looping video with a pause control.",
        kind: "background",
        required: false,
      },
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
      {
        key: "cards",
        label: "Cards",
        kind: "list",
        itemLabel: "Card",
        min: 1,
        required: true,
        fields: [
          { key: "href", label: "Link to", help: PATH_HELP, kind: "text", required: true },
          { key: "title", label: "Title", kind: "text", required: true },
          { key: "text", label: "Text", kind: "longText", required: true },
        ],
      },
    ],
  },
  expandableIntro: {
    label: "Expandable introduction",
    help: "A summary, with a “More +” button that reveals a second paragraph.",
    fields: [
      heading,
      {
        key: "summary",
        label: "Summary",
        help: "Shown at first.",
        kind: "longText",
        required: true,
      },
      {
        key: "more",
        label: "More",
        help: "Revealed by the “More +” button.",
        kind: "longText",
        required: true,
      },
    ],
  },
  cardGrid: {
    label: "Card grid",
    help: "A grid of cards, each with a title and text, and optionally an image and a link.",
    fields: [
      heading,
      intro,
      {
        key: "layout",
        label: "Layout",
        kind: "select",
        options: [
          { value: "plain", label: "Plain cards" },
          { value: "imageHover", label: "Images, with the text shown on hover or focus" },
          { value: "numbered", label: "Numbered cards" },
        ],
        default: "plain",
        required: false,
      },
      {
        key: "cards",
        label: "Cards",
        kind: "list",
        itemLabel: "Card",
        min: 1,
        required: true,
        fields: cardFields,
      },
    ],
  },
  cardPager: {
    label: "Card pager",
    help: "Cards shown a few at a time with previous and next buttons, in one or more tabs.",
    fields: [
      heading,
      intro,
      {
        key: "windowSize",
        label: "Cards shown at once",
        kind: "select",
        options: [
          { value: 3, label: "3 cards" },
          { value: 4, label: "4 cards" },
        ],
        default: 3,
        required: false,
      },
      {
        key: "tabs",
        label: "Tabs",
        help: "With a single tab, no tab list is shown.",
        kind: "list",
        itemLabel: "Tab",
        min: 1,
        required: true,
        fields: [
          { key: "label", label: "Tab name", kind: "text", required: true },
          {
            key: "cards",
            label: "Cards",
            kind: "list",
            itemLabel: "Card",
            min: 1,
            required: true,
            fields: cardFields,
          },
        ],
      },
    ],
  },
  expandableCards: {
    label: "Expandable cards",
    help: "Cards opened one at a time; closed cards show their first 100 characters.",
    fields: [
      heading,
      intro,
      {
        key: "cards",
        label: "Cards",
        kind: "list",
        itemLabel: "Card",
        min: 1,
        required: true,
        fields: [
          { key: "title", label: "Title", kind: "text", required: true },
          { key: "text", label: "Text", kind: "longText", required: true },
          { key: "image", label: "Image", kind: "media", media: "image", required: false },
        ],
      },
    ],
  },
  exploreMore: {
    label: "Explore More carousel",
    help: "Image tiles that advance every 4 seconds.",
    fields: [
      heading,
      {
        key: "tiles",
        label: "Tiles",
        kind: "list",
        itemLabel: "Tile",
        min: 1,
        required: true,
        fields: [
          { key: "heading", label: "Heading", kind: "text", required: true },
          { key: "image", label: "Image", kind: "media", media: "image", required: true },
          { key: "href", label: "Link to", help: PATH_HELP, kind: "text", required: false },
        ],
      },
    ],
  },
  caseStudyCarousel: {
    label: "Case study carousel",
    help: "One case study at a time, advancing on its own.",
    fields: [
      heading,
      intro,
      {
        key: "intervalMs",
        label: "Advance",
        kind: "select",
        options: [
          { value: 3000, label: "Every 3 seconds" },
          { value: 4000, label: "Every 4 seconds" },
        ],
        required: true,
      },
      caseStudyList,
    ],
  },
  industryCarousel: {
    label: "Industry carousel",
    help: "Industry tiles that advance every 3 seconds.",
    fields: [
      heading,
      intro,
      {
        key: "items",
        label: "Industries",
        kind: "list",
        itemLabel: "Industry",
        min: 1,
        required: true,
        fields: [
          { key: "heading", label: "Heading", kind: "text", required: true },
          { key: "image", label: "Image", kind: "media", media: "image", required: true },
          { key: "href", label: "Link to", help: PATH_HELP, kind: "text", required: true },
        ],
      },
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
      {
        key: "slides",
        label: "Slides",
        kind: "list",
        itemLabel: "Slide",
        min: 1,
        required: true,
        fields: [
          { key: "title", label: "Title", kind: "text", required: true },
          {
            key: "points",
            label: "Points",
            kind: "textList",
            itemLabel: "Point",
            min: 1,
            required: true,
          },
          { key: "image", label: "Image", kind: "media", media: "image", required: true },
        ],
      },
    ],
  },
  statsBand: {
    label: "Figures band",
    help: "Numbers that count up from 0 when scrolled into view, each followed by “+”.",
    fields: [
      optionalHeading,
      {
        key: "stats",
        label: "Figures",
        kind: "list",
        itemLabel: "Figure",
        min: 1,
        required: true,
        fields: [
          {
            key: "value",
            label: "Number",
            help: "A whole number above 0.",
            kind: "number",
            min: 1,
            required: true,
          },
          { key: "label", label: "Label", kind: "text", required: true },
        ],
      },
    ],
  },
  list: {
    label: "List",
    help: "A list of points: sectors, commitments, reasons.",
    fields: [
      heading,
      intro,
      {
        key: "style",
        label: "Style",
        kind: "select",
        options: [
          { value: "check", label: "Check marks" },
          { value: "numbered", label: "Numbered" },
          { value: "columns", label: "Columns" },
        ],
        default: "check",
        required: false,
      },
      {
        key: "items",
        label: "Items",
        kind: "list",
        itemLabel: "Item",
        min: 1,
        required: true,
        fields: [
          { key: "title", label: "Title", kind: "text", required: false },
          { key: "text", label: "Text", kind: "longText", required: true },
        ],
      },
    ],
  },
  split: {
    label: "Text and image",
    help: "Paragraphs beside an image, with an optional button.",
    fields: [
      {
        key: "eyebrow",
        label: "Eyebrow",
        help: "A small label above the heading.",
        kind: "text",
        required: false,
      },
      heading,
      paragraphs,
      { key: "image", label: "Image", kind: "media", media: "image", required: true },
      {
        key: "imageSide",
        label: "Image side",
        kind: "select",
        options: [
          { value: "right", label: "Right" },
          { value: "left", label: "Left" },
        ],
        default: "right",
        required: false,
      },
      { key: "action", label: "Button", kind: "link", required: false },
    ],
  },
  image: {
    label: "Image",
    help: "One image across the page, with an optional caption.",
    fields: [
      { key: "image", label: "Image", kind: "media", media: "image", required: true },
      { key: "caption", label: "Caption", kind: "text", required: false },
    ],
  },
  video: {
    label: "Video",
    help: "A muted, looping video across the page, with a pause button.",
    fields: [
      { key: "video", label: "Video", kind: "media", media: "video", required: true },
      { key: "caption", label: "Caption", kind: "text", required: false },
    ],
  },
  callToAction: {
    label: "Call to action",
    help: "A heading, a sentence and one button.",
    fields: [
      heading,
      { key: "text", label: "Text", kind: "longText", required: true },
      { key: "action", label: "Button", kind: "link", required: true },
    ],
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
      {
        key: "limit",
        label: "Show only the newest",
        help: "A number of articles. Leave empty to list them all.",
        kind: "number",
        min: 1,
        required: false,
      },
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
      {
        key: "form",
        label: "Form",
        kind: "select",
        options: [
          { value: "contactEnquiry", label: "Enquiry form" },
          { value: "contactQuick", label: "Quick contact form" },
          { value: "resume", label: "Résumé form" },
        ],
        required: true,
      },
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
