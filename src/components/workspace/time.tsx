/**
 * The one way the workspace writes a moment: "2026-11-24 18:14 UTC". One fixed zone, so every
 * reader agrees, and the same zone and order as the lists' date filters.
 */
export function formatTime(value: Date | string, { seconds = false } = {}): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return `${date
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace("T", " ")} UTC`;
}

export function Time({ value, seconds = false }: { value: Date; seconds?: boolean }) {
  return <time dateTime={value.toISOString()}>{formatTime(value, { seconds })}</time>;
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A UTC day of the charts' axes, "2026-06-15", as "15 Jun". */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
