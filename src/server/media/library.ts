/**
 * The media library (issue 37, decision 0054): listing, upload, editing and deletion of images
 * and videos, their files for the public site, and the library as pages draw it (held by
 * src/server/content/site-caches.ts and installed into src/content/media, so components stay
 * free of server code).
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import mediaWidths from "@/components/ui/media-widths.json";
import { documentTitle, type DocumentKind } from "@/content/documents";
import { contentKinds } from "@/content/kinds";
import type { MediaItem } from "@/content/media";
import { audit, type Actor } from "../audit";
import { draftColumns } from "../content/kind-rules";
import type { Database, Queryable, Transaction } from "../db/client";
import { contentPages, contentRevisions, mediaAssets, mediaFiles } from "../db/schema";
import { versionedMediaSrc } from "./bundled-versions";
import { processUpload, UPLOAD_MESSAGES } from "./process-upload";
import { mediaReferences, type MediaReference } from "./references";

type StaffActor = Extract<Actor, { kind: "staff" }>;

export const ALT_MAX = 250;

// --- The copy pages draw from ----------------------------------------------------------------

/** What pages draw: the bundled files under addresses versioned by their bytes. */
function itemOf(row: typeof mediaAssets.$inferSelect): MediaItem {
  return {
    kind: row.kind,
    src: versionedMediaSrc(row.src),
    alt: row.decorative ? "" : row.alt,
    width: row.width,
    height: row.height,
    focalX: row.focalX,
    focalY: row.focalY,
    ...(row.webm ? { webm: versionedMediaSrc(row.webm) } : {}),
    ...(row.poster ? { poster: versionedMediaSrc(row.poster) } : {}),
  };
}

/** The library as pages draw it (a few hundred small rows), for ../content/site-caches.ts. */
export async function loadMediaLibrary(db: Queryable): Promise<ReadonlyMap<string, MediaItem>> {
  const rows = await db.select().from(mediaAssets);
  return new Map(rows.map((row) => [row.id, itemOf(row)]));
}

// --- Where media is used ------------------------------------------------------------------

export interface MediaUse {
  /** What a person reads: "Page /about (live)", "Blog post “…”: cover". */
  label: string;
  /** The studio's editor of it, when there is one. */
  href?: string;
}

/** How the library names a document that uses a picture: in its kind's words. */
function describe(kind: DocumentKind, path: string, draft: unknown): string {
  return contentKinds[kind].words.mediaUse({ path, title: documentTitle(kind, draft) });
}

/**
 * Every use of every media id: the drafts and live revisions of pages, posts and case
 * studies. A live revision counts as much as a draft: deleting its
 * picture would break what visitors see.
 */
export async function mediaUses(db: Queryable): Promise<Map<string, MediaUse[]>> {
  const rows = await db
    .select({ ...draftColumns, live: contentRevisions.document })
    .from(contentPages)
    .leftJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId));
  const uses = new Map<string, MediaUse[]>();
  const add = (id: string, use: MediaUse) => {
    const list = uses.get(id) ?? [];
    if (!list.some((existing) => existing.label === use.label)) list.push(use);
    uses.set(id, list);
  };
  for (const row of rows) {
    const href = `/admin/content/${row.id}`;
    const inDraft = new Set(mediaReferences(row.draft).map((ref) => ref.id));
    const inLive = new Set(row.live ? mediaReferences(row.live).map((ref) => ref.id) : []);
    for (const id of new Set([...inDraft, ...inLive])) {
      const where =
        inDraft.has(id) && inLive.has(id) ? "" : inLive.has(id) ? " (live only)" : " (draft only)";
      add(id, { label: `${describe(row.kind, row.path, row.draft)}${where}`, href });
    }
  }
  return uses;
}

/**
 * Field problems of the media a document names: missing from the library, or not a video.
 * Called inside the transaction that writes the document: the rows it finds stay locked (FOR
 * SHARE) until that commits, and deleteMedia locks its row FOR UPDATE before it counts uses,
 * so a write and a delete of one picture are decided one after the other, never both.
 */
export async function mediaProblems(
  tx: Transaction,
  document: unknown,
): Promise<{ path: (string | number)[]; message: string }[]> {
  const refs = mediaReferences(document);
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const rows = await tx
    .select({ id: mediaAssets.id, kind: mediaAssets.kind })
    .from(mediaAssets)
    .where(sql`${mediaAssets.id} in ${ids}`)
    .for("share");
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  const problems: { path: (string | number)[]; message: string }[] = [];
  for (const ref of refs as MediaReference[]) {
    const kind = kinds.get(ref.id);
    if (!kind) {
      problems.push({
        path: ref.path,
        message: `“${ref.id}” is not in the media library (any more): choose another`,
      });
    } else if (ref.needs === "video" && kind !== "video") {
      problems.push({ path: ref.path, message: "Choose a video: this is an image" });
    }
  }
  return problems;
}

