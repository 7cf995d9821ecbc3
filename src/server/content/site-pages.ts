/**
 * The page the public route draws at a path: the live one, or, for signed-in studio staff in
 * draft mode (src/app/api/preview), the saved draft with a banner saying it is a preview.
 */
import "server-only";
import { can, currentStaff } from "../auth/access";
import { getContext } from "../context";
import { canUseStudio, rightForKind } from "./kind-access";
import {
  closedPositionAt,
  draftPageAt,
  livePageAt,
  type LivePage,
  type Rendered,
} from "./public-pages";
import { ensureSiteContent } from "./site-caches";
import { socialCardOf, type SocialCard } from "./social-card";

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
  /** The live page's share card; a draft in preview has none. */
  card?: SocialCard;
  /** When the live page was last published (a post's dateModified); a draft has none. */
  modified?: Date;
}

/** What a public path shows: a page, or the 410 page of a closed position. */
export type SiteAnswer = SitePage | { closedPosition: { title: string } };

const shown = (found: Rendered): Rendered => ({
  page: found.page,
  ...(found.post ? { post: found.post } : {}),
  ...(found.position ? { position: found.position } : {}),
});

/** A live page as shown, with its card (the menus are loaded by then: loadSiteContent). */
const shownLive = (live: LivePage): SitePage => ({
  ...shown(live),
  card: socialCardOf(live),
  modified: live.publishedAt,
});

/**
 * What every public page reads besides itself, loaded into this process: the media library,
 * the published posts, case studies and menus. The (site) layout awaits it before the chrome.
 */
export async function loadSiteContent(fresh = false): Promise<void> {
  const { database } = await getContext();
  await ensureSiteContent(database.db, fresh);
}

export async function sitePage(path: string, draftMode: boolean): Promise<SiteAnswer | null> {
  const { database } = await getContext();
  const previewer = draftMode ? await currentStaff(path).catch(() => null) : null;
  const previewing = previewer !== null && canUseStudio(previewer);
  // A preview may name a picture uploaded on another instance a moment ago: read it afresh.
  // Only for staff: anyone else leaves the process-wide copies alone.
  await loadSiteContent(previewing);
  if (previewing) {
    const staff = previewer;
    const draft = await draftPageAt(database.db, path);
    if (staff && draft && can(staff, rightForKind(draft.documentKind))) {
      const exitHref = `/api/preview/exit?path=${encodeURIComponent(path)}`;
      if (draft.kind === "draft") {
        return {
          ...shown(draft),
          preview: { editHref: `/admin/content/${draft.id}`, exitHref },
        };
      }
      const live = await livePageAt(database.db, path);
      if (live) {
        return {
          ...shownLive(live),
          preview: {
            editHref: `/admin/content/${draft.id}`,
            exitHref,
            problem: "The saved draft does not pass the checks, so this is the live page.",
          },
        };
      }
    }
  }
  const live = await livePageAt(database.db, path);
  if (live) return shownLive(live);
  if (!path.startsWith("/jobs/")) return null;
  const closed = await closedPositionAt(database.db, path);
  return closed ? { closedPosition: { title: closed } } : null;
}
