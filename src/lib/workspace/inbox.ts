/**
 * What the inbox's server code (src/server/workspace) and its pages' components share: the
 * list filters with their query string, and the mail and history shown with a record.
 * Components may not import src/server, so these live here, free of any server code.
 */

export type RecordKind = "enquiry" | "application";

export interface InboxFilters {
  q: string;
  status: string | null;
  /** YYYY-MM-DD, inclusive, in UTC. */
  from: string | null;
  to: string | null;
  /** A staff id, "none" for unassigned, or null for anyone. */
  assignee: string | null;
  source: string | null;
  page: number;
}

/** The filters as a query string (without the page unless given), for links and the CSV. */
export function filterQuery(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.assignee) params.set("assignee", filters.assignee);
  if (filters.source) params.set("source", filters.source);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A message queued about a record, as its page lists it. */
export interface RecordMail {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** One entry of a record's history: a change, a note, or its rescue from the spam folder. */
export interface RecordEvent {
  id: number;
  createdAt: Date;
  type: "status" | "note" | "assign" | "not_spam";
  fromValue: string | null;
  toValue: string | null;
  body: string | null;
  actorName: string;
}
