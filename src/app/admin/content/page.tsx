import type { Metadata } from "next";
import Link from "next/link";
import { inputClass, labelClass, smallButtonClass } from "@/components/workspace/form-controls";
import { FormPanel, PageHeader } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { formatTime } from "@/components/workspace/time";
import { requireStaff } from "@/server/auth/access";
import { listPages, type PageSummary } from "@/server/content/page-store";
import { fillPath } from "@/server/content/public-pages";
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
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-ink-200 text-ink-700">
                <tr>
                  <th scope="col" className="px-4 py-3">Page</th>
                  <th scope="col" className="px-4 py-3">Path</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Last edit</th>
                </tr>
              </thead>
              <tbody>
                {pages.map((page) => (
                  <tr key={page.id} className="border-b border-ink-100 last:border-0">
                    <td className="px-4 py-3">
                      <Link
                        href={`/admin/content/${page.id}`}
                        className="font-semibold text-ink-900 underline"
                      >
                        {page.title}
                      </Link>
                    </td>
                    <td className="px-4 py-3 font-mono break-all">{fillPath(page.path)}</td>
                    <td className="px-4 py-3">
                      {STATUS[page.status]}
                      {page.needsAttention ? (
                        <strong className="block text-signal-600">
                          Needs attention: the live version no longer passes the checks
                        </strong>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      {formatTime(page.draftSavedAt)} by {page.draftSavedBy}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
