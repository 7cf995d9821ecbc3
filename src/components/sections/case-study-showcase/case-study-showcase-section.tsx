import { useId } from "react";
import { Carousel } from "@/components/islands";
import { CaseStudyCard } from "@/components/ui/case-study-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import { publishedCaseStudiesNamed } from "@/content/catalogue";
import { INTERVAL_MS } from "@/lib/sections/behaviour";
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
        itemsName="case studies"
        slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
        slides={publishedCaseStudiesNamed(caseStudies).map((study) => (
          <CaseStudyCard key={study.id} study={study} variant="showcase" />
        ))}
      />
    </SectionShell>
  );
}
