/** waves: silk ribbons of fine threads streaming through one bright focus (energy, media, sound). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import { TAU, clamp, el, f, frac, smoothPath, smoothstep, wave, type Pt } from "../lib/svg";

/** One sine term: amplitude (px), spatial frequency (per frame width), loop speed (integer), phase. */
type Term = { amp: number; freq: number; speed: number; phase: number };

type Ribbon = {
  /** Offset from the shared spine, in px at full spread. */
  offset: number;
  /** A still shape plus small travelling ripples, so the ribbon drifts rather than races. */
  terms: Term[];
  /** Half-width; the edges cross (a twist) wherever the cosine passes zero. */
  width: number;
  twistFreq: number;
  twistPhase: number;
  /** The twists sway back and forth by this much (in cycles) over the loop. */
  twistSway: number;
  /** How far the threads' twists fan out across the sheet. */
  fan: number;
  lines: number;
  /** 0 = far (dim, soft), 1 = near (bright, crisp). */
  depth: number;
  /** 0 = accent, 1 = companion colour. */
  hue: number;
  swayPhase: number;
};

export const waves: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("waves");
  const samples = 24;
  const x0 = -w * 0.06;
  const x1 = w * 1.06;

  // The ribbons share a spine and pinch together at a focus, then fan out toward the edges.
  const focusU = rng.range(0.56, 0.64);
  const spineY = rng.range(0.45, 0.5);
  const tilt = rng.range(-0.08, 0.08);
  const spine: Term[] = [
    { amp: h * rng.range(0.05, 0.07), freq: rng.range(0.45, 0.6), speed: 0, phase: rng.next() },
    { amp: h * rng.range(0.012, 0.018), freq: rng.range(0.9, 1.2), speed: 1, phase: rng.next() },
  ];

  const ribbon = (
    depth: number,
    offset: number,
    width: number,
    lines: number,
    hue: number,
  ): Ribbon => ({
    offset: h * offset,
    terms: [
      { amp: h * rng.range(0.08, 0.11), freq: rng.range(0.6, 0.85), speed: 0, phase: rng.next() },
      {
        amp: h * rng.range(0.018, 0.026),
        freq: rng.range(0.8, 1.1),
        speed: rng.sign(),
        phase: rng.next(),
      },
      {
        amp: h * rng.range(0.008, 0.012),
        freq: rng.range(1.4, 1.8),
        speed: -rng.sign(),
        phase: rng.next(),
      },
    ],
    width: h * width,
    twistFreq: rng.range(0.9, 1.25),
    twistPhase: rng.next(),
    twistSway: rng.range(0.04, 0.06),
    fan: rng.range(0.05, 0.08),
    lines,
    depth,
    hue,
    swayPhase: rng.next(),
  });

  // Far to near.
  const side = rng.sign();
  const ribbons: Ribbon[] = [
    ribbon(0, side * rng.range(0.24, 0.3), rng.range(0.11, 0.13), 14, 1),
    ribbon(0.45, -side * rng.range(0.2, 0.26), rng.range(0.08, 0.1), 16, 0),
    ribbon(1, rng.range(-0.05, 0.05), rng.range(0.11, 0.13), 28, 0),
  ];

  // Sparks glide a stretch of a ribbon's edge once per loop, fading in and out.
  const sparks = Array.from({ length: 6 }, (_, k) => ({
    ribbon: k < 3 ? 2 : k - 3,
    edge: rng.sign(),
    start: rng.range(0.05, 0.6),
    run: rng.range(0.28, 0.38),
    phase: (k + rng.range(0, 0.6)) / 6,
    size: rng.range(0.7, 1.15),
  }));

  // Dust hanging in the light, each mote circling slowly around its place.
  const dust = Array.from({ length: 36 }, () => ({
    x: rng.next(),
    y: rng.range(0.12, 0.8),
    drift: rng.range(6, 16),
    phase: rng.next(),
    r: rng.range(0.8, 2.2),
    o: rng.range(0.25, 0.7),
  }));

  const bars = rng.int(56, 64);
  const barPhase = Array.from({ length: bars }, () => rng.next());

  const spineAt = (u: number, t: number) => {
    let y = h * (spineY + (u - 0.5) * tilt);
    for (const k of spine) y += k.amp * wave(t, k.speed, k.freq * u + k.phase);
    return y;
  };
  const spread = (u: number) => 0.18 + 0.82 * clamp(Math.abs(u - focusU) / 0.55) ** 1.25;
  const centre = (r: Ribbon, u: number, t: number) => {
    let y = r.offset;
    for (const k of r.terms) y += k.amp * wave(t, k.speed, k.freq * u + k.phase);
    return spineAt(u, t) + y * spread(u);
  };
  const half = (r: Ribbon, u: number, t: number, v: number) =>
    r.width *
    (0.4 + 0.6 * spread(u)) *
    Math.cos(
      TAU * (r.twistFreq * u + r.twistPhase + v * r.fan + r.twistSway * wave(t, 1, r.swayPhase)),
    );

  const thread = (r: Ribbon, v: number, t: number): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i <= samples; i++) {
      const x = x0 + ((x1 - x0) * i) / samples;
      const u = x / w;
      out.push([x, centre(r, u, t) + v * half(r, u, t, v)]);
    }
    return out;
  };

  return (svg, t) => {
    const fx = focusU * w;
    const fy = spineAt(focusU, t);

    // Ambient light: a long band along the stream, a bloom at the focus, cool corners.
    svg.add(svg.glow(w * 0.5, h * spineY, w * 0.62, pal.accent, 0.2, 0.45));
    svg.add(svg.glow(fx, fy, w * 0.28, pal.accentLight, 0.2, 0.7));
    svg.add(svg.glow(w * 0.08, h * 0.1, w * 0.3, pal.second, 0.1));
    svg.add(svg.glow(w * 0.95, h * 0.92, w * 0.3, pal.accentDeep, 0.22));

    // Sound: a faint mirrored waveform along the bottom, fading out toward the sides.
    const barW = w / bars;
    const mid = h * 0.87;
    const barStroke = svg.linear(
      [
        [0, pal.accent, 0],
        [0.3, pal.accentLight, 0.32],
        [0.7, pal.accentLight, 0.32],
        [1, pal.second, 0],
      ],
      0,
      0,
      w,
      0,
      true,
    );
    let spectrum = "";
    for (let i = 0; i < bars; i++) {
      const u = (i + 0.5) / bars;
      const env = 0.25 + 0.75 * Math.exp(-(((u - focusU) / 0.28) ** 2));
      const lvl =
        env * (0.6 + 0.22 * wave(t, 2, barPhase[i]!) + 0.18 * wave(t, 1, u * 2 + barPhase[0]!));
      const a = Math.max(s * 1.5, h * 0.055 * lvl);
      spectrum += `M${f(i * barW + barW / 2)} ${f(mid - a)}V${f(mid + a)}`;
    }
    svg.add(
      el("path", {
        d: spectrum,
        stroke: barStroke,
        "stroke-width": s * 3,
        "stroke-linecap": "round",
        fill: "none",
      }),
    );

    let motes = "";
    for (const d of dust) {
      const x = d.x * w + s * d.drift * Math.cos(TAU * (t + d.phase));
      const y = d.y * h + s * d.drift * 0.6 * Math.sin(TAU * (t + d.phase));
      const o = d.o * (0.55 + 0.45 * wave(t, 1, d.phase + 0.25));
      motes += el("circle", { cx: x, cy: y, r: s * d.r, opacity: f(o) });
    }
    svg.add(el("g", { fill: pal.accentLight }, motes));

    for (const r of ribbons) {
      const near = r.depth;
      const main = mix(pal.accent, pal.second, r.hue);
      const light = mix(pal.accentLight, pal.secondLight, r.hue);
      const stroke = svg.linear(
        [
          [0, main, 0],
          [0.12, main, 0.5],
          [focusU, light, 1],
          [0.88, main, 0.6],
          [1, main, 0],
        ],
        x0,
        0,
        x1,
        0,
        true,
      );

      // Translucent sheet between the two edges (it forms lobes between twists).
      const top = thread(r, -1, t);
      const bottom = thread(r, 1, t);
      const body = svg.linear(
        [
          [0, main, 0],
          [0.3, main, 0.08 + 0.08 * near],
          [focusU, light, 0.14 + 0.12 * near],
          [1, main, 0],
        ],
        x0,
        0,
        x1,
        0,
        true,
      );
      const back = smoothPath([...bottom].reverse()).replace(/^M/, "L");
      svg.add(el("path", { d: `${smoothPath(top)}${back}Z`, fill: body }));

      // Soft halo along the middle (a wide faint stroke, cheaper than a blur filter).
      svg.add(
        el("path", {
          d: smoothPath(thread(r, 0, t)),
          fill: "none",
          stroke: main,
          "stroke-width": r.width * 1.1,
          "stroke-opacity": f(0.04 + 0.04 * near),
          "stroke-linecap": "round",
        }),
      );

      // The threads; the two edges brighter so the sheet reads as folded silk.
      let threads = "";
      let edges = "";
      for (let i = 0; i < r.lines; i++) {
        const v = -1 + (2 * i) / (r.lines - 1);
        const d = smoothPath(thread(r, v, t));
        if (i === 0 || i === r.lines - 1) edges += d;
        else threads += d;
      }
      svg.add(
        el("path", {
          d: threads,
          fill: "none",
          stroke,
          "stroke-width": s * (0.8 + 0.4 * near),
          "stroke-opacity": f(0.3 + 0.3 * near),
        }),
      );
      svg.add(
        el("path", {
          d: edges,
          fill: "none",
          stroke,
          "stroke-width": s * (1.3 + 0.9 * near),
          "stroke-opacity": f(0.55 + 0.45 * near),
        }),
      );
    }

    for (const sp of sparks) {
      const r = ribbons[sp.ribbon]!;
      const u = frac(sp.phase + t);
      const ux = sp.start + sp.run * u;
      const x = ux * w;
      const y = centre(r, ux, t) + sp.edge * half(r, ux, t, sp.edge);
      const o = Math.sin(Math.PI * u) ** 1.5;
      if (o < 0.02) continue;
      svg.add(svg.glow(x, y, s * 44 * sp.size, pal.accentLight, 0.5 * o, 0.7));
      svg.add(el("circle", { cx: x, cy: y, r: s * 3.2 * sp.size, fill: "#ffffff", opacity: f(o) }));
    }

    // The focus: a warm pulse where the streams meet.
    const pulse = 0.5 + 0.5 * wave(t, 2);
    svg.add(svg.glow(fx, fy, s * (120 + 30 * pulse), pal.warm, 0.22 + 0.1 * pulse));
    svg.add(svg.glow(fx, fy, s * 34, "#ffffff", 0.7));
    for (const k of [0, 0.5]) {
      const u = frac(t * 2 + k);
      svg.add(
        el("circle", {
          cx: fx,
          cy: fy,
          r: s * (10 + 60 * u),
          fill: "none",
          stroke: pal.warm,
          "stroke-opacity": f(0.55 * (1 - u) ** 1.5 * smoothstep(0, 0.12, u)),
          "stroke-width": s * 1.3,
        }),
      );
    }
    svg.add(el("circle", { cx: fx, cy: fy, r: s * 4, fill: "#ffffff" }));
  };
};
