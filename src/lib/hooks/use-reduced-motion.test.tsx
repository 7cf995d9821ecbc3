// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useReducedMotion } from "./use-reduced-motion";
import { mockMatchMedia } from "@tests/support/dom/match-media";

function Probe() {
  const reduced = useReducedMotion();
  return <p>{reduced === null ? "unknown" : reduced ? "reduce" : "motion"}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useReducedMotion", () => {
  it("reads the media query and follows changes", () => {
    const media = mockMatchMedia({ reducedMotion: false });
    render(<Probe />);
    expect(screen.getByText("motion")).toBeInTheDocument();
    act(() => media.setReducedMotion(true));
    expect(screen.getByText("reduce")).toBeInTheDocument();
  });

  it("reports reduced motion", () => {
    mockMatchMedia({ reducedMotion: true });
    render(<Probe />);
    expect(screen.getByText("reduce")).toBeInTheDocument();
  });
});
