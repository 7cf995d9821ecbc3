import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function getSnapshot(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

function getServerSnapshot(): null {
  return null;
}

/**
 * Whether the visitor asked for reduced motion: `true` or `false` once known in the browser,
 * `null` during server rendering and hydration. Components start no motion while it is `null`,
 * so the server HTML (final counter values, first slide, visible headings) stays as it is
 * until the preference is known.
 */
export function useReducedMotion(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, getSnapshot, getServerSnapshot);
}
