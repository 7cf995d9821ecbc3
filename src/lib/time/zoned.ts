/**
 * Wall-clock times in a time zone, with nothing but Intl: the studio takes a schedule as the
 * site's local date and time and stores the instant. (Temporal is not in Node 20, and two small
 * functions did not justify a date library; decision 0054.)
 */

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const out: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return out;
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time "YYYY-MM-DDTHH:MM" names in `timeZone`, or null when the text
 * is not one. A time skipped by a clock change moves forward by the gap, as clocks do.
 */
export function instantFromLocal(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day) return null;
  // The zone's offsets half a day either side cover any clock change; the one that reads back
  // as the same wall clock is the answer (the earlier, when a time repeats).
  const HALF_DAY = 12 * 60 * 60 * 1000;
  const before = wall - offsetAt(new Date(wall - HALF_DAY), timeZone);
  const after = wall - offsetAt(new Date(wall + HALF_DAY), timeZone);
  for (const candidate of [before, after].sort((a, b) => a - b)) {
    if (localFromInstant(new Date(candidate), timeZone) === local.trim())
      return new Date(candidate);
  }
  // Skipped by a clock going forward: the offset before the change moves it on by the gap.
  return new Date(before);
}

/** "YYYY-MM-DDTHH:MM" of `instant` in `timeZone`: the value of a datetime-local field. */
export function localFromInstant(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month!)}-${two(p.day!)}T${two(p.hour!)}:${two(p.minute!)}`;
}

/** "2026-11-28 09:00 (America/Chicago) · 15:00 UTC" for the studio. */
export function describeInZone(instant: Date, timeZone: string): string {
  const utc = `${instant.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  if (timeZone === "UTC") return utc;
  return `${localFromInstant(instant, timeZone).replace("T", " ")} ${timeZone} (${utc})`;
}
