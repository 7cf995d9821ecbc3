/**
 * Button and link styles shared by sections. Every control is at least 44 px tall (WCAG 2.5.5
 * target size) and shows the global focus ring.
 */
export type ButtonVariant = "primary" | "secondary" | "dark" | "onDark";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40";

const variants: Record<ButtonVariant, string> = {
  /** Teal on any background: the main call to action. */
  primary: "bg-accent-400 text-ink-950 hover:bg-accent-300",
  /** Outlined, on light backgrounds. */
  secondary: "border border-ink-300 bg-white text-ink-900 hover:border-ink-900",
  /** Solid ink, on light backgrounds. */
  dark: "bg-ink-900 text-white hover:bg-accent-700",
  /** Outlined, on dark backgrounds. */
  onDark: "border border-white/40 text-white hover:border-white hover:bg-white/10",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** Round icon buttons: carousel arrows and pause/play. */
export function iconButtonClass(tone: "light" | "dark" = "light", extra = ""): string {
  const colours =
    tone === "dark"
      ? "border-white/40 text-white hover:border-white hover:bg-white/10"
      : "border-ink-300 bg-white text-ink-900 hover:border-ink-900 hover:bg-ink-50";
  return `inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent ${colours} ${extra}`.trim();
}
