"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/** How near the viewport a piece starts loading: about a phone screen ahead of the reader. */
const AHEAD = "600px 0px";
/** What counts as touching a piece whose script has not arrived: the user is about to use it. */
const TOUCH_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

/**
 * Set once the page's first hydration has committed. A piece rendered after that (a page
 * opened by a client-side navigation) has no server HTML to show meanwhile, so it loads at once.
 */
let pageHydrated = false;

/**
 * A client component that the server renders in full, but whose script the browser fetches
 * only when it is needed: when it comes near the viewport or is touched (a form at the foot of
 * a page, docs/decisions/0034-client-javascript-budget.md). Until then React leaves its HTML
 * as the server sent it, behind a Suspense boundary, so it looks the same and, being a real
 * `<form>`, works without the script too. Its chunk is not named in the page's HTML, so it
 * costs the page nothing until then.
 *
 * What a visitor types before the script arrives is kept: the form reads the fields back
 * when it wakes (use-site-form.ts).
 */
export function whenNeeded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let wake = () => {};
  const needed = new Promise<void>((resolve) => {
    wake = resolve;
  });
  // On the server the module loads at once, so the HTML is complete.
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await needed;
    return { default: await load() };
  });

  function WhenNeeded(props: P) {
    const box = useRef<HTMLDivElement>(null);
    if (pageHydrated) wake();
    useEffect(() => {
      pageHydrated = true;
      const element = box.current;
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      // On the window, capturing: React stops the events that reach a part it has not
      // hydrated yet (to replay them once it has), so a listener on the box would not hear them.
      const onTouch = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) wake();
      };
      for (const type of TOUCH_EVENTS)
        window.addEventListener(type, onTouch, { capture: true, passive: true });
      return () => {
        observer.disconnect();
        for (const type of TOUCH_EVENTS)
          window.removeEventListener(type, onTouch, { capture: true });
      };
    }, []);
    return (
      <div ref={box}>
        <Suspense>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return WhenNeeded;
}
