/**
 * Who may do what in the workspace, decided on the server for every page, action and
 * export. A signed-out page request goes to the sign-in form (and back afterwards); a
 * signed-out export or résumé request gets 401; a right the role lacks gets 404 on pages
 * and 403 on requests, never the data.
 */
import "server-only";
import { headers as requestHeaders } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getContext, requireContext, type AppContext } from "../context";
import type { StaffRole } from "../db/schema";
import { isDatabaseUnavailable } from "../db/unavailable";
import { errors, HttpError } from "../http/responses";
import type { Actor } from "../audit";
import { clientAddress } from "../security/client-address";
import { requireExportToken } from "./export-token";
import { getStaffAuth } from "./instance";

export type Right =
  | "enquiries"
  | "applications"
  | "subscribers"
  | "dashboard"
  | "mail"
  | "staff"
  | "audit"
  /** Retention runs and data-subject requests (look up, export, erase, correct). */
  | "privacy"
  /** The site's pages in the studio: edit, preview, publish, unpublish, restore. */
  | "content"
  /** The site's redirects: see, add and remove. */
  | "redirects"
  /** The media library: upload, describe, delete pictures. */
  | "media"
  /** Open positions in the studio (issue 38): write, publish, schedule, close. */
  | "positions"
  /** The background jobs' runs: last run, next run, last failure, overdue (issue 48). */
  | "jobs";

export const RIGHTS: Record<StaffRole, readonly Right[]> = {
  admin: [
    "enquiries",
    "applications",
    "subscribers",
    "dashboard",
    "mail",
    "staff",
    "audit",
    "privacy",
    "content",
    "redirects",
    "media",
    "positions",
    "jobs",
  ],
  sales: ["enquiries"],
  recruiting: ["applications", "positions"],
  marketing: ["subscribers", "dashboard", "content", "media"],
};

export type Staff = Extract<Actor, { kind: "staff" }> & { role: StaffRole };

export function can(staff: Pick<Staff, "role">, right: Right): boolean {
  return RIGHTS[staff.role]?.includes(right) ?? false;
}

/** Where a role starts its day. */
export function homeFor(staff: Pick<Staff, "role">): string {
  if (can(staff, "dashboard")) return "/admin";
  if (can(staff, "enquiries")) return "/admin/enquiries";
  return "/admin/applications";
}

/** A return address is only ever a path inside the workspace. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  if (!/^\/admin(\/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/.test(value)) return "/admin";
  if (value.includes("//") || value.includes("\\")) return "/admin";
  return value;
}

export async function staffFromHeaders(context: AppContext, headers: Headers): Promise<Staff | null> {
  const auth = getStaffAuth(context);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string; banned?: boolean | null };
  if (user.banned) return null;
  const role = user.role as StaffRole;
  if (!RIGHTS[role]) return null;
  return { kind: "staff", id: user.id, email: user.email, name: user.name, role };
}

/**
 * The signed-in staff member of the current request, or null. While the database is away the
 * request goes to /admin/unavailable, which answers 503 with a page that says so (a page of
 * the App Router cannot answer 503 itself), with a link back to `returnTo`.
 */
export async function currentStaff(returnTo = "/admin"): Promise<Staff | null> {
  try {
    const context = await getContext();
    return await staffFromHeaders(context, await requestHeaders());
  } catch (error) {
    if (isDatabaseUnavailable(error) || (error instanceof HttpError && error.status === 503)) {
      redirect(`/admin/unavailable?next=${encodeURIComponent(safeReturnPath(returnTo))}`);
    }
    throw error;
  }
}

/** The client address of the current request, as the rest of the app determines it. */
export async function currentClient(context?: AppContext): Promise<string> {
  const ctx = context ?? (await getContext());
  return clientAddress(await requestHeaders(), ctx.settings.trustProxy);
}

/**
 * For pages and Server Actions: the signed-in staff member with `right` (any staff member
 * when null). Signed out: to the sign-in form, then back to `returnTo`.
 */
export async function requireStaff(right: Right | null, returnTo = "/admin"): Promise<Staff> {
  const staff = await currentStaff(returnTo);
  if (!staff) redirect(`/admin?next=${encodeURIComponent(safeReturnPath(returnTo))}`);
  if (right && !can(staff, right)) notFound();
  return staff;
}

/** For route handlers that answer 404 to anyone else: the request's staff member, or null. */
export async function staffOfRequest(context: AppContext, request: Request): Promise<Staff | null> {
  return staffFromHeaders(context, request.headers);
}

/**
 * For route handlers: a signed-in session with `right`, or, where `token` is "exports"
 * (/admin/export/* only), the export token (`Authorization: Bearer <EXPORT_TOKEN>`, for
 * automation). 401 when neither is there, 403 for a session without the right. Elsewhere an
 * Authorization header is ignored: the archive of /admin/privacy/export is for staff only.
 */
export async function authorizeRequest(
  request: Request,
  right: Right,
  token: "exports" | "none",
): Promise<{ context: AppContext; actor: Actor; client: string }> {
  const context = await requireContext();
  const client = clientAddress(request.headers, context.settings.trustProxy);
  if (token === "exports" && request.headers.get("authorization")) {
    await requireExportToken(request, context, client);
    return { context, actor: { kind: "token" }, client };
  }
  const staff = await staffFromHeaders(context, request.headers);
  if (!staff) throw errors.unauthorized();
  if (!can(staff, right)) throw errors.forbidden();
  return { context, actor: staff, client };
}

const SECTIONS: { href: string; label: string; right: Right | "any" | "spam" }[] = [
  { href: "/admin", label: "Dashboard", right: "dashboard" },
  { href: "/admin/enquiries", label: "Enquiries", right: "enquiries" },
  { href: "/admin/applications", label: "Applications", right: "applications" },
  { href: "/admin/subscribers", label: "Subscribers", right: "subscribers" },
  { href: "/admin/content", label: "Content", right: "content" },
  { href: "/admin/content?kind=position", label: "Positions", right: "positions" },
  { href: "/admin/media", label: "Media", right: "media" },
  { href: "/admin/redirects", label: "Redirects", right: "redirects" },
  { href: "/admin/spam", label: "Spam", right: "spam" },
  { href: "/admin/mail", label: "Mail", right: "mail" },
  { href: "/admin/jobs", label: "Jobs", right: "jobs" },
  { href: "/admin/staff", label: "Staff", right: "staff" },
  { href: "/admin/audit", label: "Audit log", right: "audit" },
  { href: "/admin/privacy", label: "Privacy", right: "privacy" },
  { href: "/admin/account", label: "Account", right: "any" },
];

/** The spam folder holds enquiries and applications: whoever works either may open it. */
export function canOpenSpam(staff: Pick<Staff, "role">): boolean {
  return can(staff, "enquiries") || can(staff, "applications");
}

/** The workspace sections this person may open, in menu order. */
export function workspaceLinks(staff: Pick<Staff, "role">): { href: string; label: string }[] {
  return SECTIONS.filter(({ right }) =>
    right === "any" ? true : right === "spam" ? canOpenSpam(staff) : can(staff, right),
  ).map(({ href, label }) => ({ href, label }));
}
