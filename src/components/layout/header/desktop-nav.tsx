"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useReducer, useRef, type Dispatch, type ReactNode } from "react";
import { ChevronDown } from "@/components/ui/icons";
import type { NavEntry, NavMenu } from "@/content/navigation";
import { closed, dropdownReducer, openMenu, type DropdownEvent } from "./dropdown-state";
import { MenuGroups } from "./nav-link-list";

const topLinkClass =
  "rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-ink-800 transition-colors hover:text-accent-700 aria-[current=page]:text-accent-700";
const ctaClass =
  "rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-accent-700";

/** Desktop navigation (from the large breakpoint up). */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
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

  const current = (href: string) => (pathname === href ? "page" : undefined);
  const onNavigate = () => dispatch({ type: "navigate" });

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === "menu" ? (
            <li key={entry.id}>
              <Dropdown menu={entry} open={open === entry.id} dispatch={dispatch}>
                <MenuGroups menu={entry} layout="panel" onNavigate={onNavigate} />
              </Dropdown>
            </li>
          ) : (
            // The call to action stands a little apart from the other entries.
            <li key={entry.href} className={entry.prominent ? "ml-2" : undefined}>
              <a
                href={entry.href}
                className={entry.prominent ? ctaClass : topLinkClass}
                aria-current={current(entry.href)}
              >
                {entry.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type DropdownProps = {
  menu: NavMenu;
  open: boolean;
  dispatch: Dispatch<DropdownEvent>;
  children: ReactNode;
};

function Dropdown({ menu, open, dispatch, children }: DropdownProps) {
  const panelId = useId();
  const wide = menu.panel === "mega";
  return (
    <div
      data-menu={menu.id}
      // Full header height, so the pointer never crosses a gap between button and panel.
      className={`flex h-(--header-height) items-center ${wide ? "" : "relative"}`}
      // Hover opens only for a real mouse; touch and pen use the click path.
      onPointerEnter={(event) =>
        event.pointerType === "mouse" && dispatch({ type: "pointerEnter", menu: menu.id })
      }
      onPointerLeave={(event) =>
        event.pointerType === "mouse" && dispatch({ type: "pointerLeave", menu: menu.id })
      }
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) dispatch({ type: "focusLeave" });
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => dispatch({ type: "buttonClick", menu: menu.id })}
        className={`${topLinkClass} inline-flex items-center gap-1 ${open ? "text-accent-700" : ""}`}
      >
        {menu.label}
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
          {/* The links are made when the panel opens: hidden, they cost every page's
              document ~0.6 kB (Brotli) and its inlined rules, and help no one (the panel needs
              JavaScript to open; the footer and the sitemap list the pages). */}
          {open ? children : null}
        </div>
      </div>
    </div>
  );
}
