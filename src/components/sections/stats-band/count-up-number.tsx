"use client";

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";
import { createCountUp } from "@/lib/sections/count-up";
import { COUNTER_DURATION_MS, COUNTER_VISIBLE_RATIO } from "@/lib/sections/behaviour";

/**
 * A number that counts up from 0 over 1.5 s the first time it is half visible. The server
 * HTML holds the final value (for no-JS and for assistive technology, which always reads the
 * final value); the count starts only after hydration and never under reduced motion. Its
 * width is reserved with tabular figures, so counting never shifts the layout.
 */
export function CountUpNumber({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(value);
  // While the number is not final (waiting to count, or counting), assistive technology
  // reads the final value from a hidden copy instead.
  const [animating, setAnimating] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion !== false || typeof IntersectionObserver === "undefined") return;
    const counter = createCountUp({
      target: value,
      durationMs: COUNTER_DURATION_MS,
      onUpdate: (next) => {
        setShown(next);
        if (next === value) setAnimating(false);
      },
    });
    setShown(0);
    setAnimating(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= COUNTER_VISIBLE_RATIO)) {
          counter.start();
          observer.disconnect();
        }
      },
      { threshold: COUNTER_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      counter.cancel();
      setShown(value);
      setAnimating(false);
    };
  }, [reducedMotion, value]);

  return (
    <>
      {/* Inter's tabular figures are all one "ch" wide: the box is the final value's width. */}
      <span
        ref={ref}
        aria-hidden={animating ? true : undefined}
        data-value={value}
        className="inline-block text-right font-sans tabular-nums"
        style={{ minWidth: `${String(value).length}ch` }}
      >
        {shown}
      </span>
      {animating ? <span className="sr-only">{value}</span> : null}
    </>
  );
}
