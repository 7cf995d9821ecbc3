/** A tiny SVG writer: collects <defs> and body markup, hands out unique ids. */

export const TAU = Math.PI * 2;

/** Number for markup: at most two decimals, no trailing zeros (keeps output short and stable). */
export function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Pt = readonly [number, number];

export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
}

/** Polyline path "M x y L x y …" (optionally closed). */
export function linePath(points: readonly Pt[], closed = false): string {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("");
  return closed ? `${d}Z` : d;
}

/**
 * Smooth path through the points: each segment is a cubic Bézier whose control points
 * follow the neighbouring points' direction (a Catmull–Rom spline), `tension` 1 = standard.
 */
export function smoothPath(points: readonly Pt[], tension = 1): string {
  if (points.length < 2) return "";
  const k = tension / 6;
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export function pathLength(points: readonly Pt[]): number {
  let len = 0;
  for (let i = 1; i < points.length; i++) {
    len += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  }
  return len;
}

type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

/** Gradient stop: [offset 0..1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) =>
      el("stop", { offset: o, "stop-color": c, "stop-opacity": op ?? undefined }),
    )
    .join("");
}

export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix: string): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  add(...markup: string[]): this {
    this.body.push(...markup);
    return this;
  }

  def(markup: string): this {
    this.defs.push(markup);
    return this;
  }

  /** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id("l");
    this.def(
      el(
        "linearGradient",
        { id, x1, y1, x2, y2, gradientUnits: user ? "userSpaceOnUse" : undefined },
        stops(list),
      ),
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space (pixels). */
  radial(
    list: readonly Stop[],
    cx: number,
    cy: number,
    r: number,
    fx?: number,
    fy?: number,
  ): string {
    const id = this.id("r");
    this.def(
      el("radialGradient", { id, cx, cy, r, fx, fy, gradientUnits: "userSpaceOnUse" }, stops(list)),
    );
    return `url(#${id})`;
  }

  /** Radial gradient relative to the shape's bounding box. */
  radialBox(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    const id = this.id("r");
    this.def(el("radialGradient", { id, cx, cy, r, fx, fy }, stops(list)));
    return `url(#${id})`;
  }

  /** Gaussian blur filter with a generous region (for glows). */
  blur(std: number): string {
    const id = this.id("b");
    this.def(
      el(
        "filter",
        {
          id,
          x: "-50%",
          y: "-50%",
          width: "200%",
          height: "200%",
          "color-interpolation-filters": "sRGB",
        },
        el("feGaussianBlur", { stdDeviation: std }),
      ),
    );
    return `url(#${id})`;
  }

  /** A soft elliptical glow (cheap: a radial gradient, no filter). */
  glow(cx: number, cy: number, r: number, color: string, opacity: number, squash = 1): string {
    const fill = this.radial(
      [
        [0, color, opacity],
        [0.35, color, opacity * 0.45],
        [0.7, color, opacity * 0.12],
        [1, color, 0],
      ],
      0,
      0,
      r,
    );
    return el("ellipse", {
      cx: 0,
      cy: 0,
      rx: r,
      ry: r,
      fill,
      transform: `translate(${f(cx)} ${f(cy)}) scale(1 ${f(squash)})`,
    });
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

/** Periodic helpers for seamless loops: t runs over [0, 1), k must be an integer. */
export const wave = (t: number, k: number, phase = 0) => Math.sin(TAU * (k * t + phase));
export const frac = (x: number) => x - Math.floor(x);
export const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const smoothstep = (a: number, b: number, x: number) => {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};
