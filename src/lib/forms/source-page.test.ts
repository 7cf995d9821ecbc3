import { describe, expect, it } from "vitest";
import { cleanSourcePage, SOURCE_PAGE_MAX } from "./source-page";

describe("cleanSourcePage", () => {
  it("keeps paths of this site", () => {
    for (const path of [
      "/",
      "/contact",
      "/JoinUs",
      "/blog1",
      "/WhyCorvane",
      "/thanks",
      "/a/b-c_d.e~f",
    ])
      expect(cleanSourcePage(path)).toBe(path);
    expect(cleanSourcePage(" /about ")).toBe("/about");
  });

  it("drops the query string and fragment, which may carry personal data", () => {
    expect(cleanSourcePage("/contact?email=a@b.co")).toBe("/contact");
    expect(cleanSourcePage("/about#team")).toBe("/about");
  });

  it("refuses anything that is not a plain path of this site", () => {
    for (const value of [
      undefined,
      null,
      42,
      ["/contact"],
      "",
      "contact",
      "//evil.example/contact",
      "/contact//x",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil.example",
      "/../etc/passwd",
      "/./x",
      "/a b",
      "/%2F%2Fevil",
      "/con\ntact",
      "/café",
      "/api/contact",
      "/admin/enquiries",
      "/_next/static/x",
      `/${"a".repeat(SOURCE_PAGE_MAX)}`,
    ])
      expect(cleanSourcePage(value), String(value)).toBeNull();
  });
});
