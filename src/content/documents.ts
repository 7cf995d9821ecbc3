/**
 * The kinds of content the studio edits besides pages (issue 37), each with its own schema and
 * form: blog posts (a page at its own path, drawn from a fixed layout), case studies (cards the
 * carousels and /Casestud show) and the site's menus. Shared by the editor and the server.
 */
import { z } from "zod";
import type { Post } from "./blog/types";
import type { CaseStudy } from "./case-studies";
import {
  caseStudyIdSchema,
  descriptionSchema,
  linkSchema,
  mediaIdSchema,
  pagePathSchema,
  pageSchema,
} from "./schema";

export const DOCUMENT_KINDS = ["page", "post", "caseStudy", "menus", "position"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const text = z.string().trim().min(1, "Enter some text");
const paragraph = z
  .string()
  .trim()
  .min(40, "Write at least 40 characters: a paragraph, not a heading");

// --- Blog posts ------------------------------------------------------------------------------

export const postDocumentSchema = z.object({
  path: pagePathSchema,
  title: text.min(10, "Write a title of at least 10 characters"),
  description: descriptionSchema,
  socialImage: mediaIdSchema.optional(),
  noindex: z.boolean().optional(),
  /** The date shown on the post and in the list, e.g. 2026-11-27. */
  published: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD, such as 2026-11-27"),
  authorName: text.min(3, "Enter the author's name"),
  authorRole: text.min(3, "Enter the author's role"),
  /** The cover: the hero's background and the list card's picture. */
  image: mediaIdSchema,
  /** The line under the title in the hero. */
  lead: text,
  intro: z.array(paragraph).min(1, "Write at least one paragraph"),
  sections: z
    .array(
      z.object({
        heading: text.min(3, "Write a heading of at least 3 characters"),
        paragraphs: z.array(paragraph).min(1, "Write at least one paragraph"),
      }),
    )
    .min(1, "A post needs at least one numbered section"),
  conclusionHeading: text.min(3, "Write a heading of at least 3 characters"),
  conclusionParagraphs: z.array(paragraph).min(1, "Write at least one paragraph"),
  ctaHeading: text,
  ctaText: text,
  ctaAction: linkSchema,
});

export type PostDocument = z.infer<typeof postDocumentSchema>;

// --- Case studies ----------------------------------------------------------------------------

export const caseStudyDocumentSchema = z.object({
  /** How pages name it; fixed once created. */
  key: z.string().regex(/^[a-z0-9-]+$/, "Use lowercase letters, digits and hyphens"),
  title: text.min(10, "Write a title of at least 10 characters"),
  category: text,
  industry: text.min(2, "Enter the client's industry"),
  image: mediaIdSchema,
  summary: text.min(60, "Write at least 60 characters: what the client needed and what we did"),
  outcome: text.min(20, "Write at least 20 characters: the result, in numbers if you have them"),
});

export type CaseStudyDocument = z.infer<typeof caseStudyDocumentSchema>;

// --- Menus -----------------------------------------------------------------------------------

const menuLinks = z.array(linkSchema);

/**
 * The editable lists of the header and footer. The header's five top-level entries (HOME,
 * CAPABILITIES, INDUSTRIES, ABOUT, CONTACT US) are the spec's and stay in code; so does the
 * rule that the footer's spec links stay (src/server/content/menus.ts).
 */
export const menusDocumentSchema = z.object({
  capabilities: menuLinks.min(1, "Keep at least one link"),
  services: menuLinks.min(1, "Keep at least one link"),
  insights: menuLinks.min(1, "Keep at least one link"),
  industries: menuLinks.min(1, "Keep at least one link"),
  footerServices: menuLinks.min(1, "Keep at least one link"),
  footerQuickLinks: menuLinks.min(1, "Keep at least one link"),
});

export type MenusDocument = z.infer<typeof menusDocumentSchema>;

/** The key of the one menus document. */
export const MENUS_KEY = "menus:site";

// --- Open positions (issue 38) ----------------------------------------------------------

/** schema.org's employment types, which Google for Jobs reads. */
export const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

export const SALARY_UNITS = ["YEAR", "MONTH", "HOUR"] as const;

/** At most this many screening questions per position. */
export const MAX_SCREENING_QUESTIONS = 5;
/** Longest answer to a short-text screening question. */
export const SCREENING_ANSWER_MAX = 500;

/** Where positions live: a section of the site of its own, beside the spec's routes. */
export const POSITION_PATH_PREFIX = "/jobs/";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD, such as 2026-11-27")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Enter a date that exists",
  );

/** An optional field: the studio's form leaves the key out when its box is emptied. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

export const screeningQuestionSchema = z.object({
  question: text
    .min(5, "Write the question in at least 5 characters")
    .max(200, "Keep the question to 200 characters"),
  /** A yes/no answer, or a short text of up to 500 characters. */
  kind: z.enum(["yesNo", "text"]).default("text"),
  required: z.boolean().default(false),
});

export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

