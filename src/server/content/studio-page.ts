/**
 * The page a studio route (the editor, the comparison) works on, for a member of staff with the
 * content right: signed out, to the sign-in form; without the right, or no such page, 404.
 */
import "server-only";
import { notFound } from "next/navigation";
import { requireStaff } from "../auth/access";
import { requireContext } from "../context";
import { getPageRecord } from "./page-store";

export async function studioPage(id: string) {
  await requireStaff("content", `/admin/content/${id}`);
  const context = await requireContext();
  const page = await getPageRecord(context.database.db, id);
  if (!page) notFound();
  return { db: context.database.db, page };
}
