/**
 * The toast area's settings. Values are the spec's (section 9); sonner 1.7 has the same
 * built-in width (356 px), swipe threshold (20 px) and removal delay (200 ms), which it does
 * not expose as props, so the version is pinned (docs/decisions/0003-toasts.md).
 */
export const TOAST_OPTIONS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ["altKey", "KeyT"],
  /** Spec section 4: a toast's time stands still while the page is hidden (off by default). */
  pauseWhenPageIsHidden: true,
} as const;

/** What Sonner is told to call the region. */
export const TOAST_REGION_NAME = "Notifications";

/** The region's accessible name as Sonner writes it: its name and the hotkey ("alt+T"). */
export const TOAST_REGION_LABEL = `${TOAST_REGION_NAME} ${TOAST_OPTIONS.hotkey
  .join("+")
  .replace(/Key/g, "")
  .replace(/Digit/g, "")}`;
