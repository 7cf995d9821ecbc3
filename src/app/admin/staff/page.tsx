import type { Metadata } from "next";
import { labelClass, smallButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { readNotice } from "@/lib/notice";
import { STAFF_NOTICES } from "@/server/actions/notices";
import { FormPanel } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { formatTime } from "@/components/workspace/time";
import { requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { STAFF_ROLES } from "@/server/db/schema";
import { listStaff, type StaffRow } from "@/server/workspace/staff-admin";
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

const ROLE_LABELS: Record<string, string> = {
  admin: "Admin: everything, staff accounts, mail and audit log",
  sales: "Sales: enquiries",
  recruiting: "Recruiting: applications and résumés",
  marketing: "Marketing: subscribers and the dashboard",
};

/** One line on the newest link: a resent link ends the earlier ones, and staff should know. */
function linkSummary(link: NonNullable<StaffRow["latestLink"]>): string {
  const sent = `sent ${formatTime(link.createdAt)}`;
  const state = link.live ? "works once, until it expires" : "used, expired or ended";
  const earlier =
    link.earlier > 0
      ? `; ${link.earlier} earlier link${link.earlier === 1 ? "" : "s"} no longer work${link.earlier === 1 ? "s" : ""}`
      : "";
  return `${sent} (${state})${earlier}.`;
}

/** One button acting on one account; its accessible name says which account. */
function RowAction({
  action,
  id,
  label,
  accessibleName,
}: {
  action: (form: FormData) => Promise<void>;
  id: string;
  label: string;
  accessibleName: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={smallButtonClass} aria-label={accessibleName}>
        {label}
      </button>
    </form>
  );
}

export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireStaff("staff", "/admin/staff");
  const query = await searchParams;
  const context = await requireContext();
  const accounts = await listStaff(context);
  const notice = readNotice(query, STAFF_NOTICES);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Staff accounts</h1>
      <Notice message={notice} />

      <section aria-labelledby="accounts-heading" className="space-y-4">
        <h2 id="accounts-heading" className="text-xl font-bold">
          Accounts ({accounts.length})
        </h2>
        <ul className="space-y-4">
          {accounts.map((account) => {
            const headingId = `account-${account.id}`;
            const state = account.disabled
              ? "Disabled"
              : account.hasPassword
                ? "Active"
                : "Invited (no password yet)";
            return (
              <li key={account.id} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={headingId} className="text-lg font-bold break-all">
                    {account.name}
                    {account.id === me.id ? " (you)" : ""}
                  </h3>
                  <span className="text-sm font-semibold text-ink-700">{state}</span>
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-2 lg:grid-cols-4">
                  <div>
                    <dt className="inline font-semibold">E-mail: </dt>
                    <dd className="inline break-all">{account.email}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Role: </dt>
                    <dd className="inline capitalize">{account.role}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Two-factor: </dt>
                    <dd className="inline">{account.twoFactor ? "on" : "off"}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Sessions: </dt>
                    <dd className="inline">{account.activeSessions}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Last sign-in: </dt>
                    <dd className="inline">
                      {account.lastSignIn ? formatTime(account.lastSignIn) : "never"}
                    </dd>
                  </div>
                  {account.latestLink ? (
                    <div className="sm:col-span-2">
                      <dt className="inline font-semibold">
                        {account.latestLink.purpose === "invite" ? "Invitation" : "Reset link"}
                        :{" "}
                      </dt>
                      <dd className="inline">{linkSummary(account.latestLink)}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="mt-4 flex flex-wrap items-end gap-3">
                  <form action={roleAction} className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={account.id} />
                    <div>
                      <label htmlFor={`role-${account.id}`} className={labelClass}>
                        Role of {account.name}
                      </label>
                      <select
                        id={`role-${account.id}`}
                        name="role"
                        defaultValue={account.role}
                        className="block min-h-11 rounded-lg border border-ink-300 bg-white px-3 py-2 text-base"
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {role}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button type="submit" className={smallButtonClass}>
                      Change role
                    </button>
                  </form>
                  <RowAction
                    action={account.disabled ? enableAction : disableAction}
                    id={account.id}
                    label={account.disabled ? "Enable" : "Disable"}
                    accessibleName={`${account.disabled ? "Enable" : "Disable"} ${account.name}`}
                  />
                  {account.hasPassword || account.disabled ? null : (
                    <RowAction
                      action={resendAction}
                      id={account.id}
                      label="Resend invitation"
                      accessibleName={`Send ${account.name} a new invitation`}
                    />
                  )}
                  {account.twoFactor ? (
                    <RowAction
                      action={resetTwoFactorAction}
                      id={account.id}
                      label="Turn off two-factor"
                      accessibleName={`Turn off two-factor sign-in for ${account.name}`}
                    />
                  ) : null}
                  <RowAction
                    action={revokeAction}
                    id={account.id}
                    label="End sessions"
                    accessibleName={`End sessions of ${account.name}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
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
            {
              name: "role",
              label: "Role",
              type: "select",
              options: STAFF_ROLES.map((role) => ({
                value: role,
                label: ROLE_LABELS[role] ?? role,
              })),
            },
          ]}
        />
      </FormPanel>
    </div>
  );
}
