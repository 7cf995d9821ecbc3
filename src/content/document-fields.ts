/**
 * The studio's forms of posts, case studies and the menus: a label, help and control for every
 * field of their schemas in src/content/documents.ts (document-fields.test.ts checks that none
 * is missing). Only types come from documents.ts, as in section-fields.ts.
 */
import type { CaseStudyDocument, DocumentKind, MenusDocument, PostDocument } from "./documents";
import { pageFields, type FieldSpec } from "./section-fields";

type Keys<T> = Extract<keyof T, string>;

const pageField = (key: "title" | "description" | "socialImage" | "noindex") =>
  pageFields.find((field) => field.key === key)!;

const paragraphs = (key: string, label: string): FieldSpec => ({
  key,
  label,
  kind: "textList",
  itemLabel: "Paragraph",
  min: 1,
  long: true,
  required: true,
});

export const postFields: readonly FieldSpec<Keys<PostDocument>>[] = [
  {
    key: "path",
    label: "Address",
    help: "Where the post lives, such as /cloud-migration-checklist. Made from the title when the post was created.",
    kind: "text",
    required: true,
  },
  { ...pageField("title"), key: "title" },
  { ...pageField("description"), key: "description" },
  {
    key: "published",
    label: "Date",
    help: "Shown on the post and in the blog list, which puts the newest first. As YYYY-MM-DD.",
    kind: "text",
    required: true,
  },
  { key: "authorName", label: "Author", kind: "text", required: true },
  { key: "authorRole", label: "Author's role", kind: "text", required: true },
  {
    key: "image",
    label: "Cover image",
    help: "Behind the title, and on the post's card in the blog list.",
    kind: "media",
    media: "image",
    required: true,
  },
  {
    key: "lead",
    label: "Lead",
    help: "One or two sentences under the title.",
    kind: "longText",
    required: true,
  },
  { ...paragraphs("intro", "Introduction"), key: "intro" },
  {
    key: "sections",
    label: "Numbered sections",
    kind: "list",
    itemLabel: "Section",
    min: 1,
    required: true,
    fields: [
      { key: "heading", label: "Heading", kind: "text", required: true },
      paragraphs("paragraphs", "Paragraphs"),
    ],
  },
  { key: "conclusionHeading", label: "Conclusion heading", kind: "text", required: true },
  { ...paragraphs("conclusionParagraphs", "Conclusion"), key: "conclusionParagraphs" },
  { key: "ctaHeading", label: "Call to action: heading", kind: "text", required: true },
  { key: "ctaText", label: "Call to action: text", kind: "longText", required: true },
  { key: "ctaAction", label: "Call to action: button", kind: "link", required: true },
  { ...pageField("socialImage"), key: "socialImage" },
  { ...pageField("noindex"), key: "noindex" },
];

export const caseStudyFields: readonly FieldSpec<Keys<CaseStudyDocument>>[] = [
  {
    key: "key",
    label: "Key",
    help: "How pages name this case study; made from its first title.",
    kind: "text",
    required: true,
  },
  { key: "title", label: "Title", kind: "text", required: true },
  {
    key: "category",
    label: "Category",
    help: "The label above the title, such as Case Study.",
    kind: "text",
    required: true,
  },
  { key: "industry", label: "Industry", kind: "text", required: true },
  { key: "image", label: "Image", kind: "media", media: "image", required: true },
  {
    key: "summary",
    label: "Summary",
    help: "What the client needed and what we did.",
    kind: "longText",
    required: true,
  },
  {
    key: "outcome",
    label: "Outcome",
    help: "The result, in numbers if you have them.",
    kind: "longText",
    required: true,
  },
];

const menuList = (
  key: Keys<MenusDocument>,
  label: string,
  help: string,
): FieldSpec<Keys<MenusDocument>> => ({
  key,
  label,
  help,
  kind: "links",
  itemLabel: "Link",
  min: 1,
  required: true,
});

export const menusFields: readonly FieldSpec<Keys<MenusDocument>>[] = [
  menuList(
    "capabilities",
    "Capabilities",
    "The CAPABILITIES dropdown's first column, and its list on phones.",
  ),
  menuList(
    "services",
    "All services",
    "The mega menu's services (those already under Capabilities are not repeated).",
  ),
  menuList("insights", "Insights", "The mega menu's last column."),
  menuList("industries", "Industries", "The INDUSTRIES dropdown."),
  menuList(
    "footerServices",
    "Footer: OUR SERVICES",
    "The spec's links can be renamed and moved, not removed.",
  ),
  menuList(
    "footerQuickLinks",
    "Footer: QUICK LINKS",
    "The spec's links can be renamed and moved, not removed.",
  ),
];

/** The form of a kind other than a page (a page has its own editor of sections). */
export function documentFields(kind: Exclude<DocumentKind, "page">): readonly FieldSpec[] {
  switch (kind) {
    case "post":
      return postFields;
    case "caseStudy":
      return caseStudyFields;
    case "menus":
      return menusFields;
  }
}