export const positionDocumentSchema = z
  .object({
    path: z
      .string()
      .trim()
      .regex(
        /^\/jobs\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
        "Use /jobs/ followed by lowercase letters, digits and hyphens, such as /jobs/react-developer",
      ),
    title: text
      .min(5, "Write a title of at least 5 characters")
      .max(120, "Keep the title to 120 characters"),
    description: descriptionSchema,
    socialImage: mediaIdSchema.optional(),
    noindex: z.boolean().optional(),
    team: text.min(2, "Enter the team, such as Engineering").max(60),
    remote: z.boolean().default(false),
    /** The office's city; for a remote position, optional (where the team sits). */
    city: optional(text.max(80)),
    /** Two letters (ISO 3166): the office's country, or where a remote applicant must live. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "Enter the country as two capital letters, such as IN or US"),
    employmentType: z.enum(EMPLOYMENT_TYPES).default("FULL_TIME"),
    /** Shown as the posted date; Google's `datePosted`. */
    posted: day,
    /** The last day applications are taken (in the site's time zone); then it closes itself. */
    closes: optional(day),
    salaryMin: optional(z.number().int().positive("Enter a positive amount")),
    salaryMax: optional(z.number().int().positive("Enter a positive amount")),
    salaryCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "Enter the currency as three capital letters, such as INR or USD")
      .default("INR"),
    salaryUnit: z.enum(SALARY_UNITS).default("YEAR"),
    /** The salary range shows on the page (and to Google) only when this is set. */
    salaryPublic: z.boolean().default(false),
    summary: paragraph,
    responsibilities: z.array(text).min(1, "List at least one responsibility"),
    requirements: z.array(text).min(1, "List at least one requirement"),
    benefits: z.array(text).default([]),
    questions: z
      .array(screeningQuestionSchema)
      .max(MAX_SCREENING_QUESTIONS, `A position asks at most ${MAX_SCREENING_QUESTIONS} questions`)
      .default([]),
    /** Told of each new application instead of the recruiting address. */
    hiringOwnerEmail: optional(
      z.string().trim().email("Enter an e-mail address, such as name@example.com").max(254),
    ),
  })
  .superRefine((position, context) => {
    if (!position.remote && !position.city) {
      context.addIssue({
        code: "custom",
        path: ["city"],
        message: "Enter the city of the office, or mark the position as remote",
      });
    }
    if (position.salaryPublic && position.salaryMin === undefined) {
      context.addIssue({
        code: "custom",
        path: ["salaryMin"],
        message: "Enter the salary range to show it",
      });
    }
    if (
      position.salaryMin !== undefined &&
      position.salaryMax !== undefined &&
      position.salaryMax < position.salaryMin
    ) {
      context.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "The top of the range must be at least its bottom",
      });
    }
    if (position.closes && position.closes < position.posted) {
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: "The closing date must be on or after the posted date",
      });
    }
  });

export type PositionDocument = z.infer<typeof positionDocumentSchema>;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A country's English name from its two-letter code ("IN" → "India"). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Pune, India"-style text of where the position is, as the site shows it. */
export function positionPlace(position: Pick<PositionDocument, "remote" | "city" | "country">) {
  const country = countryName(position.country);
  if (position.remote) {
    return position.city
      ? `Remote in ${country} (team in ${position.city})`
      : `Remote in ${country}`;
  }
  return `${position.city}, ${country}`;
}

export function documentSchemaFor(kind: DocumentKind) {
  switch (kind) {
    case "page":
      return pageSchema;
    case "post":
      return postDocumentSchema;
    case "caseStudy":
      return caseStudyDocumentSchema;
    case "menus":
      return menusDocumentSchema;
    case "position":
      return positionDocumentSchema;
  }
}

/** A document's title as the studio lists it. */
export function documentTitle(kind: DocumentKind, document: unknown): string {
  const record = (document ?? {}) as Record<string, unknown>;
  if (kind === "menus") return "Header and footer menus";
  return typeof record.title === "string" && record.title.trim() ? record.title : "(untitled)";
}

/** A post as pages draw it, from its document. */
export function postFromDocument(id: string, document: PostDocument): Post {
  return {
    id,
    path: document.path,
    title: document.title,
    description: document.description,
    published: document.published,
    author: { name: document.authorName, role: document.authorRole },
    image: document.image,
    intro: document.intro,
    sections: document.sections,
    conclusion: { heading: document.conclusionHeading, paragraphs: document.conclusionParagraphs },
  };
}

/**
 * The page fields (path, title, description, social image, noindex) of a post or a position,
 * as the metadata of a page reads them.
 */
export function pageFieldsOf(
  document: Pick<PostDocument, "path" | "title" | "description" | "socialImage" | "noindex">,
) {
  return {
    path: document.path,
    title: document.title,
    description: document.description,
    ...(document.socialImage ? { socialImage: document.socialImage } : {}),
    ...(document.noindex ? { noindex: true } : {}),
  };
}

export function caseStudyFromDocument(document: CaseStudyDocument): CaseStudy {
  return {
    id: document.key,
    title: document.title,
    category: document.category,
    industry: document.industry,
    image: document.image,
    summary: document.summary,
    outcome: document.outcome,
  };
}

export { caseStudyIdSchema };
