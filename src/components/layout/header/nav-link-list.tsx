"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { ServerMarkup } from "@/components/ui/server-markup";
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

/**
 * Every link group of one menu, kept as the server drew it (ServerMarkup, decision 0041): the
 * header's lists are most of the markup React would otherwise hydrate on every page. So one
 * listener on the lists closes the menu when a link is followed, and the mark of the current
 * page is moved here when a client-side navigation changes it.
 */
export function MenuGroups({
  menu,
  layout,
  onNavigate,
}: {
  menu: NavMenu;
  layout: Layout;
  /** Called when one of the links is followed. */
  onNavigate: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    for (const link of root.current?.querySelectorAll("a[href]") ?? []) {
      if (link.getAttribute("href") === pathname) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [pathname]);
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) onNavigate();
  };
  return (
    <ServerMarkup ref={root} className="contents" onClick={onClick}>
      <Groups menu={menu} layout={layout} />
    </ServerMarkup>
  );
}

/**
 * In the desktop panel several groups stand side by side, a two-column group twice as wide; in
 * the drawer they stack, and a lone group drops its heading because the section button above
 * already names it.
 */
function Groups({ menu, layout }: { menu: NavMenu; layout: Layout }) {
  const { groups } = menu;
  if (layout === "drawer") {
    const showTitles = groups.length > 1;
    return groups.map((group) => (
      <NavLinkList
        key={group.title ?? menu.id}
        layout={layout}
        group={showTitles ? group : { ...group, title: undefined }}
        columns={1}
      />
    ));
  }
  if (groups.length === 1) return <NavLinkList layout={layout} group={groups[0]!} />;
  return (
    <div className="flex gap-8">
      {groups.map((group) => (
        <NavLinkList
          key={group.title ?? menu.id}
          layout={layout}
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
  layout,
  columns = group.columns ?? 1,
  className,
}: {
  group: NavGroup;
  layout: Layout;
  columns?: 1 | 2;
  className?: string;
}) {
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
              // Drawn here for the first paint; MenuGroups moves it on client-side navigations.
              aria-current={currentPath === link.href ? "page" : undefined}
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
