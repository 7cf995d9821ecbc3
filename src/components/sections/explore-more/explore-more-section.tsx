import { ArrowRight } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import { INTERVAL_MS } from "@/lib/sections/behaviour";
import { SectionCarousel } from "../section-carousel";
import type { SectionProps } from "../types";

/** The Explore More tiles: every 4 s, wrapping both ways; 1, 2 or 3 tiles in view. */
export function ExploreMoreSection({ heading, tiles }: SectionProps<"exploreMore">) {
  return (
    <SectionCarousel
      sectionTone="muted"
      heading={{ heading }}
      intervalMs={INTERVAL_MS.exploreMore}
      end="wrap"
      itemName="tile"
      slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
      slides={tiles.map((tile) => (
        <Tile key={tile.heading} {...tile} />
      ))}
    />
  );
}

function Tile({ heading, image, href }: { heading: string; image: string; href?: string }) {
  return (
    <article className="group relative isolate flex aspect-[4/3] items-end overflow-hidden rounded-2xl bg-ink-900 text-white shadow-sm">
      <MediaImage
        id={image}
        fill
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="-z-10 object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transform-none"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950/90 via-ink-950/30 to-transparent"
      />
      <h3 className="flex w-full items-center justify-between gap-3 p-6 text-xl font-bold">
        {href ? (
          <a href={href} className="after:absolute after:inset-0 after:content-['']">
            {heading}
          </a>
        ) : (
          heading
        )}
        {href ? <ArrowRight className="size-5 text-accent-300" /> : null}
      </h3>
    </article>
  );
}
