import { useId } from "react";
import { cardRowItemClass } from "@/components/ui/card-row";
import { InfoCard } from "@/components/ui/info-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";
import { ImageHoverCard } from "./image-hover-card";

/** A grid of cards: plain, numbered, or image cards whose text shows on hover and focus. */
export function CardGridSection({ heading, intro, layout, cards }: SectionProps<"cardGrid">) {
  const headingId = useId();
  const imageCards = layout === "imageHover";
  return (
    <SectionShell labelledBy={headingId} tone={imageCards ? "white" : "muted"}>
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {cards.map((card, index) => (
          <li key={card.title} className={cardRowItemClass(cards.length)}>
            {imageCards && card.image ? (
              <ImageHoverCard card={card} image={card.image} />
            ) : (
              <InfoCard card={card} number={layout === "numbered" ? index + 1 : undefined} />
            )}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
