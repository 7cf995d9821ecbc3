/**
 * Pure decisions behind the carousels: wrapping, what an auto-advance does at the end of the
 * slides, whether a drag was a swipe, looping duplicates and slide labels. Embla does the
 * scrolling and the drag tracking; these functions only decide.
 */
import { SWIPE_THRESHOLD_PX } from "./behaviour";

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * What happens at the end of the slides:
 * - `wrap`: the last slide is followed by the first, seamlessly (Embla loop).
 * - `rewind`: after the last, back to the first without animation (home Case Studies).
 * - `stop`: the last slide is the end; auto-advance stops there (why-join slideshow).
 */
export type EndBehaviour = "wrap" | "rewind" | "stop";

export type AutoplayAction =
  | { kind: "next"; finished: boolean }
  | { kind: "jumpToStart" }
  | { kind: "finish" }
  | { kind: "none" };

/** What one auto-advance tick does, given the selected snap and the last snap index. */
export function autoplayAction(
  end: EndBehaviour,
  index: number,
  lastIndex: number,
): AutoplayAction {
  if (lastIndex <= 0) return { kind: "none" };
  const atEnd = index >= lastIndex;
  switch (end) {
    case "wrap":
      return { kind: "next", finished: false };
    case "rewind":
      return atEnd ? { kind: "jumpToStart" } : { kind: "next", finished: false };
    case "stop":
      return atEnd ? { kind: "finish" } : { kind: "next", finished: index + 1 >= lastIndex };
  }
}

/**
 * The swipe decision: a horizontal drag of more than `threshold` pixels to the left moves to
 * the next slide (+1), to the right to the previous one (-1); anything shorter moves nothing.
 */
export function swipeStep(dx: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx < -threshold) return 1;
  if (dx > threshold) return -1;
  return 0;
}

export type LoopItem<T> = { item: T; index: number; duplicate: boolean };

/**
 * Repeats `items` until there are at least `minCount` slides, so a loop never runs out of
 * slides to show on wide screens. Copies are marked as duplicates (hidden from assistive
 * technology and from the tab order).
 */
export function loopItems<T>(items: readonly T[], minCount: number): LoopItem<T>[] {
  const out: LoopItem<T>[] = items.map((item, index) => ({ item, index, duplicate: false }));
  if (items.length === 0) return out;
  while (out.length < minCount) {
    const index = out.length % items.length;
    out.push({ item: items[index]!, index, duplicate: true });
  }
  return out;
}

export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * Embla's `duration` is not in milliseconds: each 60 Hz frame adds displacement / duration to
 * the velocity and multiplies it by the friction (0.68). This replays that integration and
 * returns how long a scroll takes to cover 99 % of its distance.
 */
export function emblaScrollMs(duration: number, friction = 0.68, share = 0.99): number {
  const frameMs = 1000 / 60;
  if (duration <= 0) return 0;
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame < 1000; frame++) {
    velocity += (1 - location) / duration;
    velocity *= friction;
    location += velocity;
    if (location >= share) return frame * frameMs;
  }
  return Infinity;
}

/** Embla duration for the spec's 0.5 s slide animation (emblaScrollMs(20) is about 483 ms). */
export const EMBLA_SLIDE_DURATION = 20;
