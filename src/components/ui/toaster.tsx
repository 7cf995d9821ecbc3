"use client";

import { useEffect, useState, type ComponentType } from "react";
import { TOAST_REGION_LABEL } from "./toast-options";

/**
 * The toast area on every page (spec section 4). The labelled region is in the HTML from the
 * first paint; Sonner's code (toast-region.tsx) is fetched only when a form is touched
 * (`prepareToasts`), and replaces the empty region before the first toast is shown
 * (docs/decisions/0034-client-javascript-budget.md).
 */

const loadRegion = () => import("./toast-region");

type ToastKind = "success" | "error";

/** What the page-wide Toaster and the forms share. */
const state = {
  requested: false,
  /** Set while a Toaster is on the page: fetches Sonner and puts its region in place. */
  mount: null as (() => void) | null,
  /** Resolves once Sonner's region is in place and listening for toasts. */
  ready: null as Promise<void> | null,
  markReady: () => {},
};

function resetReady() {
  state.ready = new Promise<void>((resolve) => {
    state.markReady = resolve;
  });
}
resetReady();

/** Starts fetching the toast code, once per page (a form calls it on its first touch). */
export function prepareToasts(): void {
  if (state.requested) return;
  state.requested = true;
  state.mount?.();
}

/** Shows a toast once Sonner is in place (fetching it first if no form was touched yet). */
export function showToast(kind: ToastKind, message: string): void {
  prepareToasts();
  void Promise.all([state.ready, loadRegion()])
    .then(([, region]) => {
      region.toast[kind](message);
    })
    // Without the toast code (the network went away) the form's own status line still speaks.
    .catch(() => undefined);
}

export function Toaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null);

  useEffect(() => {
    const mount = () => {
      void loadRegion()
        .then((module) => setRegion(() => module.ToastRegion))
        .catch(() => {
          state.requested = false;
        });
    };
    state.mount = mount;
    if (state.requested) mount();
    return () => {
      state.mount = null;
    };
  }, []);

  useEffect(() => {
    if (!Region) return;
    // Effects run children first: Sonner has subscribed by now.
    state.markReady();
    return resetReady;
  }, [Region]);

  if (Region) return <Region />;
  // Sonner's empty region, as it renders it, so the page's landmarks never change.
  return (
    <section
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    />
  );
}
