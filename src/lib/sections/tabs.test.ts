import { describe, expect, it } from "vitest";
import { tabForKey } from "./tabs";

describe("tabs keyboard model", () => {
  it("moves with the arrow keys and wraps at both ends", () => {
    expect(tabForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabForKey("ArrowLeft", 2, 3)).toBe(1);
  });

  it("jumps with Home and End", () => {
    expect(tabForKey("Home", 2, 4)).toBe(0);
    expect(tabForKey("End", 0, 4)).toBe(3);
  });

  it("ignores other keys and empty tab lists", () => {
    expect(tabForKey("Enter", 1, 3)).toBeNull();
    expect(tabForKey("a", 1, 3)).toBeNull();
    expect(tabForKey("ArrowRight", 0, 0)).toBeNull();
  });
});
