import type { ReactNode } from "react";
import { siteConfig } from "@/config/site";

export interface FormAside {
  title: string;
  points: readonly string[];
  /** The words before the e-mail address at the aside's foot, e.g. "Prefer e-mail?". */
  mailPrompt: string;
}

/**
 * A form section's layout: the heading, intro and an aside of numbered points on one side,
 * the form in a card on the other. Shared by the page's form section and a position's
 * application, so both read alike.
 */
export function FormLayout({
  id,
  headingId,
  heading,
  intro,
  aside,
  children,
}: {
  id?: string;
  headingId: string;
  heading: string;
  intro?: string;
  aside: FormAside;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${id ? "scroll-mt-24 " : ""}bg-ink-50 py-16 md:py-24`}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.4fr)] lg:gap-16 lg:px-8">
        <div>
          <h2 id={headingId} className="text-3xl font-bold text-ink-900 sm:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro}</p> : null}
          <div className="mt-8 rounded-2xl border border-ink-100 bg-white p-6">
            <h3 className="text-sm font-bold uppercase tracking-[0.14em] text-ink-600">
              {aside.title}
            </h3>
            <ol className="mt-4 space-y-3">
              {aside.points.map((point, index) => (
                <li key={point} className="flex gap-3 text-ink-800">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-accent-300"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{point}</span>
                </li>
              ))}
            </ol>
            <p className="mt-6 text-sm text-ink-600">
              {aside.mailPrompt}{" "}
              <a
                href={`mailto:${siteConfig.email}`}
                className="font-semibold text-accent-700 underline decoration-accent-700/30 underline-offset-4 hover:decoration-accent-700"
              >
                {siteConfig.email}
              </a>
            </p>
          </div>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink-900/5 ring-1 ring-ink-100 sm:p-10">
          {children}
        </div>
      </div>
    </section>
  );
}