// --- The studio's list ------------------------------------------------------------------------

export interface MediaSummary {
  id: string;
  kind: "image" | "video";
  origin: "bundled" | "upload";
  fileName: string;
  alt: string;
  decorative: boolean;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  /** A small file to show in the studio (the 400 px variant, or a video's poster). */
  thumbnail: string;
  src: string;
  note: string;
  storedBytes: number;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
  uses: MediaUse[];
}

function thumbnailOf(row: { kind: string; src: string; poster: string | null }): string {
  const file = row.kind === "video" && row.poster ? row.poster : row.src;
  const smallest = Math.min(...mediaWidths);
  const bundled = /^\/media\/([^/]+)\.webp$/.exec(file);
  if (bundled) return `/media/_w/${bundled[1]}.${smallest}.webp`;
  const upload = /^\/media\/library\/([0-9a-f]+)\.webp$/.exec(file);
  if (upload) return `/media/library/${upload[1]}.${smallest}.webp`;
  return file;
}

export async function listMedia(
  db: Queryable,
  filter: { search?: string; kind?: "image" | "video" } = {},
): Promise<MediaSummary[]> {
  const [rows, uses] = await Promise.all([
    db
      .select()
      .from(mediaAssets)
      .orderBy(sql`${mediaAssets.createdAt} desc`, mediaAssets.id),
    mediaUses(db),
  ]);
  const needle = (filter.search ?? "").trim().toLowerCase();
  return rows
    .filter((row) => !filter.kind || row.kind === filter.kind)
    .filter(
      (row) =>
        !needle ||
        [row.id, row.fileName, row.alt, row.note].some((value) =>
          value.toLowerCase().includes(needle),
        ),
    )
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      origin: row.origin,
      fileName: row.fileName,
      alt: row.alt,
      decorative: row.decorative,
      width: row.width,
      height: row.height,
      focalX: row.focalX,
      focalY: row.focalY,
      thumbnail: thumbnailOf(row),
      src: row.src,
      note: row.note,
      storedBytes: row.storedBytes,
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      uses: uses.get(row.id) ?? [],
    }));
}

export async function getMediaSummary(db: Queryable, id: string): Promise<MediaSummary | null> {
  const all = await listMedia(db);
  return all.find((item) => item.id === id) ?? null;
}

// --- Writes ---------------------------------------------------------------------------------

export type MediaOutcome =
  | { ok: true; id: string; message: string; notice?: string; changedPaths: string[] }
  | {
      ok: false;
      field?: "file" | "alt" | "focal";
      /** Why a delete was refused, for the page that says it again (its notice code). */
      reason?: "gone" | "in-use";
      message: string;
    };

/** Why an item that documents use cannot be deleted, naming them (its page says it again). */
export function inUseMessage(id: string, uses: readonly MediaUse[]): string {
  return `“${id}” is in use and cannot be deleted: ${uses.map((use) => use.label).join("; ")}. Choose another picture there first.`;
}

/** What a person types as alt text, checked the same way on upload and on edit. */
function altProblem(alt: string, decorative: boolean): string | null {
  if (decorative) return null;
  if (!alt) {
    return "Describe the picture for people who cannot see it, or mark it as decorative";
  }
  if (alt.length > ALT_MAX) return `Keep the description to ${ALT_MAX} characters`;
  return null;
}

/** A readable id from the file's name, plus the start of its hash so it is unique. */
function idFor(fileName: string, hash: string): string {
  const stem = fileName
    .replace(/\.[A-Za-z0-9]+$/, "")
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `${stem || "image"}-${hash.slice(0, 8)}`;
}

const cleanName = (name: string) =>
  name
    .replace(/[\\/]/g, "_")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 120) || "upload";

