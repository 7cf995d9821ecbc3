import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatTime } from "@/components/workspace/time";
import { sectionForms } from "@/content/section-fields";
import { compareDocuments, wordDiff } from "@/lib/content/compare";
import { getRevision } from "@/server/content/page-store";
import { studioPage } from "@/server/content/studio-page";

export const metadata: Metadata = { title: "Compare revisions" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const number = (value: unknown) =>
  typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : NaN;

/** Long text shows word by word what went and what came; short values side by side. */
function Changed({ before, after }: { before?: string; after?: string }) {
  if (before && after && (before.length > 80 || after.length > 80)) {
    return (
      <p className="leading-relaxed whitespace-pre-wrap">
        {wordDiff(before, after).map((part, index) =>
          part.change === "same" ? (
            <span key={index}>{part.text}</span>
          ) : part.change === "added" ? (
            <ins key={index} className="bg-accent-300/50 no-underline">
              {part.text}
            </ins>
          ) : (
            <del key={index} className="bg-signal-600/15">
              {part.text}
            </del>
          ),
        )}
      </p>
    );
  }
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-ink-700">Before</dt>
        <dd className="whitespace-pre-wrap">{before ?? "(nothing)"}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-700">After</dt>
        <dd className="whitespace-pre-wrap">{after ?? "(nothing)"}</dd>
      </div>
    </dl>
  );
}

export default async function ComparePage({ params, searchParams }: Props) {
  const { db, page } = await studioPage((await params).id);
  const query = await searchParams;
  const [from, to] = [number(query.from), number(query.to)];
  const [older, newer] = await Promise.all([
    Number.isNaN(from) ? null : getRevision(db, page.id, from),
    Number.isNaN(to) ? null : getRevision(db, page.id, to),
  ]);
  if (!older || !newer) notFound();
  const changes = compareDocuments(older.document, newer.document, {
    sectionLabel: (type) => sectionForms[type as keyof typeof sectionForms]?.label ?? type,
  });

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href={`/admin/content/${page.id}`} className="font-semibold underline">
          Back to the page
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        Revision {older.number} compared with revision {newer.number}
      </h1>
      <p className="text-ink-700">
        Revision {older.number}: {formatTime(older.publishedAt)} by {older.publishedBy}
        {older.note ? ` (“${older.note}”)` : ""}. Revision {newer.number}:{" "}
        {formatTime(newer.publishedAt)} by {newer.publishedBy}
        {newer.note ? ` (“${newer.note}”)` : ""}.
      </p>
      {changes.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 shadow-sm">The two revisions are the same.</p>
      ) : (
        <ol className="space-y-4">
          {changes.map((change, index) => (
            <li key={index} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
              <h2 className="font-bold">
                {change.label}{" "}
                <span className="text-sm font-semibold text-ink-700">
                  (
                  {change.kind === "added"
                    ? "added"
                    : change.kind === "removed"
                      ? "removed"
                      : "changed"}
                  )
                </span>
              </h2>
              <div className="mt-2">
                <Changed before={change.before} after={change.after} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
