import { useId } from "react";
import { Carousel } from "@/components/islands";
import { CaseStudyCard } from "@/components/ui/case-study-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import { findCaseStudy } from "@/content/catalogue";
import { SWIPE_THRESHOLD_PX } from "@/lib/sections/behaviour";
import type { SectionProps } from "../types";

/**
 * One case study at a time (Leading the Way, Banking, Diversity...): auto-advancing every
 * `intervalMs`, wrapping both ways; a swipe over 100 px left goes next, right goes previous.
 */
export function CaseStudyCarouselSection({
  heading,
  intro,
  intervalMs,
  caseStudies,
}: SectionProps<"caseStudyCarousel">) {
  const headingId = useId();
  return (
    <SectionShell tone="dark">
      <Carousel
        header={<SectionHeading id={headingId} heading={heading} intro={intro} tone="dark" />}
        labelledBy={headingId}
        intervalMs={intervalMs}
        end="wrap"
        tone="dark"
        itemName="case study"
        itemsName="case studies"
        swipeThresholdPx={SWIPE_THRESHOLD_PX}
        slideClassName="basis-full"
        slides={published(caseStudies).map((study) => (
          <CaseStudyCard key={study.id} study={study} variant="slide" />
        ))}
      />
    </SectionShell>
  );
}

/** The named case studies that are published; the studio refuses to unpublish one a page shows. */
function published(keys: readonly string[]) {
  return keys.map(findCaseStudy).filter((study) => study !== undefined);
}
