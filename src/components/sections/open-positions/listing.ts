/**
 * The open positions as the careers list draws them (issue 38): grouped by team, with the
 * choices of the two filters and the CSS that applies them. The filters are radio buttons and
 * `:has()` rules, so they work without JavaScript and the page stays the same for everyone
 * (it never reads the query string, so it stays cacheable).
 */
import type { OpenPosition } from "@/content/catalogue";
import { positionPlace, type PositionDocument } from "@/content/documents";

export interface FilterChoice {
  /** A safe identifier: lowercase letters, digits and hyphens only. */
  key: string;
  label: string;
}

export interface ListedPosition {
  position: OpenPosition;
  placeKey: string;
}

export interface TeamGroup extends FilterChoice {
  positions: ListedPosition[];
}

export interface Listing {
  teams: TeamGroup[];
  places: FilterChoice[];
  /** The rules that hide what the checked filters leave out; empty with no position. */
  css: string;
}

const REMOTE: FilterChoice = { key: "remote", label: "Remote" };

/**
 * Text reduced to `[a-z0-9-]`: what goes into the generated CSS and data attributes, so no
 * text written in the studio can ever reach a style sheet.
 */
export function safeKey(text: string): string {
  const key = text
    .normalize("NFKD")
    // The accents NFKD split off: "Zürich" keys as "zurich".
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return key || "x";
}

/** Gives each label a key of its own, even where two labels reduce to the same text. */
function keyed(labels: readonly string[], taken: Set<string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const label of labels) {
    if (keys.has(label)) continue;
    const base = safeKey(label);
    let key = base;
    for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
    taken.add(key);
    keys.set(label, key);
  }
  return keys;
}

/** Where a position is, as the location filter groups it: every remote one is "Remote". */
function placeLabel(document: PositionDocument): string | null {
  return document.remote ? null : positionPlace(document);
}

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

const SCOPE = "[data-open-positions]";

function filterCss(teams: readonly TeamGroup[], places: readonly FilterChoice[]): string {
  if (teams.length === 0) return "";
  const hide: string[] = [];
  for (const team of teams) {
    const chosen = `${SCOPE}:has([data-team-choice="${team.key}"]:checked)`;
    hide.push(`${chosen} [data-team-group]:not([data-team-group="${team.key}"])`);
  }
  for (const place of places) {
    const chosen = `${SCOPE}:has([data-place-choice="${place.key}"]:checked)`;
    hide.push(`${chosen} [data-place]:not([data-place="${place.key}"])`);
    // A team with nothing left in that place goes, heading and all.
    hide.push(`${chosen} [data-team-group]:not(:has([data-place="${place.key}"]))`);
  }
  // A team and a place that have no position in common: say so rather than show nothing.
  const empty: string[] = [];
  for (const team of teams) {
    for (const place of places) {
      if (team.positions.some((listed) => listed.placeKey === place.key)) continue;
      empty.push(
        `${SCOPE}:has([data-team-choice="${team.key}"]:checked):has([data-place-choice="${place.key}"]:checked) [data-no-match]`,
      );
    }
  }
  return [
    `${SCOPE} [data-no-match]{display:none}`,
    `${hide.join(",\n")}{display:none}`,
    ...(empty.length > 0 ? [`${empty.join(",\n")}{display:block}`] : []),
  ].join("\n");
}

/** Teams in alphabetical order, each one's positions by title; places on-site first, then remote. */
export function buildListing(positions: readonly OpenPosition[]): Listing {
  const placeLabels = [
    ...new Set(
      positions.map((position) => placeLabel(position.document)).filter((p) => p !== null),
    ),
  ].sort(byText);
  const placeKeys = keyed(placeLabels, new Set([REMOTE.key]));
  const places: FilterChoice[] = placeLabels.map((label) => ({
    key: placeKeys.get(label)!,
    label,
  }));
  if (positions.some((position) => position.document.remote)) places.push(REMOTE);

  const teamLabels = [...new Set(positions.map((position) => position.document.team))].sort(byText);
  const teamKeys = keyed(teamLabels, new Set());
  const teams: TeamGroup[] = teamLabels.map((label) => ({
    key: teamKeys.get(label)!,
    label,
    positions: positions
      .filter((position) => position.document.team === label)
      .sort((a, b) => byText(a.document.title, b.document.title))
      .map((position) => {
        const place = placeLabel(position.document);
        return { position, placeKey: place === null ? REMOTE.key : placeKeys.get(place)! };
      }),
  }));
  return { teams, places, css: filterCss(teams, places) };
}
