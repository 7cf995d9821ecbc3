/**
 * A readable comparison of two revisions of a page: which fields changed, with old and new
 * text, for the studio's "compare revisions" screen.
 *
 * Sections are aligned before they are compared, so a section inserted, removed or moved in
 * the middle of the page is reported once instead of as a change of every section after it:
 *
 * 1. the longest common subsequence of the two section lists, by fingerprint (type + content),
 *    gives the sections that stayed as they were;
 * 2. an unaligned section whose exact content is found unaligned on the other side was moved;
 * 3. between two unchanged sections, the sections left of the same type are paired in order
 *    and their fields compared; whatever is still left was added or removed.
 *
 * Inside a section, lists of cards, items, tiles... are compared by position. Lists of plain
 * values (paragraphs, case study ids) are one field whose text is the items one per line.
 *
 * Pure functions over plain JSON: no React, no server code, no schema import.
 */

export interface FieldChange {
  /**
   * Where the value is: section indexes are those of the newer revision, except for a removed
   * section (its index in the older one); an item index is its position in its list.
   */
  path: (string | number)[];
  /** "Section 3 (Card grid) › Cards › 1 › Title", "Title", "Hide from search engines". */
  label: string;
  kind: "added" | "removed" | "changed";
  /** The older value as a person reads it; absent for an addition. */
  before?: string;
  /** The newer value as a person reads it; absent for a removal. */
  after?: string;
}

export interface CompareOptions {
  /** The name of a section type ("cardGrid" → "Card grid" when absent or empty). */
  sectionLabel?: (type: string) => string;
}

export interface WordDiffPart {
  text: string;
  change: "same" | "added" | "removed";
}

// --- Labels -------------------------------------------------------------------------------

/** Keys whose words alone would not say what the field is. */
const KEY_LABELS: Readonly<Record<string, string>> = {
  noindex: "Hide from search engines",
  href: "Link to",
  newTab: "Open in a new tab",
  intervalMs: "Interval (ms)",
};

/** "canonicalPath" → "Canonical path", "socialImage" → "Social image", "CTA2" → "CTA 2". */
export function humanize(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([A-Za-z])([0-9])/g, "$1 $2")
    .trim()
    .replace(/\s+/g, " ");
  // Lower-case ordinary words, keep acronyms ("URL") as they are.
  const words = spaced
    .split(" ")
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function keyLabel(key: string): string {
  return Object.hasOwn(KEY_LABELS, key) ? KEY_LABELS[key]! : humanize(key);
}

const SEPARATOR = " › ";

// --- Values -------------------------------------------------------------------------------

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPlain = (value: unknown): boolean =>
  value === null || (typeof value !== "object" && typeof value !== "function");

/** Keys of a record that hold a value (JSON drops undefined), in the record's order. */
const keysOf = (record: Json): string[] =>
  Object.keys(record).filter((key) => record[key] !== undefined);

/** Keys of both records: the older one's order, then the keys only the newer one has. */
function unionKeys(before: Json, after: Json): string[] {
  const keys = keysOf(before);
  const seen = new Set(keys);
  for (const key of keysOf(after)) if (!seen.has(key)) keys.push(key);
  return keys;
}

