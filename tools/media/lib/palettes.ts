/**
 * Art palettes. Each one sits on the brand's ink-navy background family (globals.css:
 * ink-950 #07111f, ink-900 #0b1a2e, ink-800 #13263f, ink-700 #1f3857) and adds one named
 * accent, a lighter and a deeper tone of it, a companion colour that harmonises with it and
 * a warm highlight used sparingly (lit windows, small sparks).
 */
import type { ArtPalette } from "../../../src/content/media/types";
import { mix } from "./color";

export const ink = {
  950: "#07111f",
  900: "#0b1a2e",
  800: "#13263f",
  700: "#1f3857",
  600: "#3b5472",
  500: "#5a708b",
  300: "#a9b7c8",
  100: "#e6ecf3",
} as const;

export type Palette = {
  name: ArtPalette;
  /** Background, darkest to lightest: deep corners, main field, lit areas. */
  bg0: string;
  bg1: string;
  bg2: string;
  /** Muted structure (lines, inactive shapes) tinted toward the accent. */
  line: string;
  /** Surface of solid objects (blocks, buildings, chips). */
  surface: string;
  surfaceDark: string;
  accent: string;
  accentLight: string;
  accentDeep: string;
  second: string;
  secondLight: string;
  warm: string;
};

type Spec = Pick<
  Palette,
  "accent" | "accentLight" | "accentDeep" | "second" | "secondLight" | "warm"
>;

const specs: Record<ArtPalette, Spec> = {
  teal: {
    accent: "#2dd4bf",
    accentLight: "#99f6e4",
    accentDeep: "#0f766e",
    second: "#38bdf8",
    secondLight: "#bae6fd",
    warm: "#fcd34d",
  },
  blue: {
    accent: "#3b82f6",
    accentLight: "#93c5fd",
    accentDeep: "#1e40af",
    second: "#2dd4bf",
    secondLight: "#99f6e4",
    warm: "#fcd34d",
  },
  amber: {
    accent: "#f59e0b",
    accentLight: "#fcd34d",
    accentDeep: "#b45309",
    second: "#2dd4bf",
    secondLight: "#99f6e4",
    warm: "#fdba74",
  },
  violet: {
    accent: "#8b5cf6",
    accentLight: "#c4b5fd",
    accentDeep: "#5b21b6",
    second: "#22d3ee",
    secondLight: "#a5f3fc",
    warm: "#f0abfc",
  },
  green: {
    accent: "#34d399",
    accentLight: "#a7f3d0",
    accentDeep: "#047857",
    second: "#a3e635",
    secondLight: "#d9f99d",
    warm: "#fde68a",
  },
  rose: {
    accent: "#fb7185",
    accentLight: "#fecdd3",
    accentDeep: "#be123c",
    second: "#a78bfa",
    secondLight: "#ddd6fe",
    warm: "#fdba74",
  },
  slate: {
    accent: "#94a3b8",
    accentLight: "#e2e8f0",
    accentDeep: "#475569",
    second: "#2dd4bf",
    secondLight: "#99f6e4",
    warm: "#fcd34d",
  },
};

export function palette(name: ArtPalette): Palette {
  const s = specs[name];
  return {
    name,
    ...s,
    bg0: mix(ink[950], s.accent, 0.03),
    bg1: mix(ink[900], s.accent, 0.05),
    bg2: mix(ink[800], s.accent, 0.09),
    line: mix(ink[600], s.accent, 0.18),
    surface: mix(ink[700], s.accent, 0.07),
    surfaceDark: mix(ink[900], s.accent, 0.03),
  };
}

export const paletteNames = Object.keys(specs) as ArtPalette[];
