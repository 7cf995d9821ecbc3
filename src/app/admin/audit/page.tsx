import type { Metadata } from "next";
import { AuditFilterForm, AuditPager, AuditTable } from "@/components/workspace/audit/audit-parts";
import { requireStaff } from "@/server/auth/access";
import { loadAuditPage } from "@/server/workspace/audit-page";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff("audit", "/admin/audit");
  const { filters, rows, page, hasMore, actions, keptMonths } = await loadAuditPage(
    await searchParams,
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Audit log</h1>
        <p className="mt-2 text-ink-700">
          Who did what, newest first. Records are named by id and fields by name only, people in
          privacy requests by a keyed hash of their address. Entries cannot be changed; they are
          deleted after {keptMonths} months. Times are UTC.
        </p>
      </div>
      <AuditFilterForm filters={filters} actions={actions} />
      <AuditTable rows={rows} />
      <AuditPager filters={filters} page={page} hasMore={hasMore} />
    </div>
  );
}
