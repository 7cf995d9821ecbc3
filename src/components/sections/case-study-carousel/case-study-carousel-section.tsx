import { CaseStudyCard } from "@/components/ui/case-study-card";
import { publishedCaseStudiesNamed } from "@/content/catalogue";
import { SWIPE_THRESHOLD_PX } from "@/lib/sections/behaviour";
import { SectionCarousel } from "../section-carousel";
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
  return (
    <SectionCarousel
      sectionTone="dark"
      heading={{ heading, intro, tone: "dark" }}
      intervalMs={intervalMs}
      end="wrap"
      tone="dark"
      itemName="case study"
      itemsName="case studies"
      swipeThresholdPx={SWIPE_THRESHOLD_PX}
      slideClassName="basis-full"
      slides={publishedCaseStudiesNamed(caseStudies).map((study) => (
        <CaseStudyCard key={study.id} study={study} variant="slide" />
      ))}
    />
  );
}
