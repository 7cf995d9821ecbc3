import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { installCatalogue, type OpenPosition } from "@/content/catalogue";
import { defaultMenus } from "@/content/navigation";
import type { PositionDocument } from "@/content/documents";
import { OpenPositionsSection } from "./open-positions-section";

function open(id: string, fields: Partial<PositionDocument>): OpenPosition {
  const document = {
    path: `/jobs/${id}`,
    title: "Backend Engineer",
    team: "Engineering",
    remote: false,
    city: "Pune",
    country: "IN",
    employmentType: "FULL_TIME",
    posted: "2026-11-28",
    ...fields,
  } as PositionDocument;
  return { id, path: document.path, document };
}

function install(positions: OpenPosition[]) {
  installCatalogue({ posts: [], caseStudies: new Map(), menus: defaultMenus, positions });
}

afterEach(() => install([]));

describe("OpenPositionsSection", () => {
  it("links each position with its place, contract and posted date, and the filters", () => {
    install([
      open("backend", {}),
      open("designer", {
        team: "Design",
        title: "Designer",
        remote: true,
        city: undefined,
        employmentType: "CONTRACTOR",
      }),
    ]);
    const html = renderToStaticMarkup(<OpenPositionsSection heading="Open positions" />);
    expect(html).toContain('id="open-positions"');
    expect(html).toMatch(/<a href="\/jobs\/backend"[^>]*>Backend Engineer<\/a>/);
    expect(html).toContain("Pune, India");
    expect(html).toContain("Full-time");
    expect(html).toContain("Contract");
    expect(html).toMatch(/Posted <time dateTime="2026-11-28">28 November 2026<\/time>/);
    for (const label of ["All teams", "Design", "Engineering", "All locations", "Remote"])
      expect(html).toContain(label);
    expect(html).toContain("<legend");
    expect(html).toContain('data-place="remote"');
    expect(html).toContain('data-team-group="design"');
    expect(html).toMatch(/<style>[^<]*:has\(/);
    // Design before Engineering.
    expect(html.indexOf(">Design</h3>")).toBeLessThan(html.indexOf(">Engineering</h3>"));
  });

  it("points to the open application when nothing is open", () => {
    install([]);
    const html = renderToStaticMarkup(<OpenPositionsSection heading="Open positions" />);
    expect(html).toContain("There are no open positions right now.");
    expect(html).toMatch(/<a href="\/JoinUs"[^>]*>Send an open application/);
    expect(html).not.toContain("<style");
  });
});
