/**
 * The one owner of this process's copies of the public site: the path index the proxy routes
 * by, the published catalogue (posts, case studies, menus, positions) and the media library.
 * Each is loaded once and kept until `pagesChanged` drops all three, whether the change was
 * made in this process (a publish, a media edit, a closed position) or reached it from another
 * over `corvane_pages` (POST /api/revalidate). The reading stays with each kind (path-index.ts,
 * catalogue.ts, media/library.ts); nothing else drops a copy. The path index alone is filled
 * where it is read (path-index.ts, in its process slot), since the proxy's router must not
 * bundle this module's imports.
 */
import "server-only";
import { revalidatePath } from "next/cache";
import { installCatalogue } from "@/content/catalogue";
import { installMediaLibrary } from "@/content/media";
import type { Queryable } from "../db/client";
import { loadMediaLibrary } from "../media/library";
import { loadCatalogue } from "./catalogue";
import { EVERY_PAGE } from "./kind-rules";
import { PATH_INDEX, slots } from "@/process-slots.mjs";

// --- What pages draw besides themselves ------------------------------------------------------

/**
 * A copy loaded once and kept until dropped; a failed load is tried again on the next call.
 * Module-level, not process-wide: each copy of this module installs into the copy of
 * src/content/catalogue.ts and src/content/media beside it in the same bundle, so whether
 * that copy is filled is known only here.
 */
function keptCopy<Value>(load: (db: Queryable) => Promise<Value>, install: (value: Value) => void) {
  let held: Promise<void> | null = null;
  return {
    ensure(db: Queryable): Promise<void> {
      held ??= load(db)
        .then(install)
        .catch((error: unknown) => {
          held = null;
          throw error;
        });
      return held;
    },
    drop(): void {
      held = null;
    },
  };
}

const catalogue = keptCopy(loadCatalogue, installCatalogue);
const mediaLibrary = keptCopy(loadMediaLibrary, installMediaLibrary);

/** Loads the catalogue into src/content/catalogue.ts once. */
export const ensureCatalogue = (db: Queryable) => catalogue.ensure(db);

/** Loads the media library into src/content/media once. */
export const ensureMediaLibrary = (db: Queryable) => mediaLibrary.ensure(db);

/**
 * Everything a public page reads besides itself. `afresh` reads both again first: a
 * previewing member of staff may name a picture uploaded on another instance a moment ago.
 */
export async function ensureSiteContent(db: Queryable, afresh = false): Promise<void> {
  if (afresh) {
    catalogue.drop();
    mediaLibrary.drop();
  }
  await Promise.all([ensureMediaLibrary(db), ensureCatalogue(db)]);
}

// --- Dropping them ---------------------------------------------------------------------------

/**
 * Drops every copy without telling Next.js anything: `pagesChanged` does this first, and
 * unit tests between cases, where no request is there to revalidate in.
 */
export function dropSiteCaches(): void {
  slots[PATH_INDEX] = undefined;
  catalogue.drop();
  mediaLibrary.drop();
}

/**
 * After pages changed (committed here, or announced by another process): drops the path
 * index, the catalogue and the media library, all three, since a page's change may name a
 * new path, post or menu entry or a picture whose alt text or focal point changed with it,
 * and has Next.js render each of `paths` again. Only inside a request or a Server Action.
 */
export function pagesChanged(paths: readonly string[]): void {
  dropSiteCaches();
  for (const path of paths) {
    // The menus are drawn by the layout of every public page.
    if (path === EVERY_PAGE) revalidatePath("/", "layout");
    else revalidatePath(path);
  }
}
