/**
 * The pages of the site in the database (issue 36, decision 0053): drafts, publishing,
 * revisions, restore, unpublish and redirects. Every write runs in one transaction and is
 * checked by the same zod schema that checks a render. Who may call what is decided by the
 * callers (studio actions check the role); this module decides what is allowed of content.
 */
import "server-only";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DocumentKind } from "@/content/documents";
import { titleOf } from "@/content/kinds";
import { type PageContent, type PageInput } from "@/content/schema";
import { fillText } from "@/content/tokens";
import { audit, type Actor } from "../audit";
import type { Database, Queryable, Transaction } from "../db/client";
import { contentPages, contentRedirects, contentRevisions } from "../db/schema";
import { mediaProblems } from "../media/library";
import { NO_SCHEDULE } from "./kind-rules";
import { siteKinds, type KindRegistry } from "./kinds";
import type { FieldIssue, StaffActor, WriteOutcome } from "./kinds/types";
import { pathKey, pathShapeProblem, routeTakes } from "./paths";
import { indexPageIn } from "../search/index-writer";

export type { FieldIssue, WriteOutcome } from "./kinds/types";

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const nullIfEmpty = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

/** Whether a stored document still passes its kind's schema. */
export function validDocument(kind: string, document: unknown, kinds = siteKinds): boolean {
  return kinds.kind(kind).check(document).ok;
}

/** Kinds whose documents have an address of the site (a `path` field). */
export const hasAddress = (kind: string, kinds = siteKinds) =>
  kinds.kind(kind).module.address.type === "path";

/** Internal paths a document links to (hrefs and card targets), without fragments. */
export function linkedPaths(document: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key?: string) => {
    if (typeof value === "string") {
      if ((key === "href" || key === "canonicalPath") && value.startsWith("/")) {
        found.add(value.split("#")[0]!);
      }
    } else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) if (k !== "path") walk(v, k);
    }
  };
  walk(document);
  return [...found];
}

// --- Reading --------------------------------------------------------------------------

export interface PageSummary {
  id: string;
  path: string;
  title: string;
  status: "draft" | "published" | "changed" | "unpublished";
  locked: boolean;
  draftSavedAt: Date;
  draftSavedBy: string;
  /** The live revision no longer passes the schema: visitors get an older one. */
  needsAttention: boolean;
  /** When the draft is scheduled to go live. */
  scheduledAt: Date | null;
}

function statusOf(row: {
  publishedRevisionId: string | null;
  unpublishedAt: Date | null;
  publishedDraftVersion: number | null;
  draftVersion: number;
}): PageSummary["status"] {
  if (!row.publishedRevisionId) return "draft";
  if (row.unpublishedAt) return "unpublished";
  return row.publishedDraftVersion === row.draftVersion ? "published" : "changed";
}

export async function listPages(
  db: Queryable,
  search = "",
  kind: DocumentKind = "page",
  kinds: KindRegistry = siteKinds,
): Promise<PageSummary[]> {
  const rows = await db
    .select({
      kind: contentPages.kind,
      id: contentPages.id,
      path: contentPages.path,
      locked: contentPages.locked,
      draft: contentPages.draft,
      draftVersion: contentPages.draftVersion,
      draftSavedAt: contentPages.draftSavedAt,
      draftSavedBy: contentPages.draftSavedBy,
      publishedDraftVersion: contentPages.publishedDraftVersion,
      publishedRevisionId: contentPages.publishedRevisionId,
      unpublishedAt: contentPages.unpublishedAt,
      scheduledAt: contentPages.scheduledAt,
      live: contentRevisions.document,
    })
    .from(contentPages)
    .leftJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(eq(contentPages.kind, kind))
    .orderBy(contentPages.path);
  const needle = search.trim().toLowerCase();
  return rows
    .map((row) => {
      return {
        id: row.id,
        path: row.path,
        title: titleOf(kinds.kind(row.kind).module, row.draft),
        status: statusOf(row),
        locked: row.locked,
        draftSavedAt: row.draftSavedAt,
        draftSavedBy: row.draftSavedBy,
        needsAttention: row.live !== null && !validDocument(row.kind, row.live, kinds),
        scheduledAt: row.scheduledAt,
      };
    })
    .filter(
      (page) =>
        !needle ||
        page.path.toLowerCase().includes(needle) ||
        page.title.toLowerCase().includes(needle),
    );
}

