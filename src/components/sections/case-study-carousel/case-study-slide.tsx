import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import type { CaseStudy } from "@/content/case-studies";

/** A case study as a wide slide: image beside category, title, summary and outcome. */
export function CaseStudySlide({ study }: { study: CaseStudy }) {
  return (
    <article className="grid h-full overflow-hidden rounded-3xl bg-ink-800 ring-1 ring-white/10 md:grid-cols-2">
      <div className="relative aspect-[16/10] md:aspect-auto md:min-h-[22rem]">
        <MediaImage
          id={study.image}
          fill
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-col justify-center p-7 sm:p-10">
        <p className="text-sm font-bold uppercase tracking-[0.16em] text-accent-300">
          {study.category} <span aria-hidden="true">·</span> {study.industry}
        </p>
        <h3 className="mt-4 text-2xl font-bold leading-tight text-white sm:text-3xl">
          {study.title}
        </h3>
        <p className="mt-4 leading-relaxed text-ink-100">{study.summary}</p>
        <p className="mt-5 border-l-2 border-accent-400 pl-4 font-semibold text-white">
          {study.outcome}
        </p>
        <Link
          href={`/Casestud#${study.id}`}
          className="group mt-7 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-300 hover:text-white"
        >
          Read the case study
          <span className="sr-only">: {study.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
