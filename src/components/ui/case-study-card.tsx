import type { CaseStudy } from "@/content/case-studies";
import { ArrowRight } from "./icons";
import { MediaImage } from "./media-image";
import { StretchedLink } from "./stretched-link";

type Look = {
  /** Also tell the industry and the summary. */
  full: boolean;
  /** How the card leads to /Casestud: its own link, the whole card, or not (the list is it). */
  more: "link" | "card" | "none";
  article: string;
  media: string;
  /** The image's rendered width per breakpoint. */
  sizes: string;
  image: string;
  body: string;
  eyebrow: string;
  title: string;
  summary?: string;
  outcome: string;
};

const variants = {
  /** One wide dark slide: image beside the text (case-study carousels). */
  slide: {
    full: true,
    more: "link",
    article:
      "grid h-full overflow-hidden rounded-3xl bg-ink-800 ring-1 ring-white/10 md:grid-cols-2",
    media: "relative aspect-[16/10] md:aspect-auto md:min-h-[22rem]",
    sizes: "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw",
    image: "object-cover",
    body: "flex flex-col justify-center p-7 sm:p-10",
    eyebrow: "text-sm font-bold uppercase tracking-[0.16em] text-accent-300",
    title: "mt-4 text-2xl font-bold leading-tight text-white sm:text-3xl",
    summary: "mt-4 leading-relaxed text-ink-100",
    outcome: "mt-5 border-l-2 border-accent-400 pl-4 font-semibold text-white",
  },
  /** A compact white card, image on top (home page showcase, up to three in view). */
  showcase: {
    full: false,
    more: "card",
    article:
      "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5 transition hover:shadow-lg hover:shadow-ink-900/10",
    media: "relative aspect-[16/10] overflow-hidden bg-ink-100",
    sizes: "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw",
    image:
      "object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transform-none",
    body: "flex flex-1 flex-col p-6",
    eyebrow: "text-xs font-bold uppercase tracking-[0.16em] text-accent-700",
    title: "mt-3 text-lg font-bold leading-snug text-ink-900",
    outcome: "mt-3 flex-1 text-sm leading-relaxed text-ink-600",
  },
  /** A white card, image beside the text from the small breakpoint (/Casestud). */
  list: {
    full: true,
    more: "none",
    article:
      "flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5 sm:flex-row",
    media: "relative aspect-[16/10] shrink-0 bg-ink-100 sm:aspect-auto sm:w-2/5",
    sizes: "(min-width: 1024px) 250px, (min-width: 640px) 40vw, 100vw",
    image: "object-cover",
    body: "flex flex-1 flex-col p-6 sm:p-7",
    eyebrow: "text-xs font-bold uppercase tracking-[0.16em] text-accent-700",
    title: "mt-3 text-xl font-bold leading-snug text-ink-900",
    summary: "mt-3 leading-relaxed text-ink-600",
    outcome: "mt-4 border-l-2 border-accent-500 pl-4 font-semibold text-ink-900",
  },
} satisfies Record<string, Look>;

export type CaseStudyCardVariant = keyof typeof variants;

/** A case study as a card: image, category, title, and (by variant) summary and outcome. */
export function CaseStudyCard({
  study,
  variant,
}: {
  study: CaseStudy;
  variant: CaseStudyCardVariant;
}) {
  const look: Look = variants[variant];
  const href = `/Casestud#${study.id}`;
  return (
    <article className={look.article}>
      <div className={look.media}>
        <MediaImage id={study.image} fill sizes={look.sizes} className={look.image} />
      </div>
      <div className={look.body}>
        <p className={look.eyebrow}>
          {look.full ? (
            <>
              {study.category} <span aria-hidden="true">·</span> {study.industry}
            </>
          ) : (
            study.category
          )}
        </p>
        <h3 className={look.title}>
          <StretchedLink href={look.more === "card" ? href : undefined}>
            {study.title}
          </StretchedLink>
        </h3>
        {look.full ? <p className={look.summary}>{study.summary}</p> : null}
        <p className={look.outcome}>{study.outcome}</p>
        {look.more === "link" ? (
          <a
            href={href}
            className="group mt-7 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-300 hover:text-white"
          >
            Read the case study
            <span className="sr-only">: {study.title}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </a>
        ) : null}
        {look.more === "card" ? (
          <span
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-accent-700"
          >
            Read the case study{" "}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        ) : null}
      </div>
    </article>
  );
}
