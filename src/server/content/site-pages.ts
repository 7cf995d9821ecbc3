/**
 * The page the public route draws at a path: the live one, or, for signed-in studio staff in
 * draft mode (src/app/api/preview), the saved draft with a banner saying it is a preview.
 */
import "server-only";
import type { PageContent } from "@/content/schema";
import { can, currentStaff } from "../auth/access";
import { getContext } from "../context";
import { ensureMediaLibrary, forgetMediaLibrary } from "../media/library";
import { draftPageAt, livePageAt } from "./public-pages";

export interface PreviewState {
  /** The studio's editor of the page. */
  editHref: string;
  /** The exit link (leaves draft mode and comes back here). */
  exitHref: string;
  /** Why the live page shows instead of the draft, when it does. */
  problem?: string;
}

export interface SitePage {
  page: PageContent;
  preview?: PreviewState;
}

export async function sitePage(path: string, draftMode: boolean): Promise<SitePage | null> {
  const { database } = await getContext();
  // A preview may name a picture uploaded on another instance a moment ago: read it afresh.
  if (draftMode) forgetMediaLibrary();
  await ensureMediaLibrary(database.db);
  if (draftMode) {
    const staff = await currentStaff(path).catch(() => null);
    if (staff && can(staff, "content")) {
      const draft = await draftPageAt(database.db, path);
      const exitHref = `/api/preview/exit?path=${encodeURIComponent(path)}`;
      if (draft?.kind === "draft") {
        return { page: draft.page, preview: { editHref: `/admin/content/${draft.id}`, exitHref } };
      }
      const live = await livePageAt(database.db, path);
      if (draft?.kind === "invalid" && live) {
        return {
          page: live.page,
          preview: {
            editHref: `/admin/content/${draft.id}`,
            exitHref,
            problem: "The saved draft does not pass the checks, so this is the live page.",
          },
        };
      }
      return live ? { page: live.page } : null;
    }
  }
  const live = await livePageAt(database.db, path);
  return live ? { page: live.page } : null;
}
