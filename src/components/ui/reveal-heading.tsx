"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";
import { isFullyVisible, REVEAL_THRESHOLDS } from "@/lib/sections/reveal";

type Phase = "static" | "hidden" | "shown";

/**
 * Fades and slides its heading in (0.6 s) when the enclosing <section> is fully visible.
 * The server HTML shows the heading as is: it is hidden only after hydration, only when motion
 * is allowed, and only when it is not already on screen (nothing the reader can see vanishes).
 */
export function RevealHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion !== false || typeof IntersectionObserver === "undefined") return;
    const rect = element.getBoundingClientRect();
    const onScreen = rect.bottom > 0 && rect.top < window.innerHeight;
    if (onScreen) return;
    const section = element.closest("section") ?? element;
    setPhase("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const visible = isFullyVisible({
            ratio: entry.intersectionRatio,
            visibleHeight: entry.intersectionRect.height,
            viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
          });
          if (visible) {
            setPhase("shown");
            observer.disconnect();
          }
        }
      },
      { threshold: REVEAL_THRESHOLDS },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const className =
    phase === "static"
      ? ""
      : phase === "hidden"
        ? "translate-y-6 opacity-0"
        : "translate-y-0 opacity-100 transition-[opacity,translate] duration-600 ease-out";

  return (
    <div ref={ref} data-reveal={phase} className={className}>
      {children}
    </div>
  );
}
