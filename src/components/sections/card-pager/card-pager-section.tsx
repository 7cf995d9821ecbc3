import { useId } from "react";
import { InfoCard } from "@/components/ui/info-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";
import { TabbedPager } from "@/components/islands";

/**
 * Cards a window at a time (3, or 4 for the insurance trends), one card per step, in one or
 * more tabs. The cards are rendered here on the server; the client part only chooses the tab
 * and which cards of it are in the window.
 */
export function CardPagerSection({ heading, intro, windowSize, tabs }: SectionProps<"cardPager">) {
  const headingId = useId();
  const sizes =
    windowSize === 4
      ? "(min-width: 1024px) 290px, (min-width: 640px) 50vw, 100vw"
      : "(min-width: 1024px) 390px, (min-width: 640px) 33vw, 100vw";
  return (
    <SectionShell labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <TabbedPager
        labelledBy={headingId}
        windowSize={windowSize}
        tabs={tabs.map((tab) => ({
          label: tab.label,
          cards: tab.cards.map((card) => <InfoCard key={card.title} card={card} sizes={sizes} />),
        }))}
      />
    </SectionShell>
  );
}
