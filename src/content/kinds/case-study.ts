/** A case study: a card the carousels that name it and /Casestud show; pages name it by its key. */
import { z } from "zod";
import { mediaIdSchema } from "../schema";
import { field, type FieldSpec } from "../section-fields";
import { CONTENT_LIST, PUBLISHED_STATUS, text } from "./shared";
import type { ContentKind } from "./types";

type Keys<T> = Extract<keyof T, string>;

/** The `path` column of a case study holds this prefix and its key. */
export const CASE_STUDY_PREFIX = "case-study:";

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

export const caseStudyFields: readonly FieldSpec<Keys<CaseStudyDocument>>[] = [
  field.text("key", "Key", { help: "How pages name this case study; made from its first title." }),
  field.text("title", "Title"),
  field.text("category", "Category", { help: "The label above the title, such as Case Study." }),
  field.text("industry", "Industry"),
  field.media("image", "Image", { media: "image" }),
  field.longText("summary", "Summary", { help: "What the client needed and what we did." }),
  field.longText("outcome", "Outcome", { help: "The result, in numbers if you have them." }),
];

export const caseStudy: ContentKind<"caseStudy", CaseStudyDocument> = {
  name: "caseStudy",
  schema: caseStudyDocumentSchema,
  fields: caseStudyFields,
  address: {
    type: "key",
    prefix: CASE_STUDY_PREFIX,
    field: "key",
    fromTitle: (slug) => `${CASE_STUDY_PREFIX}${slug || "case-study"}`,
    fixed: "The key names this case study on pages: it cannot change",
    taken: "A case study with this title already exists",
  },
  right: "content",
  words: {
    singular: "case study",
    heading: "Case study",
    plural: "Case studies",
    intro: "Shown as a card in the carousels that name it and on /Casestud once published.",
    list: CONTENT_LIST,
    status: PUBLISHED_STATUS,
    readOnly: { key: "Pages name the case study by this key, so it stays as it was made." },
    takeDown: {
      heading: "Take the case study down",
      explanation: "Unpublish takes it off /Casestud. Pages that show it must be changed first.",
      button: "Unpublish",
    },
    mediaUse: ({ title }) => `Case study “${title}”`,
  },
  create: {
    title: "New case study",
    help: "A new case study starts as a draft. Pages name it by a key made from its title.",
    submit: "Create case study",
    firstDraft: ({ title, address }) => ({
      key: address.slice(CASE_STUDY_PREFIX.length),
      title,
      category: "Case Study",
      industry: "",
      image: "",
      summary: "",
      outcome: "",
    }),
  },
  publicPage: false,
  studioList: "/admin/content?kind=caseStudy",
};
