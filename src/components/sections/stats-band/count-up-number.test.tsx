// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "@tests/support/dom/match-media";
import { CountUpNumber } from "./count-up-number";

type Callback = (entries: Array<{ intersectionRatio: number }>) => void;
let observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const number = (container: HTMLElement) => container.querySelector("[data-value]")!;
const visible = (ratio: number) =>
  act(() => observers[0]!.callback([{ intersectionRatio: ratio }]));

describe("CountUpNumber", () => {
  it("renders the final value in the server HTML", () => {
    const html = renderToString(<CountUpNumber value={150} />);
    expect(html).toContain(">150<");
  });

  it("waits at 0 until half visible, then counts to the value in 1.5 s, once", () => {
    mockMatchMedia({ reducedMotion: false });
    const { container } = render(<CountUpNumber value={150} />);
    expect(number(container).textContent).toBe("0");
    // Assistive technology reads the final value meanwhile.
    expect(number(container)).toHaveAttribute("aria-hidden", "true");
    expect(container).toHaveTextContent("150");
    expect(observers[0]!.options?.threshold).toBe(0.5);
    visible(0.4);
    act(() => vi.advanceTimersByTime(2000));
    expect(number(container).textContent).toBe("0");
    visible(0.5);
    act(() => vi.advanceTimersByTime(750));
    const mid = Number(number(container).textContent);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(150);
    act(() => vi.advanceTimersByTime(800));
    expect(number(container).textContent).toBe("150");
    expect(number(container)).not.toHaveAttribute("aria-hidden");
    expect(container.textContent).toBe("150");
    // Scrolling away and back does not count again.
    visible(0.9);
    act(() => vi.advanceTimersByTime(100));
    expect(number(container).textContent).toBe("150");
  });

  it("shows the final value at once under reduced motion", () => {
    mockMatchMedia({ reducedMotion: true });
    const { container } = render(<CountUpNumber value={19} />);
    expect(number(container).textContent).toBe("19");
    expect(observers).toHaveLength(0);
  });

  it("reserves the width of the final value with tabular figures", () => {
    mockMatchMedia({ reducedMotion: false });
    const { container } = render(<CountUpNumber value={100} />);
    expect((number(container) as HTMLElement).style.minWidth).toBe("3ch");
    // Tabular figures are a computed style: tests/sections.e2e.ts checks them in Chromium.
  });
});
