/** The wordmark: a geometric mark plus the product name. Links home. */
export function Logo({ name, tone = "dark" }: { name: string; tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-ink-900" : "text-white";
  return (
    <a
      href="/"
      className={`inline-flex items-center gap-2.5 rounded-md font-display text-xl font-extrabold tracking-tight ${text}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-ink-900" />
        <path
          d="M22.5 10.2a8 8 0 1 0 0 11.6"
          fill="none"
          stroke="#2dd4bf"
          strokeWidth="3.4"
          strokeLinecap="round"
        />
        <circle cx="22.6" cy="16" r="2.3" fill="#fff" />
      </svg>
      <span>{name}</span>
      <span className="sr-only"> home page</span>
    </a>
  );
}
