/** orbits: a glowing wireframe core inside tilted rings with satellites (cloud, sustainability, science). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import { TAU, el, f, frac, wave, type Pt } from "../lib/svg";

type Ring = {
  rx: number;
  /** Plane: screen rotation (degrees) and squash (ry / rx). */
  rot: number;
  squash: number;
  style: "line" | "dash" | "band" | "ticks";
  /**
   * Satellites evenly spaced on the ring; they advance `laps / count` turns per loop, so
   * busier outer rings turn more slowly and the loop still closes.
   */
  count: number;
  laps: number;
  phase: number;
  size: number;
  warm: boolean;
};

export const orbits: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("orbits");

  const cx = w * rng.range(0.56, 0.62);
  const cy = h * rng.range(0.47, 0.53);
  const core = s * rng.range(108, 122);
  const rot = rng.range(-20, -12);
  const squash = rng.range(0.28, 0.33);

  // Rings from the inside out; the styles alternate so no two neighbours look alike.
  const styles: Ring["style"][] = ["line", "band", "dash", "line", "ticks", "dash"];
  const counts = [2, 0, 2, 3, 0, 0];
  const rings: Ring[] = [];
  let rx = core * 1.7;
  for (let i = 0; i < 6; i++) {
    const count = counts[i]!;
    rings.push({
      rx,
      rot,
      squash,
      style: styles[i]!,
      count,
      laps: rng.chance(0.85) ? 1 : -1,
      phase: rng.next(),
      size: s * rng.range(9, 13) * (1 - i * 0.05),
      warm: i === 2,
    });
    rx *= rng.range(1.3, 1.38);
  }
  // One crossing ring on a steeper plane, for an atomic, three-dimensional read.
  const cross: Ring = {
    rx: core * rng.range(2.5, 2.8),
    rot: rot + rng.sign() * rng.range(48, 60),
    squash: 0.22,
    style: "line",
    count: 2,
    laps: 1,
    phase: rng.next(),
    size: s * 8,
    warm: false,
  };

  // The core's wireframe: latitudes and meridians on a sphere tilted toward the viewer.
  const tiltX = Math.asin(squash);
  const meridians = 6;

  const stars = Array.from({ length: 60 }, () => ({
    x: rng.next() * w,
    y: rng.next() * h,
    r: rng.range(0.6, 1.6),
    o: rng.range(0.15, 0.55),
    phase: rng.next(),
  }));

  /** Local ellipse point at angle a (a in radians), rotated into the screen. */
  const onRing = (r: Ring, a: number): { p: Pt; back: boolean; depth: number } => {
    const x = r.rx * Math.cos(a);
    const y = r.rx * r.squash * Math.sin(a);
    const t = (r.rot * Math.PI) / 180;
    return {
      p: [cx + x * Math.cos(t) - y * Math.sin(t), cy + x * Math.sin(t) + y * Math.cos(t)],
      // Screen-up half of the tilted plane is the far side.
      back: Math.sin(a) < 0,
      depth: Math.sin(a),
    };
  };

  return (svg, t) => {
    const frame = (r: Ring) => `translate(${f(cx)} ${f(cy)}) rotate(${f(r.rot)})`;
    const half = (r: Ring, back: boolean) => {
      const ry = r.rx * r.squash;
      return back
        ? `M${f(-r.rx)} 0A${f(r.rx)} ${f(ry)} 0 0 1 ${f(r.rx)} 0`
        : `M${f(r.rx)} 0A${f(r.rx)} ${f(ry)} 0 0 1 ${f(-r.rx)} 0`;
    };

    // Ambient light and a field of faint stars.
    svg.add(svg.glow(cx, cy, w * 0.55, pal.accent, 0.22, 0.7));
    svg.add(svg.glow(w * 0.08, h * 0.12, w * 0.3, pal.second, 0.12));
    svg.add(svg.glow(w * 0.92, h * 0.9, w * 0.3, pal.accentDeep, 0.25));
    let field = "";
    for (const st of stars) {
      field += el("circle", {
        cx: st.x,
        cy: st.y,
        r: s * st.r,
        opacity: f(st.o * (0.55 + 0.45 * wave(t, 1, st.phase))),
      });
    }
    svg.add(el("g", { fill: pal.accentLight }, field));

    // A flat HUD dial behind everything, slowly turning (one tick step per loop).
    const dialR = core * 3.1;
    const ticks = 72;
    svg.add(
      el("circle", {
        cx,
        cy,
        r: dialR,
        fill: "none",
        stroke: pal.line,
        "stroke-opacity": 0.5,
        "stroke-width": s * 7,
        "stroke-dasharray": `${f(s * 1.2)} ${f((TAU * dialR) / ticks - s * 1.2)}`,
        transform: `rotate(${f((360 / ticks) * frac(t))} ${f(cx)} ${f(cy)})`,
      }),
      el("circle", {
        cx,
        cy,
        r: dialR * 1.06,
        fill: "none",
        stroke: pal.line,
        "stroke-opacity": 0.35,
        "stroke-width": s,
      }),
      el("circle", {
        cx,
        cy,
        r: dialR * 1.06,
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.3,
        "stroke-width": s * 1.6,
        // Three arcs a third of a turn apart, turning one third per loop.
        "stroke-dasharray": `${f(dialR * 0.5)} ${f((TAU * dialR * 1.06) / 3 - dialR * 0.5)}`,
        "stroke-linecap": "round",
        transform: `rotate(${f(-120 * frac(t) + 200)} ${f(cx)} ${f(cy)})`,
      }),
    );

    // The orbital plane: a soft disc under the rings.
    const plane = svg.radial(
      [
        [0, pal.accent, 0.16],
        [0.5, pal.accent, 0.06],
        [1, pal.accent, 0],
      ],
      0,
      0,
      rings[3]!.rx,
    );
    svg.add(
      el("ellipse", {
        cx: 0,
        cy: 0,
        rx: rings[3]!.rx,
        ry: rings[3]!.rx * squash,
        fill: plane,
        transform: frame(rings[0]!),
      }),
    );

    // Ring strokes (per half, so the core can sit between them).
    const ringStroke = (r: Ring, i: number, back: boolean) => {
      const dim = back ? 0.55 : 1;
      const d = half(r, back);
      const base = { d, fill: "none", transform: frame(r), "stroke-linecap": "round" };
      const near = 1 - i * 0.1;
      switch (r.style) {
        case "band":
          return (
            el("path", {
              ...base,
              stroke: pal.accent,
              "stroke-opacity": f(0.12 * dim),
              "stroke-width": s * 26,
              "stroke-linecap": "butt",
            }) +
            el("path", {
              ...base,
              stroke: pal.accentLight,
              "stroke-opacity": f(0.5 * dim),
              "stroke-width": s * 1.2,
            })
          );
        case "dash":
          return el("path", {
            ...base,
            stroke: pal.accentLight,
            "stroke-opacity": f(0.55 * dim * near),
            "stroke-width": s * 1.6,
            "stroke-dasharray": `${f(s * 2)} ${f(s * 9)}`,
          });
        case "ticks":
          return el("path", {
            ...base,
            stroke: mix(pal.accentLight, pal.second, 0.4),
            "stroke-opacity": f(0.45 * dim),
            "stroke-width": s * 10,
            "stroke-dasharray": `${f(s * 1.2)} ${f(s * 16)}`,
            "stroke-linecap": "butt",
          });
        default:
          return el("path", {
            ...base,
            stroke: i === 0 ? pal.accentLight : mix(pal.accentLight, pal.second, 0.25),
            "stroke-opacity": f((i === 0 ? 0.8 : 0.6) * dim * near),
            "stroke-width": s * (i === 0 ? 1.8 : 1.3),
          });
      }
    };

    type Sat = { p: Pt; depth: number; ring: Ring; a: number };
    const sats: Sat[] = [];
    for (const r of [...rings, cross]) {
      // Normalised angles, sorted, so t and t + 1 produce the same markup.
      const angles = Array.from({ length: r.count }, (_, k) =>
        frac(r.phase + k / r.count + (r.laps * t) / r.count),
      ).sort((p, q) => p - q);
      for (const u of angles) {
        const a = TAU * u;
        const o = onRing(r, a);
        sats.push({ p: o.p, depth: o.depth, ring: r, a });
      }
    }

    const drawSat = (st: Sat) => {
      const r = st.ring;
      const scale = 1 + 0.22 * st.depth;
      const R = r.size * scale;
      const dim = st.depth < 0 ? 0.6 + 0.4 * (1 + st.depth) : 1;
      const c = r.warm ? pal.warm : pal.accentLight;
      // Trail: a short arc behind the satellite, fading toward its tail.
      const dir = Math.sign(r.laps);
      const tail: Pt[] = [];
      const arc = Math.min(0.6, (s * 230) / r.rx);
      for (let k = 0; k <= 8; k++) tail.push(onRing(r, st.a - dir * (k / 8) * arc).p);
      const trail = svg.linear(
        [
          [0, c, 0.85 * dim],
          [1, c, 0],
        ],
        tail[0]![0],
        tail[0]![1],
        tail[8]![0],
        tail[8]![1],
        true,
      );
      svg.add(
        el("path", {
          d: tail.map(([x, y], k) => `${k ? "L" : "M"}${f(x)} ${f(y)}`).join(""),
          fill: "none",
          stroke: trail,
          "stroke-width": R * 0.55,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      );
      svg.add(svg.glow(st.p[0], st.p[1], R * 5, c, 0.45 * dim));
      const ball = svg.radialBox(
        [
          [0, "#ffffff"],
          [0.45, c],
          [1, r.warm ? mix(pal.warm, pal.bg0, 0.4) : pal.accentDeep],
        ],
        0.35,
        0.3,
        0.8,
      );
      svg.add(el("circle", { cx: st.p[0], cy: st.p[1], r: R, fill: ball, opacity: f(dim) }));
      if (r.size > s * 11.5) {
        svg.add(
          el("ellipse", {
            cx: 0,
            cy: 0,
            rx: R * 1.9,
            ry: R * 0.55,
            fill: "none",
            stroke: c,
            "stroke-opacity": f(0.6 * dim),
            "stroke-width": s * 1.1,
            transform: `translate(${f(st.p[0])} ${f(st.p[1])}) rotate(${f(rot - 8)})`,
          }),
        );
      }
    };

    // Far halves and far satellites.
    for (const [i, r] of rings.entries()) svg.add(ringStroke(r, i, true));
    svg.add(ringStroke(cross, 1, true));
    for (const st of sats) if (st.depth < 0) drawSat(st);

    // The core: halo, body, wireframe, rim.
    const pulse = 0.5 + 0.5 * wave(t, 2);
    svg.add(svg.glow(cx, cy, core * (3.4 + 0.3 * pulse), pal.accent, 0.5));
    svg.add(svg.glow(cx, cy, core * 1.8, pal.accentLight, 0.35 + 0.1 * pulse));
    const body = svg.radial(
      [
        [0, mix(pal.accentLight, "#ffffff", 0.4)],
        [0.35, pal.accent],
        [0.8, pal.accentDeep],
        [1, mix(pal.accentDeep, pal.bg0, 0.35)],
      ],
      cx,
      cy,
      core,
      cx - core * 0.35,
      cy - core * 0.4,
    );
    svg.add(el("circle", { cx, cy, r: core, fill: body }));

    const front: string[] = [];
    const back: string[] = [];
    const sphere = (pts3: [number, number, number][]) => {
      // Rotate about the screen x axis (tilt toward viewer), then the ring plane's roll.
      const roll = (rot * Math.PI) / 180;
      let cur: string[] | null = null;
      let seg = "";
      const flush = () => {
        if (cur && seg) cur.push(seg);
        seg = "";
      };
      for (const [x, y, z] of pts3) {
        const y1 = y * Math.cos(tiltX) - z * Math.sin(tiltX);
        const z1 = y * Math.sin(tiltX) + z * Math.cos(tiltX);
        const px = cx + core * (x * Math.cos(roll) + y1 * Math.sin(roll) * -1);
        const py = cy + core * (x * Math.sin(roll) + y1 * Math.cos(roll));
        // Equator points on the screen-up side are the far side, as for the rings.
        const target = z1 <= 0 ? front : back;
        if (target !== cur) {
          flush();
          cur = target;
          seg = `M${f(px)} ${f(py)}`;
        } else seg += `L${f(px)} ${f(py)}`;
      }
      flush();
    };
    const steps = 40;
    for (const lat of [-60, -30, 0, 30, 60]) {
      const phi = (lat * Math.PI) / 180;
      const ring: [number, number, number][] = [];
      for (let k = 0; k <= steps; k++) {
        const a = (TAU * k) / steps;
        ring.push([Math.cos(phi) * Math.cos(a), Math.sin(phi), Math.cos(phi) * Math.sin(a)]);
      }
      sphere(ring);
    }
    const spin = (Math.PI / meridians) * frac(t);
    for (let m = 0; m < meridians; m++) {
      const lam = (Math.PI * m) / meridians + spin;
      const ring: [number, number, number][] = [];
      for (let k = 0; k <= steps; k++) {
        const a = (TAU * k) / steps;
        ring.push([Math.cos(a) * Math.cos(lam), Math.sin(a), Math.cos(a) * Math.sin(lam)]);
      }
      sphere(ring);
    }
    svg.add(
      el("path", {
        d: back.join(""),
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.16,
        "stroke-width": s * 0.9,
      }),
      el("path", {
        d: front.join(""),
        fill: "none",
        stroke: "#ffffff",
        "stroke-opacity": 0.38,
        "stroke-width": s * 1.1,
      }),
    );
    // Atmosphere rim and a crisp highlight arc.
    const rim = svg.radial(
      [
        [0.8, pal.accentLight, 0],
        [0.96, pal.accentLight, 0.5],
        [1, pal.accentLight, 0],
      ],
      cx,
      cy,
      core * 1.06,
    );
    svg.add(el("circle", { cx, cy, r: core * 1.06, fill: rim }));
    svg.add(
      el("circle", {
        cx,
        cy,
        r: core,
        fill: "none",
        stroke: "#ffffff",
        "stroke-opacity": 0.55,
        "stroke-width": s * 1.4,
        "stroke-dasharray": `${f(core * 1.3)} ${f(TAU * core)}`,
        "stroke-linecap": "round",
        transform: `rotate(${f(190)} ${f(cx)} ${f(cy)})`,
      }),
    );

    // Near halves and near satellites.
    for (const [i, r] of rings.entries()) svg.add(ringStroke(r, i, false));
    svg.add(ringStroke(cross, 1, false));
    for (const st of sats) if (st.depth >= 0) drawSat(st);
  };
};
