/**
 * Seeded randomness. Every asset draws from a generator seeded by its manifest id, so a
 * re-run renders the same picture (and, with the same sharp/ffmpeg, the same bytes).
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Random sign, -1 or 1. */
  sign(): number;
  /** An independent generator for one part of a picture, so parts don't shift each other. */
  fork(label: string): Rng;
  /** In-place shuffle (Fisher–Yates); returns the array. */
  shuffle<T>(items: T[]): T[];
};

export function createRng(seedText: string): Rng {
  let state = hashString(seedText);
  const next = () => {
    // Weyl sequence stepped by the golden ratio, scrambled by a 32-bit avalanche mix.
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p) => next() < p,
    sign: () => (next() < 0.5 ? -1 : 1),
    fork: (label) => createRng(`${seedText}/${label}`),
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
  return rng;
}
