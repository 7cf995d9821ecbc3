/**
 * What the site search indexes of a published document: its title, the words that weigh more
 * (headings, descriptions, leads) and its body text, read from the same filled document the
 * public route draws, so a result never names text a visitor cannot find on the page.
 */
import {
  employmentTypeLabels,
  positionPlace,
  type CaseStudyDocument,
  type MenusDocument,
  type PositionDocument,
  type PostDocument,
} from "@/content/documents";
import type { PageContent } from "@/content/schema";
import { siteSectionOf } from "../content/site-section";

export interface SearchText {
  path: string;
  title: string;
  /** The part of the site the result belongs to. */
  area: string;
  headings: string;
  body: string;
}

/** Keys whose strings are addresses, ids, settings or enums, never words a visitor reads. */
const NOT_TEXT = new Set([
  "type",
  "path",
  "canonicalPath",
  "href",
  "image",
  "video",
  "poster",
  "socialImage",
  "caseStudies",
  "form",
  "style",
  "layout",
  "background",
  "imageSide",
  "published",
  "newTab",
  "noindex",
  "windowSize",
  "intervalMs",
  "limit",
]);
/** Keys whose text is a heading or a summary: it weighs more than body text. */
const HEADING_KEYS = new Set([
  "heading",
  "title",
  "eyebrow",
  "description",
  "lead",
  "subline",
  "summary",
  "conclusionHeading",
  "ctaHeading",
]);

/** Collects the strings under `value` into headings or body, by the key that holds them. */
function collect(value: unknown, key: string, into: { headings: string[]; body: string[] }) {
  if (NOT_TEXT.has(key)) return;
  if (typeof value === "string") {
    const text = value.trim();
    if (text) (HEADING_KEYS.has(key) ? into.headings : into.body).push(text);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, into);
    return;
  }
  if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) collect(child, childKey, into);
  }
}

function textOf(value: unknown, skip: readonly string[] = []) {
  const into = { headings: [] as string[], body: [] as string[] };
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key !== "title" && !skip.includes(key)) collect(child, key, into);
    }
  }
  return { headings: into.headings.join("\n"), body: into.body.join("\n") };
}

export function pageText(page: PageContent, menus: MenusDocument | null): SearchText {
  return {
    path: page.path,
    title: page.title,
    area: siteSectionOf({ page }, menus) ?? "Company",
    ...textOf(page),
  };
}

export function postText(post: PostDocument): SearchText {
  return { path: post.path, title: post.title, area: "Blog", ...textOf(post) };
}

export function positionText(position: PositionDocument): SearchText {
  const facts = [
    position.team,
    positionPlace(position),
    employmentTypeLabels[position.employmentType],
  ].join("\n");
  // Questions, salary and the hiring owner's address are not what a visitor searches the site for.
  const rest = textOf(position, [
    "team",
    "city",
    "country",
    "remote",
    "employmentType",
    "posted",
    "closes",
    "questions",
    "hiringOwnerEmail",
    "salaryMin",
    "salaryMax",
    "salaryCurrency",
    "salaryUnit",
    "salaryPublic",
  ]);
  return {
    path: position.path,
    title: position.title,
    area: "Careers",
    headings: [facts, rest.headings].join("\n"),
    body: rest.body,
  };
}

/** A case study has no page of its own: its result leads to its card on the case studies page. */
export function caseStudyText(study: CaseStudyDocument, listPath: string): SearchText {
  return {
    path: `${listPath}#${study.key}`,
    title: study.title,
    area: "Case study",
    headings: [study.category, study.industry, study.summary].join("\n"),
    body: study.outcome,
  };
}