export async function getPageRecord(db: Queryable, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row ?? null;
}

export async function listRevisions(db: Queryable, pageId: string) {
  return db
    .select({
      id: contentRevisions.id,
      number: contentRevisions.number,
      publishedAt: contentRevisions.publishedAt,
      publishedBy: contentRevisions.publishedBy,
      note: contentRevisions.note,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.pageId, pageId))
    .orderBy(desc(contentRevisions.number));
}

export async function getRevision(db: Queryable, pageId: string, number: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.pageId, pageId), eq(contentRevisions.number, number)));
  return row ?? null;
}

/** Every published page's path and live document (sitemap, link checks). */
export async function publishedDocuments(db: Queryable) {
  return db
    .select({
      id: contentPages.id,
      path: contentPages.publishedPath,
      locked: contentPages.locked,
      document: contentRevisions.document,
      publishedAt: contentRevisions.publishedAt,
    })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(and(isNotNull(contentPages.publishedPath), isNull(contentPages.unpublishedAt)));
}

// --- Paths ----------------------------------------------------------------------------

/**
 * Why `path` cannot be this page's (null: it can): its shape, a route of the app, another
 * page's draft or live path, or a redirect that does not lead to this page.
 */
async function pathProblem(
  db: Queryable,
  path: string,
  pageId: string | null,
  product: string,
  kinds: KindRegistry = siteKinds,
  kind = "page",
): Promise<string | null> {
  // A kind may have addresses of its own shape (positions live under /jobs/); else one segment.
  const address = kinds.kind(kind).module.address;
  const shape =
    address.type === "path" && address.shape
      ? (address.shape.safeParse(path).error?.issues[0]?.message ?? null)
      : pathShapeProblem(path);
  if (shape) return shape;
  const filled = fillText(path, { "{product}": product });
  if (routeTakes(filled))
    return `${filled} is a page of the workspace or the site's own; choose another path`;
  const key = pathKey(filled);
  const others = await db
    .select({ id: contentPages.id, path: contentPages.path, published: contentPages.publishedPath })
    .from(contentPages);
  for (const other of others) {
    if (other.id === pageId) continue;
    const taken = [other.path, other.published].filter((p): p is string => !!p);
    if (taken.some((p) => pathKey(fillText(p, { "{product}": product })) === key)) {
      return `${filled} is already the path of another page (${other.path})`;
    }
  }
  const redirects = await db.select().from(contentRedirects);
  for (const redirect of redirects) {
    if (pathKey(fillText(redirect.fromPath, { "{product}": product })) !== key) continue;
    const own = pageId ? others.find((o) => o.id === pageId) : undefined;
    const leadsHere = own && [own.path, own.published].includes(redirect.toPath);
    if (!leadsHere)
      return `${filled} is redirected to ${redirect.toPath}; remove that redirect first`;
  }
  return null;
}

// --- Writing --------------------------------------------------------------------------

/** Locks the page's row for the transaction and answers a conflict if the draft moved on. */
async function lockForWrite(tx: Queryable, pageId: string, baseVersion: number | null) {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(eq(contentPages.id, pageId))
    .for("update");
  if (!row) return { row: null, conflict: null } as const;
  if (baseVersion !== null && row.draftVersion !== baseVersion) {
    return {
      row,
      conflict: `${row.draftSavedBy} saved a newer draft of this page at ${when(row.draftSavedAt)}. Your changes are still in the form: copy what you need, reload the page to see theirs, then make your changes again.`,
    } as const;
  }
  return { row, conflict: null } as const;
}

const invalid = (issues: FieldIssue[]): WriteOutcome => ({
  ok: false,
  kind: "invalid",
  issues,
  message: `The draft was not saved: ${issues.length === 1 ? "one field needs" : `${issues.length} fields need`} attention.`,
});

