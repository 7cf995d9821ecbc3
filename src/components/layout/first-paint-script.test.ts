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

  describe("web fonts", () => {
    /** Faces the script makes; each one's load() settles when the test says so. */
    const made: { family: string; loaded: () => void; load: Promise<void> }[] = [];
    const added: string[] = [];

    function stubFontApi() {
      made.length = 0;
      added.length = 0;
      vi.stubGlobal(
        "FontFace",
        class {
          family: string;
          unicodeRange: string;
          private settle!: () => void;
          private loading = new Promise<void>((resolve) => (this.settle = resolve));
          constructor(family: string, _source: string, descriptors: FontFaceDescriptors) {
            this.family = family;
            this.unicodeRange = descriptors.unicodeRange ?? "U+0-10FFFF";
            made.push({ family, loaded: () => this.settle(), load: this.loading });
          }
          load() {
            return this.loading;
          }
        },
      );
      Object.defineProperty(document, "fonts", {
        configurable: true,
        value: { add: (face: { family: string }) => added.push(face.family) },
      });
    }

    /** The stylesheet's faces for `scripting: none`, and one that applies everywhere. */
    function fontStylesheet() {
      const style = document.createElement("style");
      style.textContent = `
        @font-face { font-family: "Inter Fallback"; src: local("Arial"); }
        @media (scripting: none) {
          @font-face { font-family: "Inter Variable"; src: url(a.woff2); }
          @font-face { font-family: "Manrope Variable"; src: url(b.woff2); }
        }`;
      document.head.append(style);
      return style;
    }

    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, "fonts");
      document.head.replaceChildren();
    });

    it("adds the faces for scripting: none only after the mark, once they have loaded", async () => {
      vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
      stubFontApi();
      fontStylesheet();
      runScript();
      await drawFrame();
      expect(made).toEqual([]); // nothing asked for before the first paint

      vi.advanceTimersToNextFrame();
      await vi.advanceTimersToNextTimerAsync(); // the mark's task
      expect(marked()).toBe(true);
      expect(made).toEqual([]); // the faces come in a task of their own

      await vi.advanceTimersToNextTimerAsync();
      expect(made.map((face) => face.family)).toEqual(["Inter Variable", "Manrope Variable"]);
      expect(added).toEqual([]); // loading, not yet in use

      made[0]!.loaded();
      await vi.advanceTimersByTimeAsync(1);
      expect(added).toEqual([]); // one relayout for both: none is added before all have loaded

      made[1]!.loaded();
      await vi.advanceTimersByTimeAsync(1);
      expect(added).toEqual(["Inter Variable", "Manrope Variable"]);
    });

    it("reads the faces once a stylesheet enabled on the mark has loaded", async () => {
      vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
      stubFontApi();
      fontStylesheet();
      // The whole sheet of a prerendered page: disabled until the loader enables it on the
      // mark (scripts/paint-first.mjs); a link still loading has no sheet.
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.disabled = true;
      document.head.append(link);
      new MutationObserver(() => (link.disabled = false)).observe(root(), { attributes: true });
      runScript();
      await drawFrame();
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersToNextTimerAsync(); // the mark's task
      expect(link.disabled).toBe(false);
      await vi.advanceTimersToNextTimerAsync();
      await vi.advanceTimersByTimeAsync(100);
      expect(made).toEqual([]); // its faces are not in yet

      link.dispatchEvent(new Event("load"));
      await vi.advanceTimersByTimeAsync(1);
      expect(made.map((face) => face.family)).toEqual(["Inter Variable", "Manrope Variable"]);
    });

    it("still marks the page where the browser has no FontFace", async () => {
      vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
      fontStylesheet();
      vi.stubGlobal("FontFace", undefined);
      runScript();
      await drawFrame();
      await drawFrame();
      expect(marked()).toBe(true);
    });
  });
});
