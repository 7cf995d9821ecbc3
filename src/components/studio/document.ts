/**
 * The editor's state: the document being edited and the server's issues, changed only
 * through `editorReducer` so list moves carry their issues along with the items.
 */
import {
  linkFields,
  pageFields,
  sectionForms,
  isSectionType,
  type FieldSpec,
} from "@/content/section-fields";

export type DocPath = readonly (string | number)[];

/** A server issue: where it was reported, and the field (or group) that shows it. */
export interface EditorIssue {
  path: DocPath;
  /** The path of the element showing the message, or null for the summary only. */
  target: DocPath | null;
  message: string;
}

export interface EditorState {
  doc: Record<string, unknown>;
  issues: readonly EditorIssue[];
}

export type EditorAction =
  | { type: "set"; path: DocPath; value: unknown }
  | { type: "move"; list: DocPath; from: number; to: number }
  | { type: "remove"; list: DocPath; index: number; dropEmpty: boolean }
  | { type: "insert"; list: DocPath; index: number; value: unknown }
  | { type: "issues"; issues: readonly EditorIssue[] };

/**
 * The id of the element editing `path`: unique per field and readable, e.g. f-sections-2-title.
 * Ids of its parts (hint, error, buttons) add "--part": no path gives a double hyphen.
 */
export function fieldId(path: DocPath): string {
  return ["f", ...path].join("-");
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function getIn(root: unknown, path: DocPath): unknown {
  let value = root;
  for (const step of path) {
    if (typeof step === "number") value = Array.isArray(value) ? value[step] : undefined;
    else value = isRecord(value) ? value[step] : undefined;
  }
  return value;
}

/** A copy of `root` with `value` at `path`; undefined removes an object's key. */
export function setIn(root: unknown, path: DocPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof step === "number") {
    const list = Array.isArray(root) ? root.slice() : [];
    list[step] = setIn(list[step], rest, value);
    return list;
  }
  const object = isRecord(root) ? { ...root } : {};
  const next = setIn(object[step], rest, value);
  if (next === undefined) delete object[step];
  else object[step] = next;
  return object;
}

export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function startsWith(path: DocPath, prefix: DocPath): boolean {
  return prefix.length <= path.length && prefix.every((step, i) => path[i] === step);
}

/** Renumbers the index right after `list` in `path`; null drops the path. */
function reindex(
  path: DocPath,
  list: DocPath,
  map: (index: number) => number | null,
): DocPath | null {
  if (!startsWith(path, list) || path.length === list.length) return path;
  const index = path[list.length];
  if (typeof index !== "number") return path;
  const next = map(index);
  if (next === null) return null;
  return [...list, next, ...path.slice(list.length + 1)];
}

const sameList = (path: DocPath, list: DocPath) =>
  path.length === list.length && startsWith(path, list);

function reindexIssues(
  issues: readonly EditorIssue[],
  list: DocPath,
  map: (index: number) => number | null,
): EditorIssue[] {
  const out: EditorIssue[] = [];
  for (const issue of issues) {
    const path = reindex(issue.path, list, map);
    if (path === null) continue;
    const target = issue.target && reindex(issue.target, list, map);
    // A message about the list itself (too few items) no longer holds once it changes.
    if (sameList(issue.path, list) || (issue.target && sameList(issue.target, list))) continue;
    out.push({ ...issue, path, target: target ?? null });
  }
  return out;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "set": {
      const doc = setIn(state.doc, action.path, action.value) as Record<string, unknown>;
      // An edited field's message (and those of the fields inside it) is out of date.
      const issues = state.issues.filter(
        (issue) =>
          !startsWith(issue.path, action.path) &&
          !(issue.target && startsWith(issue.target, action.path)),
      );
      return { doc, issues };
    }
    case "move": {
      const { from, to } = action;
      const list = asList(getIn(state.doc, action.list)).slice();
      if (from < 0 || to < 0 || from >= list.length || to >= list.length) return state;
      const [item] = list.splice(from, 1);
      list.splice(to, 0, item);
      const map = (i: number) => {
        if (i === from) return to;
        if (from < to && i > from && i <= to) return i - 1;
        if (to < from && i >= to && i < from) return i + 1;
        return i;
      };
      return {
        doc: setIn(state.doc, action.list, list) as Record<string, unknown>,
        issues: reindexIssues(state.issues, action.list, map),
      };
    }
    case "remove": {
      const list = asList(getIn(state.doc, action.list)).filter((_, i) => i !== action.index);
      const value = list.length === 0 && action.dropEmpty ? undefined : list;
      const map = (i: number) => (i === action.index ? null : i > action.index ? i - 1 : i);
      return {
        doc: setIn(state.doc, action.list, value) as Record<string, unknown>,
        issues: reindexIssues(state.issues, action.list, map),
      };
    }
    case "insert": {
      const list = asList(getIn(state.doc, action.list)).slice();
      list.splice(action.index, 0, action.value);
      const map = (i: number) => (i >= action.index ? i + 1 : i);
      return {
        doc: setIn(state.doc, action.list, list) as Record<string, unknown>,
        issues: reindexIssues(state.issues, action.list, map),
      };
    }
    case "issues":
      return { ...state, issues: action.issues };
  }
}

