import { CaseStudyCard } from "@/components/ui/case-study-card";
import { publishedCaseStudiesNamed } from "@/content/catalogue";
import { INTERVAL_MS } from "@/lib/sections/behaviour";
import { SectionCarousel } from "../section-carousel";
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
  return (
    <SectionCarousel
      heading={{ eyebrow: "Case Studies", heading, intro }}
      intervalMs={INTERVAL_MS.showcase}
      end="rewind"
      itemName="case study"
      itemsName="case studies"
      slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      slides={publishedCaseStudiesNamed(caseStudies).map((study) => (
        <CaseStudyCard key={study.id} study={study} variant="showcase" />
      ))}
    />
  );
}
