"use client";

import { useId, useState, type ReactNode } from "react";
import { cardRowItemClass } from "@/components/ui/card-row";
import { MinusIcon, PlusIcon } from "@/components/ui/icons";
import { isExpanded, toggleExpanded, type Expanded } from "@/lib/sections/expand";
import { collapseText } from "@/lib/sections/text";

export type ExpandableCard = { title: string; text: string; image: ReactNode };

/**
 * Cards whose text shows its first 100 characters and an ellipsis until Read More (a
 * disclosure button); only one card is expanded at a time (spec section 4).
 */
export function ExpandableCardList({ cards }: { cards: ExpandableCard[] }) {
  const [expanded, setExpanded] = useState<Expanded>(null);
  const baseId = useId();
  return (
    <ul className="mt-12 flex flex-wrap items-start justify-center gap-6">
      {cards.map((card, index) => {
        const open = isExpanded(expanded, index);
        const cut = collapseText(card.text);
        const textId = `${baseId}-${index}`;
        return (
          <li key={card.title} className={cardRowItemClass(cards.length)}>
            <article className="flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5">
              {card.image ? (
                <div className="relative aspect-[16/10] overflow-hidden bg-ink-100">
                  {card.image}
                </div>
              ) : (
                <span
                  aria-hidden="true"
                  className="mx-6 mt-6 block h-1 w-10 rounded-full bg-accent-500 sm:mx-7 sm:mt-7"
                />
              )}
              <div className="flex flex-1 flex-col p-6 sm:p-7">
                <h3 className="text-xl font-bold leading-snug text-ink-900">{card.title}</h3>
                <p id={textId} className="mt-3 flex-1 leading-relaxed text-ink-600">
                  {open || !cut.truncated ? card.text : cut.text}
                </p>
                {cut.truncated ? (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={textId}
                    onClick={() => setExpanded((current) => toggleExpanded(current, index))}
                    className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-full text-sm font-semibold text-accent-700 hover:text-accent-800"
                  >
                    {open ? <MinusIcon /> : <PlusIcon />}
                    {open ? "Read Less" : "Read More"}
                    <span className="sr-only">: {card.title}</span>
                  </button>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
