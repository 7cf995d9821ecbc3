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

export const DOCUMENT_KINDS = ["page", "post", "caseStudy", "menus"] as const;
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
    published: document.published,
    author: { name: document.authorName, role: document.authorRole },
    image: document.image,
    intro: document.intro,
    sections: document.sections,
    conclusion: { heading: document.conclusionHeading, paragraphs: document.conclusionParagraphs },
  };
}

/** A post's page fields (title, description, path…) as the metadata of a page reads them. */
export function postPageFields(document: PostDocument) {
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
