/**
 * A section's eyebrow, <h2> and intro. The id lets the section (or a carousel) be named by
 * its heading.
 */
export function SectionHeading({
  id,
  heading,
  eyebrow,
  intro,
  tone = "light",
}: {
  id?: string;
  heading: string;
  eyebrow?: string;
  intro?: string;
  /** "dark" on dark backgrounds. */
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-bold uppercase tracking-[0.16em] ${dark ? "text-accent-300" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-bold leading-tight sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-ink-100" : "text-ink-600"}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
