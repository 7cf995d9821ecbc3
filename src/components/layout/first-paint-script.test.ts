// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_PAINT_ATTRIBUTE,
  firstPaintScript,
  HERO_WAIT_MS,
  PAINT_REPORT_WAIT_MS,
} from "./first-paint-script";

const root = () => document.documentElement;
const marked = () => root().hasAttribute(FIRST_PAINT_ATTRIBUTE);

/** Runs the string the parser runs, not the function: it must stand on its own. */
const runScript = () => new Function(firstPaintScript)();

/** An image with fetchpriority="high" whose decode() settles when the test says so. */
function heroImage() {
  const image = document.createElement("img");
  image.setAttribute("fetchpriority", "high");
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const decoded = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  image.decode = () => decoded;
  document.body.append(image);
  return settle;
}

/** Draws one frame: its callbacks, then the timers and promises they started. */
async function drawFrame() {
  vi.advanceTimersToNextFrame();
  await vi.advanceTimersByTimeAsync(1);
}

describe("first paint script", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    root().removeAttribute(FIRST_PAINT_ATTRIBUTE);
    document.body.replaceChildren();
  });

  it("marks the page only after a frame has been painted, and one more", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    runScript();
    expect(marked()).toBe(false);

    // A frame's callback runs before that frame is painted: still the fallbacks.
    vi.advanceTimersToNextFrame();
    expect(marked()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(marked()).toBe(false);

    await drawFrame();
    expect(marked()).toBe(true);
  });

  it("waits for the hero image to be decoded, then for the frame that paints it", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    const hero = heroImage();
    runScript();
    await drawFrame();
    await drawFrame();
    await drawFrame();
    expect(marked()).toBe(false);

    hero.resolve();
    await vi.advanceTimersByTimeAsync(1);
    expect(marked()).toBe(false);
    await drawFrame();
    expect(marked()).toBe(true);
  });

  it("does not wait forever for a hero image that fails", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    const hero = heroImage();
    runScript();
    await drawFrame();
    hero.reject(new Error("EncodingError"));
    await drawFrame();
    await drawFrame();
    expect(marked()).toBe(true);
  });

  it("stops waiting for a hero that never arrives, so the page still hydrates", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    heroImage(); // never settles: a stalled request
    runScript();
    await drawFrame();
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS - 100);
    await drawFrame();
    await drawFrame();
    expect(marked()).toBe(false); // about 40 ms short of the limit

    await vi.advanceTimersByTimeAsync(100);
    await drawFrame();
    expect(marked()).toBe(true);
  });

  it("looks for the hero only once the document has been parsed", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    runScript();
    await drawFrame();
    await drawFrame();
    expect(marked()).toBe(false);

    const hero = heroImage(); // parsed after the script ran
    document.dispatchEvent(new Event("DOMContentLoaded"));
    await drawFrame();
    await drawFrame();
    expect(marked()).toBe(false);
    hero.resolve();
    await drawFrame();
    await drawFrame();
    expect(marked()).toBe(true);
  });

  describe("the browser's report of the first contentful paint", () => {
    /** Paint timing as Chromium has it; `report()` delivers the entry to the observers. */
    function stubPaintTiming() {
      const reported: string[] = [];
      const observers = new Set<(list: PerformanceObserverEntryList) => void>();
      const list = {
        getEntriesByName: (name: string) => (reported.includes(name) ? [{}] : []),
      } as unknown as PerformanceObserverEntryList;
      vi.stubGlobal(
        "PerformanceObserver",
        class {
          static supportedEntryTypes = ["paint"];
          constructor(private readonly callback: (list: PerformanceObserverEntryList) => void) {}
          observe(options: PerformanceObserverInit) {
            expect(options).toEqual({ type: "paint", buffered: true });
            observers.add(this.callback);
            // A paint reported before the observer came is delivered in a later callback.
            if (reported.length > 0) queueMicrotask(() => this.callback(list));
          }
          disconnect() {
            observers.delete(this.callback);
          }
        },
      );
      // What Playwright's clock does to the performance object: the observer must not need it.
      vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
      return {
        report() {
          reported.push("first-contentful-paint");
          for (const callback of observers) callback(list);
        },
        observing: () => observers.size,
      };
    }

    afterEach(() => vi.unstubAllGlobals());

    it("marks the page only once the paint has been reported, not when its frame ran", async () => {
      vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
      const paint = stubPaintTiming();
      runScript();
      await drawFrame();
      await drawFrame();
      await drawFrame();
      expect(marked()).toBe(false); // the frames ran; the screen may not show them yet

      paint.report();
      expect(marked()).toBe(true);
      expect(paint.observing()).toBe(0);
    });

    it("does not wait when the paint was reported before the frames", async () => {
      vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
      const paint = stubPaintTiming();
      paint.report();
      runScript();
      await drawFrame();
      await drawFrame();
      expect(marked()).toBe(true);
    });

    it("waits for a report that never comes no longer than its limit", async () => {
      vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
      const paint = stubPaintTiming();
      runScript();
      await drawFrame();
      await drawFrame();
      await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 20);
      expect(marked()).toBe(false);

      await vi.advanceTimersByTimeAsync(20);
      expect(marked()).toBe(true);
      expect(paint.observing()).toBe(0);
      paint.report(); // a late report changes nothing
      expect(marked()).toBe(true);
    });
  });
});
