import type { Metadata } from "next";
import Link from "next/link";
import { PageEditor } from "@/components/studio/page-editor";
import {
  FormMessage,
  HiddenFields,
  labelClass,
  inputClass,
  smallButtonClass,
} from "@/components/workspace/form-controls";
import { formatTime } from "@/components/workspace/time";
import { documentFields } from "@/content/document-fields";
import type { DocumentKind } from "@/content/documents";
import { listPages, listRevisions, type PageSummary } from "@/server/content/page-store";
import { ScheduleForm } from "./schedule-form";
import { listMedia, type MediaSummary } from "@/server/media/library";
import { studioPage } from "@/server/content/studio-page";
import { fillPath } from "@/server/content/public-pages";
import {
  publishAction,
  restoreAction,
  saveDraftAction,
  unpublishAction,
} from "@/server/content/studio-actions";

export const metadata: Metadata = { title: "Edit content" };

/** How each kind is named, where its list is, and what its form says. */
const KINDS: Record<
  DocumentKind,
  { list: string; listLabel: string; heading: string; intro: string }
> = {
  page: { list: "/admin/content", listLabel: "Pages", heading: "Page", intro: "" },
  post: {
    heading: "Post",
    list: "/admin/content?kind=post",
    listLabel: "Posts",
    intro:
      "A post's page has a fixed layout: the title and lead over the cover, the article, then the call to action. /blog lists every published post, newest first.",
  },
  caseStudy: {
    heading: "Case study",
    list: "/admin/content?kind=caseStudy",
    listLabel: "Case studies",
    intro: "Shown as a card in the carousels that name it and on /Casestud once published.",
  },
  menus: {
    heading: "Menus",
    list: "/admin/content?kind=menus",
    listLabel: "Menus",
    intro:
      "The header's dropdowns, the mega menu and the footer's lists. Links must lead to published pages; publishing changes every page's header and footer.",
  },
  position: {
    heading: "Position",
    list: "/admin/content?kind=position",
    listLabel: "Positions",
    intro:
      "Publishing opens the position: its page with the application form, a card on /CareerPage and a job posting search engines read. It closes by itself after its closing date, or when you close it below.",
  },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The media library as the editor's image and video choices, newest first. */
function choices(library: MediaSummary[], caseStudies: PageSummary[]) {
  const choice = (item: MediaSummary) => ({
    value: item.id,
    label:
      `${item.id}: ${item.decorative ? "decorative" : item.alt || item.note || item.fileName}`.slice(
        0,
        140,
      ),
    thumbnail: item.thumbnail,
  });
  return {
    images: library.filter((item) => item.kind === "image").map(choice),
    videos: library.filter((item) => item.kind === "video").map(choice),
    // Only published case studies can be shown on a page.
    caseStudies: caseStudies
      .filter((study) => study.status === "published" || study.status === "changed")
      .map((study) => ({ value: study.path.slice("case-study:".length), label: study.title })),
  };
}

/** One side of the comparison: a revision by its number. */
function RevisionSelect(props: {
  id: string;
  name: string;
  label: string;
  numbers: number[];
  selected: number;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.selected} className={inputClass}>
        {props.numbers.map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </select>
    </div>
  );
}

export default async function EditPage({ params, searchParams }: Props) {
  const { db, page } = await studioPage((await params).id);
  const query = await searchParams;
  const [revisions, library, caseStudies] = await Promise.all([
    listRevisions(db, page.id),
    listMedia(db),
    listPages(db, "", "caseStudy"),
  ]);
  const kind = page.kind as DocumentKind;
  const where = KINDS[kind];
  const draft = page.draft as Record<string, unknown>;
  const title =
    page.kind === "menus"
      ? "Header and footer menus"
      : typeof draft.title === "string"
        ? draft.title
        : "(untitled)";
  const livePath = page.publishedPath && !page.unpublishedAt ? fillPath(page.publishedPath) : null;
  const hasPage = kind === "page" || kind === "post" || kind === "position";
  const done = typeof query.done === "string" ? query.done : null;
  const refused = typeof query.refused === "string" ? query.refused : null;

  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm">
          <Link href={where.list} className="font-semibold underline">
            {where.listLabel}
          </Link>{" "}
          › {hasPage ? fillPath(page.path) : title}
        </p>
        <h1 className="mt-1 text-2xl font-bold break-words">{title}</h1>
        <p className="mt-2 max-w-3xl text-ink-700">
          Draft saved {formatTime(page.draftSavedAt)} by {page.draftSavedBy}.{" "}
          {livePath ? (
            <>
              Live at{" "}
              <a href={livePath} className="font-semibold underline">
                {livePath}
              </a>
              {page.publishedDraftVersion === page.draftVersion
                ? "; the draft is what is live."
                : "; the draft has changes that are not published."}
            </>
          ) : page.publishedRevisionId && !page.unpublishedAt ? (
            page.publishedDraftVersion === page.draftVersion ? (
              "Published; the draft is what is live."
            ) : (
              "Published; the draft has changes that are not published."
            )
          ) : page.closedAt ? (
            `Closed ${formatTime(page.closedAt)}: its page says the position is no longer open. Publish it to open it again.`
          ) : page.unpublishedAt ? (
            "Unpublished: visitors get “page not found”."
          ) : (
            "Never published: visitors cannot see it yet."
          )}
        </p>
      </div>
      {refused ? <FormMessage tone="error">{refused}</FormMessage> : null}
      {done ? (
        <FormMessage tone="notice">
          {done === "created" ? "Page created as a draft. Fill it in, then publish it." : done}
        </FormMessage>
      ) : null}

      <PageEditor
        // Not keyed by the draft version: a save re-renders this page, and the editor keeps
        // its own state (and focus) across it. A restore (?v=) starts it from the new draft.
        key={`${page.id}-${typeof query.v === "string" ? query.v : ""}`}
        pageId={page.id}
        initialDocument={draft}
        version={page.draftVersion}
        choices={choices(library, caseStudies)}
        pathLocked={page.locked}
        previewHref={hasPage ? `/api/preview?page=${page.id}` : null}
        saveDraft={saveDraftAction}
        publish={publishAction}
        form={
          kind === "page"
            ? undefined
            : {
                heading: where.heading,
                intro: where.intro,
                fields: documentFields(kind),
                readOnly:
                  kind === "caseStudy"
                    ? { key: "Pages name the case study by this key, so it stays as it was made." }
                    : undefined,
              }
        }
      />

      <ScheduleForm
        pageId={page.id}
        scheduledAt={page.scheduledAt}
        scheduledBy={page.scheduledBy}
        keptTime={typeof query.at === "string" ? query.at.slice(0, 20) : undefined}
        tomorrow={new Date(page.draftSavedAt.getTime() + 24 * 3600_000)}
      />

      <section
        aria-labelledby="revisions-heading"
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="revisions-heading" className="text-xl font-bold">
          Revisions ({revisions.length})
        </h2>
        {revisions.length === 0 ? (
          <p>No revision yet: each publish keeps one.</p>
        ) : (
          <>
            {revisions.length > 1 ? (
              <form
                action={`/admin/content/${page.id}/compare`}
                className="flex flex-wrap items-end gap-3"
              >
                <RevisionSelect
                  id="compare-from"
                  name="from"
                  label="Compare revision"
                  numbers={revisions.map((revision) => revision.number)}
                  selected={revisions[1]!.number}
                />
                <RevisionSelect
                  id="compare-to"
                  name="to"
                  label="with revision"
                  numbers={revisions.map((revision) => revision.number)}
                  selected={revisions[0]!.number}
                />
                <button type="submit" className={smallButtonClass}>
                  Compare
                </button>
              </form>
            ) : null}
            <ol className="divide-y divide-ink-100">
              {revisions.map((revision) => (
                <li
                  key={revision.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div>
                    <p className="font-semibold">
                      Revision {revision.number}
                      {revision.id === page.publishedRevisionId && !page.unpublishedAt
                        ? " (live)"
                        : ""}
                    </p>
                    <p className="text-sm text-ink-700">
                      Published {formatTime(revision.publishedAt)} by {revision.publishedBy}
                      {revision.note ? `: “${revision.note}”` : ""}
                    </p>
                  </div>
                  <form action={restoreAction}>
                    <HiddenFields
                      values={{
                        pageId: page.id,
                        number: revision.number,
                        baseVersion: page.draftVersion,
                      }}
                    />
                    <button
                      type="submit"
                      className={smallButtonClass}
                      aria-label={`Restore revision ${revision.number} as the draft`}
                    >
                      Restore
                    </button>
                  </form>
                </li>
              ))}
            </ol>
            <p className="text-sm text-ink-700">
              Restore makes a new draft from the revision; the live page changes when you publish
              it. Unsaved edits in the form above are lost by a restore.
            </p>
          </>
        )}
      </section>

      {livePath || (kind === "caseStudy" && page.publishedRevisionId && !page.unpublishedAt) ? (
        <section
          aria-labelledby="unpublish-heading"
          className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="unpublish-heading" className="text-xl font-bold">
            {kind === "caseStudy"
              ? "Take the case study down"
              : kind === "position"
                ? "Close the position"
                : `Take the ${kind} down`}
          </h2>
          <p className="max-w-2xl text-sm text-ink-700">
            {kind === "position"
              ? "Closing stops applications: the position leaves /CareerPage and the sitemap, and its address answers that it is no longer open, with what is. Applications already received stay under Applications."
              : page.locked
                ? "This page is in the site's route table, so it cannot be unpublished; edit and publish it instead."
                : kind === "caseStudy"
                  ? "Unpublish takes it off /Casestud. Pages that show it must be changed first."
                  : "Unpublish answers “page not found” at its path and takes it out of the sitemap. Pages and menus that link here must be changed first."}
          </p>
          {page.locked ? null : (
            <form action={unpublishAction}>
              <HiddenFields values={{ pageId: page.id }} />
              <button type="submit" className={smallButtonClass}>
                {kind === "position" ? "Close the position" : "Unpublish"}
              </button>
            </form>
          )}
        </section>
      ) : null}
    </div>
  );
}
