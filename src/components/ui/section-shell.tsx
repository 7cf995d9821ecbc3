import type { ReactNode } from "react";
import { Container } from "./container";

export type Tone = "white" | "muted" | "dark";

const toneClass: Record<Tone, string> = {
  white: "bg-white text-ink-900",
  muted: "bg-ink-50 text-ink-900",
  dark: "bg-ink-900 text-white",
};

/**
 * One band of a page: a <section> named by its heading, with the site's vertical rhythm
 * and content column.
 */
export function SectionShell({
  children,
  labelledBy,
  tone = "white",
  className = "",
  narrow = false,
}: {
  children: ReactNode;
  /**
   * Id of the section's heading (the region's accessible name). Carousel sections leave it
   * out: their carousel is the named region, and one landmark per name is enough.
   */
  labelledBy?: string;
  tone?: Tone;
  className?: string;
  /** A reading-width column (prose, articles). */
  narrow?: boolean;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`${toneClass[tone]} py-16 md:py-24 ${className}`}
    >
      {narrow ? (
        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">{children}</div>
      ) : (
        <Container>{children}</Container>
      )}
    </section>
  );
}
