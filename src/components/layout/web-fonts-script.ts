/**
 * Inline script of every document's head: right after the first frame is painted, it marks
 * <html data-web-fonts>, which adds Inter and Manrope to the font stacks (globals.css). The
 * first frame waits for the stylesheet and is drawn in metric-matched local fallbacks, so the
 * fonts are requested one frame later than from the first layout and never sit on the first
 * paint's path (decision 0039). A hidden tab draws no frame, so it fetches them once shown.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";

export function switchOnWebFontsAfterFirstFrame(attribute: string) {
  // A timer set inside the frame's callback runs after that frame has been painted.
  requestAnimationFrame(() => {
    setTimeout(() => document.documentElement.setAttribute(attribute, ""));
  });
}

// The function's own source, run once by the parser; React never runs it again.
export const webFontsScript = `(${switchOnWebFontsAfterFirstFrame.toString()})(${JSON.stringify(WEB_FONTS_ATTRIBUTE)})`;
