import { useId } from "react";
import { CheckIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";

type ListItem = SectionProps<"list">["items"][number];
type ListStyle = SectionProps<"list">["style"];

/** Each style's item and marker (a tick, a dot, a number; screen readers skip it). */
const ITEM_LOOK: Record<ListStyle, { item: string; marker: string }> = {
  check: {
    item: "flex gap-4 py-6",
    marker:
      "mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-400/20 text-accent-700",
  },
  columns: {
    item: "flex items-start gap-3 rounded-xl border border-ink-100 bg-white px-5 py-4 shadow-sm shadow-ink-900/5",
    marker: "mt-2 size-2 shrink-0 rounded-full bg-accent-500",
  },
  numbered: {
    item: "flex gap-5 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm shadow-ink-900/5 sm:p-7",
    marker:
      "flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-900 font-display text-sm font-bold text-white tabular-nums",
  },
};

/**
 * A list block. `check`: the heading beside a ruled list of points (commitments, value
 * propositions); `numbered`: numbered cards; `columns`: a compact multi-column list (sectors).
 */
export function ListSection({ heading, intro, style, items }: SectionProps<"list">) {
  const headingId = useId();
  const look = ITEM_LOOK[style];
  const listItems = items.map((item, index) => (
    <li key={item.title ?? item.text} className={look.item}>
      <span aria-hidden="true" className={look.marker}>
        {style === "check" ? <CheckIcon /> : null}
        {style === "numbered" ? String(index + 1).padStart(2, "0") : null}
      </span>
      {style === "columns" ? <ColumnItemBody item={item} /> : <ItemBody item={item} />}
    </li>
  ));
  if (style === "check") {
    return (
      <SectionShell labelledBy={headingId}>
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <span aria-hidden="true" className="mb-6 block h-1 w-14 rounded-full bg-accent-500" />
            <SectionHeading id={headingId} heading={heading} intro={intro} />
          </div>
          <ul className="divide-y divide-ink-100 border-y border-ink-100 lg:col-span-7">
            {listItems}
          </ul>
        </div>
      </SectionShell>
    );
  }
  return (
    <SectionShell labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      {style === "columns" ? (
        <ul className="mt-12 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{listItems}</ul>
      ) : (
        <ol className="mt-12 grid gap-6 md:grid-cols-2">{listItems}</ol>
      )}
    </SectionShell>
  );
}

/** An item's optional title and its text, as the check and numbered styles show them. */
function ItemBody({ item }: { item: ListItem }) {
  return (
    <div>
      {item.title ? (
        <h3 className="text-lg font-bold leading-snug text-ink-900">{item.title}</h3>
      ) : null}
      <p className={`leading-relaxed ${item.title ? "mt-1.5 text-ink-600" : "text-ink-700"}`}>
        {item.text}
      </p>
    </div>
  );
}

/** The columns style's item: the text alone in bold, or a bold title over a quieter text. */
function ColumnItemBody({ item }: { item: ListItem }) {
  return (
    <span>
      {item.title ? <span className="block font-semibold text-ink-900">{item.title}</span> : null}
      <span className={item.title ? "text-sm text-ink-600" : "font-semibold text-ink-900"}>
        {item.text}
      </span>
    </span>
  );
}
