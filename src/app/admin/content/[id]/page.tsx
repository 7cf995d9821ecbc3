import type { Metadata } from "next";
import Link from "next/link";
import { PageEditor } from "@/components/studio/page-editor";
import { RevisionList } from "@/components/studio/revision-list";
import { HiddenFields, smallButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { formatTime } from "@/components/workspace/time";
import { documentEditorView } from "@/server/content/studio-views";
import {
  publishAction,
  restoreAction,
  saveDraftAction,
  unpublishAction,
} from "@/server/content/studio-actions";
import { ScheduleForm } from "./schedule-form";

export const metadata: Metadata = { title: "Edit content" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function EditPage({ params, searchParams }: Props) {
  const view = await documentEditorView((await params).id, await searchParams);
  const { page, takeDown } = view;

  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm">
          <Link href={view.studioList} className="font-semibold underline">
            {view.words.plural}
          </Link>{" "}
          › {view.crumb}
        </p>
        <h1 className="mt-1 text-2xl font-bold break-words">{view.title}</h1>
        <p className="mt-2 max-w-3xl text-ink-700">
          Draft saved {formatTime(page.draftSavedAt)} by {page.draftSavedBy}.{" "}
          {view.liveAt ? (
            <>
              Live at{" "}
              <a href={view.liveAt} className="font-semibold underline">
                {view.liveAt}
              </a>
              {view.status}
            </>
          ) : (
            view.status
          )}
        </p>
      </div>
      <Notice message={view.message} />

      <PageEditor
        // Not keyed by the draft version: a save re-renders this page, and the editor keeps
        // its own state (and focus) across it. A restore (?v=) starts it from the new draft.
        key={view.editorKey}
        pageId={page.id}
        initialDocument={page.draft as Record<string, unknown>}
        version={page.draftVersion}
        choices={view.choices}
        pathLocked={page.locked}
        previewHref={view.previewHref}
        saveDraft={saveDraftAction}
        publish={publishAction}
        form={view.form}
      />

      <ScheduleForm
        pageId={page.id}
        scheduledAt={page.scheduledAt}
        scheduledBy={page.scheduledBy}
        keptTime={view.keptTime}
        tomorrow={new Date(page.draftSavedAt.getTime() + 24 * 3600_000)}
      />

      <RevisionList
        pageId={page.id}
        draftVersion={page.draftVersion}
        liveRevisionId={page.unpublishedAt ? null : page.publishedRevisionId}
        revisions={view.revisions}
        restore={restoreAction}
      />

      {takeDown ? (
        <section
          aria-labelledby="unpublish-heading"
          className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="unpublish-heading" className="text-xl font-bold">
            {takeDown.heading}
          </h2>
          <p className="max-w-2xl text-sm text-ink-700">{takeDown.explanation}</p>
          {takeDown.button ? (
            <form action={unpublishAction}>
              <HiddenFields values={{ pageId: page.id }} />
              <button type="submit" className={smallButtonClass}>
                {takeDown.button}
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
