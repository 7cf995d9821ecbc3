// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { wakeWhenNear } from "./wake-when-near";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function stubObserver() {
  const seen: { callback: Callback; margin?: string; target?: Element; disconnected: boolean }[] =
    [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: (typeof seen)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, disconnected: false };
        seen.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("wakeWhenNear", () => {
  it("wakes when the target comes within 400 px of the viewport", () => {
    const seen = stubObserver();
    const target = document.createElement("div");
    const wake = vi.fn();
    const stop = wakeWhenNear(target, wake, { touches: [] });
    expect(seen[0]).toMatchObject({ margin: "400px 0px", target });
    seen[0]!.callback([{ isIntersecting: false }]);
    expect(wake).not.toHaveBeenCalled();
    seen[0]!.callback([{ isIntersecting: true }]);
    expect(wake).toHaveBeenCalledTimes(1);
    stop();
    expect(seen[0]!.disconnected).toBe(true);
  });

  it("wakes on a touch inside the root, and not after the cleanup", () => {
    stubObserver();
    const root = document.createElement("div");
    const target = root.appendChild(document.createElement("form"));
    const wake = vi.fn();
    const stop = wakeWhenNear(target, wake, { root, touches: ["pointerdown"] });
    target.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("wakes at once where there is no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const wake = vi.fn();
    wakeWhenNear(document.createElement("div"), wake, { touches: [] });
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
