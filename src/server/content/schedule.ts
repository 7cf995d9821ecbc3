/**
 * Scheduled publishing (issue 37): "Schedule" records when a document's draft goes live; the
 * job runner's `scheduled-publishing` job publishes what is due, each in one transaction that
 * also clears the schedule, so a publish happens once however many processes run the job (on
 * PostgreSQL the job's advisory lock lets one of them run at a time, and `skip locked` keeps a
 * row another transaction holds out of this run). What is published is the draft as saved at
 * that moment, as the editor says.
 */
import "server-only";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import { documentSchemaFor } from "@/content/documents";
import { audit, type Actor } from "../audit";
import type { Database } from "../db/client";
import { contentPages } from "../db/schema";
import { NO_SCHEDULE } from "./kind-rules";
import { publishDraftIn, type WriteOutcome } from "./page-store";

type StaffActor = Extract<Actor, { kind: "staff" }>;

/** The latest a schedule may be set, from now. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export type ScheduleOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function schedulePublish(
  db: Database,
  actor: StaffActor,
  input: { pageId: string; at: Date; note: string; now?: Date; client?: string | null },
): Promise<ScheduleOutcome> {
  const now = input.now ?? new Date();
  if (Number.isNaN(input.at.getTime())) return { ok: false, message: "Enter a date and a time." };
  if (input.at.getTime() <= now.getTime()) {
    return { ok: false, message: "Choose a time in the future, or publish now." };
  }
  if (input.at.getTime() - now.getTime() > MAX_AHEAD_MS) {
    return { ok: false, message: "Choose a time within a year." };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contentPages)
      .where(eq(contentPages.id, input.pageId))
      .for("update");
    if (!row) return { ok: false, message: "This page no longer exists." };
    if (!documentSchemaFor(row.kind).safeParse(row.draft).success) {
      return {
        ok: false,
        message:
          "The saved draft does not pass the checks: save it without problems first, then schedule it.",
      };
    }
    await tx
      .update(contentPages)
      .set({
        scheduledAt: input.at,
        scheduledVersion: row.draftVersion,
        scheduledById: actor.id,
        scheduledBy: actor.name,
        scheduledNote: input.note.trim().slice(0, 500) || null,
      })
      .where(eq(contentPages.id, row.id));
    await audit(tx, actor, {
      action: "content.schedule",
      recordKind: row.kind,
      recordId: row.id,
      client: input.client ?? null,
      detail: { at: input.at.toISOString(), version: row.draftVersion },
    });
    return { ok: true, message: row.scheduledAt ? "Rescheduled." : "Scheduled." };
  });
}

export async function cancelSchedule(
  db: Database,
  actor: StaffActor,
  input: { pageId: string; client?: string | null },
): Promise<ScheduleOutcome> {
  const cleared = await db
    .update(contentPages)
    .set(NO_SCHEDULE)
    .where(and(eq(contentPages.id, input.pageId), isNotNull(contentPages.scheduledAt)))
    .returning({ id: contentPages.id, kind: contentPages.kind });
  if (cleared.length === 0) return { ok: false, message: "Nothing was scheduled." };
  await audit(db, actor, {
    action: "content.unschedule",
    recordKind: cleared[0]!.kind,
    recordId: input.pageId,
    client: input.client ?? null,
  });
  return { ok: true, message: "The schedule is cancelled: nothing will be published." };
}

export interface DuePublish {
  id: string;
  /** When it was due: the job reports how late it ran. */
  dueAt: Date;
  outcome: WriteOutcome;
}

/** Publishes every document whose time has come; answers what it did, in order. */
export async function publishDue(
  db: Database,
  product: string,
  now = new Date(),
): Promise<DuePublish[]> {
  const done: DuePublish[] = [];
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(contentPages)
        .where(and(isNotNull(contentPages.scheduledAt), lte(contentPages.scheduledAt, now)))
        .orderBy(contentPages.scheduledAt)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      const dueAt = row.scheduledAt!;
      const outcome = await publishDraftIn(
        tx,
        {
          id: row.scheduledById,
          name: row.scheduledBy ?? "Schedule",
          audit: { kind: "system" },
        },
        {
          pageId: row.id,
          version: row.draftVersion,
          note: row.scheduledNote ? `${row.scheduledNote} (scheduled)` : "Scheduled publish",
          product,
        },
      );
      // Published or not, the schedule is spent: a draft that no longer passes its checks is
      // not retried every few seconds, and the audit log says why.
      await tx
        .update(contentPages)
        .set(NO_SCHEDULE)
        .where(eq(contentPages.id, row.id));
      if (!outcome.ok) {
        await audit(
          tx,
          { kind: "system" },
          {
            action: "content.schedule-failed",
            recordKind: row.kind,
            recordId: row.id,
            detail: { reason: outcome.message },
          },
        );
      }
      return { id: row.id, dueAt, outcome };
    });
    if (!result) return done;
    done.push(result);
  }
}
