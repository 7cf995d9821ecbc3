// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "@tests/support/dom/match-media";
import { RevealHeading } from "./reveal-heading";

type Entry = {
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number };
};
let observed: {
  callback: (entries: Entry[]) => void;
  target: Element | null;
  threshold: number[];
}[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: (typeof observed)[number];
      constructor(callback: (entries: Entry[]) => void, options: { threshold: number[] }) {
        this.record = { callback, target: null, threshold: options.threshold };
        observed.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBelowTheFold() {
  // jsdom lays nothing out: place the heading below an 800 px viewport.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top: 2000,
    bottom: 2040,
  } as DOMRect);
  vi.stubGlobal("innerHeight", 800);
  return render(
    <section>
      <RevealHeading>
        <h2>1. A heading</h2>
      </RevealHeading>
      <p>Text</p>
    </section>,
  );
}

const wrapper = (container: HTMLElement) => container.querySelector("[data-reveal]")!;
const see = (ratio: number, height = 300) =>
  act(() =>
    observed[0]!.callback([
      {
        intersectionRatio: ratio,
        intersectionRect: { height: height * ratio },
        rootBounds: { height: 800 },
      },
    ]),
  );

describe("RevealHeading", () => {
  it("is visible in the server HTML", () => {
    expect(renderToString(<RevealHeading>Heading</RevealHeading>)).toContain(
      'data-reveal="static"',
    );
  });

  it("waits hidden below the fold and fades in (0.6 s) once its section is fully visible", () => {
    mockMatchMedia({ reducedMotion: false });
    const { container } = renderBelowTheFold();
    expect(wrapper(container)).toHaveAttribute("data-reveal", "hidden");
    expect(observed[0]!.target?.tagName).toBe("SECTION");
    expect(observed[0]!.threshold).toContain(0.99);
    see(0.5);
    expect(wrapper(container)).toHaveAttribute("data-reveal", "hidden");
    see(1);
    expect(wrapper(container)).toHaveAttribute("data-reveal", "shown");
    // The 0.6 s fade is a computed style: tests/sections.e2e.ts checks it in Chromium.
  });

  it("never hides under reduced motion", () => {
    mockMatchMedia({ reducedMotion: true });
    const { container } = renderBelowTheFold();
    expect(wrapper(container)).toHaveAttribute("data-reveal", "static");
    expect(observed).toHaveLength(0);
  });

  it("does not hide a heading that is already on screen", () => {
    mockMatchMedia({ reducedMotion: false });
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 100,
      bottom: 140,
    } as DOMRect);
    const { container } = render(
      <section>
        <RevealHeading>
          <h2>On screen</h2>
        </RevealHeading>
      </section>,
    );
    expect(wrapper(container)).toHaveAttribute("data-reveal", "static");
  });
});
