/** nodes: a layered constellation of points, links and glowing hubs (networks, data, AI). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import { TAU, el, f, frac, smoothstep, wave, type Pt } from "../lib/svg";

type Node = {
  x: number;
  y: number;
  /** Depth: 0 = far (small, dim, slow), 1 = near (large, bright). */
  z: number;
  phase: number;
  hub: boolean;
  /** Blinking nodes pulse in brightness; 0 = steady. */
  blink: number;
};

type Link = { a: number; b: number; z: number; hub: boolean };

export const nodes: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("nodes");

  // A focus the network gathers around, placed off-centre.
  const fxu = rng.range(0.56, 0.66);
  const fyu = rng.range(0.42, 0.52);
  const spacing = Math.min(w, h * 1.6) * 0.052;

  const list: Node[] = [];
  for (let tries = 0; tries < 3200 && list.length < 150; tries++) {
    const x = rng.range(-0.04, 1.04) * w;
    const y = rng.range(-0.05, 1.05) * h;
    const dx = (x / w - fxu) / 0.55;
    const dy = (y / h - fyu) / 0.6;
    const density = 0.14 + 0.86 * Math.exp(-(dx * dx + dy * dy) * 1.6);
    if (!rng.chance(density)) continue;
    const min = spacing * (1.5 - 0.85 * density);
    if (list.some((n) => Math.hypot(n.x - x, n.y - y) < min)) continue;
    list.push({
      x,
      y,
      z: rng.next() ** 1.4 * (0.4 + 0.6 * density),
      phase: rng.next(),
      hub: false,
      blink: rng.chance(0.25) ? rng.range(0.5, 1) : 0,
    });
  }

  // Hubs: near the focus, well apart from each other, pulled to the front.
  const byFocus = list
    .map((n, i) => ({
      i,
      d: Math.hypot(n.x / w - fxu, (n.y / h - fyu) * 0.8) + rng.range(0, 0.12),
    }))
    .sort((p, q) => p.d - q.d);
  const hubs: number[] = [];
  const hubCount = rng.int(4, 5);
  for (const { i } of byFocus) {
    if (hubs.length >= hubCount) break;
    const n = list[i]!;
    if (n.x < w * 0.12 || n.x > w * 0.9 || n.y < h * 0.14 || n.y > h * 0.84) continue;
    if (hubs.some((j) => Math.hypot(list[j]!.x - n.x, list[j]!.y - n.y) < w * 0.17)) continue;
    hubs.push(i);
    n.hub = true;
    n.z = 1;
  }

  // Links: each node to its nearest neighbours of a similar depth; hubs reach further.
  const links: Link[] = [];
  const seen = new Set<string>();
  const addLink = (a: number, b: number, hub: boolean) => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (seen.has(key)) return;
    seen.add(key);
    links.push({ a, b, z: (list[a]!.z + list[b]!.z) / 2, hub });
  };
  for (const [i, n] of list.entries()) {
    const near = list
      .map((m, j) => ({ j, d: Math.hypot(m.x - n.x, m.y - n.y) }))
      .filter(({ j, d }) => j !== i && d < spacing * (n.hub ? 3.6 : 2.4))
      .filter(({ j }) => n.hub || list[j]!.hub || Math.abs(list[j]!.z - n.z) < 0.42)
      .sort((p, q) => p.d - q.d);
    for (const { j } of near.slice(0, n.hub ? 7 : 3)) addLink(i, j, n.hub || list[j]!.hub);
  }

  // Faint facets: triangles whose three sides are all links.
  const linked = (a: number, b: number) => seen.has(a < b ? `${a}-${b}` : `${b}-${a}`);
  const facets: { p: [number, number, number]; phase: number }[] = [];
  for (const l of links) {
    for (let k = 0; k < list.length && facets.length < 26; k++) {
      if (k <= l.a || k <= l.b) continue;
      if (linked(l.a, k) && linked(l.b, k) && rng.chance(0.4)) {
        facets.push({ p: [l.a, l.b, k], phase: rng.next() });
      }
    }
  }

  // The backbone: hubs chained in order around the focus, drawn as gentle arcs.
  const ordered = [...hubs].sort(
    (p, q) =>
      Math.atan2(list[p]!.y - fyu * h, list[p]!.x - fxu * w) -
      Math.atan2(list[q]!.y - fyu * h, list[q]!.x - fxu * w),
  );
  const backbone = ordered.map((a, k) => ({
    a,
    b: ordered[(k + 1) % ordered.length]!,
    bend: rng.range(0.12, 0.22) * rng.sign(),
  }));

  // Packets travel along hub links.
  const hubLinks = links.filter((l) => l.hub);
  rng.shuffle(hubLinks);
  const packets = hubLinks.slice(0, 12).map((l) => ({
    l,
    speed: rng.chance(0.35) ? 2 : 1,
    phase: rng.next(),
    dir: rng.chance(0.5),
  }));

  // Depth cues: fine dust far behind, a few out-of-focus discs in front near the edges.
  const dust = Array.from({ length: 70 }, () => ({
    x: rng.next() * w,
    y: rng.next() * h,
    r: rng.range(0.6, 1.5),
    o: rng.range(0.15, 0.45),
    phase: rng.next(),
  }));
  const bokeh = Array.from({ length: 6 }, (_, k) => {
    const a = (k / 6 + rng.range(0, 0.1)) * TAU;
    return {
      x: w * (0.5 + Math.cos(a) * rng.range(0.42, 0.52)),
      y: h * (0.5 + Math.sin(a) * rng.range(0.4, 0.5)),
      r: s * rng.range(30, 70),
      phase: rng.next(),
      second: rng.chance(0.35),
    };
  });

  const pos = (n: Node, t: number): Pt => {
    const amp = s * (3 + 9 * n.z);
    return [
      n.x + amp * Math.cos(TAU * (t + n.phase)),
      n.y + amp * 0.7 * Math.sin(TAU * (t + n.phase)),
    ];
  };

  return (svg, t) => {
    const P = list.map((n) => pos(n, t));
    const fx = fxu * w;
    const fy = fyu * h;

    svg.add(svg.glow(fx, fy, w * 0.5, pal.accent, 0.22, 0.75));
    svg.add(svg.glow(w * 0.1, h * 0.85, w * 0.35, pal.second, 0.12));
    svg.add(svg.glow(w * 0.95, h * 0.08, w * 0.25, pal.accentDeep, 0.25));

    let specks = "";
    for (const d of dust) {
      const o = d.o * (0.6 + 0.4 * wave(t, 1, d.phase));
      specks += el("circle", { cx: d.x, cy: d.y, r: s * d.r, opacity: f(o) });
    }
    svg.add(el("g", { fill: pal.accentLight }, specks));

    // Facets, breathing softly.
    const facetFill = svg.linear(
      [
        [0, pal.accentLight, 1],
        [1, pal.accent, 0.3],
      ],
      0,
      0,
      1,
      1,
    );
    for (const fc of facets) {
      const o = 0.04 + 0.07 * (0.5 + 0.5 * wave(t, 1, fc.phase));
      const [a, b, c] = fc.p.map((i) => P[i]!);
      svg.add(
        el("path", {
          d: `M${f(a![0])} ${f(a![1])}L${f(b![0])} ${f(b![1])}L${f(c![0])} ${f(c![1])}Z`,
          fill: facetFill,
          opacity: f(o),
        }),
      );
    }

    // Links in three depth bands (one path each keeps the markup small).
    // Their colour is lit by the focus: bright near it, muted toward the frame's edges.
    const litStroke = (o: number) =>
      svg.radial(
        [
          [0, pal.accentLight, Math.min(1, o * 1.8)],
          [0.4, pal.accent, o],
          [1, pal.line, o * 0.6],
        ],
        fx,
        fy,
        w * 0.62,
      );
    const bands = [
      { lo: -1, hi: 0.35, wd: 0.8, c: litStroke(0.3) },
      { lo: 0.35, hi: 0.7, wd: 1, c: litStroke(0.42) },
      { lo: 0.7, hi: 2, wd: 1.25, c: litStroke(0.55) },
    ];
    for (const b of bands) {
      let d = "";
      for (const l of links) {
        if (l.z < b.lo || l.z >= b.hi) continue;
        const p = P[l.a]!;
        const q = P[l.b]!;
        d += `M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}`;
      }
      if (d) {
        svg.add(
          el("path", {
            d,
            fill: "none",
            stroke: b.c,
            "stroke-width": s * b.wd,
            "stroke-linecap": "round",
          }),
        );
      }
    }

    // Backbone arcs between hubs: a soft wide stroke under a crisp bright one.
    let arcs = "";
    for (const k of backbone) {
      const p = P[k.a]!;
      const q = P[k.b]!;
      const mx = (p[0] + q[0]) / 2 - (q[1] - p[1]) * k.bend;
      const my = (p[1] + q[1]) / 2 + (q[0] - p[0]) * k.bend;
      arcs += `M${f(p[0])} ${f(p[1])}Q${f(mx)} ${f(my)} ${f(q[0])} ${f(q[1])}`;
    }
    const arcStroke = svg.linear(
      [
        [0, pal.accentLight],
        [0.5, pal.accent],
        [1, pal.second],
      ],
      fx - w * 0.3,
      fy - h * 0.3,
      fx + w * 0.3,
      fy + h * 0.3,
      true,
    );
    svg.add(
      el("path", {
        d: arcs,
        fill: "none",
        stroke: arcStroke,
        "stroke-width": s * 7,
        "stroke-opacity": 0.1,
        "stroke-linecap": "round",
      }),
      el("path", {
        d: arcs,
        fill: "none",
        stroke: arcStroke,
        "stroke-width": s * 1.6,
        "stroke-opacity": 0.75,
        "stroke-dasharray": `${f(s * 2)} ${f(s * 7)}`,
        "stroke-dashoffset": f(-s * 9 * frac(6 * t)),
        "stroke-linecap": "round",
      }),
    );

    // Ordinary nodes, far to near.
    const order = list.map((_, i) => i).sort((a, b) => list[a]!.z - list[b]!.z);
    let far = "";
    for (const i of order) {
      const n = list[i]!;
      if (n.hub) continue;
      const [x, y] = P[i]!;
      const lit = n.blink ? 0.5 + 0.5 * wave(t, 1, n.phase) : 0;
      const r = s * (1.8 + 3.2 * n.z);
      if (n.z < 0.45 && !n.blink) {
        far += el("circle", { cx: x, cy: y, r, opacity: f(0.35 + 0.6 * n.z) });
        continue;
      }
      if (lit > 0.05) svg.add(svg.glow(x, y, r * 7, pal.accentLight, 0.45 * lit * n.blink));
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: r * 1.9,
          fill: pal.bg1,
          stroke: mix(pal.accent, pal.accentLight, n.z),
          "stroke-width": s * 1.1,
          "stroke-opacity": f(0.5 + 0.4 * n.z),
        }),
        el("circle", {
          cx: x,
          cy: y,
          r: r * (0.8 + 0.3 * lit),
          fill: lit > 0.5 ? "#ffffff" : pal.accentLight,
          opacity: f(0.7 + 0.3 * n.z),
        }),
      );
    }
    svg.add(el("g", { fill: mix(pal.line, pal.accentLight, 0.35) }, far));

    // Hubs: a bloom, a glassy disc, a rotating dashed ring and a bright core.
    const disc = svg.radialBox(
      [
        [0, pal.accentLight, 0.9],
        [0.55, pal.accent, 0.55],
        [1, pal.accentDeep, 0.35],
      ],
      0.38,
      0.32,
      0.75,
    );
    for (const [k, i] of hubs.entries()) {
      const [x, y] = P[i]!;
      const n = list[i]!;
      const pulse = 0.5 + 0.5 * wave(t, 1, n.phase);
      const R = s * (16 + (k === 0 ? 8 : 0));
      svg.add(svg.glow(x, y, R * 6, pal.accent, 0.35 + 0.15 * pulse));
      svg.add(svg.glow(x, y, R * 2.6, pal.accentLight, 0.35));
      // Expanding signal ring.
      const u = frac(t + n.phase);
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: R * (1.3 + 2.6 * u),
          fill: "none",
          stroke: pal.accentLight,
          "stroke-width": s * 1.2,
          "stroke-opacity": f(0.55 * (1 - u) ** 2 * smoothstep(0, 0.12, u)),
        }),
      );
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: R * 1.75,
          fill: "none",
          stroke: pal.accentLight,
          "stroke-width": s * 1.3,
          "stroke-opacity": 0.6,
          "stroke-dasharray": `${f(R * 0.5)} ${f(R * 0.42)}`,
          transform: `rotate(${f(360 * frac(t * (k % 2 ? -1 : 1) + n.phase))} ${f(x)} ${f(y)})`,
        }),
        el("circle", {
          cx: x,
          cy: y,
          r: R,
          fill: disc,
          stroke: "#ffffff",
          "stroke-opacity": 0.55,
          "stroke-width": s * 1.2,
        }),
        el("circle", { cx: x, cy: y, r: R * 0.36, fill: "#ffffff" }),
      );
    }

    // Out-of-focus discs drifting in the foreground.
    for (const b of bokeh) {
      const x = b.x + s * 14 * Math.cos(TAU * (t + b.phase));
      const y = b.y + s * 10 * Math.sin(TAU * (t + b.phase));
      const c = b.second ? pal.second : pal.accentLight;
      const fill = svg.radialBox([
        [0, c, 0.02],
        [0.8, c, 0.05],
        [1, c, 0.1],
      ]);
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: b.r,
          fill,
          stroke: c,
          "stroke-opacity": 0.12,
          "stroke-width": s,
        }),
      );
    }

    // Data packets on hub links.
    for (const pk of packets) {
      const u = frac(pk.phase + pk.speed * t);
      const [p, q] = pk.dir ? [P[pk.l.a]!, P[pk.l.b]!] : [P[pk.l.b]!, P[pk.l.a]!];
      const x = p[0] + (q[0] - p[0]) * u;
      const y = p[1] + (q[1] - p[1]) * u;
      const o = Math.sin(Math.PI * u);
      svg.add(svg.glow(x, y, s * 18, pal.warm, 0.6 * o));
      svg.add(el("circle", { cx: x, cy: y, r: s * 2.6, fill: "#ffffff", opacity: f(o) }));
    }
  };
};
