import type { Metadata } from "next";
import Link from "next/link";
import { inputClass, labelClass, smallButtonClass } from "@/components/workspace/form-controls";
import { FormPanel, PageHeader } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { formatTime } from "@/components/workspace/time";
import { notFound } from "next/navigation";
import { requireStaff } from "@/server/auth/access";
import { canUseStudio, kindsFor } from "@/server/content/kind-access";
import { applicationCounts } from "@/server/content/positions";
import { can } from "@/server/auth/access";
import { listPages, type PageSummary } from "@/server/content/page-store";
import { fillText } from "@/content/tokens";
import { currentTokenValues, fillPath } from "@/server/content/public-pages";
import { createPageAction } from "@/server/content/studio-actions";
import { siteConfig } from "@/config/site";
import { describeInZone } from "@/lib/time/zoned";
import { requireContext } from "@/server/context";

export const metadata: Metadata = { title: "Content" };

type ListedKind = "page" | "post" | "caseStudy" | "menus" | "position";

/** The studio's tabs: one list per kind of content. */
const TABS: { kind: ListedKind; label: string; href: string }[] = [
  { kind: "page", label: "Pages", href: "/admin/content" },
  { kind: "post", label: "Posts", href: "/admin/content?kind=post" },
  { kind: "caseStudy", label: "Case studies", href: "/admin/content?kind=caseStudy" },
  { kind: "menus", label: "Menus", href: "/admin/content?kind=menus" },
  { kind: "position", label: "Positions", href: "/admin/content?kind=position" },
];

const NEW: Record<
  "page" | "post" | "caseStudy" | "position",
  { title: string; help: string; submit: string; path?: string }
> = {
  page: {
    title: "New page",
    help: "A new page starts as a draft with a hero section. Its path is one word of letters, digits and hyphens after the slash, such as /cloud-migration.",
    submit: "Create page",
    path: "For example /cloud-migration",
  },
  post: {
    title: "New post",
    help: "A new post starts as a draft. Leave the path empty to make it from the title (Cloud migration checklist → /cloud-migration-checklist).",
    submit: "Create post",
    path: "Optional: for example /cloud-migration-checklist",
  },
  caseStudy: {
    title: "New case study",
    help: "A new case study starts as a draft. Pages name it by a key made from its title.",
    submit: "Create case study",
  },
  position: {
    title: "New position",
    help: "A new position starts as a draft. Leave the path empty to make it from the title (React developer → /jobs/react-developer). It opens for applications when you publish it.",
    submit: "Create position",
    path: "Optional: for example /jobs/react-developer",
  },
};

const STATUS: Record<PageSummary["status"], string> = {
  draft: "Draft, never published",
  published: "Published",
  changed: "Published, with unpublished changes",
  unpublished: "Unpublished",
};

/** A position is opened and closed rather than published and unpublished. */
const POSITION_STATUS: Record<PageSummary["status"], string> = {
  draft: "Draft, never opened",
  published: "Open",
  changed: "Open, with unpublished changes",
  unpublished: "Closed",
};

export default async function ContentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff(null, "/admin/content");
  if (!canUseStudio(staff)) notFound();
  const query = await searchParams;
  const search = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  // Each person sees the kinds their role works on; asking for another kind is a 404.
  const allowed = kindsFor(staff);
  const tabs = TABS.filter((tab) => allowed.includes(tab.kind));
  const asked = TABS.find((tab) => tab.kind === query.kind)?.kind;
  if (asked && !allowed.includes(asked)) notFound();
  const kind = asked ?? tabs[0]!.kind;
  const statusText = kind === "position" ? POSITION_STATUS : STATUS;
  const context = await requireContext();
  const pages = await listPages(context.database.db, search, kind);
  // A position's applications are one click away for those who work them.
  const applied =
    kind === "position" && can(staff, "applications")
      ? await applicationCounts(context.database.db)
      : null;
  const tab = TABS.find((entry) => entry.kind === kind)!;
  const tokens = currentTokenValues();

  return (
    <div className="space-y-8">
      {kind === "position" ? (
        <PageHeader title="Positions">
          The open positions of the careers pages. Open one to edit it, preview it and open it for
          applications, schedule it, or close it; applications to it are under Applications.
        </PageHeader>
      ) : (
        <PageHeader title="Content">
          Every page, post and case study of the site, and its menus. Open one to edit it, preview
          the draft and publish it or schedule it; visitors see only what is published.
        </PageHeader>
      )}

      {tabs.length > 1 ? (
        <nav aria-label="Kinds of content" className="flex flex-wrap gap-2">
          {tabs.map((entry) => (
            <Link
              key={entry.kind}
              href={entry.href}
              aria-current={entry.kind === kind ? "page" : undefined}
              className={`${smallButtonClass}${entry.kind === kind ? " bg-ink-900 text-white hover:bg-ink-900" : ""}`}
            >
              {entry.label}
            </Link>
          ))}
        </nav>
      ) : null}

      <form role="search" className="flex flex-wrap items-end gap-3" action="/admin/content">
        {kind !== tabs[0]!.kind ? <input type="hidden" name="kind" value={kind} /> : null}
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
          <Link href={tab.href} className="min-h-11 py-3 font-semibold underline">
            Show all
          </Link>
        ) : null}
      </form>

      <section aria-labelledby="pages-heading" className="space-y-3">
        <h2 id="pages-heading" className="text-xl font-bold">
          {tab.label} ({pages.length})
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
                <span className="font-mono break-all">
                  {page.path.startsWith("/") ? fillPath(page.path) : page.path}
                </span>
                <span>
                  {statusText[page.status]}
                  {page.scheduledAt ? (
                    <span className="block font-semibold">
                      Scheduled: {describeInZone(page.scheduledAt, siteConfig.timeZone)}
                    </span>
                  ) : null}
                  {page.needsAttention ? (
                    <strong className="block text-signal-600">
                      Needs attention: the live version no longer passes the checks
                    </strong>
                  ) : null}
                </span>
                <span className="text-ink-700">
                  {formatTime(page.draftSavedAt)} by {page.draftSavedBy}
                  {applied ? (
                    <Link
                      href={`/admin/applications?position=${page.id}`}
                      aria-label={`Applications to ${fillText(page.title, tokens)} (${applied.get(page.id) ?? 0})`}
                      className="block min-h-11 py-2 font-semibold text-accent-700 underline"
                    >
                      Applications ({applied.get(page.id) ?? 0})
                    </Link>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {kind === "menus" ? null : (
        <FormPanel id="new-page" title={NEW[kind].title}>
          <p className="mb-4 max-w-2xl text-sm text-ink-700">{NEW[kind].help}</p>
          <ActionForm
            action={createPageAction}
            submitLabel={NEW[kind].submit}
            hidden={{ kind }}
            fields={[
              ...(NEW[kind].path ? [{ name: "path", label: "Path", hint: NEW[kind].path }] : []),
              { name: "title", label: "Title" },
            ]}
          />
        </FormPanel>
      )}
    </div>
  );
}
