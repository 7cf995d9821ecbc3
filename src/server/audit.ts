/**
 * The audit log (table audit_log): who did what to which record, when and from where.
 * Entries name records by id and fields by name, never their values (issue 9), so erasing a
 * person leaves nothing of them here. Nothing in the workspace edits or deletes entries.
 */
import "server-only";
import { auditLog } from "./db/schema";
import type { Queryable } from "./db/client";
import type { AuditAction } from "@/lib/workspace/labels";

/** Who acted: a staff account, the export token, or the system itself. */
export type Actor =
  | { kind: "staff"; id: string; email: string; name: string; role: string }
  | { kind: "token" }
  | { kind: "system" };

export interface AuditEntry {
  /** Its words are in src/lib/workspace/labels.ts (a new action needs them to compile). */
  action: AuditAction;
  recordKind?: string;
  recordId?: string;
  fields?: string[];
  client?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

export function actorLabel(actor: Actor): string {
  return actor.kind === "staff" ? actor.email : actor.kind;
}

export async function audit(db: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.kind === "staff" ? actor.id : null,
    actor: actorLabel(actor),
    action: entry.action,
    recordKind: entry.recordKind ?? null,
    recordId: entry.recordId ?? null,
    fields: entry.fields ?? null,
    client: entry.client ?? null,
    detail: entry.detail ?? null,
  });
}
