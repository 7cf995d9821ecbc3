/** What /admin/audit shows: one page of the log under its filters, and the actions to filter by. */
import "server-only";
import { requireContext } from "../context";
import { auditActions, parseAuditFilters, readAuditLog } from "./audit-log";

export async function loadAuditPage(query: Record<string, string | string[] | undefined>) {
  const filters = parseAuditFilters(query);
  const { database, settings } = await requireContext();
  const [{ rows, page, hasMore }, actions] = await Promise.all([
    readAuditLog(database.db, filters),
    auditActions(database.db),
  ]);
  return { filters, rows, page, hasMore, actions, keptMonths: settings.retention.auditMonths };
}
