import { describe, expect, it } from "vitest";
import type { OpenPosition } from "@/content/catalogue";
import type { PositionDocument } from "@/content/documents";
import { buildListing, safeKey } from "./listing";

let next = 0;
function open(fields: Partial<PositionDocument>): OpenPosition {
  next += 1;
  const document = {
    path: `/jobs/p-${next}`,
    title: `Position ${next}`,
    team: "Engineering",
    remote: false,
    city: "Pune",
    country: "IN",
    employmentType: "FULL_TIME",
    posted: "2026-11-02",
    ...fields,
  } as PositionDocument;
  return { id: `id-${next}`, path: document.path, document };
}

describe("safeKey", () => {
  it("keeps lowercase letters, digits and single hyphens only", () => {
    expect(safeKey("Pune, IN")).toBe("pune-in");
    expect(safeKey("Zürich, CH")).toBe("zurich-ch");
    expect(safeKey('"]{}</style><script>')).toBe("style-script");
    expect(safeKey("Ops & Support")).toBe("ops-support");
    expect(safeKey("日本")).toBe("x");
  });
});

describe("buildListing", () => {
  const positions = [
    open({ team: "Sales", title: "Account Manager", city: "Austin", country: "US" }),
    open({ team: "Engineering", title: "Backend Engineer" }),
    open({ team: "Engineering", title: "API Designer", remote: true, city: undefined }),
    open({ team: "design", title: "Product Designer", remote: true, city: "Pune" }),
  ];

  it("groups by team alphabetically and orders each team's positions by title", () => {
    const { teams } = buildListing(positions);
    expect(teams.map((team) => [team.label, team.key])).toEqual([
      ["design", "design"],
      ["Engineering", "engineering"],
      ["Sales", "sales"],
    ]);
    expect(teams[1]!.positions.map((listed) => listed.position.document.title)).toEqual([
      "API Designer",
      "Backend Engineer",
    ]);
  });

  it("offers each office once and every remote position as Remote, last", () => {
    const { places, teams } = buildListing(positions);
    expect(places).toEqual([
      { key: "austin-united-states", label: "Austin, United States" },
      { key: "pune-india", label: "Pune, India" },
      { key: "remote", label: "Remote" },
    ]);
    expect(teams[0]!.positions[0]!.placeKey).toBe("remote");
  });

  it("keeps keys apart when two labels reduce to the same text", () => {
    const { teams } = buildListing([open({ team: "R&D" }), open({ team: "R D" })]);
    expect(teams.map((team) => team.key)).toEqual(["r-d", "r-d-2"]);
  });

  it("writes rules for every choice, and the no-match line for pairs with nothing in common", () => {
    const { css } = buildListing(positions);
    expect(css).toContain(
      '[data-open-positions]:has([data-team-choice="sales"]:checked) [data-team-group]:not([data-team-group="sales"])',
    );
    expect(css).toContain(
      '[data-open-positions]:has([data-place-choice="remote"]:checked) [data-place]:not([data-place="remote"])',
    );
    expect(css).toContain(
      '[data-open-positions]:has([data-team-choice="sales"]:checked):has([data-place-choice="remote"]:checked) [data-no-match]',
    );
    expect(css).not.toContain(
      '[data-team-choice="sales"]:checked):has([data-place-choice="austin-united-states"]',
    );
  });

  it("carries no text of the positions into the style sheet", () => {
    const { css } = buildListing([open({ team: "</style><b>", city: "a{color:red}" })]);
    expect(css).not.toMatch(/<|\{color/);
    expect(buildListing([]).css).toBe("");
  });
});
