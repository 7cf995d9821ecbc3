/** bars: a rising bar chart in gentle one-point perspective with a glowing trend line (finance, growth, analytics). */
import { mix } from "../lib/color";
import type { Motif } from "../lib/scene";
import { el, f, frac, linePath, pts, smoothPath, smoothstep, wave, type Pt } from "../lib/svg";

type Bar = {
  /** Left and right edge in front-plane pixels, relative to the vanishing point. */
  x0: number;
  x1: number;
  height: number;
  phase: number;
  kind: "solid" | "accent" | "ghost";
};

type Row = { z0: number; z1: number; bars: Bar[]; tone: "front" | "mid" | "far" };

/** Point on the Catmull–Rom curve drawn by smoothPath (tension 1) at segment i, parameter u. */
function curveAt(p: readonly Pt[], i: number, u: number): Pt {
  const p0 = p[Math.max(0, i - 1)]!;
  const p1 = p[i]!;
  const p2 = p[i + 1]!;
  const p3 = p[Math.min(p.length - 1, i + 2)]!;
  const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
  const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
  const v = 1 - u;
  const a = v * v * v;
  const b = 3 * v * v * u;
  const c = 3 * v * u * u;
  const d = u * u * u;
  return [
    a * p1[0] + b * c1[0] + c * c2[0] + d * p2[0],
    a * p1[1] + b * c1[1] + c * c2[1] + d * p2[1],
  ];
}

