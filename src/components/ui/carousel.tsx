"use client";

import type { EmblaOptionsType } from "embla-carousel";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useEmblaWhenNear } from "@/lib/hooks/use-embla-when-near";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";
import { createAutoplay, type Autoplay, type PauseReason } from "@/lib/sections/autoplay";
import {
  autoplayAction,
  EMBLA_SLIDE_DURATION,
  slideLabel,
  swipeStep,
  wrapIndex,
  type EndBehaviour,
} from "@/lib/sections/carousel";
import { DRAG_THRESHOLD_PX } from "@/lib/sections/behaviour";
import { iconButtonClass } from "./button";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from "./icons";

export type CarouselProps = {
  /** Id of the heading that names the carousel region. */
  labelledBy: string;
  /** The section heading (server-rendered), drawn with the controls beside it. */
  header?: ReactNode;
  /** Server-rendered slide contents, in order. */
  slides: ReactNode[];
  /**
   * How many of `slides` are real; the rest are copies added for a seamless loop and are
   * hidden from assistive technology. Defaults to all of them.
   */
  originalCount?: number;
  /** Auto-advance interval; omit for a carousel that moves only when asked. */
  intervalMs?: number;
  end: EndBehaviour;
  /** Width of one slide per breakpoint, e.g. "basis-full sm:basis-1/2 lg:basis-1/3". */
  slideClassName: string;
  /** Enforce the spec's swipe rule: only a drag over this many px changes the slide. */
  swipeThresholdPx?: number;
  /** What the buttons move, for their labels: "slide", "reason"... */
  itemName?: string;
  /** Its plural, where adding an "s" would misspell it ("case studies"). */
  itemsName?: string;
  tone?: "light" | "dark";
};

/** Whether focus arrived by keyboard (a mouse click on a button does not pause rotation). */
function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/** Whether the mouse is over the element (false where `:hover` cannot be asked). */
function isHovered(element: Element): boolean {
  try {
    return element.matches(":hover");
  } catch {
    return false;
  }
}

/**
 * The carousel behind every carousel section: Embla for the scrolling and dragging, the ARIA
 * carousel pattern for its semantics (a named region with aria-roledescription, slides
 * labelled "N of M"), and an auto-advance that has an always-visible pause/play button,
 * pauses under the mouse and while keyboard focus is inside, keeps quiet (aria-live off)
 * while rotating, and does not start at all under reduced motion.
 *
 * Without JavaScript it is a row of slides clipped to the first one(s). Embla itself is
 * fetched when the carousel nears the viewport or is touched (useEmblaWhenNear); an arrow or
 * the pause button used before it is here takes effect once it is.
 */
