/**
 * Test helper: a controllable window.matchMedia for jsdom (which has none). Only the
 * reduced-motion query can match; every other query answers false.
 */
import { vi } from "vitest";

export function mockMatchMedia({ reducedMotion }: { reducedMotion: boolean }) {
  let reduce = reducedMotion;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const matches = (query: string) => query.includes("prefers-reduced-motion") && reduce;
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  return {
    setReducedMotion(value: boolean) {
      reduce = value;
      for (const listener of listeners) listener({ matches: value } as MediaQueryListEvent);
    },
  };
}