// --- Where an issue shows ---------------------------------------------------------------

/** The element an issue's message belongs to, and the words naming it in the summary. */
export interface IssuePlace {
  target: DocPath | null;
  trail: string[];
}

export function sectionName(index: number, type: unknown): string {
  const label = isSectionType(type) ? sectionForms[type].label : null;
  return label ? `Section ${index + 1} (${label})` : `Section ${index + 1}`;
}

function itemFields(field: FieldSpec): readonly FieldSpec[] | null {
  if (field.kind === "list") return field.fields;
  if (field.kind === "links") return linkFields;
  return null;
}

/**
 * Follows `rest` through `fields` as far as the editor draws it. `base` is the path of the
 * object holding the fields, `value` that object.
 */
function followFields(
  fields: readonly FieldSpec[],
  value: unknown,
  base: DocPath,
  rest: DocPath,
  place: IssuePlace,
): IssuePlace {
  const [key, next, ...deeper] = rest;
  const field = fields.find((f) => f.key === key);
  if (!field) return place;
  const fieldPath = [...base, field.key];
  const here: IssuePlace = { target: fieldPath, trail: [...place.trail, field.label] };
  const fieldValue = isRecord(value) ? value[field.key] : undefined;
  if (next === undefined) return here;

  const nested = itemFields(field);
  if (nested || field.kind === "textList" || field.kind === "caseStudies") {
    if (typeof next !== "number" || !Array.isArray(fieldValue) || next >= fieldValue.length) {
      return here;
    }
    const label = "itemLabel" in field ? field.itemLabel : "Item";
    const item: IssuePlace = {
      target: [...fieldPath, next],
      // "Card 1" says enough: the list's own label ("Cards") is left out.
      trail: [...place.trail, `${label} ${next + 1}`],
    };
    if (!nested || deeper.length === 0) return item;
    return followFields(nested, fieldValue[next], [...fieldPath, next], deeper, item);
  }
  if (field.kind === "link")
    return followFields(linkFields, fieldValue, fieldPath, [next, ...deeper], here);
  if (
    field.kind === "background" &&
    isRecord(fieldValue) &&
    typeof next === "string" &&
    next in fieldValue
  ) {
    return { target: [...fieldPath, next], trail: here.trail };
  }
  return here;
}

/**
 * Where the message of an issue at `path` shows in the editor drawing `doc`: a page's fields
 * and sections, or the fields of another kind's form (`form`).
 */
export function placeIssue(
  doc: Record<string, unknown>,
  path: DocPath,
  form?: readonly FieldSpec[],
): IssuePlace {
  if (form) return followFields(form, doc, [], path, { target: null, trail: [] });
  const [first, index, ...rest] = path;
  if (first === "sections") {
    const sections = asList(doc.sections);
    if (typeof index !== "number" || index >= sections.length) {
      return { target: null, trail: ["Sections"] };
    }
    const section = sections[index];
    const type = isRecord(section) ? section.type : undefined;
    const place: IssuePlace = { target: ["sections", index], trail: [sectionName(index, type)] };
    if (!isSectionType(type) || rest.length === 0) return place;
    return followFields(sectionForms[type].fields, section, ["sections", index], rest, place);
  }
  return followFields(pageFields, doc, [], path, { target: null, trail: [] });
}
