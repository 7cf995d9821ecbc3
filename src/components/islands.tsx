"use client";

/**
 * The interactive pieces that only some pages show, each its own chunk
 * (docs/decisions/0034-client-javascript-budget.md). Every page of the site is drawn by one
 * route and one section registry, so a plain import would put every section's script on
 * every page; through `next/dynamic` a page downloads only the pieces it renders. They are
 * still rendered on the server (the HTML is complete without JavaScript), and the chunks of
 * the pieces a page shows are preloaded for hydration.
 *
 * Sections import these, never the modules behind them; what every page shows (the header's
 * menus, the toast area) is imported directly. The forms are not here: they hydrate later
 * still, when they are needed (forms/deferred-form.tsx, decision 0035).
 */
import dynamic from "next/dynamic";

export const Carousel = dynamic(() =>
  import("@/components/ui/carousel").then((module) => module.Carousel),
);

export const VideoPlayer = dynamic(() =>
  import("@/components/ui/video-player").then((module) => module.VideoPlayer),
);

export const CountUpNumber = dynamic(() =>
  import("@/components/sections/stats-band/count-up-number").then(
    (module) => module.CountUpNumber,
  ),
);

export const TabbedPager = dynamic(() =>
  import("@/components/sections/card-pager/tabbed-pager").then((module) => module.TabbedPager),
);

export const ExpandableCardList = dynamic(() =>
  import("@/components/sections/expandable-cards/expandable-card-list").then(
    (module) => module.ExpandableCardList,
  ),
);

export const MoreToggle = dynamic(() =>
  import("@/components/sections/expandable-intro/more-toggle").then(
    (module) => module.MoreToggle,
  ),
);
