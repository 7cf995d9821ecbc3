"use client";

import { Toaster as SonnerToaster } from "sonner";
import { TOAST_OPTIONS, TOAST_REGION_NAME } from "./toast-options";

export { toast } from "sonner";

/** Sonner's toast area with the spec's settings; toaster.tsx loads it when a form needs it. */
export function ToastRegion() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_OPTIONS.duration}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      gap={TOAST_OPTIONS.gap}
      hotkey={[...TOAST_OPTIONS.hotkey]}
      pauseWhenPageIsHidden={TOAST_OPTIONS.pauseWhenPageIsHidden}
      closeButton
      containerAriaLabel={TOAST_REGION_NAME}
    />
  );
}
