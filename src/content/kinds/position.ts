/** An open position (issue 38): its page under /jobs/ with the application form, on /CareerPage. */
import { z } from "zod";
import { descriptionSchema, mediaIdSchema } from "../schema";
import { choices, field, type FieldSpec } from "../section-fields";
import { pageField, paragraph, text } from "./shared";
import type { ContentKind } from "./types";

type Keys<T> = Extract<keyof T, string>;

/** schema.org's employment types, which Google for Jobs reads. */
export const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

export const SALARY_UNITS = ["YEAR", "MONTH", "HOUR"] as const;

/** At most this many screening questions per position. */
export const MAX_SCREENING_QUESTIONS = 5;
/** Longest answer to a short-text screening question. */
export const SCREENING_ANSWER_MAX = 500;

/** Where positions live: a section of the site of its own, beside the spec's routes. */
export const POSITION_PATH_PREFIX = "/jobs/";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD, such as 2026-11-27")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Enter a date that exists",
  );

/** An optional field: the studio's form leaves the key out when its box is emptied. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

export const screeningQuestionSchema = z.object({
  question: text
    .min(5, "Write the question in at least 5 characters")
    .max(200, "Keep the question to 200 characters"),
  /** A yes/no answer, or a short text of up to 500 characters. */
  kind: z.enum(["yesNo", "text"]).default("text"),
  required: z.boolean().default(false),
});

export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

export const positionDocumentSchema = z
  .object({
    path: z
      .string()
      .trim()
      .regex(
        /^\/jobs\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
        "Use /jobs/ followed by lowercase letters, digits and hyphens, such as /jobs/react-developer",
      ),
    title: text
      .min(5, "Write a title of at least 5 characters")
      .max(120, "Keep the title to 120 characters"),
    description: descriptionSchema,
    socialImage: mediaIdSchema.optional(),
    noindex: z.boolean().optional(),
    team: text.min(2, "Enter the team, such as Engineering").max(60),
    remote: z.boolean().default(false),
    /** The office's city; for a remote position, optional (where the team sits). */
    city: optional(text.max(80)),
    /** Two letters (ISO 3166): the office's country, or where a remote applicant must live. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "Enter the country as two capital letters, such as IN or US"),
    employmentType: z.enum(EMPLOYMENT_TYPES).default("FULL_TIME"),
    /** Shown as the posted date; Google's `datePosted`. */
    posted: day,
    /** The last day applications are taken (in the site's time zone); then it closes itself. */
    closes: optional(day),
    salaryMin: optional(z.number().int().positive("Enter a positive amount")),
    salaryMax: optional(z.number().int().positive("Enter a positive amount")),
    salaryCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "Enter the currency as three capital letters, such as INR or USD")
      .default("INR"),
    salaryUnit: z.enum(SALARY_UNITS).default("YEAR"),
    /** The salary range shows on the page (and to Google) only when this is set. */
    salaryPublic: z.boolean().default(false),
    summary: paragraph,
    responsibilities: z.array(text).min(1, "List at least one responsibility"),
    requirements: z.array(text).min(1, "List at least one requirement"),
    benefits: z.array(text).default([]),
    questions: z
      .array(screeningQuestionSchema)
      .max(MAX_SCREENING_QUESTIONS, `A position asks at most ${MAX_SCREENING_QUESTIONS} questions`)
      .default([]),
    /** Told of each new application instead of the recruiting address. */
    hiringOwnerEmail: optional(
      z.string().trim().email("Enter an e-mail address, such as name@example.com").max(254),
    ),
  })
  .superRefine((position, context) => {
    if (!position.remote && !position.city) {
      context.addIssue({
        code: "custom",
        path: ["city"],
        message: "Enter the city of the office, or mark the position as remote",
      });
    }
    if (position.salaryPublic && position.salaryMin === undefined) {
      context.addIssue({
        code: "custom",
        path: ["salaryMin"],
        message: "Enter the salary range to show it",
      });
    }
    if (
      position.salaryMin !== undefined &&
      position.salaryMax !== undefined &&
      position.salaryMax < position.salaryMin
    ) {
      context.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "The top of the range must be at least its bottom",
      });
    }
    if (position.closes && position.closes < position.posted) {
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: "The closing date must be on or after the posted date",
      });
    }
  });

