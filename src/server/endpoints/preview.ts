/**
 * GET /api/preview?page=<id> — turns on Next.js's draft mode for a signed-in member of staff
 * whose right covers the document's kind and opens the page's saved draft at its (draft) path. Anyone else
 * gets 404, as for a route that does not exist. GET /api/preview/exit?path=/x turns it off.
 * The page itself checks the session again (site-pages.ts): the draft-mode cookie alone never
 * shows a draft.
 */
import "server-only";
import { draftMode } from "next/headers";
import { contentKinds } from "@/content/kinds";
import { can, staffOfRequest } from "../auth/access";
import { requireContext } from "../context";
import { getPageRecord } from "../content/page-store";
import { fillPath } from "../content/public-pages";
import { canUseStudio, rightForKind } from "../content/kind-access";

const notFound = () => new Response("Not Found", { status: 404 });

function redirectTo(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

export async function getPreview(request: Request): Promise<Response> {
  const context = await requireContext();
  const staff = await staffOfRequest(context, request);
  if (!staff || !canUseStudio(staff)) return notFound();
  const id = new URL(request.url).searchParams.get("page") ?? "";
  const page = await getPageRecord(context.database.db, id);
  // Case studies and the menus have no page of their own to preview.
  if (!page || !contentKinds[page.kind].publicPage) return notFound();
  if (!can(staff, rightForKind(page.kind))) return notFound();
  (await draftMode()).enable();
  return redirectTo(fillPath(page.path));
}

export async function getPreviewExit(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const path = new URL(request.url).searchParams.get("path") ?? "/";
  return redirectTo(/^\/(?:jobs\/)?[A-Za-z0-9-]*$/.test(path) ? path : "/");
}
