"use client";

import { Toaster as SonnerToaster } from "sonner";

/**
 * The toast area on every page. Values are the spec's (section 9); sonner 1.7 has the same
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

export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_OPTIONS.duration}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      gap={TOAST_OPTIONS.gap}
      hotkey={[...TOAST_OPTIONS.hotkey]}
      pauseWhenPageIsHidden={TOAST_OPTIONS.pauseWhenPageIsHidden}
      closeButton
      containerAriaLabel="Notifications"
    />
  );
}
