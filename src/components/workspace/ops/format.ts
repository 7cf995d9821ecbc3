/** Times in the workspace's operations pages: one fixed zone (UTC), so every reader agrees. */
const WHEN = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export function formatWhen(date: Date): string {
  return `${WHEN.format(date)} UTC`;
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-06-15" as "15 Jun". */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
