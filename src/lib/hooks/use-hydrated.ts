import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. Controls that only work with
 * JavaScript (carousel arrows, pause buttons) use it to stay invisible, but keep their space,
 * until they can work, so the page neither offers dead buttons without JavaScript nor shifts
 * when they become live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
