/**
 * State machine for the header dropdowns (spec section 4): closed, hovered-open or
 * click-pinned. Only one dropdown is open at a time. Pure, so every transition is tested.
 */
import type { MenuId } from "@/content/navigation";

export type DropdownState =
  { status: "closed" } | { status: "hover"; menu: MenuId } | { status: "pinned"; menu: MenuId };

export type DropdownEvent =
  /** Mouse pointer entered a dropdown (button or panel). */
  | { type: "pointerEnter"; menu: MenuId }
  /** Mouse pointer left a dropdown. */
  | { type: "pointerLeave"; menu: MenuId }
  /** The dropdown's button was activated (click, Enter or Space). */
  | { type: "buttonClick"; menu: MenuId }
  /** A pointer press outside every open dropdown. */
  | { type: "outsideClick" }
  /** The page scrolled; `focusInside` says whether focus is inside the open dropdown. */
  | { type: "scroll"; focusInside: boolean }
  /** Keyboard focus moved out of the open dropdown. */
  | { type: "focusLeave" }
  | { type: "escape" }
  /** A link inside a dropdown was followed. */
  | { type: "navigate" };

export const closed: DropdownState = { status: "closed" };

export function dropdownReducer(state: DropdownState, event: DropdownEvent): DropdownState {
  switch (event.type) {
    case "pointerEnter":
      // A pinned dropdown stays put while the mouse wanders over the other one.
      if (state.status === "pinned") return state;
      return state.status === "hover" && state.menu === event.menu
        ? state
        : { status: "hover", menu: event.menu };
    case "pointerLeave":
      return state.status === "hover" && state.menu === event.menu ? closed : state;
    case "buttonClick":
      if (state.status === "pinned" && state.menu === event.menu) return closed;
      return { status: "pinned", menu: event.menu };
    case "scroll":
      return event.focusInside ? state : closed;
    case "outsideClick":
    case "focusLeave":
    case "escape":
    case "navigate":
      return state.status === "closed" ? state : closed;
  }
}

export function openMenu(state: DropdownState): MenuId | null {
  return state.status === "closed" ? null : state.menu;
}
