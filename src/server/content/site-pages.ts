/**
 * The page the public route draws at a path: the live one, or, for signed-in studio staff in
 * draft mode (src/app/api/preview), the saved draft with a banner saying it is a preview.
 */
import "server-only";
import { can, currentStaff } from "../auth/access";
import { getContext } from "../context";
import { ensureMediaLibrary, forgetMediaLibrary } from "../media/library";
import { ensureCatalogue, forgetCatalogue } from "./catalogue";
import { draftPageAt, livePageAt, type Rendered } from "./public-pages";

export interface PreviewState {
  /** The studio's editor of the page. */
  editHref: string;
  /** The exit link (leaves draft mode and comes back here). */
  exitHref: string;
  /** Why the live page shows instead of the draft, when it does. */
  problem?: string;
}

export interface SitePage extends Rendered {
  preview?: PreviewState;
}

/**
 * What every public page reads besides itself, loaded into this process: the media library,
 * the published posts, case studies and menus. The (site) layout awaits it before the chrome.
 */
export async function loadSiteContent(fresh = false): Promise<void> {
  const { database } = await getContext();
  if (fresh) {
    forgetMediaLibrary();
    forgetCatalogue();
  }
  await Promise.all([ensureMediaLibrary(database.db), ensureCatalogue(database.db)]);
}

export async function sitePage(path: string, draftMode: boolean): Promise<SitePage | null> {
  const { database } = await getContext();
  // A preview may name a picture uploaded on another instance a moment ago: read it afresh.
  await loadSiteContent(draftMode);
  if (draftMode) {
    const staff = await currentStaff(path).catch(() => null);
    if (staff && can(staff, "content")) {
      const draft = await draftPageAt(database.db, path);
      const exitHref = `/api/preview/exit?path=${encodeURIComponent(path)}`;
      if (draft?.kind === "draft") {
        return {
          page: draft.page,
          ...(draft.post ? { post: draft.post } : {}),
          preview: { editHref: `/admin/content/${draft.id}`, exitHref },
        };
      }
      const live = await livePageAt(database.db, path);
      if (draft?.kind === "invalid" && live) {
        return {
          page: live.page,
          ...(live.post ? { post: live.post } : {}),
          preview: {
            editHref: `/admin/content/${draft.id}`,
            exitHref,
            problem: "The saved draft does not pass the checks, so this is the live page.",
          },
        };
      }
      return live ? { page: live.page, ...(live.post ? { post: live.post } : {}) } : null;
    }
  }
  const live = await livePageAt(database.db, path);
  return live ? { page: live.page, ...(live.post ? { post: live.post } : {}) } : null;
}
