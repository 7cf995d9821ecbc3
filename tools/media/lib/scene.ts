/**
 * The frame every motif is painted into: a deep graded background, the motif, then a
 * vignette and (for stills) a fine grain, so all assets share one finish.
 */
import type { ArtMotif, ArtPalette } from "../../../src/content/media/types";
import { palette, type Palette } from "./palettes";
import { createRng, hashString, type Rng } from "./random";
import { Svg, el, f } from "./svg";

export type Scene = {
  id: string;
  w: number;
  h: number;
  /** Size unit: 1 at 1600×1000, scales with the shorter side of the frame. */
  s: number;
  pal: Palette;
  rng: Rng;
};

/**
 * A motif builds its random layout once (from scene.rng) and returns a painter that draws
 * the layout at loop time t in [0, 1); painting at t and t + 1 must give the same picture.
 */
export type Motif = (scene: Scene) => (svg: Svg, t: number) => void;

export type FrameOptions = { grain: boolean };

export function createScene(id: string, w: number, h: number, name: ArtPalette): Scene {
  return {
    id,
    w,
    h,
    s: Math.min(w / 1600, h / 1000),
    pal: palette(name),
    rng: createRng(id),
  };
}

function background(svg: Svg, sc: Scene) {
  const { w, h, pal } = sc;
  const rng = sc.rng.fork("background");
  const angle = rng.range(-0.25, 0.25);
  const fill = svg.linear(
    [
      [0, pal.bg2],
      [0.55, pal.bg1],
      [1, pal.bg0],
    ],
    0.5 + angle,
    0,
    0.5 - angle,
    1,
  );
  svg.add(el("rect", { width: w, height: h, fill }));
}

function finish(svg: Svg, sc: Scene, opts: FrameOptions) {
  const { w, h, pal } = sc;
  const r = Math.hypot(w, h) / 2;
  const vignette = svg.radial(
    [
      [0, pal.bg0, 0],
      [0.6, pal.bg0, 0],
      [1, pal.bg0, 0.55],
    ],
    w / 2,
    h / 2,
    r,
  );
  svg.add(el("rect", { width: w, height: h, fill: vignette }));
  if (opts.grain) {
    const id = svg.id("g");
    // Fine monochrome noise, mostly a dither against banding in the dark gradients.
    svg.def(
      el(
        "filter",
        { id, x: 0, y: 0, width: "100%", height: "100%", "color-interpolation-filters": "sRGB" },
        el("feTurbulence", {
          type: "fractalNoise",
          baseFrequency: 0.8,
          numOctaves: 2,
          seed: hashString(sc.id) % 1000,
          stitchTiles: "stitch",
        }) +
          el("feColorMatrix", {
            type: "matrix",
            values: "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1.6 -0.78",
          }),
      ),
    );
    svg.add(el("rect", { width: w, height: h, filter: `url(#${id})`, opacity: f(0.05) }));
  }
}

export function frameRenderer(
  motifs: Record<ArtMotif, Motif>,
  sc: Scene,
  motif: ArtMotif,
  opts: FrameOptions,
): (t: number) => string {
  const paint = motifs[motif](sc);
  return (t) => {
    const svg = new Svg(sc.w, sc.h);
    background(svg, sc);
    paint(svg, t);
    finish(svg, sc, opts);
    return svg.toString();
  };
}
