/**
 * Who may see drafts in Next.js's draft mode: a signed-in member of staff who may use the
 * studio. The proxy asks before a request with the draft-mode cookie reaches a page; without
 * such a session the cookie is dropped from the request, which is then served (and cached)
 * as an anonymous one.
 */
import "server-only";
import { staffFromHeaders } from "../auth/access";
import { getContext } from "../context";
import { canUseStudio } from "./kind-access";

export async function mayPreviewDrafts(headers: Headers): Promise<boolean> {
  try {
    const staff = await staffFromHeaders(await getContext(), headers);
    return staff !== null && canUseStudio(staff);
  } catch {
    // The database is away: nobody's session can be checked, so nobody previews.
    return false;
  }
}
