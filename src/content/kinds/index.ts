/**
 * Every kind of content the studio edits, one module each. The record is exhaustive: a kind
 * added to DOCUMENT_KINDS without its module is a type error here.
 */
import type { DocumentKind } from "../documents";
import type { PageContent } from "../schema";
import { caseStudy, type CaseStudyDocument } from "./case-study";
import { menus, type MenusDocument } from "./menus";
import { page } from "./page";
import { position, type PositionDocument } from "./position";
import { post, type PostDocument } from "./post";
import type { ContentKind } from "./types";

/** The document type of each kind, as its schema reads it. */
export interface KindDocuments {
  page: PageContent;
  post: PostDocument;
  caseStudy: CaseStudyDocument;
  menus: MenusDocument;
  position: PositionDocument;
}

export type SiteKinds = { [K in DocumentKind]: ContentKind<K, KindDocuments[K]> };

/** In the studio's tab order. */
export const contentKinds: SiteKinds = { page, post, caseStudy, menus, position };

/** A document's title as the studio lists it. */
export function titleOf(kind: ContentKind, document: unknown): string {
  if (kind.words.fixedTitle) return kind.words.fixedTitle;
  const title =
    document && typeof document === "object" ? (document as { title?: unknown }).title : null;
  return typeof title === "string" && title.trim() ? title : "(untitled)";
}

export type { ContentKind } from "./types";
