// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "@tests/support/dom/match-media";
import { Carousel, type CarouselProps } from "./carousel";

/**
 * Embla needs real layout, which jsdom lacks; this stand-in keeps Embla's API contract
 * (selected snap, loop or not, events) so the carousel's own behaviour can be tested.
 */
type Handler = () => void;
let fake: ReturnType<typeof createFakeEmbla>;
let snaps = 3;

function createFakeEmbla(loop: boolean, count: number) {
  let index = 0;
  const handlers = new Map<string, Set<Handler>>();
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const root = document.createElement("div");
  const api = {
    loop,
    selectedScrollSnap: () => index,
    scrollSnapList: () => Array.from({ length: count }, (_, i) => i / Math.max(1, count - 1)),
    canScrollPrev: () => loop || index > 0,
    canScrollNext: () => loop || index < count - 1,
    scrollNext: vi.fn(() => {
      index = loop ? (index + 1) % count : Math.min(index + 1, count - 1);
      emit("select");
    }),
    scrollPrev: vi.fn(() => {
      index = loop ? (index - 1 + count) % count : Math.max(index - 1, 0);
      emit("select");
    }),
    scrollTo: vi.fn((target: number) => {
      index = target;
      emit("select");
    }),
    rootNode: () => root,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    emit,
  };
  return api;
}

