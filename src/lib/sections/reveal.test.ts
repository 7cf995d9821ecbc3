import { describe, expect, it } from "vitest";
import { isFullyVisible, REVEAL_THRESHOLDS } from "./reveal";

describe("heading reveal visibility", () => {
  it("counts a wholly visible section (allowing for rounding)", () => {
    expect(isFullyVisible({ ratio: 1, visibleHeight: 400, viewportHeight: 800 })).toBe(true);
    expect(isFullyVisible({ ratio: 0.995, visibleHeight: 398, viewportHeight: 800 })).toBe(true);
  });

  it("does not count a partly visible section", () => {
    expect(isFullyVisible({ ratio: 0.9, visibleHeight: 360, viewportHeight: 800 })).toBe(false);
    expect(isFullyVisible({ ratio: 0, visibleHeight: 0, viewportHeight: 800 })).toBe(false);
  });

  it("counts a section taller than the viewport once it fills the viewport", () => {
    expect(isFullyVisible({ ratio: 0.5, visibleHeight: 800, viewportHeight: 800 })).toBe(true);
    expect(isFullyVisible({ ratio: 0.45, visibleHeight: 720, viewportHeight: 800 })).toBe(false);
  });

  it("observes at 0.99 and 1", () => {
    expect(REVEAL_THRESHOLDS).toContain(0.99);
    expect(REVEAL_THRESHOLDS).toContain(1);
  });
});