export function Carousel({
  labelledBy,
  header,
  slides,
  originalCount = slides.length,
  intervalMs,
  end,
  slideClassName,
  swipeThresholdPx,
  itemName = "slide",
  itemsName = `${itemName}s`,
  tone = "light",
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const slidesId = useId();
  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop: end === "wrap",
      align: "start",
      containScroll: end === "wrap" ? false : "trimSnaps",
      // Embla's duration is an integration constant, not ms; 20 is about 0.5 s (see
      // lib/sections/carousel.ts). 0 jumps, for reduced motion.
      duration: reducedMotion ? 0 : EMBLA_SLIDE_DURATION,
      dragThreshold: DRAG_THRESHOLD_PX,
    }),
    [end, reducedMotion],
  );
  const regionRef = useRef<HTMLDivElement>(null);
  const { viewportRef, api, wake } = useEmblaWhenNear(options, regionRef);
  // An arrow pressed before Embla was here: carried out as soon as it is.
  const pendingStep = useRef<-1 | 1 | null>(null);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  // Until Embla measures: at the first slide, with more to come.
  const [canPrev, setCanPrev] = useState(end === "wrap");
  const [canNext, setCanNext] = useState(originalCount > 1);
  const [running, setRunning] = useState(false);
  // The visitor's own choice; until they make one, rotation is paused only under reduced motion.
  const [userChoice, setUserChoice] = useState<"play" | "pause" | null>(null);
  const userChoiceRef = useRef(userChoice);
  useEffect(() => {
    userChoiceRef.current = userChoice;
  }, [userChoice]);
  const [finished, setFinished] = useState(false);
  const autoplayRef = useRef<Autoplay | null>(null);
  const rotationButtonRef = useRef<HTMLButtonElement>(null);

  // Mirror Embla's position into React state.
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    const direction = pendingStep.current;
    pendingStep.current = null;
    if (direction === -1) api.scrollPrev();
    else if (direction === 1) api.scrollNext();
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  // Auto-advance, once the motion preference is known.
  useEffect(() => {
    if (!api || !intervalMs || reducedMotion === null) return;
    // Embla may arrive while the mouse or keyboard focus is already inside.
    const region = regionRef.current;
    const active = document.activeElement;
    const initiallyPaused: PauseReason[] = [];
    // Reduced motion: nothing moves until the visitor presses play.
    if ((userChoiceRef.current ?? (reducedMotion ? "pause" : "play")) === "pause") {
      initiallyPaused.push("user");
    }
    if (region && isHovered(region)) initiallyPaused.push("hover");
    if (
      region &&
      active &&
      region.contains(active) &&
      active !== rotationButtonRef.current &&
      focusIsVisible(active)
    ) {
      initiallyPaused.push("focus");
    }
    const autoplay = createAutoplay({
      intervalMs,
      initiallyPaused,
      onTick: () => {
        const action = autoplayAction(
          end,
          api.selectedScrollSnap(),
          api.scrollSnapList().length - 1,
        );
        switch (action.kind) {
          case "next":
            api.scrollNext();
            if (action.finished) setFinished(true);
            return action.finished ? "finish" : "continue";
          case "jumpToStart":
            api.scrollTo(0, true);
            return "continue";
          case "finish":
            setFinished(true);
            return "finish";
          case "none":
            return "continue";
        }
      },
      onChange: setRunning,
    });
    autoplayRef.current = autoplay;
    const onVisibility = () =>
      document.visibilityState === "hidden" ? autoplay.pause("hidden") : autoplay.resume("hidden");
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      autoplay.destroy();
      autoplayRef.current = null;
      setRunning(false);
    };
  }, [api, intervalMs, reducedMotion, end]);

  // The spec's swipe rule: a drag over the threshold moves exactly one slide that way,
  // a shorter one settles back. Embla tracks the drag; this only overrides where it lands.
  useEffect(() => {
    if (!api || !swipeThresholdPx) return;
    const root = api.rootNode();
    let startX: number | null = null;
    let lastX = 0;
    let startIndex = 0;
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      startX = lastX = event.clientX;
      startIndex = api.selectedScrollSnap();
    };
    const onMove = (event: PointerEvent) => {
      if (startX !== null && event.isPrimary) lastX = event.clientX;
    };
    const onUp = () => {
      if (startX === null) return;
      const dx = lastX - startX;
      startX = null;
      const target = wrapIndex(
        startIndex + swipeStep(dx, swipeThresholdPx),
        api.scrollSnapList().length,
      );
      if (target !== api.selectedScrollSnap() || Math.abs(dx) > 0) api.scrollTo(target);
      autoplayRef.current?.reset();
    };
    root.addEventListener("pointerdown", onDown);
    window.addEventListener("pointermove", onMove, { passive: true });
    window.addEventListener("pointerup", onMove, { passive: true });
    api.on("pointerUp", onUp);
    return () => {
      root.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onMove);
      api.off("pointerUp", onUp);
    };
  }, [api, swipeThresholdPx]);

  const hasAutoplay = Boolean(intervalMs);
  const userPaused = userChoice === null ? reducedMotion !== false : userChoice === "pause";
  const showPauseLabel = !userPaused && !finished;
  const multiple = snapCount > 1;

  const step = (direction: -1 | 1) => {
    if (!api) {
      pendingStep.current = direction;
      wake();
      return;
    }
    if (direction === -1) api.scrollPrev();
    else api.scrollNext();
    autoplayRef.current?.reset();
  };

  const toggleRotation = () => {
    const autoplay = autoplayRef.current;
    if (!autoplay || !api) {
      // Before Embla (and so the rotation) is here: the choice is kept for when it starts.
      setUserChoice(showPauseLabel ? "pause" : "play");
      wake();
      return;
    }
    if (showPauseLabel) {
      autoplay.pause("user");
      setUserChoice("pause");
      return;
    }
    if (finished || autoplay.isFinished()) {
      // Played to the end: play again from the first slide.
      if (!api.canScrollNext()) api.scrollTo(0);
      autoplay.rearm();
      setFinished(false);
    }
    autoplay.resume("user");
    setUserChoice("play");
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      data-selected-snap={selected}
      data-running={running ? "" : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") autoplayRef.current?.pause("hover");
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") autoplayRef.current?.resume("hover");
      }}
      onFocus={(event) => {
        const autoplay = autoplayRef.current;
        if (!autoplay) return;
        // Focus on the rotation button itself must not block the play it asks for.
        const target = event.target as Element;
        if (target === rotationButtonRef.current || !focusIsVisible(target)) {
          autoplay.resume("focus");
        } else {
          autoplay.pause("focus");
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          autoplayRef.current?.resume("focus");
        }
      }}
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        {header ? <div className="min-w-0 flex-1">{header}</div> : null}
        {multiple ? (
          <div
            className={`flex shrink-0 items-center justify-end gap-3 ${hydrated ? "" : "invisible"}`}
          >
            {hasAutoplay ? (
              <button
                ref={rotationButtonRef}
                type="button"
                onClick={toggleRotation}
                aria-controls={slidesId}
                className={iconButtonClass(tone)}
              >
                {showPauseLabel ? <PauseIcon /> : <PlayIcon />}
                <span className="sr-only">
                  {showPauseLabel ? `Pause automatic ${itemsName}` : `Play automatic ${itemsName}`}
                </span>
              </button>
            ) : null}
            <div className="hidden gap-3 sm:flex">
              <button
                type="button"
                onClick={() => step(-1)}
                disabled={!canPrev}
                aria-controls={slidesId}
                className={iconButtonClass(tone)}
              >
                <ChevronLeft />
                <span className="sr-only">Previous {itemName}</span>
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                disabled={!canNext}
                aria-controls={slidesId}
                className={iconButtonClass(tone)}
              >
                <ChevronRight />
                <span className="sr-only">Next {itemName}</span>
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <div ref={viewportRef} className="mt-8 overflow-hidden md:mt-10">
        <div
          id={slidesId}
          aria-live={running ? "off" : "polite"}
          className="-ml-4 flex touch-pan-y touch-pinch-zoom md:-ml-6"
        >
          {slides.map((slide, index) => {
            const duplicate = index >= originalCount;
            return (
              <div
                // Slides are static content in a fixed order.
                key={index}
                role={duplicate ? undefined : "group"}
                aria-roledescription={duplicate ? undefined : "slide"}
                aria-label={duplicate ? undefined : slideLabel(index, originalCount)}
                aria-hidden={duplicate ? true : undefined}
                className={`min-w-0 shrink-0 grow-0 pl-4 md:pl-6 ${slideClassName}`}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
