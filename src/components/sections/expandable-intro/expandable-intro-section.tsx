import { useId } from "react";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";
import { MoreToggle } from "@/components/islands";

/** Heading and summary, with a second paragraph behind a More + / Less − disclosure. */
export function ExpandableIntroSection({
  heading,
  summary,
  more,
}: SectionProps<"expandableIntro">) {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId}>
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <span aria-hidden="true" className="mb-6 block h-1 w-14 rounded-full bg-accent-500" />
          <h2 id={headingId} className="text-3xl font-bold leading-tight text-ink-900 sm:text-4xl">
            {heading}
          </h2>
        </div>
        <div className="text-lg leading-relaxed text-ink-700 lg:col-span-7">
          <p>{summary}</p>
          <MoreToggle more={more} />
        </div>
      </div>
    </SectionShell>
  );
}
