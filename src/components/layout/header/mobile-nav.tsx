"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { ChevronDown, MenuIcon } from "@/components/ui/icons";
import { NavLinkList } from "./nav-link-list";
import type { NavData } from "./desktop-nav";

type SectionId = "capabilities" | "industries";

/** Menu button and panel below the large breakpoint. Its sections toggle independently. */
export function MobileNav({ nav }: { nav: NavData }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<SectionId, boolean>>({
    capabilities: false,
    industries: false,
  });
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
  const toggleSection = (id: SectionId) => setExpanded((state) => ({ ...state, [id]: !state[id] }));
  const current = (href: string) => (pathname === href ? "page" : undefined);

  const linkClass =
    "block rounded-md px-3 py-3 text-base font-semibold text-ink-900 hover:bg-ink-50 aria-[current=page]:text-accent-700";

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
        <ul className="divide-y divide-ink-100">
          <li>
            <Link
              href={nav.home.href}
              className={linkClass}
              aria-current={current(nav.home.href)}
              onClick={close}
            >
              {nav.home.label}
            </Link>
          </li>
          <li>
            <Section
              label="CAPABILITIES"
              expanded={expanded.capabilities}
              onToggle={() => toggleSection("capabilities")}
            >
              <NavLinkList
                layout="drawer"
                title="Capabilities"
                links={nav.capabilities}
                currentPath={pathname}
                onNavigate={close}
              />
              <NavLinkList
                layout="drawer"
                title="All services"
                links={nav.services}
                currentPath={pathname}
                onNavigate={close}
              />
              <NavLinkList
                layout="drawer"
                title="Insights"
                links={nav.insights}
                currentPath={pathname}
                onNavigate={close}
              />
            </Section>
          </li>
          <li>
            <Section
              label="INDUSTRIES"
              expanded={expanded.industries}
              onToggle={() => toggleSection("industries")}
            >
              <NavLinkList
                layout="drawer"
                links={nav.industries}
                currentPath={pathname}
                onNavigate={close}
              />
            </Section>
          </li>
          <li>
            <Link
              href={nav.about.href}
              className={linkClass}
              aria-current={current(nav.about.href)}
              onClick={close}
            >
              {nav.about.label}
            </Link>
          </li>
          <li>
            <Link
              href={nav.contact.href}
              className={linkClass}
              aria-current={current(nav.contact.href)}
              onClick={close}
            >
              {nav.contact.label}
            </Link>
          </li>
        </ul>
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
        {children}
      </div>
    </>
  );
}