export type PositionDocument = z.infer<typeof positionDocumentSchema>;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A country's English name from its two-letter code ("IN" → "India"). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Pune, India"-style text of where the position is, as the site shows it. */
export function positionPlace(position: Pick<PositionDocument, "remote" | "city" | "country">) {
  const country = countryName(position.country);
  if (position.remote) {
    return position.city
      ? `Remote in ${country} (team in ${position.city})`
      : `Remote in ${country}`;
  }
  return `${position.city}, ${country}`;
}

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
  field.text("path", "Address", {
    help: "Where the position lives, such as /jobs/react-developer. Made from the title when it was created.",
  }),
  { ...pageField("title"), key: "title", help: "The job title, as candidates search for it." },
  { ...pageField("description"), key: "description" },
  field.text("team", "Team", {
    help: "Positions are grouped by team on /CareerPage, such as Engineering.",
  }),
  field.boolean("remote", "Remote", {
    help: "Candidates may work from anywhere in the country below.",
    required: false,
  }),
  field.text("city", "City", {
    help: "The office's city; for a remote position, where the team sits (optional).",
    required: false,
  }),
  field.text("country", "Country", {
    help: "Two capital letters: IN for India, US for the United States. For a remote position, where candidates must live.",
  }),
  field.select("employmentType", "Type", {
    default: "FULL_TIME",
    options: choices(employmentTypeLabels),
    required: false,
  }),
  field.text("posted", "Posted on", { help: "Shown on the position, as YYYY-MM-DD." }),
  field.text("closes", "Closing date", {
    help: "Optional, as YYYY-MM-DD: the last day applications are taken. The position closes by itself at the end of that day (site time).",
    required: false,
  }),
  field.number("salaryMin", "Salary from", {
    help: "Optional: a whole amount in the currency below.",
    min: 1,
    required: false,
  }),
  field.number("salaryMax", "Salary to", { min: 1, required: false }),
  field.text("salaryCurrency", "Currency", {
    help: "Three capital letters, such as INR or USD.",
    required: false,
  }),
  field.select("salaryUnit", "Salary per", {
    default: "YEAR",
    options: choices({ YEAR: "Year", MONTH: "Month", HOUR: "Hour" }),
    required: false,
  }),
  field.boolean("salaryPublic", "Show the salary range", {
    help: "On the position's page and to search engines. Unticked, the range stays in the studio.",
    required: false,
  }),
  field.longText("summary", "Summary", {
    help: "A paragraph: the team, the work and why it matters.",
  }),
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
  field.list("questions", "Screening questions", {
    help: "Up to 5, asked on the application form after the résumé.",
    itemLabel: "Question",
    max: 5,
    fields: [
      field.text("question", "Question"),
      field.select("kind", "Answer", {
        default: "text",
        options: choices({ text: "Short text (up to 500 characters)", yesNo: "Yes or no" }),
        required: false,
      }),
      field.boolean("required", "An answer is required", { required: false }),
    ],
    required: false,
  }),
  field.text("hiringOwnerEmail", "Hiring owner's e-mail", {
    help: "Optional: told of each new application instead of the recruiting address.",
    required: false,
  }),
  { ...pageField("socialImage"), key: "socialImage" },
  { ...pageField("noindex"), key: "noindex" },
];

export const position: ContentKind<"position", PositionDocument> = {
  name: "position",
  schema: positionDocumentSchema,
  fields: positionFields,
  address: {
    type: "path",
    // Positions live under /jobs/, their own section of the site.
    shape: positionDocumentSchema.shape.path,
    fromTitle: (slug) => `${POSITION_PATH_PREFIX}${slug || "position"}`,
  },
  right: "positions",
  words: {
    singular: "position",
    heading: "Position",
    plural: "Positions",
    intro:
      "Publishing opens the position: its page with the application form, a card on /CareerPage and a job posting search engines read. It closes by itself after its closing date, or when you close it below.",
    list: {
      title: "Positions",
      intro:
        "The open positions of the careers pages. Open one to edit it, preview it and open it for applications, schedule it, or close it; applications to it are under Applications.",
    },
    // A position is opened and closed rather than published and unpublished.
    status: {
      draft: "Draft, never opened",
      published: "Open",
      changed: "Open, with unpublished changes",
      unpublished: "Closed",
    },
    takeDown: {
      heading: "Close the position",
      explanation:
        "Closing stops applications: the position leaves /CareerPage and the sitemap, and its address answers that it is no longer open, with what is. Applications already received stay under Applications.",
      button: "Close the position",
    },
    mediaUse: ({ path }) => `Page ${path}`,
  },
  create: {
    title: "New position",
    help: "A new position starts as a draft. Leave the path empty to make it from the title (React developer → /jobs/react-developer). It opens for applications when you publish it.",
    submit: "Create position",
    pathHint: "Optional: for example /jobs/react-developer",
    firstDraft: ({ title, address, today }) => ({
      path: address,
      title,
      description: "",
      team: "",
      remote: false,
      country: "IN",
      employmentType: "FULL_TIME",
      posted: today,
      salaryCurrency: "INR",
      salaryUnit: "YEAR",
      salaryPublic: false,
      summary: "",
      responsibilities: [""],
      requirements: [""],
      benefits: [],
      questions: [],
    }),
  },
  publicPage: true,
  studioList: "/admin/content?kind=position",
};
