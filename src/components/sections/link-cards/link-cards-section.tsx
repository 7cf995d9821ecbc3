import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons";
import type { SectionProps } from "../types";

/** A grid of cards, each a link to another page of the site. */
export function LinkCardsSection({ heading, intro, cards }: SectionProps<"linkCards">) {
  return (
    <section className="bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2 className="text-3xl font-bold text-ink-900 sm:text-4xl">{heading}</h2>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-ink-700">{intro}</p> : null}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-400 hover:shadow-lg"
              >
                <span className="font-display text-xl font-bold text-ink-900">{card.title}</span>
                <span className="mt-3 flex-1 text-ink-700">{card.text}</span>
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-accent-700">
                  Read more <span className="sr-only">about {card.title}</span>
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
