/**
 * Submissions per day by kind as a server-rendered SVG of stacked bars, with the same
 * numbers in a table for screen readers and anyone who wants them (a <details>, so it
 * works without script). The SVG is one labelled image; the table is the accessible data.
 */
import { formatDay } from "../time";

export interface ChartDay {
  day: string;
  enquiries: number;
  applications: number;
  subscribers: number;
}

export const SERIES = [
  { key: "enquiries", label: "Enquiries", fill: "fill-accent-700", swatch: "bg-accent-700" },
  { key: "applications", label: "Applications", fill: "fill-amber-500", swatch: "bg-amber-500" },
  { key: "subscribers", label: "Subscribers", fill: "fill-ink-500", swatch: "bg-ink-500" },
] as const;

// The SVG's own units; it is stretched to the box (preserveAspectRatio="none").
const WIDTH = 720;
const HEIGHT = 200;
const TOP = 2;
const BOTTOM = 0;

/** A round axis maximum at or above `max` (1, 2, 5 × 10ⁿ). */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export function SubmissionsChart({
  id,
  title,
  days,
}: {
  id: string;
  title: string;
  days: ChartDay[];
}) {
  const totals = days.map((d) => d.enquiries + d.applications + d.subscribers);
  const sum = totals.reduce((a, b) => a + b, 0);
  const max = niceMax(Math.max(0, ...totals));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot * 0.7);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1];
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h3>
        <p className="text-sm text-ink-700">
          {sum} in total, {formatDay(first)} to {formatDay(last)} (UTC days).
        </p>
      </figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block h-3 w-3 rounded-sm ${series.swatch}`}
            />
            {series.label}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        {/* The scale in HTML, so it stays readable however wide the chart is drawn. */}
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between text-right text-xs tabular-nums text-ink-700 sm:h-64"
        >
          <span>{max}</span>
          <span>{max / 2}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-48 w-full sm:h-64"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <desc id={`${id}-desc`}>
              {`Stacked bars per day: ${SERIES.map(
                (s) => `${s.label.toLowerCase()} ${days.reduce((n, d) => n + d[s.key], 0)}`,
              ).join(", ")}. The table below has every day's numbers.`}
            </desc>
            {[0, max / 2, max].map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-ink-300"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, i) => {
              let base = 0;
              const x = i * slot + (slot - bar) / 2;
              return (
                <g key={day.day}>
                  {SERIES.map((series) => {
                    const value = day[series.key];
                    if (value === 0) return null;
                    const top = y(base + value);
                    const height = y(base) - top;
                    base += value;
                    return (
                      <rect
                        key={series.key}
                        x={x}
                        y={top}
                        width={bar}
                        height={height}
                        className={series.fill}
                      />
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-700">
            {labelled.map((i) => (days[i] ? <span key={i}>{formatDay(days[i].day)}</span> : null))}
          </div>
        </div>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800 underline">
          Show the numbers as a table
        </summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{title}: submissions per day</caption>
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className="py-1 pr-2">
                Day
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-1 pr-2 text-right">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-ink-100">
                <th scope="row" className="whitespace-nowrap py-1 pr-2 font-normal">
                  <time dateTime={day.day}>{formatDay(day.day)}</time>
                </th>
                {SERIES.map((series) => (
                  <td key={series.key} className="py-1 pr-2 text-right">
                    {day[series.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
