"use client";

import { usePathname } from "next/navigation";
import { useId } from "react";
import type { NavGroup, NavMenu } from "@/content/navigation";

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

type Layout = keyof typeof layouts;

type ListProps = {
  onNavigate: () => void;
  layout: Layout;
};

/**
 * Every link group of one menu. In the desktop panel several groups stand side by side, a
 * two-column group twice as wide; in the drawer they stack, and a lone group drops its
 * heading because the section button above already names it.
 */
export function MenuGroups({ menu, ...props }: ListProps & { menu: NavMenu }) {
  const { groups } = menu;
  if (props.layout === "drawer") {
    const showTitles = groups.length > 1;
    return groups.map((group) => (
      <NavLinkList
        key={group.title ?? menu.id}
        {...props}
        group={showTitles ? group : { ...group, title: undefined }}
        columns={1}
      />
    ));
  }
  if (groups.length === 1) return <NavLinkList {...props} group={groups[0]!} />;
  return (
    <div className="flex gap-8">
      {groups.map((group) => (
        <NavLinkList
          key={group.title ?? menu.id}
          {...props}
          group={group}
          className={group.columns === 2 ? "flex-[2]" : "flex-1"}
        />
      ))}
    </div>
  );
}

/** A titled group of menu links, shared by the desktop dropdowns and the mobile menu. */
function NavLinkList({
  group,
  onNavigate,
  layout,
  columns = group.columns ?? 1,
  className,
}: ListProps & { group: NavGroup; columns?: 1 | 2; className?: string }) {
  const headingId = useId();
  const currentPath = usePathname();
  const style = layouts[layout];
  const { title, links } = group;
  return (
    <div className={className ?? style.wrapper}>
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
            <a
              href={link.href}
              aria-current={currentPath === link.href ? "page" : undefined}
              onClick={onNavigate}
              className={`${style.link} aria-[current=page]:font-semibold aria-[current=page]:text-accent-700`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