export async function saveDraft(
  db: Database,
  actor: StaffActor,
  input: { pageId: string; baseVersion: number; document: unknown; product: string },
  kinds: KindRegistry = siteKinds,
): Promise<WriteOutcome> {
  const [current] = await db
    .select({ kind: contentPages.kind })
    .from(contentPages)
    .where(eq(contentPages.id, input.pageId));
  if (!current) return { ok: false, kind: "missing", message: "This page no longer exists." };
  const kind = kinds.kind(current.kind);
  const checked = kind.check(input.document);
  if (!checked.ok) return invalid(checked.issues);
  const problems = nullIfEmpty(await kind.problems(db, input.document, input.product));
  if (problems) return invalid(problems);
  const document = checked.document;
  return db.transaction(async (tx) => {
    const { row, conflict } = await lockForWrite(tx, input.pageId, input.baseVersion);
    if (!row) return { ok: false, kind: "missing", message: "This page no longer exists." };
    if (conflict) return { ok: false, kind: "conflict", message: conflict };
    // In the transaction that writes, so a picture cannot be deleted between check and write.
    const missingMedia = nullIfEmpty(await mediaProblems(tx, document));
    if (missingMedia) return invalid(missingMedia);
    // Pages carry their address, a case study its key; the menus' key is fixed.
    const address = kind.module.address;
    const path =
      address.type === "path"
        ? String(document.path)
        : address.type === "key"
          ? `${address.prefix}${String(document[address.field])}`
          : row.path;
    if (address.type === "key" && path !== row.path) {
      return invalid([{ path: [address.field], message: address.fixed }]);
    }
    if (path !== row.path) {
      if (row.locked) {
        return invalid([
          {
            path: ["path"],
            message: "This page is in the site's route table: its path cannot change",
          },
        ]);
      }
      const problem = await pathProblem(tx, path, row.id, input.product, kinds, kind.name);
      if (problem) return invalid([{ path: ["path"], message: problem }]);
    }
    const version = row.draftVersion + 1;
    await tx
      .update(contentPages)
      .set({
        draft: stored(document),
        path,
        draftVersion: version,
        draftSavedAt: new Date(),
        draftSavedById: actor.id,
        draftSavedBy: actor.name,
      })
      .where(eq(contentPages.id, row.id));
    // A new draft path must reach every instance's path index, or its preview would 404.
    const moved = path !== row.path ? [fillText(path, { "{product}": input.product })] : [];
    return { ok: true, version, message: "Draft saved.", changedPaths: moved };
  });
}

/** The document as the schema reads it back (defaults written out), as plain JSON. */
function stored(
  document: PageContent | PageInput | Record<string, unknown>,
): Record<string, unknown> {
  return JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
}

/** A path or key made from a title: "Cloud migration, step by step" → cloud-migration-step-by-step. */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

export async function createPage(
  db: Database,
  actor: StaffActor,
  input: {
    kind?: string;
    path: string;
    title: string;
    product: string;
    client?: string;
  },
  kinds: KindRegistry = siteKinds,
): Promise<
  { ok: true; id: string; path: string } | { ok: false; field: "path" | "title"; message: string }
