import { useId } from "react";
import { MediaImage } from "@/components/ui/media-image";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";
import { ExpandableCardList } from "@/components/islands";

/** Cards collapsed to 100 characters; one expands at a time with Read More / Read Less. */
export function ExpandableCardsSection({ heading, intro, cards }: SectionProps<"expandableCards">) {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId}>
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ExpandableCardList
        cards={cards.map((card) => ({
          title: card.title,
          text: card.text,
          image: card.image ? (
            <MediaImage
              id={card.image}
              fill
              sizes="(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw"
              className="object-cover"
            />
          ) : null,
        }))}
      />
    </SectionShell>
  );
}
