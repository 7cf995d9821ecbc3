import type { FieldSpec } from "@/content/section-fields";

/** The page editor's props: what the server page passes in, and what its actions answer. */

export interface EditorChoice {
  value: string;
  label: string;
  /** A small picture of a media choice, shown beside the field once chosen. */
  thumbnail?: string;
}

/** The ids a field may take, with the words shown for each (media, case studies). */
export interface EditorChoices {
  images: EditorChoice[];
  videos: EditorChoice[];
  caseStudies: EditorChoice[];
}

/** A problem the server found; `path` leads into the document, e.g. ["sections", 2, "cards", 0, "title"]. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

export type SaveOutcome =
  /** `message`, e.g. "Draft saved." or "Published." */
  | { ok: true; version: number; message: string }
  | { ok: false; kind: "invalid"; issues: FieldIssue[]; message: string }
  /** Someone else saved a newer draft; the message says who and when. */
  | { ok: false; kind: "conflict"; message: string }
  | { ok: false; kind: "error"; message: string };

export interface PageEditorProps {
  pageId: string;
  /** The stored draft (PageInput shape; may be invalid). */
  initialDocument: Record<string, unknown>;
  /** The draft version the editor started from. */
  version: number;
  choices: EditorChoices;
  /** Pages of the route table: the path is shown read-only, with a sentence saying why. */
  pathLocked: boolean;
  /** Opens the real page with the last saved draft (none for case studies and the menus). */
  previewHref: string | null;
  /**
   * A post, a case study or the menus: their own form (their module in src/content/kinds/) in
   * place of the page's fields and sections. `readOnly` names fields shown but not editable.
   */
  form?: {
    heading: string;
    intro: string;
    fields: readonly FieldSpec[];
    readOnly?: Record<string, string>;
  };
  saveDraft: (input: {
    pageId: string;
    baseVersion: number;
    document: unknown;
  }) => Promise<SaveOutcome>;
  publish: (input: {
    pageId: string;
    baseVersion: number;
    document: unknown;
    note: string;
  }) => Promise<SaveOutcome>;
}