> {
  const kind = kinds.kind(input.kind ?? "page");
  const { address, create, words } = kind.module;
  if (!create) throw new Error(`A document of the kind “${kind.name}” cannot be created`);
  const title = input.title.trim();
  if (!title) return { ok: false, field: "title", message: `Enter the ${words.singular}'s title` };
  // An address, or a key, defaults to one made from the title where the kind says how.
  const typed = input.path.trim();
  const path =
    address.type === "key"
      ? address.fromTitle(slugOf(title))
      : address.type === "fixed"
        ? address.key
        : typed || (address.fromTitle ? address.fromTitle(slugOf(title)) : "");
  return db.transaction(async (tx) => {
    if (address.type === "path") {
      const problem = await pathProblem(tx, path, null, input.product, kinds, kind.name);
      if (problem) return { ok: false, field: "path", message: problem } as const;
    } else {
      const [taken] = await tx
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(eq(contentPages.path, path));
      if (taken) {
        const message = address.type === "key" ? address.taken : "It already exists";
        return { ok: false, field: "title", message } as const;
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    const draft = create.firstDraft({ title, address: path, today });
    const [row] = await tx
      .insert(contentPages)
      // The column is text: a registry may hold kinds beyond the site's own (the tests' kind).
      .values({
        kind: kind.name as DocumentKind,
        path,
        draft,
        draftSavedById: actor.id,
        draftSavedBy: actor.name,
      })
      .returning({ id: contentPages.id });
    await audit(tx, actor, {
      action: "content.create",
      recordKind: kind.name,
      recordId: row!.id,
      client: input.client ?? null,
      detail: { path },
    });
    return { ok: true, id: row!.id, path } as const;
  });
}

/**
 * Saves `document` (when given) and makes it live: a new revision, the page's live path, and a
 * permanent redirect from the old live path when it moved. Answers the paths to revalidate.
 */
export async function publishPage(
  db: Database,
  actor: StaffActor,
  input: {
    pageId: string;
    baseVersion: number;
    document: unknown;
    note: string;
    product: string;
    client?: string;
  },
  kinds: KindRegistry = siteKinds,
): Promise<WriteOutcome> {
  const saved = await saveDraft(db, actor, input, kinds);
  if (!saved.ok) return saved;
  return db.transaction((tx) =>
    publishDraftIn(
      tx,
      { id: actor.id, name: actor.name, audit: actor },
      {
        pageId: input.pageId,
        version: saved.version,
        note: input.note,
        product: input.product,
        client: input.client,
      },
      kinds,
    ),
  );
}

/** Who a publish is recorded as: a member of staff, or the job runner for whoever scheduled it. */
export interface Publisher {
  id: string | null;
  name: string;
  audit: Actor;
}

/**
 * Makes draft `version` of a document live inside `tx`: a new revision and, for pages and
 * posts, the live path (with a redirect from the old one). Also used by scheduled publishing.
 */
export async function publishDraftIn(
  tx: Transaction,
  publisher: Publisher,
  input: { pageId: string; version: number; note: string; product: string; client?: string | null },
  kinds: KindRegistry = siteKinds,
): Promise<WriteOutcome> {
  const { row, conflict } = await lockForWrite(tx, input.pageId, input.version);
  if (!row) return { ok: false, kind: "missing", message: "This page no longer exists." };
  if (conflict) return { ok: false, kind: "conflict", message: conflict };
  const kind = kinds.kind(row.kind);
  const parsed = kind.check(row.draft);
  if (!parsed.ok) {
    return {
      ok: false,
      kind: "refused",
      message: "The saved draft does not pass the checks: open it, correct it and publish again.",
    };
  }
  const document = parsed.document;
  // A draft restored from an old revision may name a picture deleted since.
  if ((await mediaProblems(tx, document)).length > 0) {
    return {
      ok: false,
      kind: "refused",
      message:
        "The saved draft names a picture that is no longer in the media library: open it, choose another and publish again.",
    };
  }
  const refusal = kind.publishRefusal(document);
  if (refusal) return { ok: false, kind: "refused", message: refusal };
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${contentRevisions.number}), 0)` })
    .from(contentRevisions)
    .where(eq(contentRevisions.pageId, row.id));
  const number = Number(last?.number ?? 0) + 1;
  const note = input.note.trim().slice(0, 500) || null;
  const [revision] = await tx
    .insert(contentRevisions)
    .values({
      pageId: row.id,
      number,
      document: stored(document),
      publishedById: publisher.id,
      publishedBy: publisher.name,
      note,
    })
    .returning({ id: contentRevisions.id });
  const changedPaths: string[] = [];
  let previous: string | null = null;
  const path = hasAddress(kind.name, kinds) ? String(document.path) : null;
  if (path) {
    previous = row.unpublishedAt ? null : row.publishedPath;
    changedPaths.push(path);
    if (previous && previous !== path) {
      changedPaths.push(previous);
      // The old address keeps working; a redirect that pointed at it now points further on.
      await tx
        .update(contentRedirects)
        .set({ toPath: path })
        .where(eq(contentRedirects.toPath, previous));
      await tx
        .insert(contentRedirects)
        .values({
          fromPath: previous,
          toPath: path,
          createdBy: publisher.name,
          origin: "path-change",
        })
        .onConflictDoNothing();
    }
    // A page now lives where a redirect started: the page wins.
    await tx
      .delete(contentRedirects)
      .where(sql`lower(${contentRedirects.fromPath}) = lower(${path})`);
  }
  await tx
    .update(contentPages)
    .set({
      publishedPath: path,
      publishedRevisionId: revision!.id,
      publishedDraftVersion: row.draftVersion,
      unpublishedAt: null,
      // Publishing a closed position opens it again.
      closedAt: null,
      // Publishing by hand settles a schedule of the same draft.
      ...NO_SCHEDULE,
    })
    .where(eq(contentPages.id, row.id));
  await audit(tx, publisher.audit, {
    action: "content.publish",
    recordKind: kind.name,
    recordId: row.id,
    client: input.client ?? null,
    detail: { path: path ?? row.path, revision: number, from: previous ?? null },
  });
  changedPaths.push(...(await kind.affectedPaths(tx, row.path)));
  await indexPageIn(tx, row.id, kinds);
  return {
    ok: true,
    version: row.draftVersion,
    message: `Published as revision ${number}. Visitors see it within seconds.`,
    changedPaths: [
      ...new Set(changedPaths.map((p) => fillText(p, { "{product}": input.product }))),
    ],
  };
}

/** Pages and menus that link to `path` (filled paths, compared without regard to case). */
export async function linksTo(
  db: Queryable,
  path: string,
  product: string,
  menuLinks: { href: string; label: string }[],
): Promise<string[]> {
  const key = pathKey(fillText(path, { "{product}": product }));
  const fill = (p: string) => pathKey(fillText(p, { "{product}": product }));
  const found: string[] = [];
  for (const page of await publishedDocuments(db)) {
    if (!page.path || fill(page.path) === key) continue;
    if (linkedPaths(page.document).some((link) => fill(link) === key)) {
      found.push(`the page ${fillText(page.path, { "{product}": product })}`);
    }
  }
  for (const link of menuLinks) {
    if (fill(link.href.split("#")[0]!) === key) found.push(`the menu link "${link.label}"`);
  }
  return found;
}

export async function unpublishPage(
  db: Database,
  actor: StaffActor,
  input: {
    pageId: string;
    product: string;
    menuLinks: { href: string; label: string }[];
    client?: string;
  },
  kinds: KindRegistry = siteKinds,
): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const { row } = await lockForWrite(tx, input.pageId, null);
    if (!row) return { ok: false, kind: "missing", message: "This page no longer exists." };
    // A kind may take its documents down its own way (a position is closed), or refuse to.
    const kind = kinds.kind(row.kind);
    if (kind.unpublish) return kind.unpublish(tx, actor, row, input.client ?? null);
    if (!row.publishedPath || row.unpublishedAt) {
      return { ok: false, kind: "refused", message: "This page is not published." };
    }
    if (row.locked) {
      return {
        ok: false,
        kind: "refused",
        message:
          "This page is in the site's route table and cannot be unpublished. Edit it and publish the changes instead.",
      };
    }
    const linking = await linksTo(tx, row.publishedPath, input.product, input.menuLinks);
    if (linking.length > 0) {
      return {
        ok: false,
        kind: "refused",
        message: `This page cannot be unpublished while ${linking.join(", ")} link${linking.length === 1 ? "s" : ""} to it. Remove those links first.`,
      };
    }
    const path = row.publishedPath;
    await tx
      .update(contentPages)
      .set({ unpublishedAt: new Date(), publishedPath: null })
      .where(eq(contentPages.id, row.id));
    const alsoChanged = await kind.affectedPaths(tx, row.path);
    await indexPageIn(tx, row.id, kinds);
    await audit(tx, actor, {
      action: "content.unpublish",
      recordKind: "page",
      recordId: row.id,
      client: input.client ?? null,
      detail: { path },
    });
    return {
      ok: true,
      version: row.draftVersion,
      message: "Unpublished: visitors now get “page not found” there.",
      changedPaths: [path, ...alsoChanged].map((p) => fillText(p, { "{product}": input.product })),
    };
  });
}

/** A new draft made from a revision (what is live does not change until it is published). */
export async function restoreRevision(
  db: Database,
  actor: StaffActor,
  input: { pageId: string; number: number; baseVersion: number; product: string; client?: string },
): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const { row, conflict } = await lockForWrite(tx, input.pageId, input.baseVersion);
    if (!row) return { ok: false, kind: "missing", message: "This page no longer exists." };
    if (conflict) return { ok: false, kind: "conflict", message: conflict };
    const revision = await getRevision(tx, row.id, input.number);
    if (!revision) return { ok: false, kind: "missing", message: "That revision does not exist." };
    const document = revision.document as Record<string, unknown>;
    // The page keeps its own path if the revision was published at another one.
    const restored =
      row.locked && hasAddress(row.kind) ? { ...document, path: row.path } : document;
    if (hasAddress(row.kind) && restored.path !== row.path) {
      const problem = await pathProblem(
        tx,
        String(restored.path),
        row.id,
        input.product,
        siteKinds,
        row.kind,
      );
      if (problem) restored.path = row.path;
    }
    const version = row.draftVersion + 1;
    await tx
      .update(contentPages)
      .set({
        draft: restored,
        path: hasAddress(row.kind) ? String(restored.path) : row.path,
        draftVersion: version,
        draftSavedAt: new Date(),
        draftSavedById: actor.id,
        draftSavedBy: actor.name,
      })
      .where(eq(contentPages.id, row.id));
    await audit(tx, actor, {
      action: "content.restore",
      recordKind: "page",
      recordId: row.id,
      client: input.client ?? null,
      detail: { revision: input.number },
    });
    return {
      ok: true,
      version,
      message: `Revision ${input.number} is now the draft. Publish it to make it live.`,
      changedPaths: [],
    };
  });
}

// --- Redirects ------------------------------------------------------------------------

export async function listRedirects(db: Queryable) {
  return db.select().from(contentRedirects).orderBy(contentRedirects.fromPath);
}

export async function addRedirect(
  db: Database,
  actor: StaffActor,
  input: { from: string; to: string; product: string; client?: string },
): Promise<{ ok: true } | { ok: false; field: "from" | "to"; message: string }> {
  const from = input.from.trim();
  const to = input.to.trim();
  const shape = pathShapeProblem(from);
  if (shape) return { ok: false, field: "from", message: shape };
  if (!/^\/[A-Za-z0-9-]*(#[a-z0-9-]+)?$/.test(to) && !/^https:\/\/\S+$/.test(to)) {
    return {
      ok: false,
      field: "to",
      message: "Enter a path of this site (/about) or an https:// address",
    };
  }
  if (pathKey(from) === pathKey(to)) {
    return { ok: false, field: "to", message: "A redirect cannot lead to itself" };
  }
  return db.transaction(async (tx) => {
    const problem = await pathProblem(tx, from, null, input.product);
    if (problem) return { ok: false, field: "from", message: problem } as const;
    await tx
      .insert(contentRedirects)
      .values({ fromPath: from, toPath: to, createdBy: actor.name, origin: "manual" });
    await audit(tx, actor, {
      action: "content.redirect.add",
      recordKind: "redirect",
      client: input.client ?? null,
      detail: { from, to },
    });
    return { ok: true } as const;
  });
}

export async function removeRedirect(
  db: Database,
  actor: StaffActor,
  input: { id: string; client?: string },
): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contentRedirects)
      .where(eq(contentRedirects.id, input.id))
      .returning();
    if (!row) return null;
    await audit(tx, actor, {
      action: "content.redirect.remove",
      recordKind: "redirect",
      recordId: row.id,
      client: input.client ?? null,
      detail: { from: row.fromPath, to: row.toPath },
    });
    return row.fromPath;
  });
}
