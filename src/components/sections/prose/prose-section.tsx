import type { SectionProps } from "../types";

/** Heading and running text. */
export function ProseSection({ heading, paragraphs }: SectionProps<"prose">) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
      {heading ? (
        <h2 className="mb-6 text-3xl font-bold text-ink-900 sm:text-4xl">{heading}</h2>
      ) : null}
      <div className="space-y-5 text-lg leading-relaxed text-ink-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
