import { useId, type ComponentProps } from "react";
import { Carousel } from "@/components/islands";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell, type Tone } from "@/components/ui/section-shell";

type CarouselOptions = Omit<ComponentProps<typeof Carousel>, "header" | "labelledBy">;

/**
 * A band that is one carousel under the section's heading. The heading names the carousel's
 * region rather than the section (one landmark per name) and is drawn beside its controls.
 */
export function SectionCarousel({
  sectionTone,
  heading,
  ...carousel
}: CarouselOptions & {
  /** The band's background (the carousel's own `tone` is its controls'). */
  sectionTone?: Tone;
  heading: Omit<ComponentProps<typeof SectionHeading>, "id">;
}) {
  const headingId = useId();
  return (
    <SectionShell tone={sectionTone}>
      <Carousel
        header={<SectionHeading id={headingId} {...heading} />}
        labelledBy={headingId}
        {...carousel}
      />
    </SectionShell>
  );
}
