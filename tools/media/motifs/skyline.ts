/** skyline: an abstract city and industrial skyline at dusk (industries, transport, retail). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import type { Rng } from "../lib/random";
import { el, f, frac, linePath, pts, smoothstep, wave, type Pt } from "../lib/svg";

type Top = "flat" | "step" | "spire" | "slant" | "antenna";
type Facade = "dots" | "bands" | "strips" | "none";

type Tower = {
  x: number;
  bw: number;
  /** Top of the main body (before setbacks, spires, slanted roofs). */
  top: number;
  top2: number;
  roof: Top;
  facade: Facade;
  glass: boolean;
  /** Glass in the companion colour instead of the accent. */
  alt?: boolean;
  /** Lit windows: [x, y, w, h, warm, phase]. */
  lit: [number, number, number, number, boolean, number][];
  /** Window grid (pattern) when the facade has one. */
  win?: {
    x: number;
    y: number;
    w: number;
    h: number;
    px: number;
    py: number;
    ww: number;
    wh: number;
  };
};

type Plant =
  | { kind: "hall"; x: number; bw: number; top: number; teeth: number }
  | { kind: "chimney"; x: number; bw: number; top: number; phase: number }
  | { kind: "tank"; x: number; bw: number; top: number }
  | { kind: "crane"; x: number; top: number; jib: number; dir: number; phase: number };

type Layer = { base: number; towers: Tower[]; depth: number };

