import { useId } from "react";
import { ArrowRight } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import { StretchedLink } from "@/components/ui/stretched-link";
import type { Card } from "@/content/schema";

/**
 * An image card whose description slides up on hover and on keyboard focus. On touch screens
 * and below 768 px the description is always shown, so nothing depends on hovering. A card
 * without a link is itself focusable, so the keyboard can reveal its text too.
 * Pure CSS: no client JavaScript.
 */
export function ImageHoverCard({ card, image }: { card: Card; image: string }) {
  const titleId = useId();
  const reveal =
    "md:pointer-fine:max-h-0 md:pointer-fine:opacity-0 md:pointer-fine:group-hover:max-h-60 md:pointer-fine:group-hover:opacity-100 md:pointer-fine:group-focus-within:max-h-60 md:pointer-fine:group-focus-within:opacity-100";
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={card.href ? undefined : 0}
      className="group relative isolate flex h-full min-h-[22rem] flex-col justify-end overflow-hidden rounded-2xl bg-ink-900 text-white shadow-md shadow-ink-900/10 md:aspect-[4/3] md:min-h-0"
    >
      <MediaImage
        id={image}
        fill
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="-z-10 object-cover transition-transform duration-700 group-hover:scale-105 group-focus-within:scale-105 motion-reduce:transform-none"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950/95 via-ink-950/55 to-ink-950/5"
      />
      <div className="p-6 sm:p-7">
        <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-accent-400" />
        <h3 id={titleId} className="text-2xl font-bold leading-tight">
          <StretchedLink href={card.href}>{card.title}</StretchedLink>
        </h3>
        <div
          className={`overflow-hidden transition-all duration-500 ease-out motion-reduce:transition-none ${reveal}`}
        >
          <p className="pt-3 leading-relaxed text-ink-100">{card.text}</p>
          {card.href ? (
            <span
              aria-hidden="true"
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent-300"
            >
              Learn more <ArrowRight className="size-4" />
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
