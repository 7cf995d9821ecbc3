import { CardGridSection } from "../card-grid/card-grid-section";
import type { SectionProps } from "../types";

/** A grid of cards, each a link to another page of the site: the plain card grid. */
export function LinkCardsSection(props: SectionProps<"linkCards">) {
  return <CardGridSection {...props} layout="plain" />;
}
