import type { Metadata } from "next";
import Link from "next/link";
import {
  inputClass,
  labelClass,
  SearchButtons,
  smallButtonClass,
} from "@/components/workspace/form-controls";
import { FormPanel, PageHeader } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { formatTime } from "@/components/workspace/time";
import { createPageAction } from "@/server/content/studio-actions";
import { contentListView } from "@/server/content/studio-views";

export const metadata: Metadata = { title: "Content" };

export default async function ContentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const view = await contentListView(await searchParams);
  const { kind, search, create } = view;

  return (
    <div className="space-y-8">
      <PageHeader title={view.words.list.title}>{view.words.list.intro}</PageHeader>

      {view.tabs.length > 0 ? (
        <nav aria-label="Kinds of content" className="flex flex-wrap gap-2">
          {view.tabs.map((entry) => (
            <Link
              key={entry.kind}
              href={entry.href}
              aria-current={entry.current ? "page" : undefined}
              className={`${smallButtonClass}${entry.current ? " bg-ink-900 text-white hover:bg-ink-900" : ""}`}
            >
              {entry.label}
            </Link>
          ))}
        </nav>
      ) : null}

      <form role="search" className="flex flex-wrap items-end gap-3" action="/admin/content">
        {view.keepKind ? <input type="hidden" name="kind" value={kind} /> : null}
        <div className="min-w-0 grow sm:max-w-md">
          <label htmlFor="content-search" className={labelClass}>
            Search by path or title
          </label>
          <input id="content-search" name="q" defaultValue={search} className={inputClass} />
        </div>
        <SearchButtons showAll={search ? view.studioList : null} />
      </form>

      <section aria-labelledby="pages-heading" className="space-y-3">
        <h2 id="pages-heading" className="text-xl font-bold">
          {view.words.plural} ({view.rows.length})
        </h2>
        {view.rows.length === 0 ? (
          <p>No page matches “{search}”.</p>
        ) : (
          // A list rather than a table: at 375 px each page is a card, from 768 px a row.
          <ul className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm">
            <li
              aria-hidden="true"
              className="hidden px-4 py-3 text-sm font-semibold text-ink-700 md:grid md:grid-cols-[2fr_1.5fr_1.5fr_2fr] md:gap-4"
            >
              <span>Page</span>
              <span>Path</span>
              <span>Status</span>
              <span>Last edit</span>
            </li>
            {view.rows.map((row) => (
              <li
                key={row.id}
                className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[2fr_1.5fr_1.5fr_2fr] md:gap-4"
              >
                <Link
                  href={`/admin/content/${row.id}`}
                  className="text-base font-semibold break-words text-ink-900 underline"
                >
                  {row.title}
                </Link>
                <span className="font-mono break-all">{row.address}</span>
                <span>
                  {row.status}
                  {row.scheduled ? (
                    <span className="block font-semibold">Scheduled: {row.scheduled}</span>
                  ) : null}
                  {row.needsAttention ? (
                    <strong className="block text-signal-600">
                      Needs attention: the live version no longer passes the checks
                    </strong>
                  ) : null}
                </span>
                <span className="text-ink-700">
                  {formatTime(row.draftSavedAt)} by {row.draftSavedBy}
                  {row.applications !== null ? (
                    <Link
                      href={`/admin/applications?position=${row.id}`}
                      aria-label={`Applications to ${row.title} (${row.applications})`}
                      className="block min-h-11 py-2 font-semibold text-accent-700 underline"
                    >
                      Applications ({row.applications})
                    </Link>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {create ? (
        <FormPanel id="new-page" title={create.title}>
          <p className="mb-4 max-w-2xl text-sm text-ink-700">{create.help}</p>
          <ActionForm
            action={createPageAction}
            submitLabel={create.submit}
            hidden={{ kind }}
            fields={[
              ...(create.pathHint ? [{ name: "path", label: "Path", hint: create.pathHint }] : []),
              { name: "title", label: "Title" },
            ]}
          />
        </FormPanel>
      ) : null}
    </div>
  );
}
