"use client";

/**
 * The interactive pieces of the site, each loaded as its own chunk when the reader comes near
 * it or touches it (components/ui/when-needed.tsx, docs/decisions/0034-client-javascript-budget.md).
 * Every page is drawn by one route and one section registry, so a plain import would put
 * every section's script on every page, and a page's scripts would compete with its first
 * paint. The server still renders each piece in full: the HTML is complete without
 * JavaScript, and a click made before a piece's script arrives is replayed by React after.
 *
 * Sections and the footer import these, never the modules behind them; the header's menus and
 * the toast area are imported directly (the menu button must answer at once). /thanks, which
 * repairs a form posted without JavaScript, imports its forms directly too.
 */
import { whenNeeded } from "@/components/ui/when-needed";

export const Carousel = whenNeeded(() =>
  import("@/components/ui/carousel").then((module) => module.Carousel),
);

export const VideoPlayer = whenNeeded(() =>
  import("@/components/ui/video-player").then((module) => module.VideoPlayer),
);

export const ContactForm = whenNeeded(() =>
  import("@/components/forms/contact-form").then((module) => module.ContactForm),
);

export const ResumeForm = whenNeeded(() =>
  import("@/components/forms/resume-form").then((module) => module.ResumeForm),
);

export const NewsletterForm = whenNeeded(() =>
  import("@/components/forms/newsletter-form").then((module) => module.NewsletterForm),
);

export const CountUpNumber = whenNeeded(() =>
  import("@/components/sections/stats-band/count-up-number").then((module) => module.CountUpNumber),
);

export const TabbedPager = whenNeeded(() =>
  import("@/components/sections/card-pager/tabbed-pager").then((module) => module.TabbedPager),
);

export const ExpandableCardList = whenNeeded(() =>
  import("@/components/sections/expandable-cards/expandable-card-list").then(
    (module) => module.ExpandableCardList,
  ),
);

export const MoreToggle = whenNeeded(() =>
  import("@/components/sections/expandable-intro/more-toggle").then((module) => module.MoreToggle),
);
