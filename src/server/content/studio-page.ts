/**
 * The document a studio route (the editor, the comparison) works on, for a member of staff
 * whose right covers its kind (./kind-access.ts): signed out, to the sign-in form; without the
 * right, or no such document, 404.
 */
import "server-only";
import { notFound } from "next/navigation";
import { requireContext } from "../context";
import { requireStaffForDocument } from "./kind-access";
import { getPageRecord } from "./page-store";

export async function studioPage(id: string) {
  const { staff } = await requireStaffForDocument(id, `/admin/content/${id}`);
  const context = await requireContext();
  const page = await getPageRecord(context.database.db, id);
  if (!page) notFound();
  return { db: context.database.db, page, staff };
}
