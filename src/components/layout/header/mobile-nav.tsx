"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ChevronDown, MenuIcon } from "@/components/ui/icons";
import type { MenuId, NavEntry } from "@/content/navigation";
import { MenuGroups } from "./nav-link-list";

const linkClass =
  "block rounded-md px-3 py-3 text-base font-semibold text-ink-900 hover:bg-ink-50 aria-[current=page]:text-accent-700";

/**
 * Menu button and panel below the large breakpoint. Its sections toggle independently.
 * `search` is the search form at the panel's top, drawn on the server: it costs no script.
 */
export function MobileNav({ entries, search }: { entries: NavEntry[]; search: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Partial<Record<MenuId, boolean>>>({});
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const toggleSection = (id: MenuId) => setExpanded((state) => ({ ...state, [id]: !state[id] }));

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-50"
      >
        <MenuIcon open={open} />
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-ink-100 bg-white px-4 pb-8 pt-2 shadow-xl shadow-ink-900/10 sm:px-6"
      >
        {/* Made when the menu opens, as the desktop panels' links are (desktop-nav.tsx). */}
        {open ? search : null}
        {open ? (
          <ul className="divide-y divide-ink-100">
            {entries.map((entry) =>
              entry.kind === "menu" ? (
                <li key={entry.id}>
                  <Section
                    label={entry.label}
                    expanded={!!expanded[entry.id]}
                    onToggle={() => toggleSection(entry.id)}
                  >
                    <MenuGroups menu={entry} layout="drawer" onNavigate={close} />
                  </Section>
                </li>
              ) : (
                <li key={entry.href}>
                  <a
                    href={entry.href}
                    className={linkClass}
                    aria-current={pathname === entry.href ? "page" : undefined}
                    onClick={close}
                  >
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        ) : null}
      </nav>
    </div>
  );
}

function Section({
  label,
  expanded,
  onToggle,
  children,
}: {
  label: string;
  expanded: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-ink-900 hover:bg-ink-50"
      >
        {label}
        <ChevronDown className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
      </button>
      <div id={id} hidden={!expanded} className="pb-3 pl-3">
        {expanded ? children : null}
      </div>
    </>
  );
}
