/** grid: an isometric field of blocks (platforms, infrastructure). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import { el, f, frac, linePath, pts, wave, type Pt } from "../lib/svg";

type Block = {
  i: number;
  j: number;
  h: number;
  kind: "solid" | "accent" | "glass";
  phase: number;
  /** Small cube floating above the block, if any. */
  cube: number;
};

export const grid: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("grid");
  const n = rng.int(8, 10);
  const cell = Math.max(w / (n * 1.9), h / (n * 1.05)) * rng.range(0.98, 1.08);
  const cos30 = Math.cos(Math.PI / 6);
  const cx = w * rng.range(0.46, 0.54);
  const cy = h * rng.range(0.5, 0.58) - (n * cell) / 2;
  const gap = 0.14;
  const iso = (x: number, y: number, z: number): Pt => [
    cx + (x - y) * cell * cos30,
    cy + (x + y) * cell * 0.5 - z * cell,
  ];

  const blocks: Block[] = [];
  const tiles: { i: number; j: number; phase: number }[] = [];
  const mid = (n - 1) / 2;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const d = Math.hypot(i - mid, j - mid) / (n / 2);
      if (rng.chance(0.9 - d * 0.55)) {
        const tall = rng.next() ** 1.8;
        blocks.push({
          i,
          j,
          h: 0.25 + tall * 2.6 * (1.15 - d * 0.6),
          kind: rng.chance(0.2) ? "accent" : rng.chance(0.12) ? "glass" : "solid",
          phase: rng.next(),
          cube: rng.chance(0.1) ? rng.range(0.6, 1.2) : 0,
        });
      } else if (rng.chance(0.45)) {
        tiles.push({ i, j, phase: rng.next() });
      }
    }
  }
  blocks.sort((a, b) => a.i + a.j - (b.i + b.j) || a.i - b.i);
  const accents = blocks.filter((b) => b.kind === "accent");

  // Floor circuits: L-shaped runs along the grid between pairs of accent blocks.
  const links: Pt[][] = [];
  for (let k = 0; k + 1 < accents.length && links.length < 4; k += 2) {
    const a = accents[k]!;
    const b = accents[k + 1]!;
    links.push([
      [a.i + 0.5, a.j + 0.5],
      [b.i + 0.5, a.j + 0.5],
      [b.i + 0.5, b.j + 0.5],
    ]);
  }

  const glowX = cx + rng.range(-0.15, 0.15) * w;

  return (svg, t) => {
    svg.add(svg.glow(glowX, h * 0.42, w * 0.55, pal.accent, 0.28, 0.6));
    svg.add(svg.glow(w * 0.85, h * 0.1, w * 0.35, pal.second, 0.16));

    // Floor grid, fading out toward the edges.
    const span = n + 8;
    const lines: string[] = [];
    for (let k = -8; k <= span; k++) {
      const a = iso(k, -8, 0);
      const b = iso(k, span, 0);
      const c = iso(-8, k, 0);
      const d = iso(span, k, 0);
      lines.push(
        `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}M${f(c[0])} ${f(c[1])}L${f(d[0])} ${f(d[1])}`,
      );
    }
    const center = iso(n / 2, n / 2, 0);
    const fade = svg.radial(
      [
        [0, pal.accentLight, 0.22],
        [0.5, pal.line, 0.18],
        [1, pal.line, 0],
      ],
      center[0],
      center[1],
      w * 0.62,
    );
    svg.add(el("path", { d: lines.join(""), stroke: fade, "stroke-width": s * 1.1, fill: "none" }));

    // Lit floor tiles.
    for (const tile of tiles) {
      const o = 0.1 + 0.14 * (0.5 + 0.5 * wave(t, 1, tile.phase));
      const q = [
        iso(tile.i + gap, tile.j + gap, 0),
        iso(tile.i + 1 - gap, tile.j + gap, 0),
        iso(tile.i + 1 - gap, tile.j + 1 - gap, 0),
        iso(tile.i + gap, tile.j + 1 - gap, 0),
      ];
      svg.add(el("polygon", { points: pts(q), fill: pal.accent, opacity: o }));
    }

    // Floor links with travelling sparks.
    for (const [k, link] of links.entries()) {
      const p = link.map(([x, y]) => iso(x, y, 0));
      svg.add(
        el("path", {
          d: linePath(p),
          fill: "none",
          stroke: pal.accentLight,
          "stroke-opacity": 0.55,
          "stroke-width": s * 2,
          "stroke-linejoin": "round",
        }),
      );
      const u = frac(t + k * 0.37);
      const l1 = Math.abs(link[1]![0] - link[0]![0]);
      const l2 = Math.abs(link[2]![1] - link[1]![1]);
      const at = u * (l1 + l2);
      const [x, y] =
        at <= l1
          ? [link[0]![0] + Math.sign(link[1]![0] - link[0]![0]) * at, link[0]![1]]
          : [link[1]![0], link[1]![1] + Math.sign(link[2]![1] - link[1]![1]) * (at - l1)];
      const sp = iso(x, y, 0);
      svg.add(svg.glow(sp[0], sp[1], s * 22, pal.accentLight, 0.9, 0.6));
      svg.add(el("circle", { cx: sp[0], cy: sp[1], r: s * 3, fill: "#ffffff" }));
    }

    // Shared face fills (bounding-box gradients).
    const solidTop = svg.linear([
      [0, mix(pal.surface, pal.accentLight, 0.22)],
      [1, pal.surface],
    ]);
    const solidLeft = svg.linear([
      [0, mix(pal.surface, pal.bg1, 0.25)],
      [1, pal.surfaceDark],
    ]);
    const solidRight = svg.linear([
      [0, mix(pal.surfaceDark, pal.bg0, 0.2)],
      [1, pal.bg0],
    ]);
    const accTop = svg.linear(
      [
        [0, pal.accentLight],
        [1, pal.accent],
      ],
      0,
      0,
      1,
      1,
    );
    const accLeft = svg.linear([
      [0, pal.accent],
      [1, pal.accentDeep],
    ]);
    const accRight = svg.linear([
      [0, pal.accentDeep],
      [1, mix(pal.accentDeep, pal.bg0, 0.6)],
    ]);
    const glassFace = svg.linear([
      [0, pal.accentLight, 0.28],
      [1, pal.accent, 0.04],
    ]);

    const box = (
      i: number,
      j: number,
      z0: number,
      z1: number,
      kind: Block["kind"],
      inset = gap,
    ) => {
      const x0 = i + inset;
      const x1 = i + 1 - inset;
      const y0 = j + inset;
      const y1 = j + 1 - inset;
      const top = [iso(x0, y0, z1), iso(x1, y0, z1), iso(x1, y1, z1), iso(x0, y1, z1)];
      const left = [iso(x0, y1, z0), iso(x1, y1, z0), iso(x1, y1, z1), iso(x0, y1, z1)];
      const right = [iso(x1, y0, z0), iso(x1, y1, z0), iso(x1, y1, z1), iso(x1, y0, z1)];
      if (kind === "glass") {
        const stroke = { stroke: pal.accentLight, "stroke-opacity": 0.6, "stroke-width": s * 1.2 };
        return (
          el("polygon", { points: pts(left), fill: glassFace, ...stroke }) +
          el("polygon", { points: pts(right), fill: glassFace, ...stroke }) +
          el("polygon", { points: pts(top), fill: pal.accent, "fill-opacity": 0.18, ...stroke })
        );
      }
      const accent = kind === "accent";
      return (
        el("polygon", { points: pts(left), fill: accent ? accLeft : solidLeft }) +
        el("polygon", { points: pts(right), fill: accent ? accRight : solidRight }) +
        el("polygon", {
          points: pts(top),
          fill: accent ? accTop : solidTop,
          stroke: accent ? "#ffffff" : pal.accentLight,
          "stroke-opacity": accent ? 0.5 : 0.22,
          "stroke-width": s * 1.2,
          "stroke-linejoin": "round",
        }) +
        // Lit vertical edge facing the viewer.
        el("path", {
          d: linePath([iso(x1, y1, z0), iso(x1, y1, z1)]),
          stroke: accent ? pal.accentLight : pal.accent,
          "stroke-opacity": accent ? 0.7 : 0.18,
          "stroke-width": s * 1.2,
        })
      );
    };

    for (const b of blocks) {
      const bob = b.kind === "accent" ? 0.12 * wave(t, 1, b.phase) : 0;
      const top = b.h + bob;
      if (b.kind === "accent") {
        const g = iso(b.i + 0.5, b.j + 0.5, 0);
        svg.add(svg.glow(g[0], g[1], cell * 1.3, pal.accent, 0.35, 0.58));
      }
      svg.add(box(b.i, b.j, 0, top, b.kind));
      if (b.cube) {
        const z = top + b.cube * 0.5 + 0.12 * wave(t, 1, b.phase + 0.25);
        svg.add(box(b.i, b.j, z, z + 0.34, "accent", 0.33));
      }
    }

    // Light beams rising from a few accent blocks.
    for (const b of accents.slice(0, 3)) {
      const base = iso(b.i + 0.5, b.j + 0.5, b.h + 0.12 * wave(t, 1, b.phase));
      const len = h * 0.35;
      const beam = svg.linear(
        [
          [0, pal.accentLight, 0],
          [1, pal.accentLight, 0.55],
        ],
        0,
        base[1] - len,
        0,
        base[1],
        true,
      );
      svg.add(
        el("rect", {
          x: base[0] - s * 1.5,
          y: base[1] - len,
          width: s * 3,
          height: len,
          fill: beam,
        }),
      );
      const u = frac(t * 2 + b.phase);
      svg.add(
        el("circle", {
          cx: base[0],
          cy: base[1] - len * u,
          r: s * 3.2,
          fill: "#ffffff",
          opacity: f(0.9 * (1 - u)),
        }),
      );
    }
  };
};
