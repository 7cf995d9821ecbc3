import { describe, expect, it } from "vitest";
import { bundledMedia as media } from "@/content/media";
import mediaLoader from "./media-loader";
import widths from "./media-widths.json";

const largest = Math.max(...widths);

describe("media loader", () => {
  it("names the build-time variant for each smaller width, the original for the largest", () => {
    expect(mediaLoader({ src: "/media/co-home-hero.webp", width: 828 })).toBe(
      "/media/_w/co-home-hero.828.webp",
    );
    expect(mediaLoader({ src: "/media/co-home-hero.webp", width: 400, quality: 75 })).toBe(
      "/media/_w/co-home-hero.400.webp",
    );
    expect(mediaLoader({ src: "/media/co-home-hero.webp", width: largest })).toBe(
      "/media/co-home-hero.webp",
    );
  });

  it("keeps a bundled file's version in the address of each of its widths (issue 48)", () => {
    expect(mediaLoader({ src: "/media/v/0123456789ab/co-home-hero.webp", width: 828 })).toBe(
      "/media/v/0123456789ab/_w/co-home-hero.828.webp",
    );
    expect(mediaLoader({ src: "/media/v/0123456789ab/co-home-hero.webp", width: largest })).toBe(
      "/media/v/0123456789ab/co-home-hero.webp",
    );
  });

  it("leaves anything that is not a media WebP as it is", () => {
    expect(mediaLoader({ src: "/icon.svg", width: 400 })).toBe("/icon.svg");
    expect(mediaLoader({ src: "/media/co-about-hero.mp4", width: 400 })).toBe(
      "/media/co-about-hero.mp4",
    );
  });

  it("offers ascending widths whose largest is the images' own width", () => {
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    for (const entry of Object.values(media)) {
      if (entry.kind === "image") expect(entry.width, entry.src).toBe(largest);
      // Video posters are narrower: their larger widths are copies, never enlargements.
      else expect(entry.width).toBeLessThanOrEqual(largest);
    }
  });
});
