/**
 * Reading the audit log for /admin/audit: newest first, a page at a time, filtered by
 * action, actor, record id and a date range. Read-only: nothing here (or anywhere in the
 * workspace) edits or deletes entries.
 */
import "server-only";
import { and, asc, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import type { AuditFilters, AuditRow } from "@/lib/workspace/audit";

export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | undefined): Date | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Escapes LIKE's wildcards, so a filter matches what was typed. */
function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Filters as they arrive in a query string, trimmed and bounded. */
export function parseAuditFilters(
  query: Record<string, string | string[] | undefined>,
): AuditFilters {
  const one = (key: string) => {
    const value = query[key];
    return (typeof value === "string" ? value : "").trim().slice(0, 200) || undefined;
  };
  const page = Number.parseInt(one("page") ?? "1", 10);
  return {
    action: one("action"),
    actor: one("actor"),
    recordId: one("record"),
    from: day(one("from")) ? one("from") : undefined,
    to: day(one("to")) ? one("to") : undefined,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

export async function readAuditLog(
  db: Database,
  filters: AuditFilters,
): Promise<{ rows: AuditRow[]; page: number; hasMore: boolean }> {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.actor) where.push(ilike(auditLog.actor, likeText(filters.actor)));
  if (filters.recordId) where.push(eq(auditLog.recordId, filters.recordId));
  const from = day(filters.from);
  if (from) where.push(gte(auditLog.at, from));
  const to = day(filters.to);
  if (to) where.push(lt(auditLog.at, new Date(to.getTime() + 24 * 60 * 60 * 1000)));
  const page = filters.page ?? 1;
  // One row more than a page tells whether there is a next one, without counting them all.
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    rows: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      recordKind: row.recordKind,
      recordId: row.recordId,
      fields: row.fields,
      client: row.client,
      detail: row.detail,
    })),
    page,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** The actions that occur in the log, for the filter's choices. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
