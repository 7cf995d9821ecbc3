import { describe, expect, it } from "vitest";
import { absoluteUrl, siteConfig } from "@/config/site";
import { positionDocumentSchema, type PositionDocument } from "@/content/documents";
import { positionDocument } from "@tests/support/fixtures/position";
import { escapeHtml, jobPostingJsonLd } from "./job-posting";

/** A valid position document, with `changes` on top, as the content store would hold it. */
function position(changes: Record<string, unknown> = {}): PositionDocument {
  return positionDocumentSchema.parse({
    ...positionDocument("/jobs/react-developer", {
      posted: "2026-11-02",
      summary: "You will build web apps for our banking clients.",
      responsibilities: ["Build features", "Review code"],
      requirements: ["Five years of React"],
      benefits: ["Health cover"],
    }),
    ...changes,
  });
}

const ID = "0b6f7a4e-3c1d-4e8a-9f2b-5d6c7e8f9a0b";
const posting = (document: PositionDocument, options = {}) =>
  jobPostingJsonLd({ id: ID, path: document.path, document }, options);

describe("jobPostingJsonLd", () => {
  it("describes an on-site position with its office", () => {
    const data = posting(position({ closes: "2026-11-28", employmentType: "PART_TIME" }));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior React Developer",
      datePosted: "2026-11-02",
      validThrough: "2026-11-28T23:59:59",
      employmentType: "PART_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: siteConfig.name,
        sameAs: absoluteUrl("/"),
        logo: absoluteUrl("/icon.svg"),
      },
      identifier: { "@type": "PropertyValue", name: siteConfig.name, value: ID },
      directApply: true,
      url: absoluteUrl("/jobs/react-developer"),
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Pune", addressCountry: "IN" },
      },
    });
    expect(data).not.toHaveProperty("jobLocationType");
    expect(data).not.toHaveProperty("applicantLocationRequirements");
  });

  it("leaves validThrough out without a closing date, and takes datePosted from the options", () => {
    const data = posting(position(), { datePosted: "2026-11-05" });
    expect(data).not.toHaveProperty("validThrough");
    expect(data.datePosted).toBe("2026-11-05");
  });

  it("describes a remote position by the country applicants must live in", () => {
    const data = posting(position({ remote: true, city: undefined, country: "US" }));
    expect(data).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "US" },
    });
    expect(data).not.toHaveProperty("jobLocation");
  });

  it("keeps the team's city of a remote position as its location too", () => {
    const data = posting(position({ remote: true, city: "Austin", country: "US" }));
    expect(data).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      jobLocation: { address: { addressLocality: "Austin", addressCountry: "US" } },
    });
  });

  it("shows no salary unless it is public", () => {
    const hidden = posting(position({ salaryMin: 1_800_000, salaryMax: 2_400_000 }));
    expect(hidden).not.toHaveProperty("baseSalary");
  });

  it("shows a public salary range in its currency and unit", () => {
    const data = posting(
      position({
        salaryPublic: true,
        salaryMin: 1_800_000,
        salaryMax: 2_400_000,
        salaryCurrency: "INR",
        salaryUnit: "YEAR",
      }),
    );
    expect(data.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: 1_800_000,
        maxValue: 2_400_000,
        unitText: "YEAR",
      },
    });
    const from = posting(
      position({ salaryPublic: true, salaryMin: 40, salaryCurrency: "USD", salaryUnit: "HOUR" }),
    );
    expect(from.baseSalary?.value).toEqual({
      "@type": "QuantitativeValue",
      minValue: 40,
      unitText: "HOUR",
    });
  });

  it("writes the description as HTML lists, different from the title", () => {
    const data = posting(position({ benefits: [] }));
    expect(data.description).toBe(
      "<p>You will build web apps for our banking clients.</p>" +
        "<h3>Responsibilities</h3><ul><li>Build features</li><li>Review code</li></ul>" +
        "<h3>Requirements</h3><ul><li>Five years of React</li></ul>",
    );
    expect(data.description).not.toBe(data.title);
  });

  it("escapes HTML special characters of the text", () => {
    const data = posting(
      position({
        summary: 'Ship <script>alert("x")</script> & more to the clients of our banking team',
        responsibilities: ["Own R&D's <b>tools</b>"],
        benefits: ["Stock > cash"],
      }),
    );
    expect(data.description).toContain(
      "<p>Ship &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more to the clients of our banking team</p>",
    );
    expect(data.description).toContain("<li>Own R&amp;D&#39;s &lt;b&gt;tools&lt;/b&gt;</li>");
    expect(data.description).toContain("<h3>Benefits</h3><ul><li>Stock &gt; cash</li></ul>");
    expect(data.description).not.toContain("<script>");
    expect(data.description).not.toContain("<b>");
  });
});

describe("escapeHtml", () => {
  it("replaces the five special characters and leaves other text alone", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> — ok`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; — ok",
    );
  });
});
