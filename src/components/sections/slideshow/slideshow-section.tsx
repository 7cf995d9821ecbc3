import { CheckIcon } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import { INTERVAL_MS } from "@/lib/sections/behaviour";
import { SectionCarousel } from "../section-carousel";
import type { SectionProps } from "../types";

/**
 * The why-join reasons: one at a time, every 5 s, stopping at the last (no wrap); Previous is
 * disabled on the first and Next on the last.
 */
export function SlideshowSection({ heading, intro, slides }: SectionProps<"slideshow">) {
  return (
    <SectionCarousel
      sectionTone="muted"
      heading={{ heading, intro }}
      intervalMs={INTERVAL_MS.slideshow}
      end="stop"
      itemName="reason"
      slideClassName="basis-full"
      slides={slides.map((slide, index) => (
        <article
          key={slide.title}
          className="grid h-full overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-sm md:grid-cols-2"
        >
          <div className="relative aspect-[16/10] bg-ink-100 md:order-2 md:aspect-auto md:min-h-[24rem]">
            <MediaImage
              id={slide.image}
              fill
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
          <div className="flex flex-col justify-center p-7 sm:p-10">
            <p className="font-display text-5xl font-extrabold leading-none text-accent-600 tabular-nums">
              <span className="sr-only">Reason </span>
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-5 text-2xl font-bold leading-tight text-ink-900 sm:text-3xl">
              {slide.title}
            </h3>
            <ul className="mt-6 space-y-3">
              {slide.points.map((point) => (
                <li key={point} className="flex gap-3 leading-relaxed text-ink-700">
                  <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-400/20 text-accent-700">
                    <CheckIcon className="size-3.5" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </article>
      ))}
    />
  );
}
