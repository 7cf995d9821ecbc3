"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { iconButtonClass } from "@/components/ui/button";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import {
  canGoNext,
  canGoPrev,
  initialPager,
  needsArrows,
  selectTab,
  step,
  windowIndices,
  windowStatus,
  type PagerState,
} from "@/lib/sections/pager";
import { tabForKey } from "@/lib/sections/tabs";

export type PagerTab = { label: string; cards: ReactNode[] };

/**
 * Tabs (ARIA tabs pattern: roving tabindex, arrow keys, Home/End, selection follows focus)
 * over a window of cards moving one card per step. Choosing a tab shows its first window.
 * With one tab no tab list is drawn. Below 640 px every card of the tab is listed (the arrows
 * appear from 640 px up); the server HTML shows the first tab's first window.
 */
export function TabbedPager({
  tabs,
  windowSize,
  labelledBy,
}: {
  tabs: PagerTab[];
  windowSize: number;
  /** Id of the section heading, which names the tab list. */
  labelledBy: string;
}) {
  const [state, setState] = useState<PagerState>(initialPager);
  const hydrated = useHydrated();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const withTabs = tabs.length > 1;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const choose = (index: number) => {
    setState((current) => selectTab(current, index));
    tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabForKey(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };

  const columns = windowSize === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3";

  return (
    <div className="mt-10">
      {withTabs ? (
        <div
          role="tablist"
          aria-labelledby={labelledBy}
          className="mb-8 flex flex-wrap gap-2 border-b border-ink-100 pb-4"
        >
          {tabs.map((tab, index) => {
            const selected = index === state.tab;
            return (
              <button
                key={tab.label}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={selected}
                aria-controls={panelId(index)}
                tabIndex={selected ? 0 : -1}
                onClick={() => choose(index)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
                className={`min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors sm:text-base ${
                  selected
                    ? "bg-ink-900 text-white shadow-sm"
                    : "bg-white text-ink-700 ring-1 ring-ink-100 hover:text-ink-900 hover:ring-ink-300"
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      ) : null}
      {tabs.map((tab, index) => {
        const active = index === state.tab;
        const count = tab.cards.length;
        const start = active ? state.start : 0;
        const shown = new Set(windowIndices(start, count, windowSize));
        const arrows = needsArrows(count, windowSize);
        return (
          <div
            key={tab.label}
            id={panelId(index)}
            role={withTabs ? "tabpanel" : undefined}
            aria-labelledby={withTabs ? tabId(index) : undefined}
            tabIndex={withTabs ? 0 : undefined}
            hidden={!active}
            className="rounded-2xl"
          >
            {arrows ? (
              <div
                className={`mb-5 hidden items-center justify-end gap-4 sm:flex ${hydrated ? "" : "invisible"}`}
              >
                <p aria-live="polite" className="mr-auto text-sm font-medium text-ink-600">
                  {windowStatus(start, count, windowSize)}
                </p>
                <button
                  type="button"
                  disabled={!canGoPrev(start)}
                  onClick={() => setState((current) => step(current, -1, count, windowSize))}
                  className={iconButtonClass()}
                >
                  <ChevronLeft />
                  <span className="sr-only">Previous cards</span>
                </button>
                <button
                  type="button"
                  disabled={!canGoNext(start, count, windowSize)}
                  onClick={() => setState((current) => step(current, 1, count, windowSize))}
                  className={iconButtonClass()}
                >
                  <ChevronRight />
                  <span className="sr-only">Next cards</span>
                </button>
              </div>
            ) : null}
            <ul className={`grid gap-6 ${columns}`}>
              {tab.cards.map((card, cardIndex) => (
                <li
                  // Cards are static content in a fixed order.
                  key={cardIndex}
                  data-in-window={shown.has(cardIndex) ? "" : undefined}
                  className={shown.has(cardIndex) ? "" : "sm:hidden"}
                >
                  {card}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
