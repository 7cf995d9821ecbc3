/**
 * The content store's write calls as one member of staff makes them on one product, so that a
 * test names only what differs from call to call: the page, the version and the document. Each
 * returns the store's own outcome, for the test to assert on.
 */
import type { Database } from "@/server/db/client";
import type { StaffActor } from "@/server/content/kinds/types";
import { createPage, publishPage, saveDraft, unpublishPage } from "@/server/content/page-store";

export const PRODUCT = "Corvane";

export function pageStoreAs(db: Database, actor: StaffActor, product = PRODUCT) {
  return {
    /** A new page of the kind, at the path the store makes from its title. */
    create: (kind: string, title: string) =>
      createPage(db, actor, { kind, path: "", title, product }),
    save: (pageId: string, baseVersion: number, document: unknown) =>
      saveDraft(db, actor, { pageId, baseVersion, document, product }),
    publish: (pageId: string, baseVersion: number, document: unknown, note = "") =>
      publishPage(db, actor, { pageId, baseVersion, document, note, product }),
    /** Unpublished with no menu links to take out unless the test names them. */
    unpublish: (pageId: string, menuLinks: { href: string; label: string }[] = []) =>
      unpublishPage(db, actor, { pageId, product, menuLinks }),
  };
}
