/**
 * Who may work on which kind of content (issue 38): pages, posts, case studies and menus are
 * marketing's (the `content` right), positions are recruiting's (`positions`); admins have
 * both. Every studio action and page asks here with the document it touches, so a hidden tab
 * is never the only guard.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { DOCUMENT_KINDS, type DocumentKind } from "@/content/documents";
import { contentKinds } from "@/content/kinds";
import { can, requireStaff, type Right, type Staff } from "../auth/access";
import { requireContext } from "../context";
import { contentPages } from "../db/schema";

export function rightForKind(kind: DocumentKind): Right {
  return contentKinds[kind].right;
}

/** Whether this person may open the studio at all (some kind of content is theirs). */
export function canUseStudio(staff: Pick<Staff, "role">): boolean {
  return can(staff, "content") || can(staff, "positions");
}

/** The kinds this person may list, create and edit, in the studio's tab order. */
export function kindsFor(staff: Pick<Staff, "role">): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => can(staff, rightForKind(kind)));
}

/**
 * The signed-in person, if they may work on the document `pageId`: signed out goes to the
 * sign-in form; a document of a kind that is not theirs, or none, is a 404 (never its data).
 */
export async function requireStaffForDocument(
  pageId: string,
  returnTo: string,
): Promise<{ staff: Staff; kind: DocumentKind }> {
  const staff = await requireStaff(null, returnTo);
  if (!canUseStudio(staff)) notFound();
  const context = await requireContext();
  const [row] = /^[0-9a-f-]{36}$/i.test(pageId)
    ? await context.database.db
        .select({ kind: contentPages.kind })
        .from(contentPages)
        .where(eq(contentPages.id, pageId))
    : [];
  if (!row || !can(staff, rightForKind(row.kind))) notFound();
  return { staff, kind: row.kind };
}

/** For creating a document of `kind`: the person, if that kind is theirs (else 404). */
export async function requireStaffForKind(kind: DocumentKind, returnTo: string): Promise<Staff> {
  const staff = await requireStaff(null, returnTo);
  if (!can(staff, rightForKind(kind))) notFound();
  return staff;
}
