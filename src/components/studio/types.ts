/** The page editor's props: what the server page passes in, and what its actions answer. */

export interface EditorChoice {
  value: string;
  label: string;
  /** A small picture of a media choice, shown beside the field once chosen. */
  thumbnail?: string;
}

/** The ids a field may take, with the words shown for each (media, case studies, posts). */
export interface EditorChoices {
  images: EditorChoice[];
  videos: EditorChoice[];
  caseStudies: EditorChoice[];
  posts: EditorChoice[];
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
  /** Opens the real page with the last saved draft. */
  previewHref: string;
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
