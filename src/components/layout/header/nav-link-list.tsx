"use client";

import Link from "next/link";
import { useId } from "react";
import type { NavLink } from "@/content/navigation";

const layouts = {
  /** Desktop dropdown panel. */
  panel: {
    wrapper: "",
    heading: "mb-3 text-xs font-bold uppercase tracking-[0.14em] text-ink-600",
    link: "block rounded-md py-1.5 text-[0.9375rem] text-ink-800 transition-colors hover:text-accent-700",
  },
  /** Mobile menu drawer: larger touch targets. */
  drawer: {
    wrapper: "mt-2",
    heading: "px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-[0.14em] text-ink-600",
    link: "block rounded-md px-3 py-2.5 text-[0.9375rem] text-ink-800 hover:bg-ink-50",
  },
} as const;

/** A titled group of menu links, shared by the desktop dropdowns and the mobile menu. */
export function NavLinkList({
  title,
  links,
  currentPath,
  onNavigate,
  layout,
  columns = 1,
}: {
  title?: string;
  links: NavLink[];
  currentPath: string;
  onNavigate: () => void;
  layout: keyof typeof layouts;
  columns?: 1 | 2;
}) {
  const headingId = useId();
  const style = layouts[layout];
  return (
    <div className={style.wrapper}>
      {title ? (
        <p id={headingId} className={style.heading}>
          {title}
        </p>
      ) : null}
      <ul
        aria-labelledby={title ? headingId : undefined}
        // Columns (not a grid) so the list reads downwards and a long label wraps in place.
        className={columns === 2 ? "columns-2 gap-x-6 [&>li]:break-inside-avoid" : undefined}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={currentPath === link.href ? "page" : undefined}
              onClick={onNavigate}
              className={`${style.link} aria-[current=page]:font-semibold aria-[current=page]:text-accent-700`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
