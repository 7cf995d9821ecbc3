/**
 * The server's hooks of every kind of content, bound to the kinds' modules (src/content/kinds/).
 * Both records are exhaustive: a kind without its hooks is a type error here.
 */
import "server-only";
import type { DocumentKind } from "@/content/documents";
import { contentKinds, type KindDocuments } from "@/content/kinds";
import { caseStudyHooks } from "./case-study";
import { menusHooks } from "./menus";
import { pageHooks } from "./page";
import { positionHooks } from "./position";
import { postHooks } from "./post";
import { bindKind, kindRegistry, type BoundKind, type KindRegistry } from "./registry";
import type { KindHooks } from "./types";

export const serverKinds: { [K in DocumentKind]: KindHooks<KindDocuments[K]> } = {
  page: pageHooks,
  post: postHooks,
  caseStudy: caseStudyHooks,
  menus: menusHooks,
  position: positionHooks,
};

const bound: { [K in DocumentKind]: BoundKind } = {
  page: bindKind(contentKinds.page, serverKinds.page),
  post: bindKind(contentKinds.post, serverKinds.post),
  caseStudy: bindKind(contentKinds.caseStudy, serverKinds.caseStudy),
  menus: bindKind(contentKinds.menus, serverKinds.menus),
  position: bindKind(contentKinds.position, serverKinds.position),
};

/** The site's kinds, in the studio's tab order. */
export const siteKinds: KindRegistry = kindRegistry(Object.values(bound));

export { bindKind, kindRegistry, type BoundKind, type KindRegistry } from "./registry";
export type { KindHooks } from "./types";
