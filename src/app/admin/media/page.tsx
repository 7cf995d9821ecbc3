import type { Metadata } from "next";
import Link from "next/link";
import { MediaUploadForm } from "@/components/studio/media/media-upload-form";
import {
  inputClass,
  labelClass,
  SearchButtons,
  smallButtonClass,
} from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { FormPanel, PageHeader } from "@/components/workspace/page-parts";
import { mediaLibraryView } from "@/server/media/library-view";
import { MAX_UPLOAD_BYTES } from "@/server/media/process-upload";

export const metadata: Metadata = { title: "Media" };

export default async function MediaLibraryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const view = await mediaLibraryView(await searchParams);
  const { search, kind, current, pages } = view;

  return (
    <div className="space-y-8">
      <PageHeader title="Media">
        Every picture and video the site can show. Upload a photograph, describe it once, and choose
        it in any page&apos;s image fields. A picture in use cannot be deleted.
      </PageHeader>
      <Notice message={view.notice} look="banner" persistent />

      <FormPanel id="upload-heading" title="Upload a picture">
        <MediaUploadForm
          initialAlt={view.upload.alt}
          initialDecorative={view.upload.decorative}
          initialError={view.upload.error}
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
        <SearchButtons showAll={search || kind ? "/admin/media" : null} />
      </form>

      <section aria-labelledby="library-heading" className="space-y-3">
        <h2 id="library-heading" className="text-xl font-bold">
          Library ({view.total})
        </h2>
        {view.range ? (
          <p className="text-ink-700">
            Newest first. Showing {view.range.from}–{view.range.to} of {view.total}.
          </p>
        ) : null}
        {view.total === 0 ? (
          <p>Nothing matches. Try fewer words, or show all.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {view.shown.map((item) => (
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
            {view.newer ? (
              <Link href={view.newer} className={smallButtonClass}>
                Newer
              </Link>
            ) : null}
            <span>
              Page {current} of {pages}
            </span>
            {view.older ? (
              <Link href={view.older} className={smallButtonClass}>
                Older
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
