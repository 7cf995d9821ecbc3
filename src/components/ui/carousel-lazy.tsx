"use client";

import dynamic from "next/dynamic";

/**
 * The carousel, loaded as its own chunk (it carries Embla), so only pages that show a carousel
 * download it. It is still rendered on the server: the first slide is in the HTML, and the
 * chunk is preloaded for hydration.
 */
export const LazyCarousel = dynamic(() => import("./carousel").then((module) => module.Carousel));
