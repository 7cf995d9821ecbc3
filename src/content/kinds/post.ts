/** A blog post: a page at its own path, drawn from a fixed layout; /blog lists them. */
import { z } from "zod";
import { descriptionSchema, linkSchema, mediaIdSchema, pagePathSchema } from "../schema";
import { field, paragraphsField, type FieldSpec } from "../section-fields";
import {
  CONTENT_LIST,
  LOCKED_EXPLANATION,
  pageField,
  paragraph,
  PUBLISHED_STATUS,
  text,
  UNPUBLISH_EXPLANATION,
} from "./shared";
import type { ContentKind } from "./types";

type Keys<T> = Extract<keyof T, string>;

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

export const postFields: readonly FieldSpec<Keys<PostDocument>>[] = [
  field.text("path", "Address", {
    help: "Where the post lives, such as /cloud-migration-checklist. Made from the title when the post was created.",
  }),
  { ...pageField("title"), key: "title" },
  { ...pageField("description"), key: "description" },
  field.text("published", "Date", {
    help: "Shown on the post and in the blog list, which puts the newest first. As YYYY-MM-DD.",
  }),
  field.text("authorName", "Author"),
  field.text("authorRole", "Author's role"),
  field.media("image", "Cover image", {
    help: "Behind the title, and on the post's card in the blog list.",
    media: "image",
  }),
  field.longText("lead", "Lead", { help: "One or two sentences under the title." }),
  paragraphsField("intro", "Introduction"),
  field.list("sections", "Numbered sections", {
    itemLabel: "Section",
    min: 1,
    fields: [field.text("heading", "Heading"), paragraphsField("paragraphs", "Paragraphs")],
  }),
  field.text("conclusionHeading", "Conclusion heading"),
  paragraphsField("conclusionParagraphs", "Conclusion"),
  field.text("ctaHeading", "Call to action: heading"),
  field.longText("ctaText", "Call to action: text"),
  field.link("ctaAction", "Call to action: button"),
  { ...pageField("socialImage"), key: "socialImage" },
  { ...pageField("noindex"), key: "noindex" },
];

export const post: ContentKind<"post", PostDocument> = {
  name: "post",
  schema: postDocumentSchema,
  fields: postFields,
  address: { type: "path", fromTitle: (slug) => `/${slug}` },
  right: "content",
  words: {
    singular: "post",
    heading: "Post",
    plural: "Posts",
    intro:
      "A post's page has a fixed layout: the title and lead over the cover, the article, then the call to action. /blog lists every published post, newest first.",
    list: CONTENT_LIST,
    status: PUBLISHED_STATUS,
    takeDown: {
      heading: "Take the post down",
      explanation: UNPUBLISH_EXPLANATION,
      whenLocked: LOCKED_EXPLANATION,
      button: "Unpublish",
    },
    mediaUse: ({ path }) => `Post ${path}`,
  },
  create: {
    title: "New post",
    help: "A new post starts as a draft. Leave the path empty to make it from the title (Cloud migration checklist → /cloud-migration-checklist).",
    submit: "Create post",
    pathHint: "Optional: for example /cloud-migration-checklist",
    firstDraft: ({ title, address, today }) => ({
      path: address,
      title,
      description: "",
      published: today,
      authorName: "",
      authorRole: "",
      image: "",
      lead: "",
      intro: [""],
      sections: [{ heading: "", paragraphs: [""] }],
      conclusionHeading: "",
      conclusionParagraphs: [""],
      ctaHeading: "",
      ctaText: "",
      ctaAction: { href: "/contact", label: "Contact us" },
    }),
  },
  publicPage: true,
  studioList: "/admin/content?kind=post",
};
