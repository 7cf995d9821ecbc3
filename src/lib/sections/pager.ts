/**
 * Window maths of the card pagers (spec section 4): a window of `size` cards whose start moves
 * one card per step. Previous is disabled at 0, Next when start + size reaches the count.
 */
export type PagerState = { tab: number; start: number };

export const initialPager: PagerState = { tab: 0, start: 0 };

/** The largest start that still fills the window (0 when everything fits). */
export function maxStart(count: number, size: number): number {
  return Math.max(0, count - size);
}

export function clampStart(start: number, count: number, size: number): number {
  return Math.min(Math.max(0, start), maxStart(count, size));
}

export function canGoPrev(start: number): boolean {
  return start > 0;
}

export function canGoNext(start: number, count: number, size: number): boolean {
  return start + size < count;
}

/** Arrows are drawn only when a tab holds more cards than the window. */
export function needsArrows(count: number, size: number): boolean {
  return count > size;
}

/** Indices of the cards inside the window. */
export function windowIndices(start: number, count: number, size: number): number[] {
  const from = clampStart(start, count, size);
  const to = Math.min(from + size, count);
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/** One step back or forward; a step past either end leaves the state unchanged. */
export function step(
  state: PagerState,
  direction: -1 | 1,
  count: number,
  size: number,
): PagerState {
  if (direction === -1 && !canGoPrev(state.start)) return state;
  if (direction === 1 && !canGoNext(state.start, count, size)) return state;
  return { ...state, start: clampStart(state.start + direction, count, size) };
}

/** Choosing a tab shows its first window. */
export function selectTab(state: PagerState, tab: number): PagerState {
  if (state.tab === tab && state.start === 0) return state;
  return { tab, start: 0 };
}

/** "Showing 2–4 of 7", for the pager's status line. */
export function windowStatus(start: number, count: number, size: number): string {
  const shown = windowIndices(start, count, size);
  if (shown.length === 0) return "No cards";
  const first = shown[0]! + 1;
  const last = shown[shown.length - 1]! + 1;
  return first === last
    ? `Showing ${first} of ${count}`
    : `Showing ${first}\u2013${last} of ${count}`;
}
