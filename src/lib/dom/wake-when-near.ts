/**
 * How far below the viewport a piece that loads its script late (a form, a carousel) starts
 * loading it, so that it is ready when it scrolls in.
 */
export const NEAR_VIEW_MARGIN = "400px";

/**
 * Calls `wake` when `target` comes within NEAR_VIEW_MARGIN of the viewport, or when one of
 * `touches` happens inside `root` (the visitor got there first); at once where there is no
 * IntersectionObserver. `wake` may be called more than once. Returns the cleanup.
 */
export function wakeWhenNear(
  target: Element,
  wake: () => void,
  { root = target, touches }: { root?: Element; touches: readonly string[] },
): () => void {
  for (const type of touches) root.addEventListener(type, wake);
  let observer: IntersectionObserver | null = null;
  if (typeof IntersectionObserver === "undefined") {
    wake();
  } else {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: `${NEAR_VIEW_MARGIN} 0px` },
    );
    observer.observe(target);
  }
  return () => {
    observer?.disconnect();
    for (const type of touches) root.removeEventListener(type, wake);
  };
}
