/**
 * What the audit log's server code (src/server/workspace/audit-log.ts) and its page's
 * components share: the filters, one entry, and the address of a page of the log.
 * Components may not import src/server, so these live here, free of any server code.
 */

export const AUDIT_BASE = "/admin/audit";

/** The log's filters, as the address carries them. */
export interface AuditFilters {
  action?: string;
  /** Part of the actor's e-mail (or "token", "system"). */
  actor?: string;
  recordId?: string;
  /** Calendar days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  page?: number;
}

/** One entry of the log. */
export interface AuditRow {
  id: number;
  at: Date;
  actor: string;
  action: string;
  recordKind: string | null;
  recordId: string | null;
  fields: string[] | null;
  client: string | null;
  detail: Record<string, string | number | boolean | null> | null;
}

/** Page `page` of the log under `filters`, with the query names parseAuditFilters reads. */
export function auditPageHref(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.action) params.set("action", filters.action);
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.recordId) params.set("record", filters.recordId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${AUDIT_BASE}${query ? `?${query}` : ""}`;
}
