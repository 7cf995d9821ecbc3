import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { wakeWhenNear } from "@/lib/dom/wake-when-near";

type EmblaFactory = (typeof import("embla-carousel"))["default"];

// One download for every carousel of the page (and of later pages).
let loaded: EmblaFactory | null = null;
let loading: Promise<EmblaFactory> | null = null;

function loadEmbla(): Promise<EmblaFactory> {
  loading ??= import("embla-carousel").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null; // the next wake tries again
      throw error;
    },
  );
  return loading;
}

/** Events inside the carousel that mean the visitor is about to use it. */
const TOUCHES = ["pointerover", "pointerdown", "focusin"];

/**
 * Embla for one carousel, fetched when it is needed: when the carousel's `region` comes within
 * 400 px of the viewport (NEAR_VIEW_MARGIN), when the visitor points at it or focuses into it, or when
 * `wake()` is called. Until then the carousel is the server's row of slides and Embla's 6 kB (gzip)
 * stay off the page's first load. Otherwise embla-carousel-react's contract: a ref callback
 * for the viewport and the API once it exists; a new `options` object re-initialises it.
 */
export function useEmblaWhenNear(
  options: EmblaOptionsType,
  region: RefObject<HTMLElement | null>,
): {
  viewportRef: (node: HTMLElement | null) => void;
  api: EmblaCarouselType | undefined;
  wake: () => void;
} {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [Embla, setEmbla] = useState<EmblaFactory | null>(() => loaded);
  const [api, setApi] = useState<EmblaCarouselType>();
  // The latest options, and those the running instance was made or last re-initialised with.
  const latestOptions = useRef(options);
  const appliedOptions = useRef<EmblaOptionsType | null>(null);

  const wake = useCallback(() => {
    loadEmbla().then(
      (factory) => setEmbla(() => factory),
      (error: unknown) => console.error("The carousel's script could not be loaded:", error),
    );
  }, []);

  useEffect(() => {
    const element = region.current;
    if (Embla || !element) return;
    return wakeWhenNear(element, wake, { touches: TOUCHES });
  }, [Embla, region, wake]);

  useEffect(() => {
    if (!Embla || !viewport) return;
    const instance = Embla(viewport, latestOptions.current);
    appliedOptions.current = latestOptions.current;
    setApi(instance);
    return () => {
      instance.destroy();
      setApi(undefined);
    };
  }, [Embla, viewport]);

  useEffect(() => {
    latestOptions.current = options;
    if (!api || appliedOptions.current === options) return;
    appliedOptions.current = options;
    api.reInit(options);
  }, [options, api]);

  return { viewportRef: setViewport, api, wake };
}
