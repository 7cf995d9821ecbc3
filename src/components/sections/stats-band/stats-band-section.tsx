import { useId } from "react";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";
import { CountUpNumber } from "@/components/islands";

/**
 * Statistics, each counting from 0 to its value over 1.5 s (once, when half visible) and
 * followed by "+". The final values are in the server HTML.
 */
export function StatsBandSection({ heading, stats }: SectionProps<"statsBand">) {
  const headingId = useId();
  return (
    <SectionShell
      labelledBy={heading ? headingId : undefined}
      tone="dark"
      className="relative overflow-hidden"
    >
      {heading ? (
        <h2
          id={headingId}
          className="mb-12 max-w-3xl text-3xl font-bold leading-tight text-white sm:text-4xl"
        >
          {heading}
        </h2>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
        {stats.map((stat) => (
          <Stat key={stat.label} {...stat} />
        ))}
      </dl>
    </SectionShell>
  );
}

/** One figure: the number above its label on screen, the label first for screen readers. */
function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-2 border-l-2 border-accent-400/60 pl-5">
      <dt className="text-sm font-medium leading-snug text-ink-100 sm:text-base">{label}</dt>
      <dd className="font-display text-4xl font-extrabold leading-none text-white sm:text-5xl">
        <CountUpNumber value={value} />
        <span className="text-accent-300">+</span>
      </dd>
    </div>
  );
}
