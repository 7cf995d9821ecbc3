import type { Metadata } from "next";
import { Notice } from "@/components/workspace/notice";
import { FormPanel } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { StaffList } from "@/components/workspace/staff/staff-list";
import { requireStaff } from "@/server/auth/access";
import { loadStaffPage } from "@/server/workspace/staff-page";
import {
  disableAction,
  enableAction,
  inviteAction,
  resendAction,
  resetTwoFactorAction,
  revokeAction,
  roleAction,
} from "@/server/workspace/staff-actions";

export const metadata: Metadata = { title: "Staff accounts" };

export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireStaff("staff", "/admin/staff");
  const view = await loadStaffPage(await searchParams);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Staff accounts</h1>
      <Notice message={view.notice} />

      <section aria-labelledby="accounts-heading" className="space-y-4">
        <h2 id="accounts-heading" className="text-xl font-bold">
          Accounts ({view.accounts.length})
        </h2>
        <StaffList
          accounts={view.accounts}
          meId={me.id}
          roles={view.roles}
          actions={{
            role: roleAction,
            enable: enableAction,
            disable: disableAction,
            resend: resendAction,
            resetTwoFactor: resetTwoFactorAction,
            revoke: revokeAction,
          }}
        />
      </section>

      <FormPanel id="invite-heading" title="Invite a colleague">
        <p className="text-sm text-ink-700">
          They receive an e-mail with a link to choose their password, valid for 72 hours and usable
          once.
        </p>
        <ActionForm
          action={inviteAction}
          submitLabel="Send invitation"
          initialValues={{ role: "sales" }}
          fields={[
            { name: "email", label: "E-mail address", type: "email", autoComplete: "off" },
            { name: "name", label: "Name", autoComplete: "off" },
            { name: "role", label: "Role", type: "select", options: view.roleChoices },
          ]}
        />
      </FormPanel>
    </div>
  );
}
