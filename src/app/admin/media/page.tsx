import type { Metadata } from "next";
import Link from "next/link";
import { MediaUploadForm } from "@/components/studio/media/media-upload-form";
import { inputClass, labelClass, smallButtonClass } from "@/components/workspace/form-controls";
import { FormPanel, PageHeader, PageNotice } from "@/components/workspace/page-parts";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { listMedia } from "@/server/media/library";
import { MAX_UPLOAD_BYTES } from "@/server/media/process-upload";

export const metadata: Metadata = { title: "Media" };

/** Items per page of the library: a screenful of thumbnails on a desktop, quick on a phone. */
const PAGE_SIZE = 24;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function MediaLibraryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff("media", "/admin/media");
  const query = await searchParams;
  const search = one(query.q).slice(0, 100);
  const kind =
    one(query.kind) === "video" ? "video" : one(query.kind) === "image" ? "image" : undefined;
  const context = await requireContext();
  const items = await listMedia(context.database.db, { search, kind });
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(pages, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const shown = items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (kind) params.set("kind", kind);
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return `/admin/media${text ? `?${text}` : ""}`;
  };
  const uploaded = one(query.uploaded);
  const deleted = one(query.deleted);

  return (
    <div className="space-y-8">
      <PageHeader title="Media">
        Every picture and video the site can show. Upload a photograph, describe it once, and choose
        it in any page&apos;s image fields. A picture in use cannot be deleted.
      </PageHeader>
      <PageNotice>
        {uploaded
          ? `Uploaded as “${uploaded}”.${one(query.notice) ? ` ${one(query.notice)}` : ""}`
          : deleted
            ? `Deleted “${deleted}”.`
            : null}
      </PageNotice>

      <FormPanel id="upload-heading" title="Upload a picture">
        <MediaUploadForm
          initialAlt={one(query.alt).slice(0, 250)}
          initialDecorative={one(query.decorative) === "on"}
          initialError={one(query.error).slice(0, 300) || null}
          maxMegabytes={MAX_UPLOAD_BYTES / 1024 / 1024}
        />
      </FormPanel>

      <form role="search" className="flex flex-wrap items-end gap-3" action="/admin/media">
        <div className="min-w-0 grow sm:max-w-md">
          <label htmlFor="media-search" className={labelClass}>
            Search by name, id or alt text
          </label>
          <input id="media-search" name="q" defaultValue={search} className={inputClass} />
        </div>
        <div>
          <label htmlFor="media-kind" className={labelClass}>
            Kind
          </label>
          <select id="media-kind" name="kind" defaultValue={kind ?? ""} className={inputClass}>
            <option value="">Images and videos</option>
            <option value="image">Images</option>
            <option value="video">Videos</option>
          </select>
        </div>
        <button type="submit" className={smallButtonClass}>
          Search
        </button>
        {search || kind ? (
          <Link href="/admin/media" className="min-h-11 py-3 font-semibold underline">
            Show all
          </Link>
        ) : null}
      </form>

      <section aria-labelledby="library-heading" className="space-y-3">
        <h2 id="library-heading" className="text-xl font-bold">
          Library ({items.length})
        </h2>
        {items.length > PAGE_SIZE ? (
          <p className="text-ink-700">
            Newest first. Showing {(current - 1) * PAGE_SIZE + 1}–
            {Math.min(items.length, current * PAGE_SIZE)} of {items.length}.
          </p>
        ) : null}
        {items.length === 0 ? (
          <p>Nothing matches. Try fewer words, or show all.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((item) => (
              <li key={item.id} className="relative overflow-hidden rounded-2xl bg-white shadow-sm">
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored 400 px file */}
                <img
                  src={item.thumbnail}
                  alt=""
                  width={400}
                  height={Math.round((400 * item.height) / item.width)}
                  loading="lazy"
                  className="aspect-[16/10] w-full bg-ink-100 object-cover"
                />
                <div className="space-y-1 p-3 text-sm">
                  <p className="font-semibold break-all">
                    <Link
                      href={`/admin/media/${encodeURIComponent(item.id)}`}
                      className="underline after:absolute after:inset-0"
                    >
                      {item.id}
                    </Link>
                  </p>
                  <p className="line-clamp-2 text-ink-700">
                    {item.kind === "video" ? "Video. " : ""}
                    {item.decorative ? "Decorative" : item.alt || "No alt text"}
                  </p>
                  <p className="text-ink-700">
                    {item.width} × {item.height} ·{" "}
                    {item.uses.length === 0
                      ? "Not used"
                      : `Used in ${item.uses.length} ${item.uses.length === 1 ? "place" : "places"}`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="Library pages" className="flex flex-wrap items-center gap-3">
            {current > 1 ? (
              <Link href={pageHref(current - 1)} className={smallButtonClass}>
                Newer
              </Link>
            ) : null}
            <span>
              Page {current} of {pages}
            </span>
            {current < pages ? (
              <Link href={pageHref(current + 1)} className={smallButtonClass}>
                Older
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
