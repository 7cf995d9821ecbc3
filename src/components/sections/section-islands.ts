import type { SectionType } from "@/content/schema";

/**
 * Whether a section type has interactive pieces (client components) inside. A page loads the
 * others as the server drew them, without hydrating their markup (ServerMarkup, decision
 * 0041). section-islands.test.ts reads each type's imports and fails when one marked false reaches a
 * client component, or one marked true reaches none.
 */
export const sectionHasIslands: { [T in SectionType]: boolean } = {
  hero: true,
  prose: false,
  linkCards: false,
  expandableIntro: true,
  cardGrid: false,
  cardPager: true,
  expandableCards: true,
  exploreMore: true,
  caseStudyCarousel: true,
  industryCarousel: true,
  caseStudyShowcase: true,
  slideshow: true,
  statsBand: true,
  list: false,
  split: false,
  image: false,
  video: true,
  callToAction: false,
  contactDetails: false,
  blogList: false,
  article: true,
  caseStudyList: false,
  form: true,
};
