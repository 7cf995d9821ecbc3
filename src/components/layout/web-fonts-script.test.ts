// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { WEB_FONTS_ATTRIBUTE, webFontsScript } from "./web-fonts-script";

describe("web fonts script", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  });

  it("switches the web fonts on only after the first frame has been painted", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    // The string the parser runs, not the function: it must stand on its own.
    new Function(webFontsScript)();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);

    // The frame's callback runs before that frame is painted: still the fallbacks.
    vi.advanceTimersToNextFrame();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);

    // The timer it set runs once that frame is out (the next turn of the event loop).
    vi.advanceTimersByTime(1);
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });
});
