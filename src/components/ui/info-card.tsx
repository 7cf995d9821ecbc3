import type { Card } from "@/content/schema";
import { ArrowRight } from "./icons";
import { MediaImage } from "./media-image";
import { StretchedLink } from "./stretched-link";

/**
 * The site's standard card: optional image, title, text and link, on a white tile with a
 * subtle border. Used by card grids and pagers. `number` shows a large index (numbered grids).
 */
export function InfoCard({
  card,
  number,
  sizes = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw",
}: {
  card: Card;
  number?: number;
  sizes?: string;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5 transition duration-300 hover:-translate-y-0.5 hover:border-accent-400 hover:shadow-lg hover:shadow-ink-900/10 motion-reduce:hover:translate-y-0">
      {card.image ? (
        <div className="relative aspect-[16/10] overflow-hidden bg-ink-100">
          <MediaImage
            id={card.image}
            fill
            sizes={sizes}
            className="object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        {number !== undefined ? (
          <span
            aria-hidden="true"
            className="mb-4 font-display text-4xl font-extrabold leading-none text-accent-600 tabular-nums"
          >
            {String(number).padStart(2, "0")}
          </span>
        ) : card.image ? null : (
          <span aria-hidden="true" className="mb-5 block h-1 w-10 rounded-full bg-accent-500" />
        )}
        <h3 className="text-xl font-bold leading-snug text-ink-900">
          <StretchedLink href={card.href}>{card.title}</StretchedLink>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-ink-600">{card.text}</p>
        {card.href ? (
          <span
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-accent-700"
          >
            Learn more
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        ) : null}
      </div>
    </article>
  );
}
