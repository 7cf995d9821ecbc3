// @vitest-environment jsdom
import { act, fireEvent, render } from "@testing-library/react";
import { useMemo, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; target?: Element }[];

const instance = { reInit: vi.fn(), destroy: vi.fn() };
const factory = vi.fn<(viewport: HTMLElement, options: object) => typeof instance>(() => instance);
vi.mock("embla-carousel", () => ({ default: factory }));

beforeEach(() => {
  observers = [];
  factory.mockClear();
  instance.reInit.mockClear();
  instance.destroy.mockClear();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  // Each test starts before any carousel of the page has loaded Embla.
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderProbe(duration = 20) {
  const { useEmblaWhenNear } = await import("./use-embla-when-near");
  const seen: Array<unknown> = [];
  function Probe({ duration }: { duration: number }) {
    const region = useRef<HTMLDivElement>(null);
    const options = useMemo(() => ({ loop: true, duration }), [duration]);
    const { viewportRef, api } = useEmblaWhenNear(options, region);
    seen.push(api);
    return (
      <div ref={region} data-testid="region">
        <button type="button">Next</button>
        <div ref={viewportRef} data-testid="viewport" />
      </div>
    );
  }
  const view = render(<Probe duration={duration} />);
  return { ...view, Probe, seen, latest: () => seen[seen.length - 1] };
}

/** Lets the dynamic import and the state it sets settle. */
const settle = () => act(() => vi.dynamicImportSettled());

describe("useEmblaWhenNear", () => {
  it("loads nothing until the carousel comes within 400 px of the viewport", async () => {
    const { getByTestId, latest } = await renderProbe();
    await settle();
    expect(factory).not.toHaveBeenCalled();
    expect(latest()).toBeUndefined();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe("400px 0px");
    expect(observers[0]!.target).toBe(getByTestId("region"));

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    await settle();
    expect(factory).not.toHaveBeenCalled();

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    await settle();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory.mock.calls[0]![0]).toBe(getByTestId("viewport"));
    expect(factory.mock.calls[0]![1]).toEqual({ loop: true, duration: 20 });
    expect(latest()).toBe(instance);
  });

  it.each(["pointerDown", "pointerOver", "focusIn"] as const)(
    "loads at once when the visitor reaches into the carousel (%s)",
    async (event) => {
      const { getByRole, latest } = await renderProbe();
      fireEvent[event](getByRole("button"));
      await settle();
      expect(factory).toHaveBeenCalledTimes(1);
      expect(latest()).toBe(instance);
    },
  );

  it("re-initialises with new options and destroys the instance on unmount", async () => {
    const { rerender, unmount, Probe } = await renderProbe(20);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    await settle();
    rerender(<Probe duration={0} />);
    expect(instance.reInit).toHaveBeenCalledWith({ loop: true, duration: 0 });
    expect(factory).toHaveBeenCalledTimes(1);
    unmount();
    expect(instance.destroy).toHaveBeenCalledTimes(1);
  });

  it("creates with the options of the moment when they changed before Embla arrived", async () => {
    const { rerender, Probe } = await renderProbe(20);
    rerender(<Probe duration={0} />);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    await settle();
    expect(factory.mock.calls[0]![1]).toEqual({ loop: true, duration: 0 });
    expect(instance.reInit).not.toHaveBeenCalled();
  });
});
