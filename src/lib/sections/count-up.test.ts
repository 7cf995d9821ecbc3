import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countUpValue, createCountUp, easeOutCubic } from "./count-up";

describe("countUpValue", () => {
  it("runs from 0 to the target over 1.5 s", () => {
    expect(countUpValue(150, 0)).toBe(0);
    expect(countUpValue(1_000_000, 1400)).toBeLessThan(1_000_000); // not done before 1.5 s
    expect(countUpValue(150, 1500)).toBe(150);
    expect(countUpValue(150, 5000)).toBe(150);
    const half = countUpValue(150, 750);
    expect(half).toBeGreaterThan(75); // eased: fast start
    expect(half).toBeLessThan(150);
  });

  it("never goes down", () => {
    let previous = 0;
    for (let t = 0; t <= 1500; t += 16) {
      const value = countUpValue(19, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("jumps to the target with no duration", () => {
    expect(countUpValue(10, 0, 0)).toBe(10);
  });

  it("eases between 0 and 1", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("createCountUp (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const frames = () => ({
    now: () => Date.now(),
    requestFrame: (cb: () => void) => setTimeout(cb, 16),
    cancelFrame: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });

  it("shows 0 at the start and exactly the value after 1.5 s", () => {
    const values: number[] = [];
    const counter = createCountUp({ target: 100, onUpdate: (v) => values.push(v), ...frames() });
    counter.start();
    expect(values).toEqual([0]);
    vi.advanceTimersByTime(700);
    const mid = values[values.length - 1]!;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(100);
    vi.advanceTimersByTime(820); // the first frame at or after 1.5 s
    expect(values[values.length - 1]).toBe(100);
    const count = values.length;
    vi.advanceTimersByTime(2000);
    expect(values.length).toBe(count); // stopped
  });

  it("runs once: a second start (scrolling back into view) does nothing", () => {
    const onUpdate = vi.fn();
    const counter = createCountUp({ target: 19, onUpdate, ...frames() });
    counter.start();
    vi.advanceTimersByTime(1600);
    const calls = onUpdate.mock.calls.length;
    counter.start();
    vi.advanceTimersByTime(1600);
    expect(onUpdate.mock.calls.length).toBe(calls);
    expect(counter.hasRun()).toBe(true);
  });

  it("cancel stops the frames", () => {
    const onUpdate = vi.fn();
    const counter = createCountUp({ target: 50, onUpdate, ...frames() });
    counter.start();
    vi.advanceTimersByTime(100);
    counter.cancel();
    const calls = onUpdate.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(onUpdate.mock.calls.length).toBe(calls);
  });
});