/** False: Embla has not arrived yet (useEmblaWhenNear gives no API). */
let emblaHere = true;
const wake = vi.fn();
vi.mock("@/lib/hooks/use-embla-when-near", () => ({
  useEmblaWhenNear: (options: { loop?: boolean }) => {
    if (!fake || fake.loop !== Boolean(options.loop))
      fake = createFakeEmbla(Boolean(options.loop), snaps);
    return { viewportRef: () => {}, api: emblaHere ? fake : undefined, wake };
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  mockMatchMedia({ reducedMotion: false });
  snaps = 3;
  fake = undefined as unknown as typeof fake;
  emblaHere = true;
  wake.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCarousel(props: Partial<CarouselProps> = {}) {
  const count = props.slides?.length ?? snaps;
  const slides =
    props.slides ?? Array.from({ length: count }, (_, i) => <p key={i}>Slide {i + 1}</p>);
  const ui = () => (
    <>
      <h2 id="heading">Explore More</h2>
      <Carousel
        labelledBy="heading"
        end="wrap"
        slideClassName="basis-full"
        {...props}
        slides={slides}
      />
    </>
  );
  const view = render(ui());
  // A new element, so that the carousel renders again (as when Embla's state arrives).
  return { ...view, renderAgain: () => view.rerender(ui()) };
}

const region = () => screen.getByRole("region", { name: "Explore More" });
const slidesContainer = () =>
  document.getElementById(
    screen.getAllByRole("button", { name: /automatic|Next/ })[0]!.getAttribute("aria-controls")!,
  )!;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Carousel semantics", () => {
  it("is a region named by its heading with aria-roledescription carousel and labelled slides", () => {
    renderCarousel();
    expect(region()).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(region()).getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(slides.every((s) => s.getAttribute("aria-roledescription") === "slide")).toBe(true);
  });

  it("hides loop duplicates from assistive technology and labels only the real slides", () => {
    snaps = 4;
    renderCarousel({
      originalCount: 2,
      slides: ["A", "B", "A", "B"].map((t, i) => <p key={i}>{t}</p>),
    });
    const groups = within(region()).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["1 of 2", "2 of 2"]);
    expect(region().querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
  });

  it("has no buttons without auto-advance when there is one slide", () => {
    snaps = 1;
    renderCarousel({ slides: [<p key="a">Only</p>], intervalMs: 4000 });
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Carousel auto-advance", () => {
  it("advances every interval, wraps, and keeps aria-live off while rotating", () => {
    renderCarousel({ intervalMs: 4000 });
    expect(slidesContainer()).toHaveAttribute("aria-live", "off");
    wait(3999);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    wait(1);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
    wait(8000);
    expect(fake.selectedScrollSnap()).toBe(0); // 3 steps on 3 slides: wrapped
  });

  it("the pause button stops rotation (aria-live polite) and play resumes it", () => {
    renderCarousel({ intervalMs: 3000 });
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slides" }));
    expect(slidesContainer()).toHaveAttribute("aria-live", "polite");
    wait(10_000);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slides" }));
    expect(slidesContainer()).toHaveAttribute("aria-live", "off");
    wait(3000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
  });

  it("pauses while the mouse is over it", () => {
    renderCarousel({ intervalMs: 4000 });
    fireEvent.pointerEnter(region(), { pointerType: "mouse" });
    wait(9000);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    expect(slidesContainer()).toHaveAttribute("aria-live", "polite");
    fireEvent.pointerLeave(region(), { pointerType: "mouse" });
    wait(4000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
  });

  function focusVisible(value: boolean) {
    const original = Element.prototype.matches;
    vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector) {
      return selector === ":focus-visible" ? value : original.call(this, selector);
    });
  }

  it("pauses while keyboard focus is inside, except on the pause button itself", () => {
    focusVisible(true);
    renderCarousel({ intervalMs: 4000 });
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    wait(9000);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    act(() => screen.getByRole("button", { name: "Pause automatic slides" }).focus());
    wait(4000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
    act(() => next.focus());
    act(() => next.blur());
    wait(4000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(2);
  });

  it("a mouse click that focuses an arrow does not hold the rotation once the mouse leaves", () => {
    focusVisible(false);
    renderCarousel({ intervalMs: 4000 });
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    wait(4000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
  });

  it("does not rotate under reduced motion until the visitor presses play", () => {
    mockMatchMedia({ reducedMotion: true });
    renderCarousel({ intervalMs: 4000 });
    wait(20_000);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    expect(slidesContainer()).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slides" }));
    wait(4000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
  });

  it("a manual step starts the interval over", () => {
    renderCarousel({ intervalMs: 4000 });
    wait(3000);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
    wait(3000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
    wait(1000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(2);
  });

  it("wraps both ways with the arrows", () => {
    renderCarousel({ intervalMs: 4000 });
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(fake.selectedScrollSnap()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(fake.selectedScrollSnap()).toBe(0);
  });
});

describe("Carousel labels", () => {
  it("names what it moves, in the singular and a plural that is not a misspelling", () => {
    renderCarousel({ intervalMs: 4000, itemName: "case study", itemsName: "case studies" });
    expect(
      screen.getByRole("button", { name: "Pause automatic case studies" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next case study" })).toBeInTheDocument();
  });
});

describe("Carousel ends", () => {
  it("rewind: after the last snap it jumps to the start without animation", () => {
    renderCarousel({ intervalMs: 3000, end: "rewind" });
    wait(6000);
    expect(fake.selectedScrollSnap()).toBe(2);
    wait(3000);
    expect(fake.scrollTo).toHaveBeenCalledWith(0, true);
    expect(fake.selectedScrollSnap()).toBe(0);
  });

  it("stop (why join): 10 reasons every 5 s, stops at the last, Previous/Next disabled at the ends", () => {
    snaps = 10;
    renderCarousel({
      intervalMs: 5000,
      end: "stop",
      itemName: "reason",
      slides: Array.from({ length: 10 }, (_, i) => <p key={i}>Reason {i + 1}</p>),
    });
    const prev = screen.getByRole("button", { name: "Previous reason" });
    const next = screen.getByRole("button", { name: "Next reason" });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    wait(5000);
    expect(fake.selectedScrollSnap()).toBe(1);
    expect(prev).toBeEnabled();
    wait(5000 * 8);
    expect(fake.selectedScrollSnap()).toBe(9);
    expect(next).toBeDisabled();
    wait(30_000);
    expect(fake.selectedScrollSnap()).toBe(9);
    expect(fake.scrollTo).not.toHaveBeenCalled();
    // Stopped: the control offers to play again, which starts over from the first reason.
    fireEvent.click(screen.getByRole("button", { name: "Play automatic reasons" }));
    expect(fake.selectedScrollSnap()).toBe(0);
    wait(5000);
    expect(fake.selectedScrollSnap()).toBe(1);
  });
});

describe("Carousel swipe rule", () => {
  function drag(dx: number) {
    const root = fake.rootNode();
    act(() => {
      root.dispatchEvent(
        Object.assign(new Event("pointerdown"), { isPrimary: true, clientX: 300 }),
      );
      window.dispatchEvent(
        Object.assign(new Event("pointermove"), { isPrimary: true, clientX: 300 + dx }),
      );
      fake.emit("pointerUp");
    });
  }

  it("99 px does nothing, 101 px left goes next and right goes previous", () => {
    snaps = 5;
    renderCarousel({
      swipeThresholdPx: 100,
      slides: Array.from({ length: 5 }, (_, i) => <p key={i}>Case {i + 1}</p>),
    });
    drag(-99);
    expect(fake.selectedScrollSnap()).toBe(0);
    drag(-101);
    expect(fake.selectedScrollSnap()).toBe(1);
    drag(101);
    expect(fake.selectedScrollSnap()).toBe(0);
    drag(101);
    expect(fake.selectedScrollSnap()).toBe(4); // wraps
    drag(99);
    expect(fake.selectedScrollSnap()).toBe(4);
  });
});

describe("Carousel before Embla has arrived", () => {
  it("offers Next (and Previous when it wraps); a press wakes Embla and is carried out when it is here", () => {
    emblaHere = false;
    const view = renderCarousel({ end: "stop" });
    const next = screen.getByRole("button", { name: "Next slide" });
    expect(next).toBeEnabled();
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    fireEvent.click(next);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    emblaHere = true;
    view.renderAgain();
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
    expect(region()).toHaveAttribute("data-selected-snap", "1");
  });

  it("keeps a pause pressed before Embla arrived: the rotation never starts", () => {
    emblaHere = false;
    const view = renderCarousel({ intervalMs: 4000 });
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slides" }));
    expect(wake).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play automatic slides" })).toBeInTheDocument();
    emblaHere = true;
    view.renderAgain();
    wait(12_000);
    expect(fake.scrollNext).not.toHaveBeenCalled();
  });

  it("starts paused when keyboard focus is already inside as Embla arrives", () => {
    focusVisibleAlways();
    emblaHere = false;
    const view = renderCarousel({ intervalMs: 4000 });
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    emblaHere = true;
    view.renderAgain();
    wait(9000);
    expect(fake.scrollNext).not.toHaveBeenCalled();
    act(() => screen.getByRole("button", { name: "Next slide" }).blur());
    wait(4000);
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
  });
});

function focusVisibleAlways() {
  const original = Element.prototype.matches;
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector) {
    return selector === ":focus-visible" ? true : original.call(this, selector);
  });
}
