import { describe, expect, it } from "vitest";
import { salaryText } from "./salary";

const base = {
  salaryPublic: true,
  salaryMin: 1_800_000,
  salaryMax: 2_400_000,
  salaryCurrency: "INR",
  salaryUnit: "YEAR" as const,
};

describe("salaryText", () => {
  it("writes the range in its currency and unit", () => {
    expect(salaryText(base)).toBe("₹1,800,000 – ₹2,400,000 per year");
    expect(
      salaryText({
        ...base,
        salaryMin: 45,
        salaryMax: 60,
        salaryCurrency: "USD",
        salaryUnit: "HOUR",
      }),
    ).toBe("US$45 – US$60 per hour");
  });

  it("writes a range without a top, or with equal ends, in fewer words", () => {
    expect(salaryText({ ...base, salaryMax: undefined, salaryUnit: "MONTH" })).toBe(
      "From ₹1,800,000 per month",
    );
    expect(salaryText({ ...base, salaryMax: 1_800_000 })).toBe("₹1,800,000 per year");
  });

  it("shows nothing when the salary is not public", () => {
    expect(salaryText({ ...base, salaryPublic: false })).toBeNull();
  });
});
