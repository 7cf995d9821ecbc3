"use client";

import { useId, useState } from "react";

/**
 * The disclosure of the expandable intro: collapsed by default, "More +" reveals the second
 * paragraph and becomes "Less −" (spec section 4).
 */
export function MoreToggle({ more }: { more: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <p id={id} hidden={!open} className="mt-5">
        {more}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="mt-6 inline-flex min-h-11 items-center rounded-full border border-ink-300 px-5 text-base font-semibold text-ink-900 transition-colors hover:border-accent-600 hover:text-accent-700"
      >
        {open ? "Less \u2212" : "More +"}
      </button>
    </>
  );
}
