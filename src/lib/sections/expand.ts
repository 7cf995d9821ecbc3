/**
 * One-at-a-time expansion of the expandable cards (spec section 4): Read More expands a card
 * and collapses any other; Read Less collapses it.
 */
export type Expanded = number | null;

export function toggleExpanded(current: Expanded, index: number): Expanded {
  return current === index ? null : index;
}

export function isExpanded(current: Expanded, index: number): boolean {
  return current === index;
}
