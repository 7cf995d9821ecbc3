import Link from "next/link";
import { useId } from "react";
import { LazyCarousel as Carousel } from "@/components/ui/carousel-lazy";
import { ArrowRight } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import { getCaseStudy, type CaseStudy } from "@/content/case-studies";
import { INTERVAL_MS } from "@/lib/sections/timing";
import type { SectionProps } from "../types";

/**
 * The home page's Case Studies: 1, 2 or 3 cards in view (below 768, from 768, from 1024 px),
 * every 3 s; after the last it goes back to the start without animation.
 */
export function CaseStudyShowcaseSection({
  heading,
  intro,
  caseStudies,
}: SectionProps<"caseStudyShowcase">) {
  const headingId = useId();
  return (
    <SectionShell>
      <Carousel
        header={
          <SectionHeading id={headingId} eyebrow="Case Studies" heading={heading} intro={intro} />
        }
        labelledBy={headingId}
        intervalMs={INTERVAL_MS.showcase}
        end="rewind"
        itemName="case study"
        slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
        slides={caseStudies.map((id) => (
          <ShowcaseCard key={id} study={getCaseStudy(id)} />
        ))}
      />
    </SectionShell>
  );
}

function ShowcaseCard({ study }: { study: CaseStudy }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5 transition hover:shadow-lg hover:shadow-ink-900/10">
      <div className="relative aspect-[16/10] overflow-hidden bg-ink-100">
        <MediaImage
          id={study.image}
          fill
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-accent-700">
          {study.category}
        </p>
        <h3 className="mt-3 text-lg font-bold leading-snug text-ink-900">
          <Link
            href={`/Casestud#${study.id}`}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {study.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">{study.outcome}</p>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-accent-700"
        >
          Read the case study{" "}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
