import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons";
import type { SectionProps } from "../types";

/** Page opening: eyebrow, the page's one <h1>, lead text and up to two actions. */
export function HeroSection({ eyebrow, heading, lead, actions }: SectionProps<"hero">) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(45,212,191,0.28),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgba(59,130,246,0.22),transparent)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 md:pb-28 md:pt-24 lg:px-8">
        {eyebrow ? (
          <p className="mb-4 text-sm font-bold uppercase tracking-[0.18em] text-accent-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-extrabold leading-[1.08] sm:text-5xl lg:text-6xl">
          {heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{lead}</p>
        {actions && actions.length > 0 ? (
          <div className="mt-10 flex flex-wrap gap-4">
            {actions.map((action, index) => {
              const className =
                index === 0
                  ? "inline-flex items-center gap-2 rounded-full bg-accent-400 px-6 py-3 font-semibold text-ink-950 transition-colors hover:bg-accent-300"
                  : "inline-flex items-center gap-2 rounded-full border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:border-white";
              const content = (
                <>
                  {action.label}
                  <ArrowRight />
                  {action.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
                </>
              );
              const external = /^https?:/.test(action.href);
              return external ? (
                <a
                  key={action.href}
                  href={action.href}
                  className={className}
                  {...(action.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {content}
                </a>
              ) : (
                <Link
                  key={action.href}
                  href={action.href}
                  className={className}
                  {...(action.newTab ? { target: "_blank", rel: "noopener" } : {})}
                >
                  {content}
                </Link>
              );
            })}
          </div>
        ) : null}
      </div>
    </section>
  );
}
