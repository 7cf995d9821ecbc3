import { labelClass, smallButtonClass } from "../form-controls";
import { formatTime } from "../time";

type Action = (form: FormData) => Promise<void>;

/** One staff account as the list shows it. */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  twoFactor: boolean;
  hasPassword: boolean;
  activeSessions: number;
  lastSignIn: Date | null;
  /** The newest invitation or reset link (null: none was ever sent). */
  latestLink: { purpose: string; createdAt: Date; live: boolean; earlier: number } | null;
}

/** The per-account actions of the list. */
export interface StaffRowActions {
  role: Action;
  enable: Action;
  disable: Action;
  resend: Action;
  resetTwoFactor: Action;
  revoke: Action;
}

/** One line on the newest link: a resent link ends the earlier ones, and staff should know. */
function linkSummary(link: NonNullable<StaffAccount["latestLink"]>): string {
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

/** Every staff account, each with its state and the actions on it. */
export function StaffList({
  accounts,
  meId,
  roles,
  actions,
}: {
  accounts: StaffAccount[];
  /** The signed-in admin's account, marked "(you)". */
  meId: string;
  roles: readonly string[];
  actions: StaffRowActions;
}) {
  return (
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
                {account.id === meId ? " (you)" : ""}
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
                    {account.latestLink.purpose === "invite" ? "Invitation" : "Reset link"}:{" "}
                  </dt>
                  <dd className="inline">{linkSummary(account.latestLink)}</dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <form action={actions.role} className="flex flex-wrap items-end gap-2">
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
                    {roles.map((role) => (
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
                action={account.disabled ? actions.enable : actions.disable}
                id={account.id}
                label={account.disabled ? "Enable" : "Disable"}
                accessibleName={`${account.disabled ? "Enable" : "Disable"} ${account.name}`}
              />
              {account.hasPassword || account.disabled ? null : (
                <RowAction
                  action={actions.resend}
                  id={account.id}
                  label="Resend invitation"
                  accessibleName={`Send ${account.name} a new invitation`}
                />
              )}
              {account.twoFactor ? (
                <RowAction
                  action={actions.resetTwoFactor}
                  id={account.id}
                  label="Turn off two-factor"
                  accessibleName={`Turn off two-factor sign-in for ${account.name}`}
                />
              ) : null}
              <RowAction
                action={actions.revoke}
                id={account.id}
                label="End sessions"
                accessibleName={`End sessions of ${account.name}`}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
