/**
 * The published posts, case studies, menus and open positions, as this process last read them
 * from the content store: the one place components read them from, by importing this module
 * (components stay free of server code). Filled only by src/server/content/site-caches.ts
 * (`installCatalogue`), before a public page renders and again after pages changed. Before
 * anything is installed (unit tests) the lists are empty and the menus are the spec's.
 */
import type { Post } from "./blog/types";
import type { CaseStudy } from "./case-studies";
import type { MenusDocument, PositionDocument } from "./documents";
import { defaultMenus } from "./navigation";

export interface Catalogue {
  /** Newest first. */
  posts: readonly Post[];
  caseStudies: ReadonlyMap<string, CaseStudy>;
  menus: MenusDocument;
  /** Open positions (issue 38), oldest first: the careers page groups them by team. */
  positions: readonly OpenPosition[];
}

/** An open position as lists and its own page draw it. */
export interface OpenPosition {
  id: string;
  /** Its address, /jobs/<slug>. */
  path: string;
  document: PositionDocument;
}

/** Module-level, not a process slot: each bundle's copy is filled by the server code beside it. */
let installed: Catalogue | null = null;

/** For src/server/content/site-caches.ts only. */
export function installCatalogue(catalogue: Catalogue): void {
  installed = catalogue;
}

export function publishedPosts(): readonly Post[] {
  return installed?.posts ?? [];
}

export function findCaseStudy(key: string): CaseStudy | undefined {
  return installed?.caseStudies.get(key);
}

/**
 * The published ones among `keys`, in their order. The studio refuses to unpublish a case
 * study a page names, so a gap here means only a schema change made one invalid.
 */
export function publishedCaseStudiesNamed(keys: readonly string[]): CaseStudy[] {
  return keys.map(findCaseStudy).filter((study) => study !== undefined);
}

/** Every published case study, in the order they were first published. */
export function publishedCaseStudies(): CaseStudy[] {
  return [...(installed?.caseStudies.values() ?? [])];
}

export function openPositions(): readonly OpenPosition[] {
  return installed?.positions ?? [];
}

export function siteMenus(): MenusDocument {
  return installed?.menus ?? defaultMenus;
}
