/** circuit: a circuit board around a central chip, light pulses on its traces (hardware, security). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import type { Rng } from "../lib/random";
import { el, f, frac, linePath, pathLength, smoothstep, wave, type Pt } from "../lib/svg";

type End = "via" | "pad" | "open";

type Trace = {
  points: Pt[];
  len: number;
  /** 0 = bus from the main chip, 1 = secondary routing. */
  tier: 0 | 1;
  start: End;
  end: End;
  /** Carries a pulse: [speed, phase, outward]. */
  pulse?: [number, number, boolean];
  tint: "accent" | "second";
};

type Part =
  | { kind: "ic"; x: number; y: number; pw: number; ph: number; pins: number }
  | { kind: "smd"; x: number; y: number; vertical: boolean; tone: number };

const DIRS: Pt[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

function norm(x: number, y: number): Pt {
  const n = Math.hypot(x, y) || 1;
  return [x / n, y / n];
}

/** The point at distance d along a polyline, clamped to its ends. */
function pointAt(points: readonly Pt[], d: number): Pt {
  let left = Math.max(0, d);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const seg = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (left <= seg) {
      const q = seg ? left / seg : 0;
      return [a[0] + (b[0] - a[0]) * q, a[1] + (b[1] - a[1]) * q];
    }
    left -= seg;
  }
  return points[points.length - 1]!;
}

