// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "@tests/support/dom/match-media";
import { VideoPlayer } from "./video-player";

// jsdom has no media playback: play/pause just flip `paused` and fire the events.
let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, "paused", { value: false, configurable: true });
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, "paused", { value: true, configurable: true });
    this.dispatchEvent(new Event("pause"));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const props = {
  src: "/media/clip.mp4",
  webm: "/media/clip.webm",
  poster: "/media/clip-poster.webp",
  width: 1280,
  height: 720,
  label: "Engineers at work",
};

describe("VideoPlayer", () => {
  it("is muted, looping and inline, with both sources and a poster", () => {
    mockMatchMedia({ reducedMotion: false });
    const { container } = render(<VideoPlayer {...props} />);
    const video = container.querySelector("video")!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video.getAttribute("poster")).toBe(props.poster);
    expect([...video.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    expect(video).toHaveAttribute("aria-label", props.label);
  });

  it("plays on its own when motion is allowed, and the button pauses and resumes it", async () => {
    mockMatchMedia({ reducedMotion: false });
    const { container } = render(<VideoPlayer {...props} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector("video")!.autoplay).toBe(true);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Pause video" }));
    expect(container.querySelector("video")!.paused).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(screen.getByRole("button", { name: "Pause video" })).toBeVisible();
  });

  it("stays paused under reduced motion until asked", () => {
    mockMatchMedia({ reducedMotion: true });
    const { container } = render(<VideoPlayer {...props} />);
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector("video")!.autoplay).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("hides a decorative background video from assistive technology, not its button", () => {
    mockMatchMedia({ reducedMotion: false });
    const { container } = render(<VideoPlayer {...props} label={null} />);
    expect(container.querySelector("video")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("button", { name: /video/ })).toBeInTheDocument();
  });
});
