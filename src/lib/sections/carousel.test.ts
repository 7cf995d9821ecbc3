import { describe, expect, it } from "vitest";
import {
  autoplayAction,
  EMBLA_SLIDE_DURATION,
  emblaScrollMs,
  loopItems,
  slideLabel,
  swipeStep,
  wrapIndex,
} from "./carousel";

describe("wrapIndex", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(9, 9)).toBe(0);
    expect(wrapIndex(-1, 9)).toBe(8);
    expect(wrapIndex(4, 9)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("autoplayAction", () => {
  it("wrap: always steps on (Embla loops past the last slide)", () => {
    expect(autoplayAction("wrap", 0, 8)).toEqual({ kind: "next", finished: false });
    expect(autoplayAction("wrap", 8, 8)).toEqual({ kind: "next", finished: false });
  });

  it("rewind: steps on, then jumps back to the start after the last snap", () => {
    expect(autoplayAction("rewind", 2, 3)).toEqual({ kind: "next", finished: false });
    expect(autoplayAction("rewind", 3, 3)).toEqual({ kind: "jumpToStart" });
  });

  it("stop: steps on, reports reaching the last slide, then does nothing more", () => {
    expect(autoplayAction("stop", 0, 9)).toEqual({ kind: "next", finished: false });
    expect(autoplayAction("stop", 8, 9)).toEqual({ kind: "next", finished: true });
    expect(autoplayAction("stop", 9, 9)).toEqual({ kind: "finish" });
  });

  it("does nothing with a single slide", () => {
    expect(autoplayAction("wrap", 0, 0)).toEqual({ kind: "none" });
    expect(autoplayAction("stop", 0, 0)).toEqual({ kind: "none" });
  });
});

describe("swipeStep (100 px threshold)", () => {
  it("ignores drags of up to 100 px", () => {
    expect(swipeStep(-99)).toBe(0);
    expect(swipeStep(99)).toBe(0);
    expect(swipeStep(-100)).toBe(0);
    expect(swipeStep(100)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });

  it("swiping left over 100 px goes next, right goes previous", () => {
    expect(swipeStep(-101)).toBe(1);
    expect(swipeStep(101)).toBe(-1);
    expect(swipeStep(-400)).toBe(1);
  });

  it("honours another threshold (the helper's 10 px default)", () => {
    expect(swipeStep(-11, 10)).toBe(1);
    expect(swipeStep(9, 10)).toBe(0);
  });
});

describe("loopItems", () => {
  it("duplicates the items until there are enough slides, marking the copies", () => {
    const slides = loopItems(["a", "b", "c", "d", "e", "f"], 12);
    expect(slides).toHaveLength(12);
    expect(slides.filter((s) => s.duplicate)).toHaveLength(6);
    expect(slides[6]).toEqual({ item: "a", index: 0, duplicate: true });
    expect(slides.slice(0, 6).every((s) => !s.duplicate)).toBe(true);
  });

  it("adds nothing when there are enough items, and copes with none", () => {
    expect(loopItems([1, 2, 3], 3).some((s) => s.duplicate)).toBe(false);
    expect(loopItems([], 8)).toEqual([]);
  });
});

describe("slide labels and animation length", () => {
  it("labels slides 'N of M'", () => {
    expect(slideLabel(0, 9)).toBe("1 of 9");
    expect(slideLabel(8, 9)).toBe("9 of 9");
  });

  it("the chosen Embla duration scrolls a slide in about 0.5 s", () => {
    const ms = emblaScrollMs(EMBLA_SLIDE_DURATION);
    expect(ms).toBeGreaterThan(430);
    expect(ms).toBeLessThan(550);
    // Embla's default (25) would be noticeably slower.
    expect(emblaScrollMs(25)).toBeGreaterThan(600);
    expect(emblaScrollMs(0)).toBe(0);
  });
});
