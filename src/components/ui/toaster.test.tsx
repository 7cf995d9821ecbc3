// @vitest-environment jsdom
/**
 * Issue 11, finding 10 (spec section 4): a toast's 4000 ms stop while the page is hidden
 * and resume, with what was left, when it is shown again. Issue 12: the labelled region is
 * there from the first render, and Sonner's code arrives only when a toast is asked for.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_OPTIONS, TOAST_REGION_LABEL } from "./toast-options";
import { ToastRegion } from "./toast-region";
import { showToast, Toaster } from "./toaster";

describe("Toaster (the page-wide area)", () => {
  afterEach(() => {
    cleanup();
  });

  it("is a region named 'Notifications alt+T' before any toast code has loaded", () => {
    const { container } = render(<Toaster />);
    expect(TOAST_REGION_LABEL).toBe("Notifications alt+T");
    expect(screen.getByRole("region", { name: TOAST_REGION_LABEL })).toBeTruthy();
    expect(container.querySelector("[data-sonner-toaster]")).toBeNull();
  });

  it("shows a toast asked for before Sonner was loaded, in the same labelled region", async () => {
    render(<Toaster />);
    showToast("success", "Loaded on demand");
    expect(await screen.findByText("Loaded on demand")).toBeTruthy();
    expect(screen.getAllByRole("region", { name: TOAST_REGION_LABEL })).toHaveLength(1);
    act(() => {
      toast.dismiss();
    });
  });
});

describe("ToastRegion (Sonner with the spec's settings)", () => {
  let hidden = false;

  function setHidden(value: boolean) {
    hidden = value;
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
  }

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  /** The removal animation Sonner waits for after a toast's time is up. */
  const REMOVAL_MS = 200;

  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hidden ? "hidden" : "visible"),
    });
  });

  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    advance(1000);
    vi.useRealTimers();
    // Back to jsdom's own (always visible) answers.
    delete (document as { hidden?: boolean }).hidden;
    delete (document as { visibilityState?: string }).visibilityState;
  });

  function show(message: string) {
    render(<ToastRegion />);
    act(() => {
      toast(message);
    });
    advance(0);
    expect(screen.getByText(message)).toBeTruthy();
  }

  describe("Toaster", () => {
    it("dismisses a toast after 4000 ms on a visible page", () => {
      show("Visible page");
      advance(TOAST_OPTIONS.duration - 100);
      expect(screen.queryByText("Visible page")).not.toBeNull();
      advance(100 + REMOVAL_MS);
      expect(screen.queryByText("Visible page")).toBeNull();
    });

    it("pauses while the page is hidden and finishes the rest once it is shown", () => {
      show("Hidden page");
      advance(1000);
      setHidden(true);
      advance(60_000);
      expect(screen.queryByText("Hidden page")).not.toBeNull();
      setHidden(false);
      advance(TOAST_OPTIONS.duration - 1000 - 100);
      expect(screen.queryByText("Hidden page")).not.toBeNull();
      advance(100 + REMOVAL_MS);
      expect(screen.queryByText("Hidden page")).toBeNull();
    });
  });
});
