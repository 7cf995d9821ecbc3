/**
 * The kinds of content the studio edits besides pages (issue 37), each with its own schema and
 * form: blog posts (a page at its own path, drawn from a fixed layout), case studies (cards the
 * carousels and /Casestud show), the site's menus and open positions. Each kind is one module
 * of src/content/kinds/; this module names them and keeps what pages draw from them.
 */
import type { Post } from "./blog/types";
import type { CaseStudy } from "./case-studies";
import { contentKinds, titleOf } from "./kinds";
import type { CaseStudyDocument } from "./kinds/case-study";
import type { PostDocument } from "./kinds/post";
import { caseStudyIdSchema } from "./schema";

export const DOCUMENT_KINDS = ["page", "post", "caseStudy", "menus", "position"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export { postDocumentSchema, type PostDocument } from "./kinds/post";
export { caseStudyDocumentSchema, type CaseStudyDocument } from "./kinds/case-study";
export { menusDocumentSchema, MENUS_KEY, type MenusDocument } from "./kinds/menus";
export {
  countryName,
  EMPLOYMENT_TYPES,
  employmentTypeLabels,
  MAX_SCREENING_QUESTIONS,
  POSITION_PATH_PREFIX,
  positionDocumentSchema,
  positionPlace,
  SALARY_UNITS,
  SCREENING_ANSWER_MAX,
  screeningQuestionSchema,
  type EmploymentType,
  type PositionDocument,
  type ScreeningQuestion,
} from "./kinds/position";

export function documentSchemaFor(kind: DocumentKind) {
  return contentKinds[kind].schema;
}

/** A document's title as the studio lists it. */
export function documentTitle(kind: DocumentKind, document: unknown): string {
  return titleOf(contentKinds[kind], document);
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
