/**
 * How the sections behave, in numbers straight from spec section 9: auto-advance intervals,
 * animation durations, swipe and visibility thresholds, text cut lengths and card windows.
 * Components and tests read them from here so a number is written once.
 */
export const INTERVAL_MS = {
  /** Explore More, Leading the Way, Oil and Gas, Network Services. */
  exploreMore: 4000,
  /** Industries carousel on the home page. */
  industries: 3000,
  /** Case Studies showcase on the home page. */
  showcase: 3000,
  /** Why-join slideshow. */
  slideshow: 5000,
} as const;

/** Statistic counters run from 0 to their value over this long, once. */
export const COUNTER_DURATION_MS = 1500;
/** ...starting when this share of the counter is visible. */
export const COUNTER_VISIBLE_RATIO = 0.5;

/** A horizontal drag over this many pixels changes the case-study slide (spec section 9). */
export const SWIPE_THRESHOLD_PX = 100;
/** Movement under this many pixels is still a click, not a drag (the swipe helper's default). */
export const DRAG_THRESHOLD_PX = 10;

/** Collapsed card text and blog excerpt lengths. */
export const CARD_COLLAPSE_CHARS = 100;
export const BLOG_EXCERPT_CHARS = 200;
