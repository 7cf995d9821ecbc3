import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MediaDetailsForm } from "@/components/studio/media/media-details-form";
import { HiddenFields, smallButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { DetailList, PageHeader } from "@/components/workspace/page-parts";
import { formatTime } from "@/components/workspace/time";
import { noticeCode } from "@/lib/notice";
import { MEDIA_ITEM_NOTICES } from "@/server/actions/notices";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { getMediaSummary, inUseMessage } from "@/server/media/library";
import { deleteMediaAction, updateMediaAction } from "@/server/media/media-actions";

export const metadata: Metadata = { title: "Media item" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-GB")} kB`;

export default async function MediaItemPage({ params, searchParams }: Props) {
  await requireStaff("media", "/admin/media");
  const { id } = await params;
  const query = await searchParams;
  const context = await requireContext();
  const item = await getMediaSummary(context.database.db, decodeURIComponent(id));
  if (!item) notFound();
  // The only refusal this page is sent back with: its delete, while documents use the item.
  const refused =
    noticeCode(query, MEDIA_ITEM_NOTICES) === "in-use" ? inUseMessage(item.id, item.uses) : null;
  const preview =
    item.kind === "video" ? item.thumbnail.replace(/\.400\.webp$/, ".webp") : item.src;

  return (
    <div className="space-y-8">
      <p>
        <Link href="/admin/media" className="font-semibold underline">
          ← Media
        </Link>
      </p>
      <PageHeader title={item.id}>
        {item.kind === "video" ? "A video (its poster is shown). " : ""}
        {item.origin === "bundled"
          ? "Artwork the site shipped with."
          : `Uploaded ${formatTime(item.createdAt)} by ${item.createdBy}.`}{" "}
        Last described {formatTime(item.updatedAt)} by {item.updatedBy}.
      </PageHeader>
      <Notice message={refused ? { tone: "error", text: refused } : null} />

      <MediaDetailsForm
        action={updateMediaAction}
        item={{
          id: item.id,
          kind: item.kind,
          alt: item.alt,
          decorative: item.decorative,
          focalX: item.focalX,
          focalY: item.focalY,
          note: item.note,
          preview,
          width: item.width,
          height: item.height,
        }}
      />

      <section
        aria-labelledby="uses-heading"
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="uses-heading" className="text-xl font-bold">
          Where it is used ({item.uses.length})
        </h2>
        {item.uses.length === 0 ? (
          <p>Nowhere: it can be deleted.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {item.uses.map((use) => (
              <li key={use.label}>
                {use.href ? (
                  <Link href={use.href} className="underline">
                    {use.label}
                  </Link>
                ) : (
                  use.label
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="file-heading"
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="file-heading" className="text-xl font-bold">
          File
        </h2>
        <DetailList
          items={[
            { term: "File name", detail: item.fileName, className: "break-all" },
            { term: "Size", detail: `${item.width} × ${item.height} px` },
            {
              term: "Stored",
              detail:
                item.origin === "bundled"
                  ? "With the site's code (public/media)"
                  : `${kilobytes(item.storedBytes)} in the database, every width`,
            },
            { term: "Address", detail: item.src, className: "break-all" },
          ]}
        />
        <form action={deleteMediaAction}>
          <HiddenFields values={{ id: item.id }} />
          <button
            type="submit"
            className={smallButtonClass}
            aria-label={`Delete ${item.id} from the library`}
          >
            Delete
          </button>
        </form>
      </section>
    </div>
  );
}
