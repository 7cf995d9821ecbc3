import type { Metadata } from "next";
import Link from "next/link";
import { inputClass, labelClass, smallButtonClass } from "@/components/workspace/form-controls";
import { FormPanel, PageHeader } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { formatTime } from "@/components/workspace/time";
import { requireStaff } from "@/server/auth/access";
import { listPages, type PageSummary } from "@/server/content/page-store";
import { fillText } from "@/content/tokens";
import { currentTokenValues, fillPath } from "@/server/content/public-pages";
import { createPageAction } from "@/server/content/studio-actions";
import { requireContext } from "@/server/context";

export const metadata: Metadata = { title: "Content" };

const STATUS: Record<PageSummary["status"], string> = {
  draft: "Draft, never published",
  published: "Published",
  changed: "Published, with unpublished changes",
  unpublished: "Unpublished",
};

export default async function ContentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff("content", "/admin/content");
  const query = await searchParams;
  const search = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const context = await requireContext();
  const pages = await listPages(context.database.db, search);
  const tokens = currentTokenValues();

  return (
    <div className="space-y-8">
      <PageHeader title="Content">
        Every page of the site. Open one to edit its sections, preview the draft and publish it;
        visitors see only what is published.
      </PageHeader>

      <form role="search" className="flex flex-wrap items-end gap-3" action="/admin/content">
        <div className="min-w-0 grow sm:max-w-md">
          <label htmlFor="content-search" className={labelClass}>
            Search by path or title
          </label>
          <input id="content-search" name="q" defaultValue={search} className={inputClass} />
        </div>
        <button type="submit" className={smallButtonClass}>
          Search
        </button>
        {search ? (
          <Link href="/admin/content" className="min-h-11 py-3 font-semibold underline">
            Show all
          </Link>
        ) : null}
      </form>

      <section aria-labelledby="pages-heading" className="space-y-3">
        <h2 id="pages-heading" className="text-xl font-bold">
          Pages ({pages.length})
        </h2>
        {pages.length === 0 ? (
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
            {pages.map((page) => (
              <li
                key={page.id}
                className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[2fr_1.5fr_1.5fr_2fr] md:gap-4"
              >
                <Link
                  href={`/admin/content/${page.id}`}
                  className="text-base font-semibold break-words text-ink-900 underline"
                >
                  {fillText(page.title, tokens)}
                </Link>
                <span className="font-mono break-all">{fillPath(page.path)}</span>
                <span>
                  {STATUS[page.status]}
                  {page.needsAttention ? (
                    <strong className="block text-signal-600">
                      Needs attention: the live version no longer passes the checks
                    </strong>
                  ) : null}
                </span>
                <span className="text-ink-700">
                  {formatTime(page.draftSavedAt)} by {page.draftSavedBy}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <FormPanel id="new-page" title="New page">
        <p className="mb-4 max-w-2xl text-sm text-ink-700">
          A new page starts as a draft with a hero section. Its path is one word of letters, digits
          and hyphens after the slash, such as /cloud-migration.
        </p>
        <ActionForm
          action={createPageAction}
          submitLabel="Create page"
          fields={[
            { name: "path", label: "Path", hint: "For example /cloud-migration" },
            { name: "title", label: "Title" },
          ]}
        />
      </FormPanel>
    </div>
  );
}
