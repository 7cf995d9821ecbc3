/**
 * The one map from section type to component. Adding a section type means adding its schema
 * in content/schema.ts and its component here; TypeScript fails the build if one is missing.
 */
import type { ComponentType } from "react";
import type { Section, SectionType } from "@/content/schema";
import { BlogListSection } from "./blog-list/blog-list-section";
import { CallToActionSection } from "./call-to-action/call-to-action-section";
import { CardGridSection } from "./card-grid/card-grid-section";
import { CardPagerSection } from "./card-pager/card-pager-section";
import { CaseStudyCarouselSection } from "./case-study-carousel/case-study-carousel-section";
import { CaseStudyListSection } from "./case-study-list/case-study-list-section";
import { CaseStudyShowcaseSection } from "./case-study-showcase/case-study-showcase-section";
import { ContactDetailsSection } from "./contact-details/contact-details-section";
import { ExpandableCardsSection } from "./expandable-cards/expandable-cards-section";
import { ExpandableIntroSection } from "./expandable-intro/expandable-intro-section";
import { ExploreMoreSection } from "./explore-more/explore-more-section";
import { FormSection } from "./form/form-section";
import { HeroSection } from "./hero/hero-section";
import { ImageSection } from "./image/image-section";
import { IndustryCarouselSection } from "./industry-carousel/industry-carousel-section";
import { LinkCardsSection } from "./link-cards/link-cards-section";
import { ListSection } from "./list/list-section";
import { OpenPositionsSection } from "./open-positions/open-positions-section";
import { ProseSection } from "./prose/prose-section";
import { SlideshowSection } from "./slideshow/slideshow-section";
import { SplitSection } from "./split/split-section";
import { StatsBandSection } from "./stats-band/stats-band-section";
import type { SectionProps } from "./types";
import { VideoSection } from "./video/video-section";

type Registry = { [T in SectionType]: ComponentType<SectionProps<T>> };

export const sectionRegistry: Registry = {
  hero: HeroSection,
  prose: ProseSection,
  linkCards: LinkCardsSection,
  expandableIntro: ExpandableIntroSection,
  cardGrid: CardGridSection,
  cardPager: CardPagerSection,
  expandableCards: ExpandableCardsSection,
  exploreMore: ExploreMoreSection,
  caseStudyCarousel: CaseStudyCarouselSection,
  industryCarousel: IndustryCarouselSection,
  caseStudyShowcase: CaseStudyShowcaseSection,
  slideshow: SlideshowSection,
  statsBand: StatsBandSection,
  list: ListSection,
  split: SplitSection,
  image: ImageSection,
  video: VideoSection,
  callToAction: CallToActionSection,
  contactDetails: ContactDetailsSection,
  blogList: BlogListSection,
  caseStudyList: CaseStudyListSection,
  openPositions: OpenPositionsSection,
  form: FormSection,
};

export function RenderSection({ section }: { section: Section }) {
  const { type, ...props } = section;
  const Component = sectionRegistry[type] as ComponentType<typeof props>;
  // A plain block (not `display: contents`, whose empty box would stop Next.js from scrolling
  // a newly opened page to the top); the marker lets tests find each section.
  return (
    <div data-section={type}>
      <Component {...props} />
    </div>
  );
}
