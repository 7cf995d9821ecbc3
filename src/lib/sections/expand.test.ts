import { describe, expect, it } from "vitest";
import { isExpanded, toggleExpanded, type Expanded } from "./expand";

describe("one expanded card at a time", () => {
  it("starts collapsed, Read More expands, Read Less collapses", () => {
    let state: Expanded = null;
    expect(isExpanded(state, 0)).toBe(false);
    state = toggleExpanded(state, 0);
    expect(isExpanded(state, 0)).toBe(true);
    state = toggleExpanded(state, 0);
    expect(state).toBeNull();
  });

  it("expanding another card collapses the previous one", () => {
    let state: Expanded = toggleExpanded(null, 1);
    state = toggleExpanded(state, 4);
    expect(isExpanded(state, 1)).toBe(false);
    expect(isExpanded(state, 4)).toBe(true);
  });
});
