import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrev,
  clampStart,
  initialPager,
  maxStart,
  needsArrows,
  selectTab,
  step,
  windowIndices,
  windowStatus,
} from "./pager";

describe("card pager window (size 3)", () => {
  it.each([
    [0, [], false, false],
    [1, [0], false, false],
    [3, [0, 1, 2], false, false],
    [4, [0, 1, 2], true, true],
  ])("count %i: first window %j, arrows %s, next enabled %s", (count, shown, arrows, next) => {
    expect(windowIndices(0, count, 3)).toEqual(shown);
    expect(needsArrows(count, 3)).toBe(arrows);
    expect(canGoPrev(0)).toBe(false);
    expect(canGoNext(0, count, 3)).toBe(next);
  });

  it("moves one card per step and disables Next when start + 3 reaches the count", () => {
    let state = initialPager;
    state = step(state, 1, 4, 3);
    expect(state.start).toBe(1);
    expect(windowIndices(state.start, 4, 3)).toEqual([1, 2, 3]);
    expect(canGoNext(state.start, 4, 3)).toBe(false);
    expect(canGoPrev(state.start)).toBe(true);
    expect(step(state, 1, 4, 3)).toBe(state);
  });

  it("walks a 10-card tab to its end and back to 0", () => {
    let state = initialPager;
    for (let i = 0; i < 20; i++) state = step(state, 1, 10, 3);
    expect(state.start).toBe(7);
    expect(windowIndices(state.start, 10, 3)).toEqual([7, 8, 9]);
    for (let i = 0; i < 20; i++) state = step(state, -1, 10, 3);
    expect(state.start).toBe(0);
    expect(step(state, -1, 10, 3)).toBe(state);
  });

  it("uses a window of 4 for the insurance trend cards", () => {
    expect(needsArrows(4, 4)).toBe(false);
    expect(needsArrows(5, 4)).toBe(true);
    expect(windowIndices(0, 11, 4)).toEqual([0, 1, 2, 3]);
    expect(maxStart(11, 4)).toBe(7);
  });

  it("clamps starts outside the range", () => {
    expect(clampStart(-2, 10, 3)).toBe(0);
    expect(clampStart(12, 10, 3)).toBe(7);
    expect(clampStart(3, 2, 3)).toBe(0);
  });

  it("resets the start to 0 when a tab is chosen", () => {
    const moved = step(step(initialPager, 1, 13, 3), 1, 13, 3);
    expect(moved).toEqual({ tab: 0, start: 2 });
    expect(selectTab(moved, 1)).toEqual({ tab: 1, start: 0 });
    expect(selectTab(moved, 0)).toEqual({ tab: 0, start: 0 });
    expect(selectTab(initialPager, 0)).toBe(initialPager);
  });

  it("describes the window for the status line", () => {
    expect(windowStatus(0, 7, 3)).toBe("Showing 1\u20133 of 7");
    expect(windowStatus(0, 1, 3)).toBe("Showing 1 of 1");
    expect(windowStatus(0, 0, 3)).toBe("No cards");
  });
});
