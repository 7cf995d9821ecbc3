/**
 * What the server does differently for a kind of content, beside its client-safe module
 * (src/content/kinds/): each hook receives the document as the kind's schema reads it, with
 * the settings filled into its placeholders where visitors would see them.
 */
import "server-only";
import type { Post } from "@/content/blog/types";
import type { CaseStudy } from "@/content/case-studies";
import type { DocumentKind, MenusDocument } from "@/content/documents";
import type { Actor } from "../../audit";
import type { Queryable, Transaction } from "../../db/client";
import type { contentPages } from "../../db/schema";
import type { SearchText } from "../../search/extract";
import type { Rendered } from "../public-pages";

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

export type WriteOutcome =
  | { ok: true; version: number; message: string; changedPaths: string[] }
  | { ok: false; kind: "invalid"; issues: FieldIssue[]; message: string }
  | { ok: false; kind: "conflict"; message: string }
  | { ok: false; kind: "refused"; message: string }
  | { ok: false; kind: "missing"; message: string };

export type StaffActor = Extract<Actor, { kind: "staff" }>;

export type PageRow = typeof contentPages.$inferSelect;

/** What the public site draws from published documents besides pages (src/content/catalogue.ts). */
export interface CatalogueParts {
  posts: Post[];
  caseStudies: Map<string, CaseStudy>;
}

export interface KindHooks<D> {
  /** Live pages, other than the document's own address, that a publish or take-down changes. */
  affectedPaths(db: Queryable, address: string): Promise<string[]>;
  /** What must hold beyond the schema before a save (and so before a publish). */
  problems?(db: Queryable, document: D, product: string): Promise<FieldIssue[]>;
  /** Why a valid draft cannot go live now; null when it can. */
  publishRefusal?(document: D): string | null;
  /**
   * Takes a live document down (its row locked by the caller's transaction). Without it, the
   * store unpublishes it at its address.
   */
  unpublish?(
    tx: Transaction,
    actor: StaffActor,
    row: PageRow,
    client: string | null,
  ): Promise<WriteOutcome>;
  /** What a visitor's page at its address draws (placeholders filled); without it, no page. */
  render?(id: string, document: D): Rendered;
  /** What the site search holds for it (placeholders filled); without it, nothing. */
  searchText?(
    document: D,
    context: { menus: () => Promise<MenusDocument | null> },
  ): Promise<SearchText | null>;
  /** Kinds whose search entries a publish of it changes (the menus: every page's area). */
  reindexes?: readonly DocumentKind[];
  /** Adds its live document (placeholders filled) to what sections and the chrome draw. */
  catalogue?(parts: CatalogueParts, id: string, document: D): void;
}
