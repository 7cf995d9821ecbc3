/**
 * The studio's forms of posts, case studies and the menus: a label, help and control for every
 * field of their schemas in src/content/documents.ts (document-fields.test.ts checks that none
 * is missing). Only types come from documents.ts, as in section-fields.ts.
 */
import type {
  CaseStudyDocument,
  DocumentKind,
  MenusDocument,
  PositionDocument,
  PostDocument,
} from "./documents";
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

const bullets = (key: string, label: string, help: string, required: boolean): FieldSpec => ({
  key,
  label,
  help,
  kind: "textList",
  itemLabel: "Point",
  ...(required ? { min: 1 } : {}),
  required,
});

export const positionFields: readonly FieldSpec<Keys<PositionDocument>>[] = [
  {
    key: "path",
    label: "Address",
    help: "Where the position lives, such as /jobs/react-developer. Made from the title when it was created.",
    kind: "text",
    required: true,
  },
  { ...pageField("title"), key: "title", help: "The job title, as candidates search for it." },
  { ...pageField("description"), key: "description" },
  {
    key: "team",
    label: "Team",
    help: "Positions are grouped by team on /CareerPage, such as Engineering.",
    kind: "text",
    required: true,
  },
  {
    key: "remote",
    label: "Remote",
    help: "Candidates may work from anywhere in the country below.",
    kind: "boolean",
    required: false,
  },
  {
    key: "city",
    label: "City",
    help: "The office's city; for a remote position, where the team sits (optional).",
    kind: "text",
    required: false,
  },
  {
    key: "country",
    label: "Country",
    help: "Two capital letters: IN for India, US for the United States. For a remote position, where candidates must live.",
    kind: "text",
    required: true,
  },
  {
    key: "employmentType",
    label: "Type",
    kind: "select",
    required: false,
    default: "FULL_TIME",
    options: [
      { value: "FULL_TIME", label: "Full-time" },
      { value: "PART_TIME", label: "Part-time" },
      { value: "CONTRACTOR", label: "Contract" },
      { value: "TEMPORARY", label: "Temporary" },
      { value: "INTERN", label: "Internship" },
    ],
  },
  {
    key: "posted",
    label: "Posted on",
    help: "Shown on the position, as YYYY-MM-DD.",
    kind: "text",
    required: true,
  },
  {
    key: "closes",
    label: "Closing date",
    help: "Optional, as YYYY-MM-DD: the last day applications are taken. The position closes by itself at the end of that day (site time).",
    kind: "text",
    required: false,
  },
  {
    key: "salaryMin",
    label: "Salary from",
    help: "Optional: a whole amount in the currency below.",
    kind: "number",
    min: 1,
    required: false,
  },
  { key: "salaryMax", label: "Salary to", kind: "number", min: 1, required: false },
  {
    key: "salaryCurrency",
    label: "Currency",
    help: "Three capital letters, such as INR or USD.",
    kind: "text",
    required: false,
  },
  {
    key: "salaryUnit",
    label: "Salary per",
    kind: "select",
    required: false,
    default: "YEAR",
    options: [
      { value: "YEAR", label: "Year" },
      { value: "MONTH", label: "Month" },
      { value: "HOUR", label: "Hour" },
    ],
  },
  {
    key: "salaryPublic",
    label: "Show the salary range",
    help: "On the position's page and to search engines. Unticked, the range stays in the studio.",
    kind: "boolean",
    required: false,
  },
  {
    key: "summary",
    label: "Summary",
    help: "A paragraph: the team, the work and why it matters.",
    kind: "longText",
    required: true,
  },
  {
    ...bullets("responsibilities", "Responsibilities", "What the person will do.", true),
    key: "responsibilities",
  },
  {
    ...bullets("requirements", "Requirements", "What the person needs to bring.", true),
    key: "requirements",
  },
  {
    ...bullets("benefits", "Benefits", "Optional: what we offer besides the salary.", false),
    key: "benefits",
  },
  {
    key: "questions",
    label: "Screening questions",
    help: "Up to 5, asked on the application form after the résumé.",
    kind: "list",
    itemLabel: "Question",
    max: 5,
    required: false,
    fields: [
      { key: "question", label: "Question", kind: "text", required: true },
      {
        key: "kind",
        label: "Answer",
        kind: "select",
        required: false,
        default: "text",
        options: [
          { value: "text", label: "Short text (up to 500 characters)" },
          { value: "yesNo", label: "Yes or no" },
        ],
      },
      { key: "required", label: "An answer is required", kind: "boolean", required: false },
    ],
  },
  {
    key: "hiringOwnerEmail",
    label: "Hiring owner's e-mail",
    help: "Optional: told of each new application instead of the recruiting address.",
    kind: "text",
    required: false,
  },
  { ...pageField("socialImage"), key: "socialImage" },
  { ...pageField("noindex"), key: "noindex" },
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
    case "position":
      return positionFields;
  }
}
