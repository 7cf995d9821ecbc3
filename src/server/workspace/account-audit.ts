/**
 * Audit entries about one staff account: the record is always the account, whoever acts on
 * it (its owner from /admin/account, an admin from /admin/staff, an operator's command).
 */
import "server-only";
import { audit, type Actor, type AuditEntry } from "../audit";
import type { Queryable } from "../db/client";

export function auditAccount(
  db: Queryable,
  actor: Actor,
  accountId: string,
  entry: Omit<AuditEntry, "recordKind" | "recordId">,
): Promise<void> {
  return audit(db, actor, { ...entry, recordKind: "staff", recordId: accountId });
}
