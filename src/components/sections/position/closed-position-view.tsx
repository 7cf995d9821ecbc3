import { screeningMessages } from "@/lib/forms/screening";
import { RenderSection } from "../registry";

/**
 * What a closed position's address shows (answered 410): that it is closed, what is open
 * instead, and the open application. The address stays useful to someone who followed an
 * old link or a search result.
 */
export function ClosedPositionView({ title }: { title: string }) {
  return (
    <>
      <RenderSection
        section={{
          type: "hero",
          eyebrow: "Careers",
          heading: screeningMessages.closed,
          lead: `${title} has been filled or closed.`,
          subline: "Have a look at what is open now, or tell us about yourself all the same.",
          actions: [
            { href: "#open-positions", label: "See open positions" },
            { href: "/JoinUs", label: "Send an open application" },
          ],
        }}
      />
      <RenderSection
        section={{
          type: "openPositions",
          heading: "Open positions",
          intro: "Every role we are hiring for right now, by team.",
        }}
      />
    </>
  );
}
