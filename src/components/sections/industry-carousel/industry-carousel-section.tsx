import { MediaImage } from "@/components/ui/media-image";
import { loopItems } from "@/lib/sections/carousel";
import { INTERVAL_MS } from "@/lib/sections/behaviour";
import { SectionCarousel } from "../section-carousel";
import type { SectionProps } from "../types";

/** Most industry tiles in view at once (from 1024 px); the loop needs twice that to be seamless. */
const MAX_IN_VIEW = 4;

/**
 * The home page's industries: every 3 s, a seamless loop (the items are duplicated for it; the
 * copies are hidden from assistive technology and the tab order), one tile in view below
 * 640 px, then 2, 3 and 4.
 */
export function IndustryCarouselSection({
  heading,
  intro,
  items,
}: SectionProps<"industryCarousel">) {
  const slides = loopItems(items, Math.max(items.length * 2, MAX_IN_VIEW * 2));
  return (
    <SectionCarousel
      sectionTone="muted"
      heading={{ eyebrow: "Industries", heading, intro }}
      intervalMs={INTERVAL_MS.industries}
      end="wrap"
      itemName="industry"
      itemsName="industries"
      originalCount={items.length}
      slideClassName="basis-full sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
      slides={slides.map(({ item, duplicate }, index) => (
        <IndustryTile key={index} {...item} duplicate={duplicate} />
      ))}
    />
  );
}

function IndustryTile({
  heading,
  image,
  href,
  duplicate,
}: {
  heading: string;
  image: string;
  href: string;
  duplicate: boolean;
}) {
  return (
    <a
      href={href}
      tabIndex={duplicate ? -1 : undefined}
      className="group relative isolate flex aspect-[4/3] items-end overflow-hidden rounded-2xl bg-ink-900 text-white shadow-sm sm:aspect-[3/4]"
    >
      <MediaImage
        id={image}
        fill
        sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="-z-10 object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transform-none"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950/90 via-ink-950/25 to-transparent"
      />
      <span className="p-5 text-lg font-bold leading-snug">{heading}</span>
    </a>
  );
}
