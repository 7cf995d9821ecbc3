/**
 * A readable comparison of two revisions of a page: which fields changed, with old and new
 * text. Sections are aligned (a section inserted in the middle is one addition, not a change of
 * every section after it); fields inside a section are compared by position.
 */

export interface FieldChange {
  path: (string | number)[];
  label: string;
  kind: "added" | "removed" | "changed";
  before?: string;
  after?: string;
}

export interface CompareOptions {
  sectionLabel?: (type: string) => string;
}

const FIELD_WORDS: Record<string, string> = {
  noindex: "Hide from search engines",
  canonicalPath: "Canonical path",
  socialImage: "Social image",
  href: "Link",
  newTab: "Opens in a new tab",
  intervalMs: "Interval (ms)",
};

function words(key: string): string {
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as a person reads it. */
export function readable(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(readable).join("\n");
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== "type")
      .map(([key, item]) => `${words(key)}: ${readable(item)}`)
      .join("\n");
  }
  return JSON.stringify(value);
}

function diffValues(
  before: unknown,
  after: unknown,
  path: (string | number)[],
  label: string[],
  out: FieldChange[],
): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const push = (kind: FieldChange["kind"]): void => {
    out.push({
      path,
      label: label.join(" › "),
      kind,
      ...(before === undefined ? {} : { before: readable(before) }),
      ...(after === undefined ? {} : { after: readable(after) }),
    });
  };
  if (before === undefined) return push("added");
  if (after === undefined) return push("removed");
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      diffValues(before[key], after[key], [...path, key], [...label, words(key)], out);
    }
    return;
  }
  const simpleList = (list: unknown[]) =>
    list.every((item) => !isRecord(item) && !Array.isArray(item));
  if (Array.isArray(before) && Array.isArray(after) && !(simpleList(before) && simpleList(after))) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index++) {
      diffValues(before[index], after[index], [...path, index], [...label, String(index + 1)], out);
    }
    return;
  }
  push("changed");
}

type Section = Record<string, unknown> & { type?: unknown };

/** Longest common subsequence of two lists of keys: pairs of matching indexes, in order. */
function commonPairs(a: string[], b: string[]): [number, number][] {
  const table: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

export function compareDocuments(
  before: unknown,
  after: unknown,
  options: CompareOptions = {},
): FieldChange[] {
  const out: FieldChange[] = [];
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const pageKeys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => key !== "sections",
  );
  for (const key of pageKeys) diffValues(a[key], b[key], [key], [words(key)], out);

  const old = (Array.isArray(a.sections) ? a.sections : []) as Section[];
  const now = (Array.isArray(b.sections) ? b.sections : []) as Section[];
  const typeOf = (section: Section) => String(section.type ?? "section");
  const name = (section: Section, index: number) =>
    `Section ${index + 1} (${options.sectionLabel?.(typeOf(section)) ?? words(typeOf(section))})`;

  // Identical sections first, then same-type sections left between them are edits.
  const matched = commonPairs(
    old.map((s) => JSON.stringify(s)),
    now.map((s) => JSON.stringify(s)),
  );
  const pairs: [number | null, number | null][] = [];
  let i = 0;
  let j = 0;
  const pairGap = (endOld: number, endNew: number) => {
    const leftOld = old.slice(i, endOld).map((s, k) => ({ s, index: i + k }));
    const leftNew = now.slice(j, endNew).map((s, k) => ({ s, index: j + k }));
    const typed = commonPairs(
      leftOld.map((x) => typeOf(x.s)),
      leftNew.map((x) => typeOf(x.s)),
    );
    let p = 0;
    let q = 0;
    for (const [x, y] of typed) {
      while (p < x) pairs.push([leftOld[p++]!.index, null]);
      while (q < y) pairs.push([null, leftNew[q++]!.index]);
      pairs.push([leftOld[p++]!.index, leftNew[q++]!.index]);
    }
    while (p < leftOld.length) pairs.push([leftOld[p++]!.index, null]);
    while (q < leftNew.length) pairs.push([null, leftNew[q++]!.index]);
  };
  for (const [x, y] of matched) {
    pairGap(x, y);
    pairs.push([x, y]);
    i = x + 1;
    j = y + 1;
  }
  pairGap(old.length, now.length);

  for (const [x, y] of pairs) {
    if (x !== null && y !== null) {
      diffValues(old[x], now[y], ["sections", y], [name(now[y]!, y)], out);
    } else if (y !== null) {
      out.push({
        path: ["sections", y],
        label: `${name(now[y]!, y)} added`,
        kind: "added",
        after: readable(now[y]),
      });
    } else if (x !== null) {
      out.push({
        path: ["sections", x],
        label: `${name(old[x]!, x)} removed`,
        kind: "removed",
        before: readable(old[x]),
      });
    }
  }
  return out;
}

/** Token budget of the word diff: beyond it, the whole text is shown as replaced. */
const MAX_TOKENS = 4000;

/** A word-level diff (whitespace kept with its word) for highlighting a changed paragraph. */
export function wordDiff(
  before: string,
  after: string,
): { text: string; change: "same" | "added" | "removed" }[] {
  const split = (text: string) => text.match(/\s*\S+\s*|\s+/g) ?? [];
  const a = split(before);
  const b = split(after);
  if (a.length + b.length > MAX_TOKENS) {
    return [
      { text: before, change: "removed" },
      { text: after, change: "added" },
    ];
  }
  const parts: { text: string; change: "same" | "added" | "removed" }[] = [];
  const add = (text: string, change: "same" | "added" | "removed") => {
    const last = parts[parts.length - 1];
    if (last && last.change === change) last.text += text;
    else parts.push({ text, change });
  };
  let i = 0;
  let j = 0;
  const key = (token: string) => token.trim();
  for (const [x, y] of commonPairs(a.map(key), b.map(key))) {
    while (i < x) add(a[i++]!, "removed");
    while (j < y) add(b[j++]!, "added");
    add(b[j]!, "same");
    i++;
    j++;
  }
  while (i < a.length) add(a[i++]!, "removed");
  while (j < b.length) add(b[j++]!, "added");
  return parts;
}
