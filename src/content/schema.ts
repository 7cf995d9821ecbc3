/**
 * The typed shape of page content. A page is an ordered list of sections; each section is
 * `{ type, ...props }` and the registry in components/sections maps `type` to a component.
 * Content is validated at build time, so a malformed page fails the build with a message
 * that names the page and the field.
 */
import { z } from "zod";

const text = z.string().trim().min(1);
const internalHref = z.string().regex(/^\/[A-Za-z0-9]*(#[a-z0-9-]+)?$/, "must be an internal path");
const href = z.union([internalHref, z.url()]);

export const linkSchema = z.object({ href, label: text });

export const heroSectionSchema = z.object({
  type: z.literal("hero"),
  /** Small label above the heading, e.g. the page's group. */
  eyebrow: text.optional(),
  /** The page's one <h1>. */
  heading: text,
  lead: text,
  actions: z
    .array(linkSchema.extend({ newTab: z.boolean().optional() }))
    .max(2)
    .optional(),
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
  cards: z.array(z.object({ href: internalHref, title: text, text: text })).min(1),
});

export const sectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  proseSectionSchema,
  linkCardsSectionSchema,
]);

export const pageSchema = z
  .object({
    path: internalHref,
    /** Document <title> (the layout appends the company name). */
    title: text,
    description: text.min(50).max(170),
    /** Set on alias pages (e.g. /Blogs) to the page they duplicate. */
    canonicalPath: internalHref.optional(),
    sections: z.array(sectionSchema).min(1),
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
export type PageContent = z.infer<typeof pageSchema>;
/** What content files write: the same shape, checked when the registry loads. */
export type PageInput = z.input<typeof pageSchema>;
