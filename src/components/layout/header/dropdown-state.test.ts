import { describe, expect, it } from "vitest";
import { closed, dropdownReducer, openMenu, type DropdownState } from "./dropdown-state";

const hover: DropdownState = { status: "hover", menu: "capabilities" };
const pinned: DropdownState = { status: "pinned", menu: "capabilities" };

describe("header dropdown state machine", () => {
  it("starts closed and opens on hover", () => {
    expect(openMenu(closed)).toBeNull();
    expect(dropdownReducer(closed, { type: "pointerEnter", menu: "capabilities" })).toEqual(hover);
  });

  it("closes when the mouse leaves a hovered-open dropdown", () => {
    expect(dropdownReducer(hover, { type: "pointerLeave", menu: "capabilities" })).toEqual(closed);
  });

  it("stays open when the mouse leaves a click-pinned dropdown", () => {
    expect(dropdownReducer(pinned, { type: "pointerLeave", menu: "capabilities" })).toEqual(pinned);
  });

  it("pins on click from closed and from hovered-open", () => {
    expect(dropdownReducer(closed, { type: "buttonClick", menu: "capabilities" })).toEqual(pinned);
    expect(dropdownReducer(hover, { type: "buttonClick", menu: "capabilities" })).toEqual(pinned);
  });

  it("unpins and closes when the button is clicked again", () => {
    expect(dropdownReducer(pinned, { type: "buttonClick", menu: "capabilities" })).toEqual(closed);
  });

  it("keeps only one dropdown open", () => {
    expect(dropdownReducer(hover, { type: "pointerEnter", menu: "industries" })).toEqual({
      status: "hover",
      menu: "industries",
    });
    expect(dropdownReducer(pinned, { type: "buttonClick", menu: "industries" })).toEqual({
      status: "pinned",
      menu: "industries",
    });
  });

  it("does not let hovering another dropdown replace a pinned one", () => {
    expect(dropdownReducer(pinned, { type: "pointerEnter", menu: "industries" })).toEqual(pinned);
  });

  it("ignores a pointer leaving a dropdown that is not the open one", () => {
    expect(dropdownReducer(hover, { type: "pointerLeave", menu: "industries" })).toEqual(hover);
  });

  it("closes on an outside click, hovered or pinned", () => {
    expect(dropdownReducer(hover, { type: "outsideClick" })).toEqual(closed);
    expect(dropdownReducer(pinned, { type: "outsideClick" })).toEqual(closed);
  });

  it("closes on scroll only when focus is outside the dropdown", () => {
    expect(dropdownReducer(pinned, { type: "scroll", focusInside: false })).toEqual(closed);
    expect(dropdownReducer(pinned, { type: "scroll", focusInside: true })).toEqual(pinned);
    expect(dropdownReducer(hover, { type: "scroll", focusInside: false })).toEqual(closed);
  });

  it("closes on Escape, on focus leaving and after following a link", () => {
    for (const type of ["escape", "focusLeave", "navigate"] as const) {
      expect(dropdownReducer(pinned, { type })).toEqual(closed);
      expect(dropdownReducer(hover, { type })).toEqual(closed);
    }
  });

  it("returns the same object when nothing changes, so React skips a render", () => {
    expect(dropdownReducer(closed, { type: "escape" })).toBe(closed);
    expect(dropdownReducer(hover, { type: "pointerEnter", menu: "capabilities" })).toBe(hover);
  });
});
