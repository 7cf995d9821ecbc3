/**
 * What the media library's screen (/admin/media) shows: the search, one page of the library,
 * the way to the pages around it, and what the last upload or delete said.
 */
import "server-only";
import { readNotice, type NoticeMessage } from "@/lib/notice";
import { MEDIA_NOTICES } from "../actions/notices";
import { requireStaff } from "../auth/access";
import { requireContext } from "../context";
import { listMedia } from "./library";

/** Items per page of the library: a screenful of thumbnails on a desktop, quick on a phone. */
const PAGE_SIZE = 24;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export async function mediaLibraryView(query: Record<string, string | string[] | undefined>) {
  await requireStaff("media", "/admin/media");
  const search = one(query.q).slice(0, 100);
  const kind =
    one(query.kind) === "video" ? "video" : one(query.kind) === "image" ? "image" : undefined;
  const context = await requireContext();
  const items = await listMedia(context.database.db, { search, kind });
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(pages, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (kind) params.set("kind", kind);
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return `/admin/media${text ? `?${text}` : ""}`;
  };
  const uploaded = one(query.uploaded);
  return {
    search,
    kind,
    total: items.length,
    shown: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    /** "Showing 25–48 of 60" when the library takes more than one page. */
    range:
      items.length > PAGE_SIZE
        ? { from: (current - 1) * PAGE_SIZE + 1, to: Math.min(items.length, current * PAGE_SIZE) }
        : null,
    current,
    pages,
    newer: current > 1 ? pageHref(current - 1) : null,
    older: current < pages ? pageHref(current + 1) : null,
    // An upload without script comes back with `uploaded` and the upload's own remark in
    // `notice` (src/server/endpoints/media.ts); a delete with a notice of the catalogue.
    notice: uploaded
      ? ({
          tone: "notice",
          text: `Uploaded as “${uploaded}”.${one(query.notice) ? ` ${one(query.notice)}` : ""}`,
        } satisfies NoticeMessage)
      : readNotice(query, MEDIA_NOTICES),
    upload: {
      alt: one(query.alt).slice(0, 250),
      decorative: one(query.decorative) === "on",
      error: one(query.error).slice(0, 300) || null,
    },
  };
}