/** Deep equality of JSON values; the order of an object's keys does not count. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = keysOf(a);
    return keys.length === keysOf(b).length && keys.every((key) => same(a[key], b[key]));
  }
  return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
}

/** JSON with sorted keys: equal for equal content, whatever order the keys were written in. */
function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(",")}]`;
  if (isRecord(value)) {
    const keys = keysOf(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${fingerprint(value[key])}`).join(",")}}`;
  }
  return value === undefined ? "null" : (JSON.stringify(value) ?? "null");
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value;
  return String(value);
}

function lines(value: unknown): string[] {
  if (isPlain(value) || value === undefined) return [plainText(value)];
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return value.map(plainText);
    return value.flatMap((item, index) => {
      const [first = "", ...rest] = lines(item);
      const marker = `${index + 1}. `;
      const pad = " ".repeat(marker.length);
      return [marker + first, ...rest.map((line) => pad + line)];
    });
  }
  if (isRecord(value)) {
    return keysOf(value)
      .filter((key) => key !== "type")
      .flatMap((key) => {
        const item = value[key];
        if (isPlain(item)) return [`${keyLabel(key)}: ${plainText(item)}`];
        return [`${keyLabel(key)}:`, ...lines(item).map((line) => `  ${line}`)];
      });
  }
  return [String(value)];
}

/**
 * A value as a person reads it: strings as they are, booleans "Yes"/"No", numbers as digits,
 * lists of plain values one per line, objects as "Field: value" lines (nested ones indented).
 */
export function readable(value: unknown): string {
  if (isPlain(value) || value === undefined) return plainText(value);
  return lines(value).join("\n");
}

// --- Field comparison ---------------------------------------------------------------------

function diffValue(
  before: unknown,
  after: unknown,
  path: (string | number)[],
  label: string[],
  out: FieldChange[],
): void {
  if (same(before, after)) return;
  const text = label.join(SEPARATOR);
  if (before === undefined || before === null) {
    out.push({ path, label: text, kind: "added", after: readable(after) });
    return;
  }
  if (after === undefined || after === null) {
    out.push({ path, label: text, kind: "removed", before: readable(before) });
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of unionKeys(before, after)) {
      diffValue(before[key], after[key], [...path, key], [...label, keyLabel(key)], out);
    }
    return;
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    !(before.every(isPlain) && after.every(isPlain))
  ) {
    // Cards, items, tiles: by position, with the items beyond the shorter list added/removed.
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index++) {
      diffValue(before[index], after[index], [...path, index], [...label, String(index + 1)], out);
    }
    return;
  }
  out.push({
    path,
    label: text,
    kind: "changed",
    before: readable(before),
    after: readable(after),
  });
}

// --- Longest common subsequence ------------------------------------------------------------

/** Matching index pairs, in order. */
type Pairs = [number, number][];

/**
 * The LCS of a[aStart, aStart + n) and b[bStart, bStart + m), bit-parallel: a row of the LCS
 * table is kept as one bit per column of b, 32 columns to a machine word, bit j set when the
 * row's LCS length does not grow at column j + 1. A row follows from the one above in a few
 * word operations per 32 columns (Crochemore et al., "A fast and practical bit-vector
 * algorithm for the longest common subsequence problem", 2001); every row is kept, and the
 * walk back from the last one reads the alignment off the bits.
 */
function bitLcs(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  aStart: number,
  bStart: number,
  n: number,
  m: number,
): Pairs {
  const words = (m + 31) >>> 5;
  // For each item of b, the columns where it occurs.
  const masks = new Map<number, Uint32Array>();
  for (let j = 0; j < m; j++) {
    const item = b[bStart + j]!;
    let mask = masks.get(item);
    if (!mask) {
      mask = new Uint32Array(words);
      masks.set(item, mask);
    }
    mask[j >>> 5]! |= 1 << (j & 31);
  }
  const rows: Uint32Array[] = [];
  let row = new Uint32Array(words).fill(0xffffffff);
  rows.push(row);
  for (let i = 0; i < n; i++) {
    const mask = masks.get(a[aStart + i]!);
    if (mask) {
      // row' = (row + (row & mask)) | (row & ~mask), the sum carried across words.
      const next = new Uint32Array(words);
      let carry = 0;
      for (let w = 0; w < words; w++) {
        const bits = row[w]!;
        const sum = bits + ((bits & mask[w]!) >>> 0) + carry;
        carry = sum > 0xffffffff ? 1 : 0;
        next[w] = (sum >>> 0) | (bits & ~mask[w]!);
      }
      row = next;
    }
    rows.push(row); // a row without matches is the row above, shared
  }
  const pairs: Pairs = [];
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const column = j - 1;
    if ((rows[i]![column >>> 5]! >>> (column & 31)) & 1) j--;
    else if (a[aStart + i - 1] === b[bStart + column]) {
      i--;
      j--;
      pairs.push([aStart + i, bStart + j]);
    } else i--;
  }
  return pairs.reverse();
}

/**
 * The longest common subsequence of two lists of integers, as pairs of matching indexes in
 * order. The common start and end are matched first; when the part left between them is
 * larger than `maxCells` (length × length), nothing in it is matched.
 */
function lcs(a: ArrayLike<number>, b: ArrayLike<number>, maxCells = Infinity): Pairs {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  const pairs: Pairs = [];
  for (let k = 0; k < start; k++) pairs.push([k, k]);
  if (n > 0 && m > 0 && n * m <= maxCells) {
    for (const pair of bitLcs(a, b, start, start, n, m)) pairs.push(pair);
  }
  for (let k = 0; k < a.length - endA; k++) pairs.push([endA + k, endB + k]);
  return pairs;
}

/** The same strings get the same number, so the LCS compares integers. */
function interner(): (key: string) => number {
  const ids = new Map<string, number>();
  return (key) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
}

// --- Sections -----------------------------------------------------------------------------

type Step =
  | { kind: "same" | "edited"; from: number; to: number }
  | { kind: "moved"; from: number; to: number }
  | { kind: "added"; to: number }
  | { kind: "removed"; from: number };

/** How the older list of sections became the newer one, in the order of the newer page. */
function alignSections(old: unknown[], now: unknown[]): Step[] {
  const id = interner();
  const oldKeys = old.map((section) => id(fingerprint(section)));
  const nowKeys = now.map((section) => id(fingerprint(section)));
  const typeOf = (section: unknown) =>
    isRecord(section) && typeof section.type === "string" ? section.type : "";

  const anchors = lcs(oldKeys, nowKeys);
  const anchoredOld = new Set(anchors.map(([x]) => x));
  const anchoredNew = new Set(anchors.map(([, y]) => y));

  // Moves: identical content on both sides, not aligned in place.
  const movedFrom = new Map<number, number>(); // new index → old index
  const movedOld = new Set<number>();
  const waiting = new Map<number, number[]>(); // fingerprint → unaligned old indexes, in order
  oldKeys.forEach((key, x) => {
    if (anchoredOld.has(x)) return;
    const list = waiting.get(key);
    if (list) list.push(x);
    else waiting.set(key, [x]);
  });
  nowKeys.forEach((key, y) => {
    if (anchoredNew.has(y)) return;
    const x = waiting.get(key)?.shift();
    if (x === undefined) return;
    movedFrom.set(y, x);
    movedOld.add(x);
  });

  // Between two anchors: pair what is left by type, in order; the rest was added or removed.
  const gapSteps: Step[] = [];
  const gap = (fromOld: number, toOld: number, fromNew: number, toNew: number) => {
    const leftOld: number[] = [];
    const leftNew: number[] = [];
    for (let x = fromOld; x < toOld; x++) if (!movedOld.has(x)) leftOld.push(x);
    for (let y = fromNew; y < toNew; y++) if (!movedFrom.has(y)) leftNew.push(y);
    const typeId = interner();
    const pairs = lcs(
      leftOld.map((x) => typeId(typeOf(old[x]))),
      leftNew.map((y) => typeId(typeOf(now[y]))),
    );
    let p = 0;
    let q = 0;
    for (const [pi, qi] of [...pairs, [leftOld.length, leftNew.length] as const]) {
      while (p < pi) gapSteps.push({ kind: "removed", from: leftOld[p++]! });
      while (q < qi) gapSteps.push({ kind: "added", to: leftNew[q++]! });
      if (pi < leftOld.length) {
        gapSteps.push({ kind: "edited", from: leftOld[p++]!, to: leftNew[q++]! });
      }
    }
  };
  let x = 0;
  let y = 0;
  for (const [ax, ay] of anchors) {
    gap(x, ax, y, ay);
    gapSteps.push({ kind: "same", from: ax, to: ay });
    x = ax + 1;
    y = ay + 1;
  }
  gap(x, old.length, y, now.length);

  // Moves go where they now are; a removal stays after the newer section before it.
  const moves = [...movedFrom]
    .sort(([a], [b]) => a - b)
    .map(([to, from]) => ({ kind: "moved" as const, from, to }));
  const steps: Step[] = [];
  let next = 0;
  for (const step of gapSteps) {
    if ("to" in step) {
      while (next < moves.length && moves[next]!.to < step.to) {
        steps.push(moves[next++]!);
      }
    }
    steps.push(step);
  }
  steps.push(...moves.slice(next));
  return steps;
}

/**
 * The fields that differ between two revisions of a page, page fields first, then sections in
 * the order of the newer revision. Identical documents give [].
 */
export function compareDocuments(
  before: unknown,
  after: unknown,
  options: CompareOptions = {},
): FieldChange[] {
  const out: FieldChange[] = [];
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};

  for (const key of unionKeys(a, b)) {
    if (key === "sections") continue;
    diffValue(a[key], b[key], [key], [keyLabel(key)], out);
  }

  const old: unknown[] = Array.isArray(a.sections) ? a.sections : [];
  const now: unknown[] = Array.isArray(b.sections) ? b.sections : [];
  const typeName = (section: unknown): string => {
    const type = isRecord(section) && typeof section.type === "string" ? section.type : "";
    if (!type) return "Section";
    return options.sectionLabel?.(type) || humanize(type);
  };
  const title = (section: unknown, index: number) => `Section ${index + 1} (${typeName(section)})`;

  for (const step of alignSections(old, now)) {
    switch (step.kind) {
      case "same":
        break;
      case "edited": {
        const o = old[step.from];
        const n = now[step.to];
        if (isRecord(o) && isRecord(n)) {
          diffValue(o, n, ["sections", step.to], [title(n, step.to)], out);
        } else {
          out.push({
            path: ["sections", step.to],
            label: title(n, step.to),
            kind: "changed",
            before: readable(o),
            after: readable(n),
          });
        }
        break;
      }
      case "moved":
        out.push({
          path: ["sections", step.to],
          label: `${title(now[step.to], step.to)} moved from position ${step.from + 1}`,
          kind: "changed",
          before: `Position ${step.from + 1}`,
          after: `Position ${step.to + 1}`,
        });
        break;
      case "added":
        out.push({
          path: ["sections", step.to],
          label: `${title(now[step.to], step.to)} added`,
          kind: "added",
          after: readable(now[step.to]),
        });
        break;
      case "removed":
        out.push({
          path: ["sections", step.from],
          label: `${title(old[step.from], step.from)} removed`,
          kind: "removed",
          before: readable(old[step.from]),
        });
        break;
    }
  }
  return out;
}

// --- Words --------------------------------------------------------------------------------

/**
 * Above this many table cells (4,000 × 4,000 words, after the common start and end are set
 * aside) the changed middle is shown as replaced as a whole.
 */
const MAX_CELLS = 4000 * 4000;

/** The words of a text, each with the whitespace after it; leading whitespace is an empty word. */
function tokenize(text: string): { words: string[]; spaces: string[] } {
  const words: string[] = [];
  const spaces: string[] = [];
  for (const match of text.matchAll(/^(\s+)|(\S+)(\s*)/g)) {
    words.push(match[2] ?? "");
    spaces.push(match[1] ?? match[3] ?? "");
  }
  return { words, spaces };
}

/**
 * A word-level diff for highlighting a changed paragraph: the longest common subsequence of
 * the two lists of words, whitespace kept. Joining the "same" and "removed" parts gives
 * `before`, the "same" and "added" parts give `after`. Consecutive parts of one kind are
 * merged, and a changed stretch is its removal followed by its addition; a change of spacing
 * alone is a removal and addition of that whitespace. Beyond the budget of MAX_CELLS the
 * middle between the common start and end is one removal and one addition.
 */
export function wordDiff(before: string, after: string): WordDiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  const id = interner();
  const pairs = lcs(a.words.map(id), b.words.map(id), MAX_CELLS);

  const parts: WordDiffPart[] = [];
  const emit = (text: string, change: WordDiffPart["change"]) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.change === change) last.text += text;
    else parts.push({ text, change });
  };
  const text = (side: typeof a, from: number, to: number) => {
    let out = "";
    for (let k = from; k < to; k++) out += side.words[k]! + side.spaces[k]!;
    return out;
  };
  // Whitespace that differs after a matched word goes with the next stretch of changes.
  let spaceRemoved = "";
  let spaceAdded = "";
  let i = 0;
  let j = 0;
  for (const [x, y] of [...pairs, [a.words.length, b.words.length] as const]) {
    emit(spaceRemoved + text(a, i, x), "removed");
    emit(spaceAdded + text(b, j, y), "added");
    spaceRemoved = spaceAdded = "";
    if (x < a.words.length) {
      emit(b.words[y]!, "same");
      if (a.spaces[x] === b.spaces[y]) emit(b.spaces[y]!, "same");
      else {
        spaceRemoved = a.spaces[x]!;
        spaceAdded = b.spaces[y]!;
      }
    }
    i = x + 1;
    j = y + 1;
  }
  return parts;
}
