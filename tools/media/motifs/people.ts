/** people: a team of friendly abstract figures in conversation (teams, careers, diversity). */
import { lighten, mix } from "../lib/color";
import { ink } from "../lib/palettes";
import type { Motif } from "../lib/scene";
import { el, f, frac, smoothstep, wave, TAU, type Svg } from "../lib/svg";

type Tone = { light: string; base: string; deep: string };
type Hair = "none" | "bun" | "long";

type Figure = {
  x: number;
  /** Top of the shoulders. */
  sy: number;
  /** Head radius. */
  r: number;
  body: Tone;
  head: Tone;
  hair: Hair;
  hairTone: string;
  /** 0 = front row, 1 = back row. */
  row: number;
  /** Open collar (blazer and shirt) in the light tone. */
  collar: boolean;
  phase: number;
};

type Orb = {
  x: number;
  y: number;
  r: number;
  body: Tone;
  head: Tone;
  phase: number;
  status: boolean;
  to: number;
};

type Bubble = {
  x: number;
  y: number;
  bw: number;
  bh: number;
  /** Point the tail aims at. */
  tx: number;
  ty: number;
  style: "solid" | "glass";
  lines: number[];
  typing: boolean;
  phase: number;
};

export const people: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("people");
  const ink100 = ink[100];
  const H = s * 1000;
  const cx = w * 0.5 + rng.range(-0.03, 0.03) * w;
  const figRng = rng.fork("figures");
  const nFront = figRng.pick([3, 3, 4]);
  const R0 = (nFront === 4 ? 66 : 76) * s;

  const tones: Tone[] = [
    { light: pal.accentLight, base: pal.accent, deep: pal.accentDeep },
    { light: pal.secondLight, base: pal.second, deep: mix(pal.second, pal.bg0, 0.55) },
    {
      light: mix(pal.surface, pal.accentLight, 0.45),
      base: mix(pal.surface, pal.accentLight, 0.15),
      deep: pal.surfaceDark,
    },
    {
      light: lighten(pal.accentLight, 0.4),
      base: pal.accentLight,
      deep: mix(pal.accent, pal.bg0, 0.3),
    },
    {
      light: mix(pal.accentDeep, pal.accentLight, 0.45),
      base: pal.accentDeep,
      deep: mix(pal.accentDeep, pal.bg0, 0.6),
    },
  ];
  const headTones: Tone[] = [
    { light: lighten(pal.accentLight, 0.55), base: pal.accentLight, deep: pal.accent },
    { light: lighten(pal.secondLight, 0.5), base: pal.secondLight, deep: pal.second },
    {
      light: mix(mix(pal.accent, pal.surface, 0.3), ink100, 0.35),
      base: mix(mix(pal.accentDeep, pal.accent, 0.4), pal.surface, 0.35),
      deep: mix(pal.accentDeep, pal.bg0, 0.4),
    },
  ];

  // ---- The team: a back row of smaller figures between a front row of larger ones.
  const figures: Figure[] = [];
  const nBack = nFront + 1;
  const spacing = R0 * (nFront === 3 ? 4.1 : 3.7);
  // Body colours shuffled so neighbours differ; the warm head tone appears once at most.
  const bodyOrder = figRng.shuffle([0, 1, 2, 3, 4, 0, 2, 1, 4].slice(0, nFront + nBack));
  const headOrder = [
    ...figRng.shuffle([0, 1, 2, 0, 1, 2].slice(0, nBack)),
    ...figRng.shuffle([0, 1, 2, 0, 1]).slice(0, nFront),
  ];
  const hairs: Hair[] = figRng.shuffle([
    "none",
    "bun",
    "long",
    "none",
    "long",
    "bun",
    "none",
    "long",
    "none",
  ]);
  let idx = 0;
  const place = (row: number, i: number, n: number) => {
    const r = R0 * (row ? figRng.range(0.7, 0.8) : figRng.range(0.92, 1.06));
    const x = cx + (i - (n - 1) / 2) * spacing + figRng.range(-0.2, 0.2) * R0;
    const sy =
      h -
      R0 * (row ? 3.55 : 2.3) -
      (r - R0 * (row ? 0.75 : 1)) * 1.4 +
      figRng.range(-0.1, 0.1) * R0;
    const k = idx++;
    const head = headTones[headOrder[k]!]!;
    figures.push({
      x,
      sy,
      r,
      body: tones[bodyOrder[k]!]!,
      head,
      hair: hairs[k]!,
      hairTone: mix(
        figRng.pick([head.deep, pal.accentDeep, mix(pal.second, pal.bg0, 0.4)]),
        pal.bg0,
        0.35,
      ),
      row,
      collar: figRng.chance(0.55),
      phase: figRng.next(),
    });
  };
  for (let i = 0; i < nBack; i++) place(1, i, nBack);
  for (let i = 0; i < nFront; i++) place(0, i, nFront);
  const headY = (p: Figure) => p.sy - p.r * 1.22;

  // ---- Speech bubbles above two team members.
  const bubRng = rng.fork("bubbles");
  const back = figures.filter((p) => p.row === 1);
  const leftBack = back[bubRng.int(0, 1)]!;
  const rightBack = back[back.length - 1 - bubRng.int(0, 1)]!;
  const bubbles: Bubble[] = [leftBack, rightBack].map((p, k) => {
    const bw = bubRng.range(170, 220) * s;
    const bh = bubRng.range(74, 88) * s;
    const dir = k ? 1 : -1;
    const bx = p.x + dir * R0 * 0.25 - (k ? 0 : bw);
    return {
      x: Math.min(Math.max(bx, w * 0.04), w * 0.96 - bw),
      y: headY(p) - p.r - bh - R0 * 0.75,
      bw,
      bh,
      tx: p.x + dir * p.r * 0.2,
      ty: headY(p) - p.r - R0 * 0.18,
      style: k ? "glass" : "solid",
      lines: k ? [bubRng.range(0.7, 0.9), bubRng.range(0.45, 0.65)] : [],
      typing: k === 0,
      phase: bubRng.next(),
    };
  });

  // ---- Avatar orbs floating around the team, each linked to one team member.
  const orbRng = rng.fork("orbs");
  const orbs: Orb[] = [];
  const nOrbs = orbRng.int(4, 5);
  const slots = orbRng.shuffle([192, 216, 242, 268, 294, 320, 346]);
  const clear = (x: number, y: number) =>
    bubbles.every(
      (b) =>
        x < b.x - R0 * 1.1 ||
        x > b.x + b.bw + R0 * 1.1 ||
        y < b.y - R0 * 1.1 ||
        y > b.y + b.bh + R0 * 1.1,
    );
  for (const deg of slots) {
    if (orbs.length >= nOrbs) break;
    const k = orbs.length;
    const a = ((deg + orbRng.range(-4, 4)) * Math.PI) / 180;
    const x = cx + Math.cos(a) * w * 0.42;
    const y = h * 0.74 + Math.sin(a) * h * 0.6;
    if (!clear(x, y)) continue;
    const target = figures
      .map((p, i) => ({ i, d: Math.hypot(p.x - x, (p.sy - y) * 0.5) + (p.row ? 0 : R0 * 2) }))
      .sort((p, q) => p.d - q.d)[0]!.i;
    orbs.push({
      x,
      y,
      r: orbRng.range(34, 46) * s,
      body: tones[(k + 1) % tones.length]!,
      head: headTones[k % 3]!,
      phase: orbRng.next(),
      status: orbRng.chance(0.6),
      to: target,
    });
  }

  /** The bust outline: rounded shoulders from the frame bottom up, with a slight neck rise. */
  const bust = (x: number, sy: number, r: number, bottom: number) => {
    const sw = r * 2.25;
    const rr = sw * 0.6;
    const k = 0.5;
    return (
      `M${f(x - sw)} ${f(bottom)}V${f(sy + rr)}` +
      `C${f(x - sw)} ${f(sy + rr * (1 - k))} ${f(x - sw + rr * (1 - k))} ${f(sy)} ${f(x - sw + rr)} ${f(sy)}` +
      `H${f(x + sw - rr)}` +
      `C${f(x + sw - rr * (1 - k))} ${f(sy)} ${f(x + sw)} ${f(sy + rr * (1 - k))} ${f(x + sw)} ${f(sy + rr)}` +
      `V${f(bottom)}Z`
    );
  };

  return (svg, t) => {
    // ---- Atmosphere: a warm-lit stage behind the team, a cool glow up in one corner.
    svg.add(svg.glow(cx, h * 0.62, w * 0.5, pal.accent, 0.34, 0.75));
    svg.add(svg.glow(cx - w * 0.32, h * 0.12, w * 0.3, pal.second, 0.14));
    svg.add(svg.glow(cx + w * 0.36, h * 0.3, w * 0.22, pal.accentLight, 0.08));

    // A large halo behind the team, rimmed by a crisp line, with a slowly turning dashed ring.
    const haloY = h * 0.8;
    const haloR = H * 0.44;
    svg.add(
      el("circle", {
        cx,
        cy: haloY,
        r: haloR,
        fill: svg.radial(
          [
            [0, pal.accent, 0.16],
            [0.75, pal.accent, 0.08],
            [1, pal.accentLight, 0.14],
          ],
          cx,
          haloY,
          haloR,
        ),
        stroke: svg.linear([
          [0, pal.accentLight, 0.55],
          [0.5, pal.accentLight, 0.08],
        ]),
        "stroke-width": s * 1.3,
      }),
    );
    const dash = haloR * 0.06;
    svg.add(
      el("circle", {
        cx,
        cy: haloY,
        r: haloR * 1.1,
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.22,
        "stroke-width": s * 1.2,
        "stroke-dasharray": `${f(dash * 0.25)} ${f(dash * 0.75)}`,
        "stroke-dashoffset": f(-frac(t) * dash * 4),
      }),
    );

    // Ripple rings spreading from the team: conversation, reach.
    const ringCy = h * 0.72;
    for (let k = 0; k < 3; k++) {
      const u = frac(t + k / 3);
      const rx = w * (0.16 + 0.34 * u);
      const o = 0.32 * Math.sin(Math.PI * u) ** 1.5;
      svg.add(
        el("ellipse", {
          cx,
          cy: ringCy,
          rx,
          ry: rx * 0.42,
          fill: "none",
          stroke: pal.accentLight,
          "stroke-opacity": f(o),
          "stroke-width": s * 1.2,
        }),
      );
    }
    // Fixed guide rings, dashed.
    for (const [k, q] of [0.22, 0.34, 0.48].entries()) {
      svg.add(
        el("ellipse", {
          cx,
          cy: ringCy,
          rx: w * q,
          ry: w * q * 0.42,
          fill: "none",
          stroke: pal.line,
          "stroke-opacity": 0.5 - k * 0.12,
          "stroke-width": s,
          "stroke-dasharray": k === 1 ? `${f(2 * s)} ${f(8 * s)}` : undefined,
        }),
      );
    }

    // ---- Links from the orbs to the team, each with a travelling light.
    const orbPos = orbs.map((o) => [o.x, o.y + 8 * s * wave(t, 1, o.phase)] as const);
    const linkStroke = { fill: "none", stroke: pal.accentLight, "stroke-width": s * 1.2 } as const;
    for (const [k, o] of orbs.entries()) {
      const p = figures[o.to]!;
      const [ox, oy] = orbPos[k]!;
      const hx = p.x;
      const hy = headY(p) - p.r * 1.15;
      const mx = (ox + hx) / 2;
      const my = Math.min(oy, hy) - h * 0.08;
      const d = `M${f(ox)} ${f(oy + o.r)}Q${f(mx)} ${f(my)} ${f(hx)} ${f(hy)}`;
      svg.add(
        el("path", {
          d,
          ...linkStroke,
          "stroke-opacity": 0.34,
          "stroke-dasharray": `${f(3 * s)} ${f(7 * s)}`,
        }),
      );
      const u = frac(t + o.phase);
      const q = 1 - u;
      const x = q * q * ox + 2 * q * u * mx + u * u * hx;
      const y = q * q * (oy + o.r) + 2 * q * u * my + u * u * hy;
      const vis = smoothstep(0, 0.12, u) * (1 - smoothstep(0.85, 1, u));
      svg.add(svg.glow(x, y, s * 16, pal.accentLight, 0.7 * vis));
      svg.add(el("circle", { cx: x, cy: y, r: s * 2.6, fill: "#ffffff", opacity: f(vis) }));
    }

    // Arcs linking neighbours in the back row: the team as one.
    const arcs: string[] = [];
    for (let i = 0; i + 1 < back.length; i++) {
      const a = back[i]!;
      const b = back[i + 1]!;
      const ay = headY(a) - a.r * 1.25;
      const by = headY(b) - b.r * 1.25;
      const mx = (a.x + b.x) / 2;
      arcs.push(
        `M${f(a.x)} ${f(ay)}Q${f(mx)} ${f(Math.min(ay, by) - R0 * 1.1)} ${f(b.x)} ${f(by)}`,
      );
    }
    svg.add(el("path", { d: arcs.join(""), ...linkStroke, "stroke-opacity": 0.45 }));
    for (const [i, a] of back.slice(0, -1).entries()) {
      const b = back[i + 1]!;
      const ay = headY(a) - a.r * 1.25;
      const by = headY(b) - b.r * 1.25;
      const my = Math.min(ay, by) - R0 * 1.1;
      const u = 0.5 + 0.5 * wave(t, 1, a.phase);
      const q = 1 - u;
      const x = q * q * a.x + 2 * q * u * ((a.x + b.x) / 2) + u * u * b.x;
      const y = q * q * ay + 2 * q * u * my + u * u * by;
      svg.add(el("circle", { cx: x, cy: y, r: s * 3, fill: pal.accentLight, opacity: 0.9 }));
    }

    // ---- Shared fills.
    const rimL = svg.linear(
      [
        [0, "#ffffff", 0.75],
        [0.45, "#ffffff", 0],
      ],
      1,
      0,
      0,
      1,
    );
    const rimR = svg.linear(
      [
        [0, "#ffffff", 0.75],
        [0.45, "#ffffff", 0],
      ],
      0,
      0,
      1,
      1,
    );
    const fills = new Map<string, { body: string; head: string }>();
    const fillFor = (body: Tone, head: Tone, haze: number) => {
      const key = `${body.base}${head.base}${haze}`;
      let v = fills.get(key);
      if (!v) {
        const b = (c: string) => mix(c, pal.bg2, haze);
        v = {
          body: svg.linear(
            [
              [0, b(body.light)],
              [0.22, b(body.base)],
              [1, b(mix(body.deep, pal.bg0, 0.35))],
            ],
            0.2,
            0,
            0.45,
            1,
          ),
          head: svg.radialBox(
            [
              [0, b(head.light)],
              [0.55, b(head.base)],
              [1, b(head.deep)],
            ],
            0.38,
            0.32,
            0.75,
          ),
        };
        fills.set(key, v);
      }
      return v;
    };

    const hairShape = (p: Figure, hx: number, hy: number) => {
      const r = p.r;
      switch (p.hair) {
        case "bun":
          return el("circle", {
            cx: hx + r * 0.1,
            cy: hy - r * 1.02,
            r: r * 0.42,
            fill: p.hairTone,
          });
        case "long":
          return el("path", {
            d:
              `M${f(hx - r * 1.08)} ${f(hy)}A${f(r * 1.08)} ${f(r * 1.1)} 0 0 1 ${f(hx + r * 1.08)} ${f(hy)}` +
              `C${f(hx + r * 1.1)} ${f(hy + r * 0.8)} ${f(hx + r * 1.2)} ${f(hy + r * 1.25)} ${f(hx + r * 0.9)} ${f(hy + r * 1.45)}` +
              `H${f(hx - r * 0.9)}C${f(hx - r * 1.2)} ${f(hy + r * 1.25)} ${f(hx - r * 1.1)} ${f(hy + r * 0.8)} ${f(hx - r * 1.08)} ${f(hy)}Z`,
            fill: p.hairTone,
          });
        default:
          return "";
      }
    };

    const figure = (p: Figure, bottom: number, haze: number, bob: number) => {
      const fill = fillFor(p.body, p.head, haze);
      const sy = p.sy + bob;
      const hx = p.x;
      const hy = headY(p) + bob * 1.4;
      const rim = p.x < cx ? rimR : rimL;
      let out = hairShape(p, hx, hy);
      out += el("path", { d: bust(p.x, sy, p.r, bottom), fill: fill.body });
      out += el("path", {
        d: bust(p.x, sy, p.r, sy + p.r * 1.6),
        fill: "none",
        stroke: rim,
        "stroke-width": s * 1.4,
      });
      // Soft shadow the head casts on the shoulders.
      out += el("path", {
        d: `M${f(hx - p.r * 0.8)} ${f(sy)}A${f(p.r * 0.8)} ${f(p.r * 0.3)} 0 0 0 ${f(hx + p.r * 0.8)} ${f(sy)}Z`,
        fill: pal.bg0,
        opacity: 0.3,
      });
      out += el("rect", {
        x: hx - p.r * 0.32,
        y: hy + p.r * 0.5,
        width: p.r * 0.64,
        height: sy - hy - p.r * 0.3,
        rx: p.r * 0.2,
        fill: mix(p.head.deep, pal.bg0, 0.35 + haze),
      });
      out += el("circle", { cx: hx, cy: hy, r: p.r, fill: fill.head });
      if (p.collar) {
        // Open collar: a shirt V in the light tone between thin lapel lines.
        const cw = p.r * 0.42;
        out += el("path", {
          d: `M${f(hx - cw)} ${f(sy + 1)}L${f(hx)} ${f(sy + p.r * 0.75)}L${f(hx + cw)} ${f(sy + 1)}Z`,
          fill: p.body.light,
          opacity: f(0.55 - haze),
        });
        out += el("path", {
          d: `M${f(hx - cw * 1.35)} ${f(sy + 2 * s)}L${f(hx - cw * 0.2)} ${f(sy + p.r * 1.5)}M${f(hx + cw * 1.35)} ${f(sy + 2 * s)}L${f(hx + cw * 0.2)} ${f(sy + p.r * 1.5)}`,
          fill: "none",
          stroke: p.body.light,
          "stroke-opacity": 0.45,
          "stroke-width": s * 1.4,
          "stroke-linecap": "round",
        });
      }
      out += el("circle", {
        cx: hx,
        cy: hy,
        r: p.r,
        fill: "none",
        stroke: rim,
        "stroke-width": s * 1.4,
      });
      return out;
    };

    // ---- Back row, a haze, then the front row.
    for (const p of figures.filter((q) => q.row === 1)) {
      svg.add(figure(p, h + 20 * s, 0.14, 2 * s * wave(t, 1, p.phase)));
    }
    svg.add(
      el("rect", {
        x: 0,
        y: h * 0.55,
        width: w,
        height: h * 0.45,
        fill: svg.linear([
          [0, pal.bg1, 0],
          [1, pal.bg0, 0.5],
        ]),
      }),
    );
    // Light pooling on the front row's shoulders.
    svg.add(svg.glow(cx, h * 0.86, w * 0.36, pal.accent, 0.18, 0.4));
    for (const p of figures.filter((q) => q.row === 0)) {
      svg.add(figure(p, h + 20 * s, 0, 2.5 * s * wave(t, 1, p.phase)));
    }

    // ---- Orbs: avatar badges with a figure inside.
    for (const [k, o] of orbs.entries()) {
      const [x, y] = orbPos[k]!;
      const clip = svg.id("c");
      svg.def(el("clipPath", { id: clip }, el("circle", { cx: x, cy: y, r: o.r })));
      const fill = fillFor(o.body, o.head, 0);
      const mini: Figure = {
        x,
        sy: y + o.r * 0.38,
        r: o.r * 0.34,
        body: o.body,
        head: o.head,
        hair: "none",
        hairTone: pal.bg0,
        row: 0,
        collar: false,
        phase: 0,
      };
      svg.add(svg.glow(x, y, o.r * 2.2, pal.accent, 0.22));
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: o.r,
          fill: svg.linear([
            [0, mix(pal.surface, pal.accentLight, 0.2)],
            [1, pal.surfaceDark],
          ]),
        }),
      );
      svg.add(
        el(
          "g",
          { "clip-path": `url(#${clip})` },
          el("path", { d: bust(x, mini.sy, mini.r, y + o.r), fill: fill.body }) +
            el("circle", { cx: x, cy: headY(mini), r: mini.r, fill: fill.head }),
        ),
      );
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: o.r,
          fill: "none",
          stroke: pal.accentLight,
          "stroke-opacity": 0.7,
          "stroke-width": s * 1.5,
        }),
      );
      // Outer orbit ring with a small satellite dot turning once per loop.
      const ring = o.r * 1.32;
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: ring,
          fill: "none",
          stroke: pal.accent,
          "stroke-opacity": 0.28,
          "stroke-width": s,
        }),
      );
      const a = TAU * (t + o.phase) * (k % 2 ? 1 : -1);
      svg.add(
        el("circle", {
          cx: x + Math.cos(a) * ring,
          cy: y + Math.sin(a) * ring,
          r: s * 2.6,
          fill: pal.accentLight,
        }),
      );
      if (o.status) {
        const sx = x + o.r * 0.72;
        const sy2 = y + o.r * 0.72;
        svg.add(el("circle", { cx: sx, cy: sy2, r: o.r * 0.2, fill: pal.bg1 }));
        svg.add(
          el("circle", { cx: sx, cy: sy2, r: o.r * 0.13, fill: k === 0 ? pal.warm : pal.accent }),
        );
      }
    }

    // ---- Speech bubbles.
    for (const b of bubbles) {
      paintBubble(svg, b, t);
    }
  };

  function paintBubble(svg: Svg, b: Bubble, t: number) {
    const dy = 5 * s * wave(t, 1, b.phase);
    const x = b.x;
    const y = b.y + dy;
    const r = 22 * s;
    const tailX = Math.min(Math.max(b.tx, x + r * 1.4), x + b.bw - r * 1.4);
    const tw = 14 * s;
    const bottom = y + b.bh;
    const d =
      `M${f(x + r)} ${f(y)}H${f(x + b.bw - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + b.bw)} ${f(y + r)}` +
      `V${f(bottom - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + b.bw - r)} ${f(bottom)}` +
      `H${f(tailX + tw)}L${f(b.tx)} ${f(b.ty + dy * 0.3)}L${f(tailX - tw * 0.3)} ${f(bottom)}` +
      `H${f(x + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(bottom - r)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z`;
    const solid = b.style === "solid";
    svg.add(
      svg.glow(x + b.bw / 2, y + b.bh / 2, b.bw * 0.75, solid ? pal.accent : pal.second, 0.2, 0.6),
    );
    svg.add(
      el("path", {
        d,
        fill: solid
          ? svg.linear(
              [
                [0, pal.accentLight],
                [0.5, pal.accent],
                [1, pal.accentDeep],
              ],
              0,
              0,
              1,
              1,
            )
          : svg.linear(
              [
                [0, pal.secondLight, 0.2],
                [1, pal.second, 0.06],
              ],
              0,
              0,
              1,
              1,
            ),
        stroke: solid ? "#ffffff" : pal.secondLight,
        "stroke-opacity": solid ? 0.45 : 0.7,
        "stroke-width": s * 1.4,
        "stroke-linejoin": "round",
      }),
    );
    const pad = 26 * s;
    if (b.typing) {
      // Three dots, rising one after another.
      for (let k = 0; k < 3; k++) {
        const u = frac(t * 2 - k * 0.12);
        const lift = Math.sin(Math.PI * smoothstep(0, 0.3, u)) * 7 * s;
        svg.add(
          el("circle", {
            cx: x + b.bw / 2 + (k - 1) * 26 * s,
            cy: y + b.bh / 2 - lift,
            r: 8 * s,
            fill: "#ffffff",
            opacity: f(0.65 + 0.35 * (lift / (7 * s))),
          }),
        );
      }
    } else {
      const lh = 12 * s;
      const gap = (b.bh - 2 * pad - lh * b.lines.length) / Math.max(1, b.lines.length - 1);
      for (const [k, len] of b.lines.entries()) {
        svg.add(
          el("rect", {
            x: x + pad,
            y: y + pad + k * (lh + gap),
            width: (b.bw - 2 * pad) * len,
            height: lh,
            rx: lh / 2,
            fill: k ? pal.secondLight : "#ffffff",
            opacity: k ? 0.45 : 0.8,
          }),
        );
      }
    }
  }
};
