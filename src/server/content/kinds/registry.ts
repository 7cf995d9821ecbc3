/**
 * A kind's module and its server hooks bound into one object the store, the search index and
 * the catalogue look up by the kind's name. Binding parses the document with the kind's schema
 * before a hook sees it, so each hook is typed by its own document and nothing is cast.
 */
import "server-only";
import type { ContentKind } from "@/content/kinds";
import { fillTokens } from "@/content/tokens";
import type { MenusDocument } from "@/content/documents";
import type { Queryable, Transaction } from "../../db/client";
import type { SearchText } from "../../search/extract";
import type { Rendered } from "../public-pages";
import { currentTokenValues } from "../token-values";
import type {
  CatalogueParts,
  FieldIssue,
  KindHooks,
  PageRow,
  StaffActor,
  WriteOutcome,
} from "./types";

export type Checked =
  { ok: true; document: Record<string, unknown> } | { ok: false; issues: FieldIssue[] };

export interface BoundKind {
  name: string;
  module: ContentKind;
  /** The document as its schema reads it (defaults written out), as plain JSON; or the issues. */
  check(document: unknown): Checked;
  problems(db: Queryable, document: unknown, product: string): Promise<FieldIssue[]>;
  publishRefusal(document: unknown): string | null;
  affectedPaths(db: Queryable, address: string): Promise<string[]>;
  unpublish:
    | ((
        tx: Transaction,
        actor: StaffActor,
        row: PageRow,
        client: string | null,
      ) => Promise<WriteOutcome>)
    | null;
  /** Null when it fails its schema or has no page of its own. */
  render(id: string, document: unknown): Rendered | null;
  searchText(
    document: unknown,
    context: { menus: () => Promise<MenusDocument | null> },
  ): Promise<SearchText | null>;
  reindexes: readonly string[];
  catalogue(parts: CatalogueParts, id: string, document: unknown): void;
}

export function bindKind<K extends string, D>(
  module: ContentKind<K, D>,
  hooks: KindHooks<D>,
): BoundKind {
  const parse = (document: unknown): D | null => {
    const result = module.schema.safeParse(document);
    return result.success ? result.data : null;
  };
  const filled = (document: unknown): D | null => {
    const parsed = parse(document);
    return parsed === null ? null : fillTokens(parsed, currentTokenValues());
  };
  return {
    name: module.name,
    module,
    check(document) {
      const result = module.schema.safeParse(document);
      if (result.success) {
        return {
          ok: true,
          document: JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>,
        };
      }
      return {
        ok: false,
        issues: result.error.issues.map((issue) => ({
          path: issue.path.filter((part): part is string | number => typeof part !== "symbol"),
          message: issue.message,
        })),
      };
    },
    async problems(db, document, product) {
      const parsed = hooks.problems ? parse(document) : null;
      return parsed === null || !hooks.problems ? [] : hooks.problems(db, parsed, product);
    },
    publishRefusal(document) {
      const parsed = hooks.publishRefusal ? parse(document) : null;
      return parsed === null || !hooks.publishRefusal ? null : hooks.publishRefusal(parsed);
    },
    affectedPaths: (db, address) => hooks.affectedPaths(db, address),
    unpublish: hooks.unpublish ? hooks.unpublish.bind(hooks) : null,
    render(id, document) {
      if (!hooks.render) return null;
      const document_ = filled(document);
      return document_ === null ? null : hooks.render(id, document_);
    },
    async searchText(document, context) {
      if (!hooks.searchText) return null;
      const document_ = filled(document);
      return document_ === null ? null : hooks.searchText(document_, context);
    },
    reindexes: hooks.reindexes ?? [],
    catalogue(parts, id, document) {
      if (!hooks.catalogue) return;
      const document_ = filled(document);
      if (document_ !== null) hooks.catalogue(parts, id, document_);
    },
  };
}

/** The kinds a store works with, looked up by the name in a row's `kind` column. */
export interface KindRegistry {
  readonly names: readonly string[];
  kind(name: string): BoundKind;
}

export function kindRegistry(kinds: readonly BoundKind[]): KindRegistry {
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  return {
    names: kinds.map((kind) => kind.name),
    kind(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`No content kind is called “${name}”`);
      return found;
    },
  };
}
