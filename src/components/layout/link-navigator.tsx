"use client";

/**
 * The public site's internal links are plain `<a>` elements rendered on the server; this one
 * listener turns their plain clicks into App Router navigations and fetches a page ahead when
 * the visitor shows the intent (hover, focus, touch). It does what next/link does for the
 * site in a few hundred bytes, where next/link's runtime cost every page about 3 kB of
 * script (issue 12's budget; decision 0035).
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { inAppPath, isPlainClick } from "./in-app-link";

function anchorOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest("a") : null;
}

export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const path = anchor && inAppPath(anchor, window.location);
      if (!path) return;
      const page = path.split("#")[0]!;
      if (fetched.has(page)) return;
      fetched.add(page);
      router.prefetch(page);
    };
    // On window, so it runs after React's own handlers (on the document) and sees whether
    // one of them (a menu closing, a next/link) already took the click.
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (!anchor || !isPlainClick(event)) return;
      const path = inAppPath(anchor, window.location);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };
    const intents = ["pointerover", "focusin", "touchstart"] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    window.addEventListener("click", onClick);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
      window.removeEventListener("click", onClick);
    };
  }, [router]);
  return null;
}
