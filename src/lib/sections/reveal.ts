/**
 * When a heading's section counts as "fully visible" (spec section 2: the heading fades and
 * slides in when its section is fully visible). A section taller than the viewport can never
 * be wholly inside it, so filling the viewport counts too.
 */
export type VisibilitySample = {
  /** Share of the section inside the viewport (IntersectionObserverEntry.intersectionRatio). */
  ratio: number;
  /** Visible height of the section in px. */
  visibleHeight: number;
  /** Height of the viewport in px. */
  viewportHeight: number;
};

/** 0.99 rather than 1: sub-pixel rounding can keep a fully visible box just under 1. */
export const FULLY_VISIBLE_RATIO = 0.99;

export function isFullyVisible({
  ratio,
  visibleHeight,
  viewportHeight,
}: VisibilitySample): boolean {
  if (ratio >= FULLY_VISIBLE_RATIO) return true;
  return viewportHeight > 0 && visibleHeight >= viewportHeight * FULLY_VISIBLE_RATIO;
}

/** Observer thresholds fine enough to notice both conditions. */
export const REVEAL_THRESHOLDS: number[] = [
  ...Array.from({ length: 20 }, (_, i) => i / 20),
  FULLY_VISIBLE_RATIO,
  1,
];
