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
  /**
   * Applications only: a position's id, "none" for open applications (no position), or null
   * for every application.
   */
  position: string | null;
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
  if (filters.position) params.set("position", filters.position);
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

/**
 * Why an application was rejected, in the recruiter's words (the schema's REJECTION_REASONS
 * are the keys; src/server/workspace/pipeline.ts checks that every reason has its label).
 */
export const REJECTION_REASON_LABELS = {
  experience: "Not enough experience",
  skills: "Skills do not match",
  location: "Location",
  salary: "Salary expectations",
  "position-filled": "Position filled",
  "withdrew-interest": "Candidate withdrew interest",
  other: "Other",
} as const satisfies Record<string, string>;

/** A stored reason's label (the stored value itself if the list no longer has it). */
export function rejectionReasonLabel(reason: string): string {
  return (REJECTION_REASON_LABELS as Record<string, string>)[reason] ?? reason;
}

/** The longest rejection note a recruiter may keep on an application. */
export const REJECTION_NOTE_MAX_LENGTH = 1000;

/** A position as the applications' filter lists it (src/server/content/positions.ts). */
export interface PositionChoice {
  id: string;
  title: string;
  state: "draft" | "open" | "closed";
}

/** "Backend engineer (closed)": a position's title, with its state unless it is open. */
export function positionLabel(position: Pick<PositionChoice, "title" | "state">): string {
  return position.state === "open" ? position.title : `${position.title} (${position.state})`;
}

/** The applications list and its pipeline pages. */
export const APPLICATIONS_BASE = "/admin/applications";

/**
 * The rejection step for `ids` (one application or several), coming back to `back` when it
 * is cancelled; a rejection always passes through it to be given a reason.
 */
export function rejectionStepHref(ids: readonly string[], back: string): string {
  const params = new URLSearchParams();
  for (const id of ids) params.append("id", id);
  params.set("back", back);
  return `${APPLICATIONS_BASE}/reject?${params.toString()}`;
}

/** Where a record's rejection e-mail is written (its section of the record page). */
export function rejectionMailHref(id: string): string {
  return `${APPLICATIONS_BASE}/${id}#rejection-mail`;
}
