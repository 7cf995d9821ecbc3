import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes an ISO date out in words, independent of the time zone", () => {
    expect(formatDate("2025-03-18")).toBe("18 March 2025");
    expect(formatDate("2025-01-01")).toBe("1 January 2025");
  });

  it("returns anything else unchanged", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});
