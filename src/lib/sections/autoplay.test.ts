import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutoplay, type TickResult } from "./autoplay";
import { INTERVAL_MS } from "./behaviour";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(intervalMs: number, result: () => TickResult = () => "continue") {
  const onTick = vi.fn(result);
  const onChange = vi.fn();
  const autoplay = createAutoplay({ intervalMs, onTick, onChange });
  return { autoplay, onTick, onChange };
}

describe("autoplay timer", () => {
  it.each([
    ["Explore More", INTERVAL_MS.exploreMore, 4000],
    ["Industries", INTERVAL_MS.industries, 3000],
    ["Case Studies", INTERVAL_MS.showcase, 3000],
    ["Why join", INTERVAL_MS.slideshow, 5000],
  ])("%s advances every %i ms", (_name, interval, expected) => {
    const { onTick } = setup(interval);
    vi.advanceTimersByTime(expected - 1);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(expected * 3);
    expect(onTick).toHaveBeenCalledTimes(4);
  });

  it("runs from the start and reports it", () => {
    const { autoplay, onChange } = setup(4000);
    expect(autoplay.isRunning()).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("the visitor's pause stops it until they press play", () => {
    const { autoplay, onTick } = setup(4000);
    autoplay.pause("user");
    vi.advanceTimersByTime(20_000);
    expect(onTick).not.toHaveBeenCalled();
    expect(autoplay.isRunning()).toBe(false);
    autoplay.resume("user");
    vi.advanceTimersByTime(4000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it("hover and focus pause it while they last, each separately", () => {
    const { autoplay, onTick } = setup(3000);
    autoplay.pause("hover");
    autoplay.pause("focus");
    vi.advanceTimersByTime(9000);
    autoplay.resume("hover");
    vi.advanceTimersByTime(9000);
    expect(onTick).not.toHaveBeenCalled();
    autoplay.resume("focus");
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it("leaving with the mouse does not undo the visitor's pause", () => {
    const { autoplay, onTick } = setup(3000);
    autoplay.pause("hover");
    autoplay.pause("user");
    autoplay.resume("hover");
    vi.advanceTimersByTime(10_000);
    expect(onTick).not.toHaveBeenCalled();
    expect(autoplay.isPausedBy("user")).toBe(true);
  });

  it("a paused-from-the-start timer (reduced motion) never ticks by itself", () => {
    const onTick = vi.fn(() => "continue" as const);
    const autoplay = createAutoplay({ intervalMs: 4000, onTick, initiallyPaused: ["user"] });
    vi.advanceTimersByTime(60_000);
    expect(onTick).not.toHaveBeenCalled();
    expect(autoplay.isRunning()).toBe(false);
  });

  it("reset starts the interval over after a manual step", () => {
    const { autoplay, onTick } = setup(5000);
    vi.advanceTimersByTime(4000);
    autoplay.reset();
    vi.advanceTimersByTime(4000);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it("stops for good when a tick reports the end (no wrap), until rearmed", () => {
    let remaining = 9; // slides after the first of ten
    const { autoplay, onTick, onChange } = setup(5000, () =>
      --remaining === 0 ? "finish" : "continue",
    );
    vi.advanceTimersByTime(5000 * 9);
    expect(onTick).toHaveBeenCalledTimes(9);
    expect(autoplay.isFinished()).toBe(true);
    expect(autoplay.isRunning()).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(60_000);
    expect(onTick).toHaveBeenCalledTimes(9);
    remaining = 5;
    autoplay.rearm();
    vi.advanceTimersByTime(5000);
    expect(onTick).toHaveBeenCalledTimes(10);
  });

  it("destroy stops everything", () => {
    const { autoplay, onTick } = setup(3000);
    autoplay.destroy();
    autoplay.resume("user");
    vi.advanceTimersByTime(30_000);
    expect(onTick).not.toHaveBeenCalled();
  });
});
