/**
 * What a kind of content is, as one object (the model is Payload's collection config): its
 * schema, its form, where it lives, the right that edits it, its words in the studio, its
 * first draft and whether it has a page of its own. Client-safe: the server's hooks of a kind
 * are beside it in src/server/content/kinds/.
 */
import type { z } from "zod";
import type { FieldSpec } from "../section-fields";

/** Where a document's list shows it: never published, live, live with changes, taken down. */
export type DocumentStatus = "draft" | "published" | "changed" | "unpublished";

/** The right (src/server/auth/access.ts) that lets a person list, create and edit a kind. */
export type KindRight = "content" | "positions";

/**
 * Where a document lives, kept in the `path` column: an address of the site (its `path`
 * field), a key other pages name it by, or the one fixed key of a single document.
 */
export type AddressRule =
  | {
      type: "path";
      /** The shape of its address; without one, a path of one segment (src/server/content/paths.ts). */
      shape?: z.ZodType<string>;
      /** The address made from a title's slug when none is typed; null: it must be typed. */
      fromTitle: ((slug: string) => string) | null;
    }
  | {
      type: "key";
      /** The column holds `<prefix><key>`. */
      prefix: string;
      /** The document's field that holds the key. */
      field: string;
      fromTitle: (slug: string) => string;
      /** Said when a save changes the key. */
      fixed: string;
      /** Said when a new document's key is already taken. */
      taken: string;
    }
  | { type: "fixed"; key: string };

/** What the studio says about a kind. */
export interface KindWords {
  /** "page", "case study": in "Enter the page's title", "Take the post down". */
  singular: string;
  /** The editor form's heading, such as "Case study". */
  heading: string;
  /** The tab, the list's heading and the editor's way back, such as "Case studies". */
  plural: string;
  /** The editor form's introduction (empty for a page, which has its own editor). */
  intro: string;
  /** The list's heading and the sentence under it. */
  list: { title: string; intro: string };
  status: Record<DocumentStatus, string>;
  /** The title of every document of the kind, when it has no title field (the menus). */
  fixedTitle?: string;
  /** Fields shown but not edited, with the reason. */
  readOnly?: Record<string, string>;
  /** The section that takes a live document down; null when it cannot be taken down. */
  takeDown: {
    heading: string;
    explanation: string;
    /** Said instead for a page of the site's route table, which cannot be unpublished. */
    whenLocked?: string;
    button: string;
  } | null;
  /** How the media library names a document that uses a picture. */
  mediaUse: (document: { path: string; title: string }) => string;
}

/** The "New …" form of a kind, and the draft it makes. */
export interface KindCreation {
  title: string;
  help: string;
  submit: string;
  /** The hint under the path box; absent, the form asks only for a title. */
  pathHint?: string;
  /** The first draft: the title, the rest for the person to fill in. */
  firstDraft: (input: { title: string; address: string; today: string }) => Record<string, unknown>;
}

export interface ContentKind<K extends string = string, D = unknown> {
  name: K;
  schema: z.ZodType<D>;
  /** Its form; null for a page, which has an editor of sections. */
  fields: readonly FieldSpec[] | null;
  address: AddressRule;
  right: KindRight;
  words: KindWords;
  /** Null when staff cannot create one (the one menus document). */
  create: KindCreation | null;
  /** It has a page of its own at its address, which a draft preview opens. */
  publicPage: boolean;
  /** The studio's list (its tab). */
  studioList: string;
}