export const circuit: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("circuit");
  const cx = w * 0.5 + rng.range(-0.04, 0.04) * w;
  const cy = h * 0.5 + rng.range(-0.03, 0.03) * h;
  const C = 250 * s;
  const pins = 8;
  const pitch = C / (pins + 1);
  const pinLen = 16 * s;

  // ---- Occupancy grid, so routes keep apart.
  const g = 18 * s;
  const cols = Math.ceil(w / g) + 1;
  const rows = Math.ceil(h / g) + 1;
  const used = new Uint8Array(cols * rows);
  const cellOf = (x: number, y: number) => {
    const i = Math.floor(x / g);
    const j = Math.floor(y / g);
    return i < 0 || j < 0 || i >= cols || j >= rows ? -1 : j * cols + i;
  };
  const cellsAlong = (points: readonly Pt[]) => {
    const out = new Set<number>();
    const len = pathLength(points);
    for (let d = 0; d <= len; d += g * 0.2) {
      const [x, y] = pointAt(points, d);
      out.add(cellOf(x, y));
    }
    return out;
  };
  /** Claim cells and their neighbours, so other routes keep a cell's distance. */
  const claim = (cells: Iterable<number>) => {
    for (const c of cells) {
      if (c < 0) continue;
      const i = c % cols;
      const j = (c - i) / cols;
      for (let dj = -1; dj <= 1; dj++) {
        for (let di = -1; di <= 1; di++) {
          const ii = i + di;
          const jj = j + dj;
          if (ii >= 0 && jj >= 0 && ii < cols && jj < rows) used[jj * cols + ii] = 1;
        }
      }
    }
  };
  const markRect = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y <= y1; y += g * 0.5) {
      for (let x = x0; x <= x1; x += g * 0.5) {
        const c = cellOf(x, y);
        if (c >= 0) used[c] = 1;
      }
    }
  };
  const rectFree = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y <= y1; y += g * 0.5) {
      for (let x = x0; x <= x1; x += g * 0.5) {
        const c = cellOf(x, y);
        if (c < 0 || used[c]) return false;
      }
    }
    return true;
  };
  markRect(
    cx - C / 2 - pinLen - g,
    cy - C / 2 - pinLen - g,
    cx + C / 2 + pinLen + g,
    cy + C / 2 + pinLen + g,
  );

  const traces: Trace[] = [];

  // ---- Buses from the chip: each side's traces run out, jog 45° as parallel groups
  // (outer traces turn first, so spacing holds), then run on to a via, a pad or the edge.
  const busRng = rng.fork("bus");
  const sides: [Pt, Pt][] = [
    [
      [1, 0],
      [0, 1],
    ],
    [
      [0, 1],
      [-1, 0],
    ],
    [
      [-1, 0],
      [0, -1],
    ],
    [
      [0, -1],
      [1, 0],
    ],
  ];
  for (const [out, along] of sides) {
    const room =
      (out[0] > 0 ? w - cx : out[0] < 0 ? cx : out[1] > 0 ? h - cy : cy) - C / 2 - pinLen;
    const L1 = busRng.range(26, 44) * s;
    const jog = busRng.range(0.55, 1.3) * pitch * 2;
    const toWorld = (u: number, v: number): Pt => [
      cx + out[0] * u + along[0] * v,
      cy + out[1] * u + along[1] * v,
    ];
    const split = busRng.range(0.15, 0.5);
    for (let i = 0; i < pins; i++) {
      const o = (i - (pins - 1) / 2) * pitch;
      if (busRng.chance(0.12)) continue;
      const sgn = Math.sign(o);
      const rank = Math.abs(o) / pitch; // 0.5 … 3.5
      const u0 = C / 2 + pinLen;
      const pts0: Pt[] = [[u0, o]];
      // Middle traces run straight; the others jog away from the centre line.
      const jogs = Math.abs(o) > pitch * split * pins * 0.25;
      let u = u0 + L1 + (pins / 2 - rank) * pitch * 0.414;
      let v = o;
      if (jogs) {
        pts0.push([u, v]);
        u += jog;
        v += sgn * jog;
        pts0.push([u, v]);
      }
      const reach = room * busRng.range(0.45, 1.05);
      const endU = Math.max(u + 30 * s, C / 2 + pinLen + reach);
      const open = endU > room + C / 2;
      pts0.push([open ? room + C / 2 + pinLen + 40 * s : endU, v]);
      const points = pts0.map(([a, b]) => toWorld(a, b));
      claim(cellsAlong(points));
      traces.push({
        points,
        len: pathLength(points),
        tier: 0,
        start: "open",
        end: open ? "open" : busRng.chance(0.7) ? "via" : "pad",
        tint: "accent",
        pulse: busRng.chance(0.45)
          ? [busRng.pick([1, 1, 2]), busRng.next(), busRng.chance(0.75)]
          : undefined,
      });
    }
  }
  // Keep a clear ring around bus ends.
  for (const t of traces) {
    const [x, y] = t.points[t.points.length - 1]!;
    markRect(x - g, y - g, x + g, y + g);
  }

  // ---- Parts: small ICs and passives in free space.
  const partRng = rng.fork("parts");
  const parts: Part[] = [];
  for (let k = 0; k < 60 && parts.filter((p) => p.kind === "ic").length < 3; k++) {
    const pins2 = partRng.int(3, 5);
    const pw = partRng.range(56, 76) * s;
    const ph = (pins2 + 1) * 16 * s;
    const x = partRng.range(0.06, 0.94) * w - pw / 2;
    const y = partRng.range(0.08, 0.92) * h - ph / 2;
    if (!rectFree(x - 2 * g, y - g, x + pw + 2 * g, y + ph + g)) continue;
    markRect(x - g, y - g * 0.5, x + pw + g, y + ph + g * 0.5);
    parts.push({ kind: "ic", x, y, pw, ph, pins: pins2 });
  }

  // ---- Secondary routing: random walks on the eight grid directions, sometimes as
  // small parallel buses, only through free cells.
  const walkRng = rng.fork("walk");
  /** Offset a polyline sideways by d (mitred corners keep the lanes parallel). */
  const offset = (points: readonly Pt[], d: number): Pt[] =>
    points.map((p, i) => {
      const a = points[Math.max(0, i - 1)]!;
      const b = points[Math.min(points.length - 1, i + 1)]!;
      const prev = i > 0 ? norm(p[0] - a[0], p[1] - a[1]) : null;
      const next = i < points.length - 1 ? norm(b[0] - p[0], b[1] - p[1]) : null;
      const n1: Pt = prev ? [-prev[1], prev[0]] : [-next![1], next![0]];
      const n2: Pt = next ? [-next[1], next[0]] : n1;
      const m = norm(n1[0] + n2[0], n1[1] + n2[1]);
      const k = d / Math.max(0.3, m[0] * n1[0] + m[1] * n1[1]);
      return [p[0] + m[0] * k, p[1] + m[1] * k];
    });
  const tryRoute = (
    r: Rng,
    start: Pt,
    dir0: number,
    lanes: number,
    tint: Trace["tint"],
    stub?: Pt,
  ) => {
    const spine: Pt[] = [start];
    let dir = dir0;
    let [x, y] = start;
    const nSeg = r.int(2, 4);
    let wide = false;
    for (let k = 0; k < nSeg; k++) {
      const [dx, dy] = DIRS[dir]!;
      const n = r.int(3, 12);
      x += dx * n * g;
      y += dy * n * g;
      spine.push([x, y]);
      // Mostly 45° turns; an occasional right angle between straight runs, never two in a row.
      const right: boolean = !wide && dir % 2 === 0 && r.chance(0.25);
      wide = right;
      dir = (dir + r.sign() * (right ? 2 : 1) + 8) % 8;
    }
    const lanePaths: Pt[][] = [];
    for (let lane = 0; lane < lanes; lane++) lanePaths.push(offset(spine, lane * g));
    const cells = new Set<number>();
    for (const p of lanePaths) {
      for (const c of cellsAlong(p)) {
        if (c < 0 || used[c]) return false;
        cells.add(c);
      }
    }
    claim(cells);
    for (const p of lanePaths) {
      if (stub) p.unshift(stub);
      traces.push({
        points: p,
        len: pathLength(p),
        tier: 1,
        start: stub ? "open" : r.chance(0.8) ? "via" : "pad",
        end: r.chance(0.75) ? "via" : "pad",
        tint,
        pulse: r.chance(0.12) ? [1, r.next(), r.chance(0.5)] : undefined,
      });
    }
    return true;
  };
  // From the small ICs' pins first, then anywhere.
  for (const p of parts) {
    if (p.kind !== "ic") continue;
    for (let k = 0; k < p.pins; k++) {
      const y = p.y + (k + 1) * 16 * s;
      if (walkRng.chance(0.7)) {
        tryRoute(walkRng, [p.x + p.pw + g * 2.2, y], walkRng.pick([0, 0, 1, 7]), 1, "second", [
          p.x + p.pw + 8 * s,
          y,
        ]);
      }
      if (walkRng.chance(0.7)) {
        tryRoute(walkRng, [p.x - g * 2.2, y], walkRng.pick([4, 4, 3, 5]), 1, "second", [
          p.x - 8 * s,
          y,
        ]);
      }
    }
  }
  let placed = 0;
  for (let k = 0; k < 2500 && placed < 60; k++) {
    const start: Pt = [
      Math.round(walkRng.range(0, w) / g) * g + g / 2,
      Math.round(walkRng.range(0, h) / g) * g + g / 2,
    ];
    const lanes = walkRng.pick([1, 1, 2, 2, 3, 4]);
    const dir0 = walkRng.chance(0.75) ? walkRng.int(0, 3) * 2 : walkRng.int(0, 3) * 2 + 1;
    if (tryRoute(walkRng, start, dir0, lanes, walkRng.chance(0.25) ? "second" : "accent")) placed++;
  }
  for (let k = 0; k < 300 && parts.length < 16; k++) {
    const vertical = partRng.chance(0.4);
    const pw = vertical ? 10 * s : 22 * s;
    const ph = vertical ? 22 * s : 10 * s;
    const x = partRng.range(0.03, 0.97) * w;
    const y = partRng.range(0.03, 0.97) * h;
    if (!rectFree(x - pw, y - ph, x + pw, y + ph)) continue;
    markRect(x - pw, y - ph, x + pw, y + ph);
    parts.push({ kind: "smd", x, y, vertical, tone: partRng.int(0, 2) });
  }

  const fiducials: Pt[] = [];
  for (let k = 0; k < 40 && fiducials.length < 3; k++) {
    const x = rng.range(0.05, 0.95) * w;
    const y = rng.range(0.06, 0.94) * h;
    if (!rectFree(x - g, y - g, x + g, y + g)) continue;
    markRect(x - g, y - g, x + g, y + g);
    fiducials.push([x, y]);
  }

  // A buried inner layer: a few long, wide, faint routes seen through the board.
  const innerRng = rng.fork("inner");
  const inner: Pt[][] = [];
  for (let k = 0; k < 7; k++) {
    let x = innerRng.range(-0.05, 1.05) * w;
    let y = innerRng.range(-0.05, 1.05) * h;
    let dir = innerRng.int(0, 3) * 2;
    const p: Pt[] = [[x, y]];
    for (let n = 0; n < 4; n++) {
      const [dx, dy] = DIRS[dir]!;
      const len = innerRng.range(0.12, 0.35) * w;
      x += (dx / Math.hypot(dx, dy)) * len;
      y += (dy / Math.hypot(dx, dy)) * len;
      p.push([x, y]);
      dir = (dir + innerRng.sign() + 8) % 8;
    }
    inner.push(p);
  }

  const breathPhase = rng.next();

  return (svg, t) => {
    // ---- Board: glow behind the chip, a fine dot grid fading out toward the edges.
    svg.add(svg.glow(cx, cy, w * 0.6, pal.accent, 0.3, 0.8));
    svg.add(svg.glow(w * 0.12, h * 0.1, w * 0.35, pal.second, 0.12));
    // Dots as zero-length dashes with round caps along each grid row: cheap to render.
    const rowsD: string[] = [];
    for (let y = g / 2; y < h; y += g) rowsD.push(`M${f(g / 2)} ${f(y)}H${f(w)}`);
    svg.add(
      el("path", {
        d: rowsD.join(""),
        fill: "none",
        stroke: svg.radial(
          [
            [0, pal.accentLight, 0.22],
            [0.6, pal.accentLight, 0.1],
            [1, pal.accentLight, 0.03],
          ],
          cx,
          cy,
          Math.hypot(w, h) * 0.55,
        ),
        "stroke-width": s * 1.8,
        "stroke-linecap": "round",
        "stroke-dasharray": `0 ${f(g)}`,
      }),
    );

    for (const [k, p] of inner.entries()) {
      for (let lane = 0; lane < 3; lane++) {
        svg.add(
          el("path", {
            d: linePath(offset(p, lane * 34 * s)),
            fill: "none",
            stroke: k % 3 ? pal.accentLight : pal.second,
            "stroke-opacity": 0.05,
            "stroke-width": s * 12,
            "stroke-linejoin": "round",
          }),
        );
      }
    }

    // ---- Traces: a soft underlay, the copper, a crisp centre highlight.
    const copper = mix(pal.surface, pal.accent, 0.32);
    const copper2 = mix(pal.line, pal.bg1, 0.15);
    const byTier = (tier: 0 | 1) => traces.filter((tr) => tr.tier === tier);
    const dOf = (tr: Trace) => linePath(tr.points);
    const sec = byTier(1);
    svg.add(
      el("path", {
        d: sec
          .filter((tr) => tr.tint === "accent")
          .map(dOf)
          .join(""),
        fill: "none",
        stroke: copper2,
        "stroke-width": s * 3,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    );
    svg.add(
      el("path", {
        d: sec
          .filter((tr) => tr.tint === "second")
          .map(dOf)
          .join(""),
        fill: "none",
        stroke: mix(pal.line, pal.second, 0.25),
        "stroke-opacity": 0.85,
        "stroke-width": s * 3,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    );
    const main = byTier(0);
    const mainD = main.map(dOf).join("");
    svg.add(
      el("path", {
        d: mainD,
        fill: "none",
        stroke: pal.accent,
        "stroke-opacity": 0.1,
        "stroke-width": s * 14,
        "stroke-linejoin": "round",
      }),
    );
    svg.add(
      el("path", {
        d: mainD,
        fill: "none",
        stroke: copper,
        "stroke-width": s * 5,
        "stroke-linejoin": "round",
      }),
    );
    svg.add(
      el("path", {
        d: mainD,
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.32,
        "stroke-width": s * 1.2,
        "stroke-linejoin": "round",
      }),
    );

    // ---- Pulses: a light streak that runs the length of the trace, then a flash at its end.
    const flashes = new Map<Trace, number>();
    for (const tr of traces) {
      if (!tr.pulse) continue;
      const [speed, phase, outward] = tr.pulse;
      const tail = (tr.tier ? 70 : 120) * s;
      const u = frac(t * speed + phase);
      const head = u * (tr.len + tail);
      const along = outward ? head : tr.len - head;
      const col = tr.tint === "second" ? pal.secondLight : pal.accentLight;
      // The dash pattern puts one dash of length `tail` ending at the head.
      const period = tr.len + tail * 3;
      const dashAttrs = (len: number) => ({
        d: linePath(outward ? tr.points : [...tr.points].reverse()),
        fill: "none",
        "stroke-dasharray": `${f(len)} ${f(period)}`,
        "stroke-dashoffset": f(len - head),
        "stroke-linecap": "round",
      });
      svg.add(
        el("path", {
          ...dashAttrs(tail),
          stroke: col,
          "stroke-opacity": 0.35,
          "stroke-width": s * (tr.tier ? 3 : 5),
        }),
        el("path", {
          ...dashAttrs(tail * 0.4),
          stroke: col,
          "stroke-opacity": 0.8,
          "stroke-width": s * (tr.tier ? 3 : 5),
        }),
      );
      // The head fades in as it leaves and out as it lands.
      const vis =
        smoothstep(0, 40 * s, head) * (1 - smoothstep(tr.len - 8 * s, tr.len + 4 * s, head));
      if (vis > 0.01) {
        const [x, y] = pointAt(tr.points, along);
        svg.add(svg.glow(x, y, s * (tr.tier ? 16 : 26), col, 0.85 * vis));
        svg.add(
          el("circle", {
            cx: x,
            cy: y,
            r: s * (tr.tier ? 2.2 : 3.2),
            fill: "#ffffff",
            opacity: f(vis),
          }),
        );
      }
      // Flash when the pulse arrives.
      const arrive = tr.len / (tr.len + tail);
      const since = frac(u - arrive);
      flashes.set(tr, (1 - smoothstep(0, 0.18, since)) * (since < 0.5 ? 1 : 0));
    }

    // ---- Terminals: vias (rings with a drill hole) and pads.
    const viaRing: string[] = [];
    const viaRing2: string[] = [];
    const holes: string[] = [];
    const padD: string[] = [];
    const circle = (x: number, y: number, r: number) =>
      `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    const terminal = (tr: Trace, at: Pt, kind: End, from: Pt) => {
      const [x, y] = at;
      const r = tr.tier ? 5.5 * s : 8 * s;
      if (kind === "via") {
        (tr.tier ? viaRing2 : viaRing).push(circle(x, y, r));
        holes.push(circle(x, y, r * 0.42));
      } else if (kind === "pad") {
        const horiz = Math.abs(at[0] - from[0]) >= Math.abs(at[1] - from[1]);
        const pw = (horiz ? 20 : 12) * s * (tr.tier ? 0.8 : 1);
        const ph = (horiz ? 12 : 20) * s * (tr.tier ? 0.8 : 1);
        padD.push(`M${f(x - pw / 2)} ${f(y - ph / 2)}h${f(pw)}v${f(ph)}h${f(-pw)}z`);
      }
    };
    for (const tr of traces) {
      const n = tr.points.length;
      terminal(tr, tr.points[n - 1]!, tr.end, tr.points[n - 2]!);
      if (tr.tier) terminal(tr, tr.points[0]!, tr.start, tr.points[1]!);
    }
    svg.add(
      el("path", { d: viaRing.join(""), fill: pal.bg1, stroke: copper, "stroke-width": s * 4 }),
    );
    svg.add(
      el("path", { d: viaRing2.join(""), fill: pal.bg1, stroke: copper2, "stroke-width": s * 3 }),
    );
    svg.add(
      el("path", {
        d: padD.join(""),
        fill: svg.linear([
          [0, mix(copper, pal.accentLight, 0.35)],
          [1, copper],
        ]),
        stroke: pal.accentLight,
        "stroke-opacity": 0.3,
        "stroke-width": s,
      }),
    );
    svg.add(el("path", { d: holes.join(""), fill: pal.bg0 }));
    for (const [tr, v] of flashes) {
      if (v <= 0.01) continue;
      const n = tr.points.length;
      const outward = tr.pulse?.[2] ?? true;
      const [x, y] = outward ? tr.points[n - 1]! : tr.points[0]!;
      const col = tr.tint === "second" ? pal.secondLight : pal.accentLight;
      svg.add(svg.glow(x, y, s * 34, col, 0.8 * v));
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: s * (tr.tier ? 6 : 9),
          fill: "none",
          stroke: "#ffffff",
          "stroke-opacity": f(v),
          "stroke-width": s * 1.5,
        }),
      );
    }

    // ---- Parts.
    for (const p of parts) {
      if (p.kind === "smd") {
        const pw = p.vertical ? 9 * s : 20 * s;
        const ph = p.vertical ? 20 * s : 9 * s;
        const cap = (p.vertical ? ph : pw) * 0.24;
        svg.add(
          el("rect", {
            x: p.x - pw / 2,
            y: p.y - ph / 2,
            width: pw,
            height: ph,
            rx: 1.5 * s,
            fill: [
              pal.surface,
              mix(pal.surface, pal.second, 0.3),
              mix(pal.surfaceDark, pal.accent, 0.2),
            ][p.tone],
            stroke: pal.line,
            "stroke-width": s,
          }),
        );
        const caps = p.vertical
          ? `M${f(p.x - pw / 2)} ${f(p.y - ph / 2)}h${f(pw)}v${f(cap)}h${f(-pw)}zM${f(p.x - pw / 2)} ${f(p.y + ph / 2 - cap)}h${f(pw)}v${f(cap)}h${f(-pw)}z`
          : `M${f(p.x - pw / 2)} ${f(p.y - ph / 2)}h${f(cap)}v${f(ph)}h${f(-cap)}zM${f(p.x + pw / 2 - cap)} ${f(p.y - ph / 2)}h${f(cap)}v${f(ph)}h${f(-cap)}z`;
        svg.add(el("path", { d: caps, fill: mix(pal.line, pal.accentLight, 0.45) }));
      } else {
        const leads: string[] = [];
        for (let k = 0; k < p.pins; k++) {
          const y = p.y + (k + 1) * 16 * s - 3 * s;
          leads.push(
            `M${f(p.x - 10 * s)} ${f(y)}h${f(p.pw + 20 * s)}v${f(6 * s)}h${f(-p.pw - 20 * s)}z`,
          );
        }
        svg.add(el("path", { d: leads.join(""), fill: mix(pal.line, pal.accentLight, 0.4) }));
        svg.add(
          el("rect", {
            x: p.x,
            y: p.y,
            width: p.pw,
            height: p.ph,
            rx: 4 * s,
            fill: svg.linear(
              [
                [0, mix(pal.surface, pal.accentLight, 0.12)],
                [1, pal.surfaceDark],
              ],
              0,
              0,
              1,
              1,
            ),
            stroke: pal.accentLight,
            "stroke-opacity": 0.28,
            "stroke-width": s * 1.2,
          }),
        );
        svg.add(el("circle", { cx: p.x + 10 * s, cy: p.y + 10 * s, r: 2.5 * s, fill: pal.line }));
        // Silkscreen outline.
        svg.add(
          el("rect", {
            x: p.x - 16 * s,
            y: p.y - 8 * s,
            width: p.pw + 32 * s,
            height: p.ph + 16 * s,
            rx: 3 * s,
            fill: "none",
            stroke: pal.line,
            "stroke-opacity": 0.6,
            "stroke-width": s,
            "stroke-dasharray": `${f(6 * s)} ${f(4 * s)}`,
          }),
        );
      }
    }
    for (const [x, y] of fiducials) {
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: 11 * s,
          fill: "none",
          stroke: pal.line,
          "stroke-width": s * 1.2,
        }),
        el("circle", { cx: x, cy: y, r: 4.5 * s, fill: mix(pal.line, pal.accentLight, 0.4) }),
      );
    }

    // ---- The chip: shadow, thickness, pins, body, die.
    const breath = 0.5 + 0.5 * wave(t, 1, breathPhase);
    const half = C / 2;
    svg.add(svg.glow(cx, cy, C * 1.3, pal.accent, 0.22 + 0.1 * breath));
    svg.add(svg.glow(cx + 10 * s, cy + 16 * s, C * 0.85, pal.bg0, 0.7));
    // Pins on four sides.
    const pinD: string[] = [];
    const pw = pitch * 0.42;
    for (let i = 0; i < pins; i++) {
      const o = (i - (pins - 1) / 2) * pitch;
      pinD.push(
        `M${f(cx + half - 2 * s)} ${f(cy + o - pw / 2)}h${f(pinLen + 2 * s)}v${f(pw)}h${f(-pinLen - 2 * s)}z`,
        `M${f(cx - half - pinLen)} ${f(cy + o - pw / 2)}h${f(pinLen + 2 * s)}v${f(pw)}h${f(-pinLen - 2 * s)}z`,
        `M${f(cx + o - pw / 2)} ${f(cy + half - 2 * s)}h${f(pw)}v${f(pinLen + 2 * s)}h${f(-pw)}z`,
        `M${f(cx + o - pw / 2)} ${f(cy - half - pinLen)}h${f(pw)}v${f(pinLen + 2 * s)}h${f(-pw)}z`,
      );
    }
    svg.add(
      el("path", {
        d: pinD.join(""),
        fill: svg.linear(
          [
            [0, pal.accentLight],
            [1, mix(pal.line, pal.accentLight, 0.3)],
          ],
          0,
          0,
          1,
          1,
        ),
      }),
    );
    const depth = 10 * s;
    svg.add(
      el("rect", {
        x: cx - half,
        y: cy - half + depth,
        width: C,
        height: C,
        rx: 16 * s,
        fill: mix(pal.bg0, pal.surfaceDark, 0.4),
      }),
    );
    svg.add(
      el("rect", {
        x: cx - half,
        y: cy - half,
        width: C,
        height: C,
        rx: 16 * s,
        fill: svg.linear(
          [
            [0, mix(pal.surface, pal.accentLight, 0.16)],
            [0.55, pal.surface],
            [1, mix(pal.surfaceDark, pal.bg0, 0.2)],
          ],
          0,
          0,
          0.8,
          1,
        ),
        stroke: pal.accentLight,
        "stroke-opacity": 0.45,
        "stroke-width": s * 1.3,
      }),
    );
    // Inner bevel and pin-1 mark.
    const bevel = 18 * s;
    svg.add(
      el("rect", {
        x: cx - half + bevel,
        y: cy - half + bevel,
        width: C - 2 * bevel,
        height: C - 2 * bevel,
        rx: 9 * s,
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.16,
        "stroke-width": s,
      }),
      el("circle", {
        cx: cx - half + bevel + 12 * s,
        cy: cy - half + bevel + 12 * s,
        r: 4 * s,
        fill: pal.accentLight,
        opacity: 0.5,
      }),
    );
    // The die: a glowing accent square with a fine grid and a scan line.
    const die = C * 0.46;
    const dx = cx - die / 2;
    const dy = cy - die / 2;
    svg.add(svg.glow(cx, cy, die * 1.1, pal.accentLight, 0.25 + 0.25 * breath));
    svg.add(
      el("rect", {
        x: dx,
        y: dy,
        width: die,
        height: die,
        rx: 6 * s,
        fill: svg.linear(
          [
            [0, pal.accentLight],
            [0.5, pal.accent],
            [1, pal.accentDeep],
          ],
          0,
          0,
          1,
          1,
        ),
      }),
    );
    const grid: string[] = [];
    const n = 6;
    for (let k = 1; k < n; k++) {
      const q = (k / n) * die;
      grid.push(
        `M${f(dx + q)} ${f(dy + 4 * s)}V${f(dy + die - 4 * s)}M${f(dx + 4 * s)} ${f(dy + q)}H${f(dx + die - 4 * s)}`,
      );
    }
    svg.add(
      el("path", {
        d: grid.join(""),
        stroke: "#ffffff",
        "stroke-opacity": 0.22,
        "stroke-width": s,
      }),
    );
    const core = die * 0.32;
    svg.add(
      el("rect", {
        x: cx - core / 2,
        y: cy - core / 2,
        width: core,
        height: core,
        rx: 3 * s,
        fill: "#ffffff",
        opacity: f(0.55 + 0.35 * breath),
      }),
    );
    const scanU = frac(t);
    const scanY = dy + die * scanU;
    const scanO = Math.sin(Math.PI * scanU);
    svg.add(
      el("rect", {
        x: dx,
        y: scanY - 1 * s,
        width: die,
        height: 2 * s,
        fill: "#ffffff",
        opacity: f(0.7 * scanO),
      }),
    );
    svg.add(
      el("rect", {
        x: dx,
        y: dy,
        width: die,
        height: die,
        rx: 6 * s,
        fill: "none",
        stroke: "#ffffff",
        "stroke-opacity": 0.55,
        "stroke-width": s * 1.2,
      }),
    );
  };
};
