"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useReducer, useRef, type ReactNode } from "react";
import { ChevronDown } from "@/components/ui/icons";
import { NavLinkList } from "./nav-link-list";
import type { NavLink } from "@/content/navigation";
import { closed, dropdownReducer, openMenu, type MenuId } from "./dropdown-state";

export type NavData = {
  home: NavLink;
  about: NavLink;
  contact: NavLink;
  capabilities: NavLink[];
  services: NavLink[];
  insights: NavLink[];
  industries: NavLink[];
};

const topLinkClass =
  "rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-ink-800 transition-colors hover:text-accent-700 aria-[current=page]:text-accent-700";

/** Desktop navigation (from the large breakpoint up). */
export function DesktopNav({ nav }: { nav: NavData }) {
  const [state, dispatch] = useReducer(dropdownReducer, closed);
  const open = openMenu(state);
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const wrapper = navRef.current?.querySelector<HTMLElement>(`[data-menu="${open}"]`);
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper && !wrapper.contains(event.target as Node)) dispatch({ type: "outsideClick" });
    };
    const onScroll = () => {
      dispatch({ type: "scroll", focusInside: !!wrapper?.contains(document.activeElement) });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "escape" });
      wrapper?.querySelector("button")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const dropdown = (menu: MenuId, label: string, panel: ReactNode, wide: boolean) => (
    <Dropdown
      menu={menu}
      label={label}
      open={open === menu}
      wide={wide}
      onPointerEnter={() => dispatch({ type: "pointerEnter", menu })}
      onPointerLeave={() => dispatch({ type: "pointerLeave", menu })}
      onButtonClick={() => dispatch({ type: "buttonClick", menu })}
      onFocusLeave={() => dispatch({ type: "focusLeave" })}
    >
      {panel}
    </Dropdown>
  );

  const current = (href: string) => (pathname === href ? "page" : undefined);
  const onNavigate = () => dispatch({ type: "navigate" });

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <Link href={nav.home.href} className={topLinkClass} aria-current={current(nav.home.href)}>
            {nav.home.label}
          </Link>
        </li>
        <li>
          {dropdown(
            "capabilities",
            "CAPABILITIES",
            <div className="grid grid-cols-[1fr_2fr_1fr] gap-8">
              <NavLinkList
                layout="panel"
                title="Capabilities"
                links={nav.capabilities}
                currentPath={pathname}
                onNavigate={onNavigate}
              />
              <NavLinkList
                layout="panel"
                title="All services"
                links={nav.services}
                currentPath={pathname}
                onNavigate={onNavigate}
                columns={2}
              />
              <NavLinkList
                layout="panel"
                title="Insights"
                links={nav.insights}
                currentPath={pathname}
                onNavigate={onNavigate}
              />
            </div>,
            true,
          )}
        </li>
        <li>
          {dropdown(
            "industries",
            "INDUSTRIES",
            <NavLinkList
              layout="panel"
              title="Industries"
              links={nav.industries}
              currentPath={pathname}
              onNavigate={onNavigate}
              columns={2}
            />,
            false,
          )}
        </li>
        <li>
          <Link
            href={nav.about.href}
            className={topLinkClass}
            aria-current={current(nav.about.href)}
          >
            {nav.about.label}
          </Link>
        </li>
        <li className="ml-2">
          <Link
            href={nav.contact.href}
            aria-current={current(nav.contact.href)}
            className="rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-accent-700"
          >
            {nav.contact.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

type DropdownProps = {
  menu: MenuId;
  label: string;
  open: boolean;
  wide: boolean;
  children: ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onButtonClick: () => void;
  onFocusLeave: () => void;
};

function Dropdown(props: DropdownProps) {
  const panelId = useId();
  const { open, wide } = props;
  return (
    <div
      data-menu={props.menu}
      // Full header height, so the pointer never crosses a gap between button and panel.
      className={`flex h-(--header-height) items-center ${wide ? "" : "relative"}`}
      // Hover opens only for a real mouse; touch and pen use the click path.
      onPointerEnter={(event) => event.pointerType === "mouse" && props.onPointerEnter()}
      onPointerLeave={(event) => event.pointerType === "mouse" && props.onPointerLeave()}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) props.onFocusLeave();
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={props.onButtonClick}
        className={`${topLinkClass} inline-flex items-center gap-1 ${open ? "text-accent-700" : ""}`}
      >
        {props.label}
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={
          wide
            ? "absolute inset-x-0 top-full border-b border-ink-100 bg-white shadow-xl shadow-ink-900/10"
            : "absolute left-1/2 top-full w-[34rem] -translate-x-1/2 pt-3"
        }
      >
        <div
          className={
            wide
              ? "mx-auto max-w-7xl px-8 py-8"
              : "rounded-2xl border border-ink-100 bg-white p-6 shadow-xl shadow-ink-900/10"
          }
        >
          {props.children}
        </div>
      </div>
    </div>
  );
}
