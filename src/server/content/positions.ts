/**
 * Open positions (issue 38): which are open for applications, closing one (by hand, after a
 * hire, or by its closing date through the job runner), and the list the workspace filters
 * applications by. A position is a document of the content store like a page; closing takes it
 * off the site but keeps its address, which answers 410 with what is open instead.
 */
import "server-only";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { positionDocumentSchema, type PositionDocument } from "@/content/documents";
import type { FormQuestion } from "@/lib/forms/screening";
import { instantFromLocal } from "@/lib/time/zoned";
import type { Actor } from "../audit";
import type { Database, Queryable, Transaction } from "../db/client";
import { applications, contentPages, contentRevisions } from "../db/schema";
import { livePagesWithSection, NO_SCHEDULE, takeDownIn } from "./kind-rules";

export interface LivePosition {
  id: string;
  path: string;
  document: PositionDocument;
}

/** Every open position with its live document, oldest first. */
export async function livePositions(db: Queryable): Promise<LivePosition[]> {
  const rows = await db
    .select({
      id: contentPages.id,
      path: contentPages.publishedPath,
      document: contentRevisions.document,
    })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(
      and(
        eq(contentPages.kind, "position"),
        isNull(contentPages.unpublishedAt),
        isNull(contentPages.closedAt),
      ),
    )
    .orderBy(contentPages.createdAt);
  const found: LivePosition[] = [];
  for (const row of rows) {
    const parsed = positionDocumentSchema.safeParse(row.document);
    if (parsed.success && row.path)
      found.push({ id: row.id, path: row.path, document: parsed.data });
  }
  return found;
}

export interface PositionForApplication {
  id: string;
  title: string;
  path: string;
  questions: FormQuestion[];
  hiringOwnerEmail: string | null;
}

/** The open position an application names, or null when it is closed, a draft or unknown. */
export async function openPositionFor(
  db: Queryable,
  id: string,
): Promise<PositionForApplication | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ path: contentPages.publishedPath, document: contentRevisions.document })
    .from(contentPages)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentPages.publishedRevisionId))
    .where(
      and(
        eq(contentPages.id, id),
        eq(contentPages.kind, "position"),
        isNull(contentPages.unpublishedAt),
        isNull(contentPages.closedAt),
      ),
    );
  if (!row?.path) return null;
  const parsed = positionDocumentSchema.safeParse(row.document);
  if (!parsed.success) return null;
  return {
    id,
    title: parsed.data.title,
    path: row.path,
    questions: parsed.data.questions.map(({ question, kind, required }) => ({
      question,
      kind,
      required,
    })),
    hiringOwnerEmail: parsed.data.hiringOwnerEmail ?? null,
  };
}

/** The instant a position with closing date `closes` stops taking applications: that day's end. */
export function closingInstant(closes: string, timeZone: string): Date | null {
  const start = new Date(`${closes}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return null;
  const next = new Date(start.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return instantFromLocal(`${next}T00:00`, timeZone);
}

/** The pages a position's publish or closing changes: those listing open positions. */
export function positionAffectedPaths(db: Queryable): Promise<string[]> {
  return livePagesWithSection(db, "openPositions");
}

export type CloseReason = "manual" | "hired" | "expired";

export type CloseOutcome =
  { ok: true; message: string; changedPaths: string[] } | { ok: false; message: string };

/** Closes an open position inside `tx`: off the site, its address kept for the 410 page. */
export async function closePositionIn(
  tx: Transaction,
  actor: Actor,
  input: { pageId: string; reason: CloseReason; client?: string | null; now?: Date },
): Promise<CloseOutcome> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.id, input.pageId), eq(contentPages.kind, "position")))
    .for("update");
  if (!row) return { ok: false, message: "This position no longer exists." };
  if (!row.publishedRevisionId || row.closedAt || row.unpublishedAt || !row.publishedPath) {
    return { ok: false, message: "This position is not open." };
  }
  const now = input.now ?? new Date();
  await takeDownIn(
    tx,
    actor,
    row.id,
    // A schedule would open it again unasked.
    { closedAt: now, unpublishedAt: now, ...NO_SCHEDULE },
    {
      action: "position.close",
      recordKind: "position",
      client: input.client ?? null,
      detail: { path: row.publishedPath, reason: input.reason },
    },
  );
  return {
    ok: true,
    message:
      input.reason === "hired"
        ? "The position is closed: its page now says it is no longer open."
        : "Closed: its page now says the position is no longer open, and lists what is.",
    changedPaths: [row.publishedPath, ...(await positionAffectedPaths(tx))],
  };
}

export async function closePosition(
  db: Database,
  actor: Actor,
  input: { pageId: string; reason: CloseReason; client?: string | null; now?: Date },
): Promise<CloseOutcome> {
  return db.transaction((tx) => closePositionIn(tx, actor, input));
}

/**
 * Closes every open position whose closing date has ended in the site's time zone (the job
 * runner's `position-expiry`). Answers the paths that changed.
 */
export async function closeExpiredPositions(
  db: Database,
  timeZone: string,
  now = new Date(),
): Promise<{ closed: string[]; changedPaths: string[] }> {
  const closed: string[] = [];
  const changedPaths: string[] = [];
  for (const position of await livePositions(db)) {
    const closes = position.document.closes;
    if (!closes) continue;
    const end = closingInstant(closes, timeZone);
    if (!end || end.getTime() > now.getTime()) continue;
    const outcome = await closePosition(
      db,
      { kind: "system" },
      {
        pageId: position.id,
        reason: "expired",
        now,
      },
    );
    // Another process closed it a moment ago: nothing to do.
    if (!outcome.ok) continue;
    closed.push(position.id);
    changedPaths.push(...outcome.changedPaths);
  }
  return { closed, changedPaths: [...new Set(changedPaths)] };
}

export interface PositionOption {
  id: string;
  title: string;
  state: "draft" | "open" | "closed";
}

/** Every position, whatever its state, for the workspace's filters; open ones first. */
export async function positionOptions(db: Queryable): Promise<PositionOption[]> {
  const rows = await db
    .select({
      id: contentPages.id,
      draft: contentPages.draft,
      publishedRevisionId: contentPages.publishedRevisionId,
      unpublishedAt: contentPages.unpublishedAt,
      closedAt: contentPages.closedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.kind, "position"));
  const order = { open: 0, draft: 1, closed: 2 } as const;
  return rows
    .map((row) => {
      const title = (row.draft as { title?: unknown }).title;
      const state: PositionOption["state"] =
        row.closedAt || row.unpublishedAt ? "closed" : row.publishedRevisionId ? "open" : "draft";
      return {
        id: row.id,
        title: typeof title === "string" && title ? title : "(untitled)",
        state,
      };
    })
    .sort((a, b) => order[a.state] - order[b.state] || a.title.localeCompare(b.title));
}

/** The paths of closed positions (410 at each), as stored. */
export async function closedPositionPaths(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ path: contentPages.publishedPath })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.kind, "position"),
        isNotNull(contentPages.closedAt),
        isNotNull(contentPages.publishedPath),
      ),
    );
  return rows.map((row) => row.path!);
}

/** How many applications (spam aside) each position has, for the studio's list. */
export async function applicationCounts(db: Queryable): Promise<Map<string, number>> {
  const rows = await db
    .select({ positionId: applications.positionId, count: count() })
    .from(applications)
    .where(and(isNotNull(applications.positionId), isNull(applications.spamReason)))
    .groupBy(applications.positionId);
  return new Map(rows.map((row) => [row.positionId!, Number(row.count)]));
}