export const skyline: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("skyline");
  const hz = h * rng.range(0.66, 0.69);
  const vpX = w * rng.range(0.42, 0.58);
  /** Height unit: 1 = the frame's height at 16:10, so 16:9 keeps the same proportions. */
  const H = s * 1000;
  /** Bell curve of the city: tall in the middle, lower toward the sides. */
  const centre = (x: number, spread: number) => Math.exp(-(((x - vpX) / (w * spread)) ** 2));

  // ---- Far haze: one silhouette path of thin towers.
  const farRng = rng.fork("far");
  const farTops: Pt[] = [];
  {
    let x = -20 * s;
    farTops.push([x, hz]);
    while (x < w + 20 * s) {
      const bw = farRng.range(22, 64) * s;
      const ht = H * farRng.range(0.1, 0.24) * (0.75 + 0.5 * centre(x, 0.5));
      const top = hz - ht;
      farTops.push([x, top], [x + bw, top]);
      if (farRng.chance(0.2)) {
        // A thin mast on a few far towers.
        const mx = x + bw * farRng.range(0.3, 0.7);
        farTops.splice(
          farTops.length - 1,
          0,
          [mx - s, top],
          [mx - s, top - ht * 0.3],
          [mx + s, top - ht * 0.3],
          [mx + s, top],
        );
      }
      x += bw + farRng.range(-4, 6) * s;
      farTops.push([x, hz - H * farRng.range(0.02, 0.05)]);
    }
    farTops.push([x, hz]);
  }

  // ---- Towers for the two city layers.
  const makeTower = (
    r: Rng,
    x: number,
    bw: number,
    ht: number,
    base: number,
    big: boolean,
    forceGlass?: boolean,
  ): Tower => {
    const top = base - ht;
    const roof: Top = big
      ? r.pick(["step", "spire", "antenna", "slant", "step"] as const)
      : r.pick(["flat", "flat", "flat", "step", "slant", "antenna"] as const);
    const top2 =
      roof === "step"
        ? top - ht * r.range(0.1, 0.2)
        : roof === "spire"
          ? top - ht * r.range(0.22, 0.35)
          : roof === "antenna"
            ? top - ht * r.range(0.18, 0.32)
            : roof === "slant"
              ? top - bw * r.range(0.25, 0.5)
              : top;
    const glass = forceGlass ?? false;
    const facade: Facade = glass
      ? "strips"
      : r.pick(["dots", "dots", "bands", "strips", "none"] as const);
    const t: Tower = { x, bw, top, top2, roof, facade, glass, lit: [] };
    if (facade !== "none") {
      const m = Math.max(5 * s, bw * 0.12);
      const px =
        facade === "bands"
          ? bw - 2 * m
          : facade === "strips"
            ? r.range(7, 10) * s
            : r.range(9, 13) * s;
      const py =
        facade === "bands"
          ? r.range(9, 13) * s
          : facade === "strips"
            ? r.range(26, 40) * s
            : r.range(12, 16) * s;
      const ww = facade === "bands" ? px : facade === "strips" ? px * 0.45 : px * 0.5;
      const wh = facade === "bands" ? py * 0.42 : facade === "strips" ? py * 0.86 : py * 0.5;
      const cols = Math.max(1, Math.floor((bw - 2 * m + (px - ww)) / px));
      const innerW = cols * px - (px - ww);
      const wx = x + (bw - innerW) / 2;
      const wy = top + m * 1.4;
      const rows = Math.max(0, Math.floor((base - wy - m + (py - wh)) / py));
      if (rows > 0) {
        t.win = { x: wx, y: wy, w: innerW, h: rows * py - (py - wh), px, py, ww, wh };
        // A few lit windows: warm ones are rare.
        const count = Math.min(cols * rows, Math.round(cols * rows * r.range(0.03, 0.08)) + 1);
        for (let k = 0; k < count; k++) {
          const c = r.int(0, cols - 1);
          const row = r.int(0, rows - 1);
          const warm = r.chance(glass ? 0.05 : 0.3);
          t.lit.push([wx + c * px, wy + row * py, ww, wh, warm, r.next()]);
        }
      }
    }
    return t;
  };

  const layer = (
    label: string,
    base: number,
    minW: number,
    maxW: number,
    lo: number,
    hi: number,
    spread: number,
    bigAt: number,
    depth: number,
    skip?: (x: number) => boolean,
  ): Layer => {
    const r = rng.fork(label);
    const towers: Tower[] = [];
    let x = -r.range(0, maxW) * s;
    while (x < w) {
      const bw = r.range(minW, maxW) * s;
      if (!skip?.(x + bw / 2)) {
        const c = centre(x + bw / 2, spread);
        const ht = H * (lo + (hi - lo) * c * r.range(0.45, 1)) * r.range(0.8, 1.1);
        towers.push(makeTower(r, x, bw, ht, base, c * r.next() > bigAt));
      }
      x += bw + r.range(2, 16) * s;
    }
    return { base, towers, depth };
  };

  const mid = layer("mid", hz + H * 0.012, 44, 96, 0.1, 0.44, 0.22, 0.35, 0.12);
  // One or two landmark glass towers among the tallest near the middle.
  {
    const r = rng.fork("landmarks");
    const ranked = mid.towers
      .map((tw, k) => ({ k, tw }))
      .filter(({ tw }) => Math.abs(tw.x + tw.bw / 2 - vpX) < w * 0.2)
      .sort((a, b) => a.tw.top - b.tw.top);
    const chosen = ranked.slice(0, 3).filter((_, k) => k === 0 || (k === 2 && r.chance(0.6)));
    for (const [n, { k, tw }] of chosen.entries()) {
      const ht = mid.base - tw.top;
      mid.towers[k] = makeTower(r, tw.x, tw.bw, ht, mid.base, true, true);
      mid.towers[k]!.alt = n > 0;
    }
  }
  // The near layer stays low in the middle (a valley that shows the towers) and gives the
  // sides to industry.
  const nearBase = hz + H * 0.05;
  const sideL = w * rng.range(0.2, 0.26);
  const sideR = w * rng.range(0.74, 0.8);
  const near = layer(
    "near",
    nearBase,
    40,
    80,
    0.05,
    0.13,
    0.16,
    0.99,
    0.2,
    (x) => x < sideL || x > sideR,
  );
  for (const t of near.towers) t.glass = false;

  // ---- Industry on both flanks of the near layer.
  const plantRng = rng.fork("plants");
  const plants: Plant[] = [];
  const flank = (x0: number, x1: number, mirrored: boolean) => {
    // One harbour crane per flank, inside the frame, its jib reaching toward the frame edge.
    const craneX = x0 + (x1 - x0) * plantRng.range(0.35, 0.6);
    const clampX = Math.min(Math.max(craneX, w * 0.08), w * 0.92);
    plants.push({
      kind: "crane",
      x: clampX,
      top: nearBase - H * plantRng.range(0.19, 0.24),
      jib: Math.min(plantRng.range(120, 170) * s, w * 0.12),
      dir: mirrored ? 1 : -1,
      phase: plantRng.next(),
    });
    const chimneyAt =
      x0 + (x1 - x0) * (mirrored ? plantRng.range(0.1, 0.3) : plantRng.range(0.7, 0.9));
    let x = x0;
    let chimney = false;
    const items: Plant[] = [];
    while (x < x1) {
      if (!chimney && x > chimneyAt) {
        const bw = plantRng.range(24, 30) * s;
        items.push({
          kind: "chimney",
          x,
          bw,
          top: nearBase - H * plantRng.range(0.22, 0.28),
          phase: plantRng.next(),
        });
        x += bw + plantRng.range(6, 14) * s;
        chimney = true;
      } else if (plantRng.chance(0.35)) {
        const bw = plantRng.range(50, 80) * s;
        items.push({ kind: "tank", x, bw, top: nearBase - H * plantRng.range(0.045, 0.07) });
        x += bw + plantRng.range(4, 12) * s;
      } else {
        const bw = plantRng.range(130, 220) * s;
        items.push({
          kind: "hall",
          x,
          bw,
          top: nearBase - H * plantRng.range(0.045, 0.075),
          teeth: plantRng.int(4, 7),
        });
        x += bw + plantRng.range(4, 14) * s;
      }
    }
    // Halls and tanks first, then the tall pieces in front.
    plants.unshift(...items.filter((p) => p.kind !== "chimney"));
    plants.push(...items.filter((p) => p.kind === "chimney"));
  };
  flank(-30 * s, sideL, false);
  flank(sideR, w + 30 * s, true);

  // ---- Motion props.
  const skyRng = rng.fork("sky");
  const stars: [number, number, number, number][] = [];
  for (let k = 0; k < 34; k++) {
    stars.push([
      skyRng.range(0, w),
      skyRng.range(0.03, 0.4) * h,
      skyRng.range(0.7, 1.6) * s,
      skyRng.next(),
    ]);
  }
  // Flight paths: two long faint arcs across the sky, each with a travelling light.
  const flights = [0, 1].map((k) => {
    const y0 = h * skyRng.range(0.3, 0.42);
    const y1 = h * skyRng.range(0.12, 0.3);
    const a: Pt = k ? [w * 1.05, y0] : [-w * 0.05, y0];
    const b: Pt = k ? [-w * 0.05, y1] : [w * 1.05, y1];
    const c: Pt = [w * skyRng.range(0.35, 0.65), Math.min(y0, y1) - h * skyRng.range(0.12, 0.2)];
    return { a, b, c, phase: skyRng.next() };
  });
  const trafficRng = rng.fork("traffic");
  const roadY = nearBase + H * 0.018;
  const trails: {
    lane: number;
    dir: number;
    speed: number;
    phase: number;
    len: number;
    warm: boolean;
  }[] = [];
  for (let k = 0; k < 11; k++) {
    const dir = k % 2 ? -1 : 1;
    trails.push({
      lane: dir > 0 ? 0 : 1,
      dir,
      speed: trafficRng.pick([1, 1, 2]),
      phase: trafficRng.next(),
      len: trafficRng.range(60, 160) * s,
      warm: dir < 0,
    });
  }
  const towersAll = [...mid.towers, ...near.towers];
  const beacons = mid.towers
    .filter((t) => t.roof === "antenna" || t.roof === "spire")
    .sort((a, b) => a.top2 - b.top2)
    .slice(0, 3)
    .map((t, k) => ({ x: t.x + t.bw / 2, y: t.top2, phase: k * 0.29 }));
  const glowX = vpX + rng.range(-0.06, 0.06) * w;
  const disc = [
    vpX + rng.sign() * w * rng.range(0.14, 0.22),
    hz - H * rng.range(0.36, 0.42),
    H * rng.range(0.15, 0.19),
  ] as const;

  /** One-point perspective: the side face of a tower, turned toward the vanishing point. */
  const side = (xEdge: number, top: number, base: number, depth: number): Pt[] | null => {
    const dx = vpX - xEdge;
    if (Math.abs(dx) < 30 * s) return null;
    const k = Math.min(0.5, (depth * Math.abs(dx)) / w) * Math.sign(dx);
    const sw = dx * Math.abs(k);
    const toward = (y: number) => y + (hz - y) * Math.abs(k);
    return [
      [xEdge, top],
      [xEdge + sw, toward(top)],
      [xEdge + sw, toward(base)],
      [xEdge, base],
    ];
  };

  const outline = (t: Tower, base: number): Pt[] => {
    const { x, bw, top, top2 } = t;
    switch (t.roof) {
      case "step": {
        const i = bw * 0.18;
        return [
          [x, base],
          [x, top],
          [x + i, top],
          [x + i, top2],
          [x + bw - i, top2],
          [x + bw - i, top],
          [x + bw, top],
          [x + bw, base],
        ];
      }
      case "spire":
        return [
          [x, base],
          [x, top],
          [x + bw * 0.5, top2],
          [x + bw, top],
          [x + bw, base],
        ];
      case "slant":
        return x + bw / 2 < vpX
          ? [
              [x, base],
              [x, top2],
              [x + bw, top],
              [x + bw, base],
            ]
          : [
              [x, base],
              [x, top],
              [x + bw, top2],
              [x + bw, base],
            ];
      default:
        return [
          [x, base],
          [x, top],
          [x + bw, top],
          [x + bw, base],
        ];
    }
  };

  return (svg, t) => {
    // ---- Sky: horizon glow, a companion glow and a few faint stars.
    const breath = 0.5 + 0.5 * wave(t, 1);
    svg.add(svg.glow(w * 0.2 + (glowX - w * 0.5) * 0.4, h * 0.18, w * 0.4, pal.second, 0.12));
    svg.add(svg.glow(glowX, hz - H * 0.04, w * 0.7, pal.accent, 0.42 + 0.06 * breath, 0.5));
    svg.add(svg.glow(glowX, hz, w * 0.3, pal.accentLight, 0.28 + 0.05 * breath, 0.32));
    // A large pale disc low in the sky, rimmed by a crisp line.
    const discFill = svg.linear([
      [0, pal.accentLight, 0.15],
      [0.7, pal.accent, 0.05],
      [1, pal.accent, 0],
    ]);
    svg.add(el("circle", { cx: disc[0], cy: disc[1], r: disc[2], fill: discFill }));
    svg.add(
      el("circle", {
        cx: disc[0],
        cy: disc[1],
        r: disc[2],
        fill: "none",
        stroke: svg.linear([
          [0, pal.accentLight, 0.5],
          [0.6, pal.accentLight, 0],
        ]),
        "stroke-width": s * 1.2,
      }),
    );
    // Stars: a dim field in one path, plus a gentle twinkle on each.
    const starPath: string[] = [];
    for (const [x, y, r] of stars) {
      starPath.push(
        `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`,
      );
    }
    svg.add(el("path", { d: starPath.join(""), fill: pal.accentLight, opacity: 0.28 }));
    for (const [x, y, r, ph] of stars) {
      const o = Math.max(0, wave(t, 1, ph)) ** 3;
      if (o > 0.02)
        svg.add(el("circle", { cx: x, cy: y, r: r * 1.1, fill: "#ffffff", opacity: f(0.65 * o) }));
    }

    for (const fl of flights) {
      const { a, b, c } = fl;
      svg.add(
        el("path", {
          d: `M${f(a[0])} ${f(a[1])}Q${f(c[0])} ${f(c[1])} ${f(b[0])} ${f(b[1])}`,
          fill: "none",
          stroke: pal.accentLight,
          "stroke-opacity": 0.16,
          "stroke-width": s * 1.2,
          "stroke-dasharray": `${f(2 * s)} ${f(9 * s)}`,
        }),
      );
      const u = frac(t + fl.phase);
      const q = 1 - u;
      const x = q * q * a[0] + 2 * q * u * c[0] + u * u * b[0];
      const y = q * q * a[1] + 2 * q * u * c[1] + u * u * b[1];
      svg.add(svg.glow(x, y, s * 16, pal.accentLight, 0.5));
      svg.add(el("circle", { cx: x, cy: y, r: s * 2.2, fill: "#ffffff", opacity: 0.85 }));
    }

    // Fine horizontal haze lines in the lower sky.
    const hazeStroke = svg.linear(
      [
        [0, pal.accentLight, 0],
        [0.5, pal.accentLight, 0.16],
        [1, pal.accentLight, 0],
      ],
      0,
      0,
      1,
      0,
    );
    const hazeD: string[] = [];
    for (let k = 1; k <= 5; k++) {
      const y = hz - H * (0.03 * k * k + 0.02);
      const half = w * (0.42 - k * 0.05);
      hazeD.push(`M${f(glowX - half)} ${f(y)}H${f(glowX + half)}`);
    }
    svg.add(el("path", { d: hazeD.join(""), stroke: hazeStroke, "stroke-width": s, fill: "none" }));

    // ---- Far silhouettes.
    const farFill = svg.linear(
      [
        [0, mix(pal.bg2, pal.accentLight, 0.12)],
        [1, mix(pal.bg2, pal.accent, 0.42)],
      ],
      0,
      hz - H * 0.25,
      0,
      hz,
      true,
    );
    svg.add(
      el("path", {
        d: linePath(farTops, true),
        fill: farFill,
        stroke: pal.accentLight,
        "stroke-opacity": 0.12,
        "stroke-width": s,
      }),
    );
    // Haze between far and mid.
    svg.add(
      el("rect", {
        x: 0,
        y: hz - H * 0.12,
        width: w,
        height: H * 0.14,
        fill: svg.linear([
          [0, pal.accent, 0],
          [1, pal.accent, 0.16],
        ]),
      }),
    );

    // ---- The city is collected in one group, painted once and once mirrored in the water.
    const city: string[] = [];
    const put = (...m: string[]) => {
      city.push(...m);
    };

    // ---- Tower layers.
    const paintLayer = (L: Layer, near: boolean) => {
      const front = near
        ? svg.linear(
            [
              [0, mix(pal.surfaceDark, pal.accent, 0.1)],
              [1, mix(pal.bg0, pal.surfaceDark, 0.3)],
            ],
            0,
            L.base - H * 0.16,
            0,
            L.base,
            true,
          )
        : svg.linear(
            [
              [0, mix(pal.surface, pal.accentLight, 0.14)],
              [0.6, pal.surface],
              [1, mix(pal.surfaceDark, pal.accent, 0.12)],
            ],
            0,
            L.base - H * 0.46,
            0,
            L.base,
            true,
          );
      const sideFill = svg.linear(
        [
          [0, near ? pal.bg0 : pal.surfaceDark],
          [1, mix(near ? pal.surfaceDark : pal.surface, pal.accent, near ? 0.3 : 0.45)],
        ],
        0,
        L.base - H * (near ? 0.18 : 0.45),
        0,
        L.base,
        true,
      );
      const glassFill = svg.linear(
        [
          [0, pal.accentLight, 0.9],
          [0.45, pal.accent, 0.85],
          [1, pal.accentDeep, 0.9],
        ],
        0,
        0,
        0.35,
        1,
      );
      const altFill = svg.linear(
        [
          [0, pal.secondLight, 0.85],
          [0.45, pal.second, 0.7],
          [1, mix(pal.second, pal.bg0, 0.5), 0.85],
        ],
        0,
        0,
        0.35,
        1,
      );
      const sides: string[] = [];
      for (const tw of L.towers) {
        const edge = tw.x + tw.bw / 2 < vpX ? tw.x + tw.bw : tw.x;
        const sp = side(edge, tw.top, L.base, L.depth);
        if (sp) sides.push(linePath(sp, true));
      }
      put(el("path", { d: sides.join(""), fill: sideFill }));
      const rim = near ? pal.accent : pal.accentLight;
      for (const tw of L.towers) {
        const shape = outline(tw, L.base);
        put(
          el("polygon", {
            points: pts(shape),
            fill: tw.glass ? (tw.alt ? altFill : glassFill) : front,
          }),
        );
        if (tw.win) {
          const { x, y, w: ww0, h: wh0, px, py, ww, wh } = tw.win;
          const id = svg.id("p");
          const winCol = tw.glass ? "#ffffff" : mix(pal.surface, pal.accentLight, near ? 0.2 : 0.3);
          svg.def(
            el(
              "pattern",
              { id, patternUnits: "userSpaceOnUse", x, y, width: px, height: py },
              el("rect", { width: ww, height: wh, fill: winCol }),
            ),
          );
          put(
            el("rect", {
              x,
              y,
              width: ww0,
              height: wh0,
              fill: `url(#${id})`,
              opacity: tw.glass ? 0.18 : near ? 0.22 : 0.3,
            }),
          );
        }
        // Crisp rim light on the roof line and the edge facing the glow.
        const roofLine = shape.slice(1, -1);
        const edgeX = tw.x + tw.bw / 2 < vpX ? tw.x + tw.bw : tw.x;
        put(
          el("path", {
            d: linePath(roofLine) + `M${f(edgeX)} ${f(tw.top)}V${f(L.base)}`,
            fill: "none",
            stroke: tw.glass ? "#ffffff" : rim,
            "stroke-opacity": tw.glass ? 0.6 : near ? 0.3 : 0.32,
            "stroke-width": s * 1.2,
            "stroke-linejoin": "round",
          }),
        );
        if (tw.roof === "antenna") {
          const ax = tw.x + tw.bw / 2;
          put(
            el("path", {
              d: `M${f(ax)} ${f(tw.top)}V${f(tw.top2)}M${f(ax - tw.bw * 0.2)} ${f(tw.top)}V${f(tw.top - (tw.top - tw.top2) * 0.35)}`,
              stroke: pal.accentLight,
              "stroke-opacity": 0.5,
              "stroke-width": s * 1.6,
            }),
          );
        }
      }
    };

    paintLayer(mid, false);

    // Lit windows of the mid layer (drawn with the layer, before the near haze).
    const paintLit = (list: Tower[]) => {
      const warm: string[] = [];
      const cool: string[] = [];
      for (const tw of list) {
        for (const [x, y, ww, wh, isWarm, ph] of tw.lit) {
          // Most windows stay lit; a few switch off for part of the loop.
          if (ph > 0.8 && wave(t, 1, ph) > 0.4) continue;
          (isWarm ? warm : cool).push(`M${f(x)} ${f(y)}h${f(ww)}v${f(wh)}h${f(-ww)}z`);
        }
      }
      put(el("path", { d: cool.join(""), fill: pal.accentLight, opacity: 0.7 }));
      put(el("path", { d: warm.join(""), fill: pal.warm, opacity: 0.9 }));
    };
    paintLit(mid.towers);

    // Beacons on the tallest masts.
    for (const b of beacons) {
      const u = frac(t * 2 + b.phase);
      const on = smoothstep(0, 0.05, u) * (1 - smoothstep(0.12, 0.3, u));
      put(svg.glow(b.x, b.y, s * 18, pal.warm, 0.2 + 0.6 * on));
      put(
        el("circle", { cx: b.x, cy: b.y, r: s * 2.2, fill: "#ffffff", opacity: f(0.5 + 0.5 * on) }),
      );
    }

    // Haze in front of the mid layer: depth.
    put(
      el("rect", {
        x: 0,
        y: nearBase - H * 0.16,
        width: w,
        height: H * 0.16,
        fill: svg.linear([
          [0, pal.bg1, 0],
          [1, mix(pal.bg1, pal.accent, 0.25), 0.55],
        ]),
      }),
    );

    // ---- Near layer: a low city valley and industry on the flanks.
    paintLayer(near, true);
    paintLit(near.towers);

    const plantFill = svg.linear(
      [
        [0, mix(pal.surfaceDark, pal.accent, 0.12)],
        [1, pal.bg0],
      ],
      0,
      nearBase - H * 0.28,
      0,
      nearBase,
      true,
    );
    // Cylinders (chimneys, tanks) shade across their width.
    const drum = svg.linear(
      [
        [0, pal.bg0],
        [0.62, mix(pal.surface, pal.accent, 0.18)],
        [1, pal.surfaceDark],
      ],
      0,
      0,
      1,
      0,
    );
    const rimAttrs = {
      fill: "none",
      stroke: pal.accent,
      "stroke-opacity": 0.45,
      "stroke-width": s * 1.2,
      "stroke-linejoin": "round",
    } as const;
    for (const p of plants) {
      if (p.kind === "hall") {
        const tooth = p.bw / p.teeth;
        const roof: Pt[] = [[p.x, p.top]];
        for (let k = 0; k < p.teeth; k++) {
          roof.push([p.x + k * tooth, p.top - tooth * 0.35], [p.x + (k + 1) * tooth, p.top]);
        }
        put(
          el("polygon", {
            points: pts([[p.x, nearBase], ...roof, [p.x + p.bw, nearBase]]),
            fill: plantFill,
          }),
        );
        put(el("path", { d: linePath(roof), ...rimAttrs }));
        // Skylights on the steep faces of the sawtooth roof.
        const sky: string[] = [];
        for (let k = 0; k < p.teeth; k++) {
          const x = p.x + k * tooth;
          sky.push(`M${f(x + 1.5 * s)} ${f(p.top - tooth * 0.3)}V${f(p.top - 1.5 * s)}`);
        }
        put(
          el("path", {
            d: sky.join(""),
            stroke: pal.accentLight,
            "stroke-opacity": 0.5,
            "stroke-width": s * 2,
          }),
        );
        // A lit loading strip: retail / logistics.
        put(
          el("rect", {
            x: p.x + p.bw * 0.12,
            y: nearBase - H * 0.018,
            width: p.bw * 0.76,
            height: 3 * s,
            rx: 1.5 * s,
            fill: pal.accentLight,
            opacity: 0.35,
          }),
        );
      } else if (p.kind === "chimney") {
        const taper = p.bw * 0.18;
        const shape: Pt[] = [
          [p.x, nearBase],
          [p.x + taper, p.top],
          [p.x + p.bw - taper, p.top],
          [p.x + p.bw, nearBase],
        ];
        put(el("polygon", { points: pts(shape), fill: drum }));
        put(el("path", { d: linePath(shape.slice(1, 3)), ...rimAttrs, "stroke-opacity": 0.7 }));
        // Two accent bands.
        const bands: string[] = [];
        for (const q of [0.08, 0.16]) {
          const y = p.top + (nearBase - p.top) * q;
          bands.push(`M${f(p.x + taper * (1 - q))} ${f(y)}H${f(p.x + p.bw - taper * (1 - q))}`);
        }
        put(
          el("path", {
            d: bands.join(""),
            stroke: pal.accent,
            "stroke-opacity": 0.6,
            "stroke-width": s * 2.5,
          }),
        );
        // Steam: soft puffs rising and fading, evenly spaced in loop time.
        const cx = p.x + p.bw / 2;
        for (let k = 0; k < 4; k++) {
          const u = frac(t + p.phase + k / 4);
          const r = s * (12 + 34 * u);
          const o = 0.32 * Math.sin(Math.PI * u) ** 1.2;
          put(svg.glow(cx + u * 40 * s, p.top - 6 * s - u * H * 0.11, r, pal.accentLight, o));
        }
      } else if (p.kind === "tank") {
        const r = p.bw / 2;
        const dome = p.top - r * 0.35;
        const d = `M${f(p.x)} ${f(nearBase)}V${f(p.top)}Q${f(p.x + r)} ${f(dome - r * 0.35)} ${f(p.x + p.bw)} ${f(p.top)}V${f(nearBase)}Z`;
        put(el("path", { d, fill: drum }));
        put(
          el("path", {
            d: `M${f(p.x)} ${f(p.top)}Q${f(p.x + r)} ${f(dome - r * 0.35)} ${f(p.x + p.bw)} ${f(p.top)}`,
            ...rimAttrs,
          }),
        );
        put(
          el("path", {
            d: `M${f(p.x)} ${f(p.top + (nearBase - p.top) * 0.45)}H${f(p.x + p.bw)}`,
            stroke: pal.accent,
            "stroke-opacity": 0.25,
            "stroke-width": s,
          }),
        );
      } else {
        // Harbour crane: a lattice mast, a long jib and a gently swinging hook.
        const m = 7 * s;
        const lattice: string[] = [
          `M${f(p.x)} ${f(nearBase)}V${f(p.top)}M${f(p.x + m)} ${f(nearBase)}V${f(p.top)}`,
        ];
        const steps = Math.floor((nearBase - p.top) / (m * 1.6));
        for (let k = 0; k < steps; k++) {
          const y0 = nearBase - k * m * 1.6;
          lattice.push(`M${f(p.x)} ${f(y0)}L${f(p.x + m)} ${f(y0 - m * 1.6)}`);
        }
        const jx = p.x + m / 2;
        const end = jx + p.dir * p.jib;
        const back = jx - p.dir * p.jib * 0.3;
        lattice.push(
          `M${f(back)} ${f(p.top)}H${f(end)}`,
          `M${f(back)} ${f(p.top + 5 * s)}H${f(end - p.dir * 10 * s)}`,
          `M${f(jx)} ${f(p.top - 26 * s)}L${f(end)} ${f(p.top)}M${f(jx)} ${f(p.top - 26 * s)}L${f(back)} ${f(p.top)}`,
          `M${f(jx)} ${f(p.top)}V${f(p.top - 26 * s)}`,
        );
        put(
          el("path", {
            d: lattice.join(""),
            fill: "none",
            stroke: mix(pal.line, pal.accentLight, 0.35),
            "stroke-opacity": 0.75,
            "stroke-width": s * 1.3,
          }),
        );
        put(
          el("rect", {
            x: back - p.dir * 4 * s - 9 * s,
            y: p.top + 2 * s,
            width: 18 * s,
            height: 12 * s,
            fill: plantFill,
          }),
        );
        const hx = jx + p.dir * p.jib * (0.62 + 0.06 * wave(t, 1, p.phase));
        const hy = p.top + H * (0.09 + 0.012 * wave(t, 1, p.phase + 0.25));
        put(
          el("path", {
            d: `M${f(hx)} ${f(p.top + 5 * s)}V${f(hy)}`,
            stroke: pal.accentLight,
            "stroke-opacity": 0.45,
            "stroke-width": s,
          }),
          el("rect", {
            x: hx - 12 * s,
            y: hy,
            width: 24 * s,
            height: 11 * s,
            rx: 1.5 * s,
            fill: pal.accent,
            opacity: 0.85,
          }),
        );
        const u = frac(t * 2 + p.phase);
        const on = smoothstep(0, 0.05, u) * (1 - smoothstep(0.1, 0.3, u));
        put(svg.glow(end, p.top, s * 14, pal.warm, 0.15 + 0.5 * on));
      }
    }

    // ---- Water with the city's reflection, then the city itself.
    const waterTop = nearBase;
    svg.add(
      el("rect", {
        x: 0,
        y: waterTop,
        width: w,
        height: h - waterTop,
        fill: svg.linear([
          [0, mix(pal.bg1, pal.accent, 0.1)],
          [0.3, pal.bg1],
          [1, pal.bg0],
        ]),
      }),
    );
    svg.add(svg.glow(glowX, waterTop, w * 0.5, pal.accent, 0.3 + 0.04 * breath, 0.2));
    const cityId = svg.id("c");
    svg.def(el("g", { id: cityId }, city.join("")));
    svg.add(
      el("use", {
        "xlink:href": `#${cityId}`,
        transform: `translate(0 ${f(2 * waterTop)}) scale(1 -1)`,
        opacity: 0.2,
      }),
    );
    // Fade the reflection out with distance.
    svg.add(
      el("rect", {
        x: 0,
        y: waterTop,
        width: w,
        height: h - waterTop,
        fill: svg.linear([
          [0, pal.bg0, 0.1],
          [0.6, pal.bg0, 0.75],
          [1, pal.bg0, 0.9],
        ]),
      }),
    );
    svg.add(el("use", { "xlink:href": `#${cityId}` }));

    // Shimmer under the brightest towers: short ripples that sway with the loop.
    const ripples: string[] = [];
    const rippleWarm: string[] = [];
    const refl = towersAll.filter((tw) => tw.glass || tw.lit.filter((l) => l[4]).length > 1);
    const below = roadY + 14 * s;
    for (const [k, tw] of refl.entries()) {
      const cx = tw.x + tw.bw / 2;
      for (let j = 0; j < 5; j++) {
        const y = below + (h - below) * 0.55 * (j / 5) ** 1.4;
        const half = tw.bw * (0.3 - j * 0.04) * (1 + 0.3 * wave(t, 1, k * 0.13 + j * 0.21));
        const dx = 5 * s * wave(t, 1, j * 0.17 + k * 0.31);
        (tw.glass ? ripples : rippleWarm).push(`M${f(cx - half + dx)} ${f(y)}h${f(2 * half)}`);
      }
    }
    svg.add(
      el("path", {
        d: ripples.join(""),
        stroke: pal.accentLight,
        "stroke-opacity": 0.3,
        "stroke-width": s * 1.6,
        "stroke-linecap": "round",
      }),
    );
    svg.add(
      el("path", {
        d: rippleWarm.join(""),
        stroke: pal.warm,
        "stroke-opacity": 0.14,
        "stroke-width": s * 1.6,
        "stroke-linecap": "round",
      }),
    );
    // Road deck and its crisp edge.
    svg.add(
      el("rect", {
        x: 0,
        y: waterTop,
        width: w,
        height: roadY - waterTop + 8 * s,
        fill: mix(pal.bg0, pal.surfaceDark, 0.5),
      }),
    );
    const edgeStroke = svg.linear(
      [
        [0, pal.accentLight, 0.1],
        [0.5, pal.accentLight, 0.6],
        [1, pal.accentLight, 0.1],
      ],
      0,
      0,
      w,
      0,
      true,
    );
    svg.add(
      el("path", {
        d: `M0 ${f(waterTop)}H${f(w)}M0 ${f(roadY + 8 * s)}H${f(w)}`,
        stroke: edgeStroke,
        "stroke-width": s * 1.2,
      }),
    );
    for (const tr of trails) {
      const span = w + 2 * tr.len;
      const u = frac(t * tr.speed + tr.phase);
      const head = tr.dir > 0 ? -tr.len + u * span : w + tr.len - u * span;
      const y = roadY + (tr.lane ? 4.5 : 0) * s;
      const col = tr.warm ? pal.warm : pal.accentLight;
      const fill = svg.linear(
        [
          [0, col, 0],
          [1, col, tr.warm ? 0.7 : 0.9],
        ],
        tr.dir > 0 ? 0 : 1,
        0,
        tr.dir > 0 ? 1 : 0,
        0,
      );
      const x = tr.dir > 0 ? head - tr.len : head;
      svg.add(el("rect", { x, y: y - 1.1 * s, width: tr.len, height: 2.2 * s, rx: 1.1 * s, fill }));
    }
  };
};
