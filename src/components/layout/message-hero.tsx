import type { ReactNode } from "react";

/**
 * The glow behind the words, by how far right its centre sits. Whole class names, so that
 * Tailwind finds them in the source.
 */
const GLOW_CLASSES = {
  80: "pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_80%_0%,rgba(45,212,191,0.25),transparent)]",
  85: "pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_85%_0%,rgba(45,212,191,0.25),transparent)]",
} as const;

/**
 * The dark top of a page that says one thing (a form's outcome, a newsletter link, a missing
 * page): a small eyebrow, the heading, one sentence (red when something went wrong), then
 * what the visitor can do next.
 */
export function MessageHero({
  eyebrow,
  heading,
  text,
  tone = "good",
  glowAt,
  tall = false,
  children,
}: {
  eyebrow: string;
  heading: string;
  text: string;
  tone?: "good" | "bad";
  /** Where the glow's centre sits across the top, in percent; none without. */
  glowAt?: keyof typeof GLOW_CLASSES;
  /** More room above and below, for a page with nothing else on it. */
  tall?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      {glowAt ? <div aria-hidden="true" className={GLOW_CLASSES[glowAt]} /> : null}
      <div
        className={
          tall
            ? "relative mx-auto max-w-4xl px-4 py-24 sm:px-6 md:py-32"
            : "relative mx-auto max-w-4xl px-4 py-20 sm:px-6 md:py-28"
        }
      >
        <p className="text-sm font-bold uppercase tracking-[0.18em] text-accent-300">{eyebrow}</p>
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">{heading}</h1>
        <p
          className={`mt-6 max-w-2xl text-lg ${tone === "good" ? "text-ink-100" : "text-red-200"}`}
        >
          {text}
        </p>
        {children}
      </div>
    </section>
  );
}
