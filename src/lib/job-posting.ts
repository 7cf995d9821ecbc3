/**
 * A position's structured data for Google for Jobs (issue 38): schema.org's JobPosting, as a
 * plain object the page serialises with jsonLdScript (./metadata.ts). Google reads the
 * description as HTML, so the position's text is escaped before it goes in.
 */
import { absoluteUrl, siteConfig } from "@/config/site";
import type { OpenPosition } from "@/content/catalogue";
import type { PositionDocument } from "@/content/documents";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as it may stand inside HTML: a studio author's "<" or "&" stays a character. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

function headedList(heading: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  const entries = items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return `<h3>${escapeHtml(heading)}</h3><ul>${entries}</ul>`;
}

/** The posting's body: the summary, then what the job is, asks for and offers. */
export function jobPostingDescription(
  document: Pick<PositionDocument, "summary" | "responsibilities" | "requirements" | "benefits">,
): string {
  return [
    `<p>${escapeHtml(document.summary)}</p>`,
    headedList("Responsibilities", document.responsibilities),
    headedList("Requirements", document.requirements),
    headedList("Benefits", document.benefits),
  ].join("");
}

function place(document: PositionDocument) {
  return {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: document.city,
      addressCountry: document.country,
    },
  };
}

/** Where the work is: an office, or anywhere in a country (with the team's city if given). */
function location(document: PositionDocument) {
  if (!document.remote) return { jobLocation: place(document) };
  return {
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: document.country },
    ...(document.city ? { jobLocation: place(document) } : {}),
  };
}

/** The salary range, only when the position chose to publish it. */
function salary(document: PositionDocument) {
  if (!document.salaryPublic || document.salaryMin === undefined) return {};
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: document.salaryCurrency,
      value: {
        "@type": "QuantitativeValue",
        minValue: document.salaryMin,
        ...(document.salaryMax !== undefined ? { maxValue: document.salaryMax } : {}),
        unitText: document.salaryUnit,
      },
    },
  };
}

export interface JobPostingOptions {
  /** Overrides the document's posted date (YYYY-MM-DD). */
  datePosted?: string;
}

/** The JSON-LD object of one open position's page. */
export function jobPostingJsonLd(
  position: Pick<OpenPosition, "id" | "path" | "document">,
  options: JobPostingOptions = {},
) {
  const { id, path, document } = position;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: document.title,
    description: jobPostingDescription(document),
    datePosted: options.datePosted ?? document.posted,
    // The closing date is the last day applications are taken: valid to its end.
    ...(document.closes ? { validThrough: `${document.closes}T23:59:59` } : {}),
    employmentType: document.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: siteConfig.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    },
    identifier: { "@type": "PropertyValue", name: siteConfig.name, value: id },
    directApply: true,
    url: absoluteUrl(path),
    ...location(document),
    ...salary(document),
  };
}
