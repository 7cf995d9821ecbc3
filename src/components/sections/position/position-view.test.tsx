import { renderToStaticMarkup } from "react-dom/server";
import type { ResumeFormProps } from "@/components/forms/resume-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installCatalogue, type OpenPosition } from "@/content/catalogue";
import { positionDocumentSchema } from "@/content/documents";
import { defaultMenus } from "@/content/navigation";
import { positionDocument } from "@tests/support/fixtures/position";
import { ClosedPositionView } from "./closed-position-view";
import { PositionView } from "./position-view";

vi.mock("next/navigation", () => ({ usePathname: () => "/jobs/react-developer" }));
// The server's form directly: Node's require here does not load TypeScript (./server-forms).
vi.mock("@/components/forms/deferred-form", async () => {
  const { ResumeForm } = await import("@/components/forms/resume-form");
  return {
    DeferredForm: ({ form, ...props }: { form: string } & ResumeFormProps) =>
      form === "resume" ? <ResumeForm {...props} /> : null,
  };
});

const document = positionDocumentSchema.parse(
  positionDocument("/jobs/react-developer", {
    posted: "2026-11-02",
    closes: "2026-11-28",
    salaryPublic: true,
    salaryMin: 1_800_000,
    salaryMax: 2_400_000,
    summary: "You will build web apps for our banking clients & their customers.",
    responsibilities: ["Build features"],
    requirements: ["Five years of React"],
    questions: [{ question: "Can you start in January?", kind: "yesNo", required: true }],
  }),
);
const position: OpenPosition = {
  id: "0b6f7a4e-3c1d-4e8a-9f2b-5d6c7e8f9a0b",
  path: document.path,
  document,
};

afterEach(() => {
  installCatalogue({ posts: [], caseStudies: new Map(), menus: defaultMenus, positions: [] });
});

describe("PositionView", () => {
  const html = renderToStaticMarkup(<PositionView {...position} />);

  it("shows the position's facts and lists, without empty benefits", () => {
    expect(html).toMatch(/<h1[^>]*>Senior React Developer<\/h1>/);
    expect(html).toContain("Pune, India");
    expect(html).toContain("Full-time");
    expect(html).toMatch(/Posted <time dateTime="2026-11-02">2 November 2026<\/time>/);
    expect(html).toMatch(
      /Applications close on <time dateTime="2026-11-28">28 November 2026<\/time>/,
    );
    expect(html).toContain("₹1,800,000 – ₹2,400,000 per year");
    expect(html).toContain(">Responsibilities</h2>");
    expect(html).toContain(">Requirements</h2>");
    expect(html).not.toContain(">Benefits</h2>");
    expect(html).toMatch(/<a href="\/CareerPage"[^>]*>All open positions/);
  });

  it("ends with the form applying to it and its JobPosting data", () => {
    expect(html).toContain(">Apply for this position</h2>");
    expect(html).toContain(`name="position" value="${position.id}"`);
    expect(html).toContain("Can you start in January?");
    // Issue 48: no "I am a" for someone applying to a job, and any country's number, the
    // picker starting at the position's country.
    expect(html).not.toContain("I am a");
    expect(html).not.toContain('name="userType"');
    expect(html).toMatch(/<option value="IN" selected="">India \(\+91\)<\/option>/);
    expect(html).toContain("United Kingdom (+44)");
    expect(html).toMatch(
      /<input[^>]*name="phone"[^>]*type="tel"|<input[^>]*type="tel"[^>]*name="phone"/,
    );
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(script!) as Record<string, unknown>;
    expect(data["@type"]).toBe("JobPosting");
    expect(data.validThrough).toBe("2026-11-28T23:59:59");
  });
});

describe("ClosedPositionView", () => {
  it("says the position is closed and shows what is open instead", () => {
    installCatalogue({
      posts: [],
      caseStudies: new Map(),
      menus: defaultMenus,
      positions: [{ ...position, id: "other", path: "/jobs/other" }],
    });
    const html = renderToStaticMarkup(<ClosedPositionView title="Data Engineer" />);
    expect(html).toMatch(/<h1[^>]*>This position is no longer open.<\/h1>/);
    expect(html).toContain("Data Engineer has been filled or closed.");
    expect(html).toContain('id="open-positions"');
    expect(html).toMatch(/<a href="\/jobs\/other"/);
    expect(html).toMatch(/<a href="\/JoinUs"[^>]*>Send an open application/);
  });
});
