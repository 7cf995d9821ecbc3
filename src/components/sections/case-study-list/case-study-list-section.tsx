import { useId } from "react";
import { MediaImage } from "@/components/ui/media-image";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import { caseStudies } from "@/content/case-studies";
import type { SectionProps } from "../types";

/** Every case study, each with an anchor the carousels link to (/Casestud#id). */
export function CaseStudyListSection({ heading, intro }: SectionProps<"caseStudyList">) {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-8 lg:grid-cols-2">
        {caseStudies.map((study) => (
          <li key={study.id} id={study.id} className="scroll-mt-28">
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5 sm:flex-row">
              <div className="relative aspect-[16/10] shrink-0 bg-ink-100 sm:aspect-auto sm:w-2/5">
                <MediaImage
                  id={study.image}
                  fill
                  sizes="(min-width: 1024px) 250px, (min-width: 640px) 40vw, 100vw"
                  className="object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-6 sm:p-7">
                <p className="text-xs font-bold uppercase tracking-[0.16em] text-accent-700">
                  {study.category} <span aria-hidden="true">·</span> {study.industry}
                </p>
                <h3 className="mt-3 text-xl font-bold leading-snug text-ink-900">{study.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-600">{study.summary}</p>
                <p className="mt-4 border-l-2 border-accent-500 pl-4 font-semibold text-ink-900">
                  {study.outcome}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
