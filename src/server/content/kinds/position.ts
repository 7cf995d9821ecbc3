/**
 * A position's hooks: it cannot open with a closing date that has passed, it is closed rather
 * than unpublished (its address then answers 410), and the pages listing positions change.
 */
import "server-only";
import { siteConfig } from "@/config/site";
import { pageFieldsOf } from "@/content/documents";
import type { PositionDocument } from "@/content/kinds/position";
import type { PageContent } from "@/content/schema";
import { positionText } from "../../search/extract";
import { closePositionIn, closingInstant, positionAffectedPaths } from "../positions";
import type { KindHooks } from "./types";

export const positionHooks: KindHooks<PositionDocument> = {
  affectedPaths: (db) => positionAffectedPaths(db),
  publishRefusal(position) {
    if (!position.closes) return null;
    // Opening a position whose closing date has ended would close it again within a minute.
    const end = closingInstant(position.closes, siteConfig.timeZone);
    return end && end.getTime() <= Date.now()
      ? `The closing date ${position.closes} has passed: change it or empty it, then publish.`
      : null;
  },
  async unpublish(tx, actor, row, client) {
    const closed = await closePositionIn(tx, actor, { pageId: row.id, reason: "manual", client });
    return closed.ok
      ? {
          ok: true,
          version: row.draftVersion,
          message: closed.message,
          changedPaths: closed.changedPaths,
        }
      : { ok: false, kind: "refused", message: closed.message };
  },
  render(id, position) {
    const page = {
      ...pageFieldsOf(position),
      sections: [{ type: "hero" as const, heading: position.title, lead: position.summary }],
    } satisfies PageContent;
    return { page, position: { id, path: position.path, document: position } };
  },
  searchText: async (position) => (position.noindex ? null : positionText(position)),
};