export async function uploadMedia(
  db: Database,
  actor: StaffActor,
  input: {
    fileName: string;
    bytes: Uint8Array;
    alt: string;
    decorative: boolean;
    client?: string | null;
  },
): Promise<MediaOutcome> {
  const alt = input.alt.trim();
  const problem = altProblem(alt, input.decorative);
  if (problem) return { ok: false, field: "alt", message: problem };
  const processed = await processUpload(input.bytes, mediaWidths);
  if (!processed.ok) return { ok: false, field: "file", message: processed.message };
  const fileName = cleanName(input.fileName);
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: mediaFiles.assetId })
      .from(mediaFiles)
      .where(eq(mediaFiles.hash, processed.hash))
      .limit(1);
    if (same) {
      return {
        ok: false,
        field: "file",
        message: `This picture is already in the library as “${same.id}”.`,
      } as const;
    }
    const id = idFor(fileName, processed.hash);
    const files = [
      { width: processed.width, data: processed.full },
      ...processed.variants.filter((variant) => variant.width !== processed.width),
    ];
    const storedBytes = files.reduce((sum, file) => sum + file.data.byteLength, 0);
    await tx.insert(mediaAssets).values({
      id,
      kind: "image",
      origin: "upload",
      fileName,
      alt: input.decorative ? "" : alt,
      decorative: input.decorative,
      width: processed.width,
      height: processed.height,
      src: `/media/library/${processed.hash}.webp`,
      storedBytes,
      createdBy: actor.name,
      updatedBy: actor.name,
    });
    await tx.insert(mediaFiles).values(
      files.map((file) => ({
        assetId: id,
        hash: processed.hash,
        width: file.width,
        data: file.data,
      })),
    );
    await audit(tx, actor, {
      action: "media.upload",
      recordKind: "media",
      recordId: id,
      client: input.client ?? null,
      detail: { bytes: input.bytes.byteLength, type: processed.sourceType },
    });
    return {
      ok: true,
      id,
      message: `Uploaded as “${id}”.`,
      ...(processed.notice ? { notice: processed.notice } : {}),
      changedPaths: [],
    } as const;
  });
}

/** Live paths of the pages that show `id`: they are drawn again after the picture changes. */
async function livePathsShowing(db: Queryable, id: string): Promise<string[]> {
  const rows = await db
    .select({ path: contentPages.publishedPath, live: contentRevisions.document })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(sql`${contentPages.unpublishedAt} is null`);
  return rows
    .filter((row) => row.path && mediaReferences(row.live).some((ref) => ref.id === id))
    .map((row) => row.path!);
}

export async function updateMedia(
  db: Database,
  actor: StaffActor,
  input: {
    id: string;
    alt: string;
    decorative: boolean;
    focalX: number;
    focalY: number;
    note: string;
    client?: string | null;
  },
): Promise<MediaOutcome> {
  const alt = input.alt.trim();
  const problem = altProblem(alt, input.decorative);
  if (problem) return { ok: false, field: "alt", message: problem };
  const inRange = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;
  if (!inRange(input.focalX) || !inRange(input.focalY)) {
    return {
      ok: false,
      field: "focal",
      message: "Give the focal point as two whole percentages from 0 to 100",
    };
  }
  const updated = await db
    .update(mediaAssets)
    .set({
      alt: input.decorative ? "" : alt,
      decorative: input.decorative,
      focalX: input.focalX,
      focalY: input.focalY,
      note: input.note.trim().slice(0, 500),
      updatedAt: new Date(),
      updatedBy: actor.name,
    })
    .where(eq(mediaAssets.id, input.id))
    .returning({ id: mediaAssets.id });
  if (updated.length === 0) return { ok: false, message: "This item is no longer in the library." };
  await audit(db, actor, {
    action: "media.update",
    recordKind: "media",
    recordId: input.id,
    client: input.client ?? null,
    fields: ["alt", "decorative", "focal", "note"],
  });
  return {
    ok: true,
    id: input.id,
    message: "Saved.",
    changedPaths: await livePathsShowing(db, input.id),
  };
}

export async function deleteMedia(
  db: Database,
  actor: StaffActor,
  input: { id: string; client?: string | null },
): Promise<MediaOutcome> {
  return db.transaction(async (tx): Promise<MediaOutcome> => {
    // Locked before the uses are counted: a save or publish naming it waits, or has committed
    // and is counted (see mediaProblems).
    const [asset] = await tx
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, input.id))
      .for("update");
    if (!asset) {
      return { ok: false, reason: "gone", message: "This item is no longer in the library." };
    }
    const uses = (await mediaUses(tx)).get(input.id) ?? [];
    if (uses.length > 0) {
      return { ok: false, reason: "in-use", message: inUseMessage(input.id, uses) };
    }
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, input.id));
    await audit(tx, actor, {
      action: "media.delete",
      recordKind: "media",
      recordId: input.id,
      client: input.client ?? null,
    });
    return { ok: true, id: input.id, message: `Deleted “${input.id}”.`, changedPaths: [] };
  });
}

// --- Files for the public site --------------------------------------------------------------

/** One stored file by its URL's parts (`<hash>.webp` is the full size), or null. */
export async function mediaFile(
  db: Queryable,
  hash: string,
  width: number | null,
): Promise<Uint8Array | null> {
  const rows = await db
    .select({ data: mediaFiles.data, width: mediaFiles.width, own: mediaAssets.width })
    .from(mediaFiles)
    .innerJoin(mediaAssets, eq(mediaAssets.id, mediaFiles.assetId))
    .where(
      width === null
        ? and(eq(mediaFiles.hash, hash), eq(mediaFiles.width, mediaAssets.width))
        : and(eq(mediaFiles.hash, hash), eq(mediaFiles.width, width)),
    )
    .limit(1);
  return rows[0]?.data ?? null;
}

export { UPLOAD_MESSAGES };
