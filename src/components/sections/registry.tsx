/**
 * The one map from section type to component. Adding a section type means adding its schema
 * in content/schema.ts and its component here; TypeScript fails the build if one is missing.
 */
import type { ComponentType } from "react";
import type { Section, SectionType } from "@/content/schema";
import { HeroSection } from "./hero/hero-section";
import { LinkCardsSection } from "./link-cards/link-cards-section";
import { ProseSection } from "./prose/prose-section";
import type { SectionProps } from "./types";

type Registry = { [T in SectionType]: ComponentType<SectionProps<T>> };

export const sectionRegistry: Registry = {
  hero: HeroSection,
  prose: ProseSection,
  linkCards: LinkCardsSection,
};

export function RenderSection({ section }: { section: Section }) {
  const { type, ...props } = section;
  const Component = sectionRegistry[type] as ComponentType<typeof props>;
  return <Component {...props} />;
}