export const bars: Motif = (sc) => {
  const { w, h, s, pal } = sc;
  const rng = sc.rng.fork("bars");

  // Camera: horizon and vanishing point; the floor meets the front row at `base`.
  const vx = w * rng.range(0.47, 0.53);
  const horizon = h * rng.range(0.3, 0.34);
  const base = h * 0.82;
  const cam = base - horizon;
  const P = (x: number, y: number, z: number): Pt => [vx + x / z, horizon + (cam - y) / z];

  const n = rng.int(8, 10);
  const forecast = rng.int(1, 2);
  const span = Math.min(w * 0.82, h * 1.45);
  const left = -span / 2;
  const pitch = span / (n + forecast);
  const maxH = h * 0.56;

  const front: Bar[] = [];
  // At most two highlighted bars besides the latest one.
  let highlights = 2;
  for (let i = 0; i < n + forecast; i++) {
    const k = i / (n + forecast - 1);
    const trend = 0.16 + 0.84 * k ** 1.25;
    const noise = i >= n - 1 ? 1 : rng.range(0.82, 1.1);
    const x0 = left + i * pitch + pitch * 0.2;
    front.push({
      x0,
      x1: x0 + pitch * 0.6,
      height: maxH * trend * noise,
      phase: rng.next(),
      kind:
        i >= n
          ? "ghost"
          : i === n - 1 || (highlights > 0 && i < n - 2 && rng.chance(0.25))
            ? "accent"
            : "solid",
    });
    if (front[i]!.kind === "accent") highlights--;
  }

  const backRow = (count: number, spread: number, hMax: number): Bar[] =>
    Array.from({ length: count }, (_, i) => {
      const p = (span * spread) / count;
      const x0 = (-span * spread) / 2 + i * p + p * 0.22;
      return {
        x0,
        x1: x0 + p * 0.56,
        height: hMax * rng.range(0.25, 1) * (0.55 + 0.45 * Math.sin((Math.PI * (i + 0.5)) / count)),
        phase: rng.next(),
        kind: "solid" as const,
      };
    });

  const depth = 0.11;
  const rows: Row[] = [
    { z0: 1.9, z1: 1.9 + depth, bars: backRow(n + 8, 1.9, h * 0.5), tone: "far" },
    { z0: 1.38, z1: 1.38 + depth, bars: backRow(n + 4, 1.4, h * 0.42), tone: "mid" },
    { z0: 1, z1: 1 + depth, bars: front, tone: "front" },
  ];

  const sparkPhase = rng.next();

  return (svg, t) => {
    const heightAt = (b: Bar) => b.height * (1 + 0.05 * wave(t, 1, b.phase));

    // Light: a broad bloom rising behind the tall end of the chart, a cool opposite corner.
    const last = front[n - 1]!;
    const lastTop = P((last.x0 + last.x1) / 2, heightAt(last), 1);
    svg.add(svg.glow(lastTop[0], h * 0.42, w * 0.5, pal.accent, 0.26, 0.8));
    svg.add(svg.glow(w * 0.12, h * 0.2, w * 0.3, pal.second, 0.1));
    svg.add(svg.glow(vx, horizon, w * 0.6, pal.accentLight, 0.08, 0.18));

    // Floor: lines running to the vanishing point and rows receding to the horizon.
    const floorStroke = svg.linear(
      [
        [0, pal.line, 0],
        [0.35, pal.line, 0.25],
        [1, pal.accentLight, 0.3],
      ],
      0,
      horizon,
      0,
      h,
      true,
    );
    let floor = "";
    const cell = pitch / 2;
    for (let k = -40; k <= 40; k++) {
      const a = P(k * cell, 0, 0.7);
      const b = P(k * cell, 0, 9);
      floor += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
    }
    for (let z = 0.7; z < 9; z *= 1.14) {
      const y = P(0, 0, z)[1];
      floor += `M0 ${f(y)}H${f(w)}`;
    }
    svg.add(el("path", { d: floor, stroke: floorStroke, "stroke-width": s * 0.9, fill: "none" }));

    // Chart grid on the front plane, behind everything else.
    let gridD = "";
    for (let k = 1; k <= 5; k++) {
      const y = base - (maxH * 1.1 * k) / 5;
      gridD += `M${f(vx + left - pitch * 0.4)} ${f(y)}H${f(vx - left + pitch * 0.4)}`;
    }
    const gridStroke = svg.linear(
      [
        [0, pal.accentLight, 0],
        [0.15, pal.accentLight, 0.22],
        [0.85, pal.accentLight, 0.22],
        [1, pal.accentLight, 0],
      ],
      vx + left - pitch * 0.4,
      0,
      vx - left + pitch * 0.4,
      0,
      true,
    );
    svg.add(
      el("path", {
        d: gridD,
        stroke: gridStroke,
        "stroke-width": s,
        "stroke-dasharray": `${f(s * 2)} ${f(s * 6)}`,
        fill: "none",
      }),
    );
    // Axis ticks: short bright marks with label-like pills at the left end.
    for (let k = 1; k <= 5; k++) {
      const y = base - (maxH * 1.1 * k) / 5;
      const x = vx + left - pitch * 0.4;
      svg.add(
        el("rect", {
          x: x - s * 34,
          y: y - s * 3,
          width: s * (16 + 6 * (k % 3)),
          height: s * 6,
          rx: s * 3,
          fill: pal.line,
          opacity: 0.7,
        }),
      );
    }

    // Shared fills.
    const fills = {
      solidFront: svg.linear([
        [0, mix(pal.surface, pal.accentLight, 0.18)],
        [0.6, pal.surface],
        [1, pal.surfaceDark],
      ]),
      solidSide: svg.linear([
        [0, mix(pal.surfaceDark, pal.bg0, 0.1)],
        [1, pal.bg0],
      ]),
      solidTop: svg.linear([
        [0, mix(pal.surface, pal.accentLight, 0.35)],
        [1, mix(pal.surface, pal.accentLight, 0.15)],
      ]),
      accFront: svg.linear([
        [0, pal.accentLight],
        [0.25, pal.accent],
        [1, pal.accentDeep],
      ]),
      accSide: svg.linear([
        [0, pal.accentDeep],
        [1, mix(pal.accentDeep, pal.bg0, 0.65)],
      ]),
      accTop: svg.linear([
        [0, "#ffffff"],
        [1, pal.accentLight],
      ]),
      ghost: svg.linear([
        [0, pal.accentLight, 0.14],
        [1, pal.accent, 0.01],
      ]),
      midFront: svg.linear([
        [0, pal.second, 0.32],
        [1, pal.second, 0.04],
      ]),
      farFront: svg.linear([
        [0, pal.accentLight, 0.12],
        [1, pal.accentLight, 0.02],
      ]),
      reflect: svg.linear([
        [0, pal.accent, 0.22],
        [1, pal.accent, 0],
      ]),
    };

    const drawBar = (b: Bar, row: Row) => {
      const H = heightAt(b);
      const { z0, z1 } = row;
      const fr = [P(b.x0, 0, z0), P(b.x1, 0, z0), P(b.x1, H, z0), P(b.x0, H, z0)];
      const side =
        b.x1 < 0
          ? [P(b.x1, 0, z0), P(b.x1, 0, z1), P(b.x1, H, z1), P(b.x1, H, z0)]
          : b.x0 > 0
            ? [P(b.x0, 0, z0), P(b.x0, 0, z1), P(b.x0, H, z1), P(b.x0, H, z0)]
            : null;
      const top = H < cam ? [P(b.x0, H, z0), P(b.x1, H, z0), P(b.x1, H, z1), P(b.x0, H, z1)] : null;

      if (row.tone !== "front") {
        const fill = row.tone === "mid" ? fills.midFront : fills.farFront;
        const c = row.tone === "mid" ? pal.secondLight : pal.accentLight;
        const o = row.tone === "mid" ? 0.4 : 0.2;
        if (side) svg.add(el("polygon", { points: pts(side), fill, opacity: 0.6 }));
        svg.add(el("polygon", { points: pts(fr), fill }));
        svg.add(
          el("path", {
            d: linePath([fr[0]!, fr[3]!, fr[2]!, fr[1]!]),
            fill: "none",
            stroke: c,
            "stroke-opacity": o,
            "stroke-width": s,
          }),
        );
        return;
      }

      if (b.kind === "ghost") {
        const stroke = {
          fill: fills.ghost,
          stroke: pal.accentLight,
          "stroke-opacity": 0.38,
          "stroke-width": s * 1.2,
          "stroke-dasharray": `${f(s * 6)} ${f(s * 5)}`,
          "stroke-linejoin": "round",
        };
        if (side) svg.add(el("polygon", { points: pts(side), ...stroke }));
        if (top) svg.add(el("polygon", { points: pts(top), ...stroke }));
        svg.add(el("polygon", { points: pts(fr), ...stroke }));
        return;
      }

      const acc = b.kind === "accent";
      // Reflection on the floor.
      const depthR = Math.min(H * 0.45, h - base);
      svg.add(
        el("rect", {
          x: fr[0]![0],
          y: base,
          width: fr[1]![0] - fr[0]![0],
          height: depthR,
          fill: fills.reflect,
          opacity: acc ? 1 : 0.45,
        }),
      );
      if (acc)
        svg.add(svg.glow((fr[0]![0] + fr[1]![0]) / 2, base, pitch * 1.1, pal.accent, 0.4, 0.35));
      if (side)
        svg.add(el("polygon", { points: pts(side), fill: acc ? fills.accSide : fills.solidSide }));
      svg.add(el("polygon", { points: pts(fr), fill: acc ? fills.accFront : fills.solidFront }));
      if (top) {
        svg.add(
          el("polygon", {
            points: pts(top),
            fill: acc ? fills.accTop : fills.solidTop,
            stroke: acc ? "#ffffff" : pal.accentLight,
            "stroke-opacity": acc ? 0.6 : 0.3,
            "stroke-width": s,
          }),
        );
      }
      // Crisp lit top edge and the vertical edge nearest the light.
      svg.add(
        el("path", {
          d: linePath([fr[0]!, fr[3]!, fr[2]!]),
          fill: "none",
          stroke: acc ? "#ffffff" : pal.accentLight,
          "stroke-opacity": acc ? 0.75 : 0.35,
          "stroke-width": s * 1.2,
          "stroke-linejoin": "round",
        }),
      );
    };

    // Back rows, then the area under the trend line, then the front row.
    for (const row of rows.slice(0, 2)) {
      const order = [...row.bars].sort((a, b) => Math.abs(b.x0 + b.x1) - Math.abs(a.x0 + a.x1));
      for (const b of order) drawBar(b, row);
    }

    // Trend line points, a little above each front bar.
    const lift = s * 34;
    const line: Pt[] = front.map((b) => {
      const p = P((b.x0 + b.x1) / 2, heightAt(b), 1);
      return [p[0], p[1] - lift];
    });
    const head: Pt[] = [[line[0]![0] - pitch * 0.6, line[0]![1] + pitch * 0.25], ...line];
    const actual = head.slice(0, n + 1);
    const areaFill = svg.linear(
      [
        [0, pal.accent, 0.32],
        [1, pal.accent, 0],
      ],
      0,
      h * 0.2,
      0,
      base,
      true,
    );
    const lastPt = actual[actual.length - 1]!;
    svg.add(
      el("path", {
        d: `${smoothPath(actual)}L${f(lastPt[0])} ${f(base)}L${f(actual[0]![0])} ${f(base)}Z`,
        fill: areaFill,
      }),
    );

    const frontRow = rows[2]!;
    const order = [...front].sort((a, b) => Math.abs(b.x0 + b.x1) - Math.abs(a.x0 + a.x1));
    for (const b of order) drawBar(b, frontRow);

    // The trend line: a wide soft stroke, a crisp bright one, a dashed forecast.
    const trendStroke = svg.linear(
      [
        [0, pal.accentLight, 0.2],
        [0.6, pal.accentLight, 1],
        [1, "#ffffff", 1],
      ],
      head[0]![0],
      0,
      lastPt[0],
      0,
      true,
    );
    const d = smoothPath(actual);
    svg.add(
      el("path", {
        d,
        fill: "none",
        stroke: pal.accent,
        "stroke-opacity": 0.22,
        "stroke-width": s * 10,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      el("path", {
        d,
        fill: "none",
        stroke: trendStroke,
        "stroke-width": s * 2.6,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    );
    const ahead = head.slice(n);
    svg.add(
      el("path", {
        d: smoothPath(ahead),
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.7,
        "stroke-width": s * 2,
        "stroke-dasharray": `${f(s * 5)} ${f(s * 7)}`,
        "stroke-dashoffset": f(-s * 12 * frac(2 * t)),
        "stroke-linecap": "round",
      }),
    );

    // Data points.
    for (let i = 1; i < actual.length; i++) {
      const [x, y] = actual[i]!;
      const isLast = i === actual.length - 1;
      svg.add(
        el("circle", {
          cx: x,
          cy: y,
          r: s * (isLast ? 7 : 4.5),
          fill: pal.bg1,
          stroke: isLast ? "#ffffff" : pal.accentLight,
          "stroke-width": s * 2,
        }),
      );
    }
    const forecastEnd = head[head.length - 1]!;
    svg.add(
      el("circle", {
        cx: forecastEnd[0],
        cy: forecastEnd[1],
        r: s * 5,
        fill: "none",
        stroke: pal.accentLight,
        "stroke-opacity": 0.7,
        "stroke-width": s * 1.5,
        "stroke-dasharray": `${f(s * 3)} ${f(s * 3)}`,
      }),
    );

    // The latest value: a warm glow and outgoing pulses.
    svg.add(svg.glow(lastPt[0], lastPt[1], s * 90, pal.warm, 0.28));
    for (const k of [0, 0.5]) {
      const u = frac(t * 2 + k);
      svg.add(
        el("circle", {
          cx: lastPt[0],
          cy: lastPt[1],
          r: s * (8 + 42 * u),
          fill: "none",
          stroke: pal.warm,
          "stroke-width": s * 1.4,
          "stroke-opacity": f(0.7 * (1 - u) ** 1.6 * smoothstep(0, 0.12, u)),
        }),
      );
    }
    svg.add(el("circle", { cx: lastPt[0], cy: lastPt[1], r: s * 3.2, fill: "#ffffff" }));

    // Drop line from the latest value to its bar, with a value pill beside it.
    const lastBarTop = P((last.x0 + last.x1) / 2, heightAt(last), 1);
    svg.add(
      el("path", {
        d: linePath([
          [lastPt[0], lastPt[1] + s * 10],
          [lastBarTop[0], lastBarTop[1] - s * 4],
        ]),
        stroke: "#ffffff",
        "stroke-opacity": 0.5,
        "stroke-width": s * 1.2,
      }),
    );
    const pill = { x: lastPt[0] - s * 44, y: lastPt[1] - s * 58, w: s * 88, h: s * 30 };
    svg.add(
      el("rect", {
        x: pill.x,
        y: pill.y,
        width: pill.w,
        height: pill.h,
        rx: pill.h / 2,
        fill: mix(pal.bg1, pal.accent, 0.18),
        stroke: pal.accentLight,
        "stroke-opacity": 0.6,
        "stroke-width": s * 1.2,
      }),
      el("path", {
        d: `M${f(pill.x + s * 16)} ${f(pill.y + pill.h * 0.62)}l${f(s * 7)} ${f(-s * 8)}l${f(s * 7)} ${f(s * 8)}Z`,
        fill: pal.warm,
      }),
      el("rect", {
        x: pill.x + s * 36,
        y: pill.y + pill.h / 2 - s * 3,
        width: s * 38,
        height: s * 6,
        rx: s * 3,
        fill: pal.accentLight,
        opacity: 0.8,
      }),
    );

    // A spark running along the trend line.
    const u = frac(t + sparkPhase);
    // It covers only the rising second half, so it glides rather than races.
    const segs = actual.length - 1;
    const from = Math.floor(segs * 0.45);
    const at = from + u * (segs - from);
    const seg = Math.min(segs - 1, Math.floor(at));
    const [sx, sy] = curveAt(actual, seg, at - seg);
    const o = Math.sin(Math.PI * u) ** 0.7;
    svg.add(svg.glow(sx, sy, s * 36, pal.accentLight, 0.7 * o));
    svg.add(el("circle", { cx: sx, cy: sy, r: s * 3.4, fill: "#ffffff", opacity: f(o) }));
  };
};
