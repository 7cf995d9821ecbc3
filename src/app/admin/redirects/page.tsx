import type { Metadata } from "next";
import { HiddenFields, smallButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { FormPanel, PageHeader } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { formatTime } from "@/components/workspace/time";
import { readNotice } from "@/lib/notice";
import { REDIRECTS_NOTICES } from "@/server/actions/notices";
import { requireStaff } from "@/server/auth/access";
import { listRedirects } from "@/server/content/page-store";
import { addRedirectAction, removeRedirectAction } from "@/server/content/studio-actions";
import { requireContext } from "@/server/context";

export const metadata: Metadata = { title: "Redirects" };

export default async function RedirectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff("redirects", "/admin/redirects");
  const query = await searchParams;
  const context = await requireContext();
  const redirects = await listRedirects(context.database.db);
  const message = readNotice(query, REDIRECTS_NOTICES);

  return (
    <div className="space-y-8">
      <PageHeader title="Redirects">
        Old paths that send visitors on, permanently (308), keeping the query string. Changing a
        page&apos;s path adds one here; you can add your own.
      </PageHeader>
      <Notice message={message} />
      <section aria-labelledby="redirects-heading" className="space-y-3">
        <h2 id="redirects-heading" className="text-xl font-bold">
          Redirects ({redirects.length})
        </h2>
        {redirects.length === 0 ? (
          <p>No redirect yet.</p>
        ) : (
          <ul className="space-y-3">
            {redirects.map((redirect) => (
              <li
                key={redirect.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-mono break-all">
                    {redirect.fromPath} → {redirect.toPath}
                  </p>
                  <p className="text-sm text-ink-700">
                    {redirect.origin === "path-change" ? "Made by a path change" : "Added"}{" "}
                    {formatTime(redirect.createdAt)} by {redirect.createdBy}
                  </p>
                </div>
                <form action={removeRedirectAction}>
                  <HiddenFields values={{ id: redirect.id }} />
                  <button
                    type="submit"
                    className={smallButtonClass}
                    aria-label={`Remove the redirect from ${redirect.fromPath}`}
                  >
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormPanel id="add-redirect" title="Add a redirect">
        <ActionForm
          action={addRedirectAction}
          submitLabel="Add redirect"
          fields={[
            { name: "from", label: "From (an old path)", hint: "For example /old-offer" },
            { name: "to", label: "To", hint: "A path of this site, such as /services, or an https:// address" },
          ]}
        />
      </FormPanel>
    </div>
  );
}
