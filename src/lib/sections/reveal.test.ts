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

  it("its observer thresholds report a section the moment it counts as fully visible", () => {
    // A short section: an observer callback comes at each threshold; some threshold below 1
    // already counts (sub-pixel rounding may keep a fully visible box under 1), and 1 does.
    const counted = REVEAL_THRESHOLDS.filter((ratio) =>
      isFullyVisible({ ratio, visibleHeight: 400 * ratio, viewportHeight: 800 }),
    );
    expect(counted).toContain(1);
    expect(Math.min(...counted)).toBeLessThan(1);
    // A tall section (twice the viewport): some threshold comes once it fills the viewport.
    const tall = REVEAL_THRESHOLDS.filter((ratio) =>
      isFullyVisible({ ratio, visibleHeight: Math.min(1600 * ratio, 800), viewportHeight: 800 }),
    );
    expect(Math.min(...tall)).toBeLessThanOrEqual(0.5);
  });
});
