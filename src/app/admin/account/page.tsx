import type { Metadata } from "next";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { TwoFactorSetup } from "@/components/workspace/staff/two-factor-setup";
import { requireStaff } from "@/server/auth/access";
import { PASSWORD_MIN_LENGTH } from "@/server/auth/auth";
import { TWO_FACTOR_MESSAGES, twoFactorState } from "@/server/auth/two-factor";
import { requireContext } from "@/server/context";
import {
  changePasswordAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  renameAction,
  startTwoFactorAction,
} from "@/server/workspace/account-actions";

export const metadata: Metadata = { title: "Your account" };

const DONE: Record<string, string> = {
  "two-factor-on": TWO_FACTOR_MESSAGES.enabled,
  "two-factor-off": TWO_FACTOR_MESSAGES.disabled,
};

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireStaff(null, "/admin/account");
  const twoFactor = await twoFactorState(await requireContext(), me.id);
  const done = (await searchParams).done;
  const notice = typeof done === "string" ? DONE[done] : undefined;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-2 text-ink-700">
          Signed in as <span className="font-semibold break-all">{me.email}</span>, role{" "}
          <span className="font-semibold capitalize">{me.role}</span>. An admin changes roles and
          e-mail addresses.
        </p>
        {notice ? (
          <p
            role="status"
            className="mt-4 max-w-xl rounded-lg border border-accent-700 bg-white px-4 py-3 text-sm font-semibold"
          >
            {notice}
          </p>
        ) : null}
      </div>
      <section
        aria-labelledby="name-heading"
        className="max-w-xl space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="name-heading" className="text-xl font-bold">
          Name
        </h2>
        <ActionForm
          action={renameAction}
          submitLabel="Save name"
          initialValues={{ name: me.name }}
          fields={[{ name: "name", label: "Your name", autoComplete: "name" }]}
        />
      </section>
      <section
        aria-labelledby="password-heading"
        className="max-w-xl space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="password-heading" className="text-xl font-bold">
          Password
        </h2>
        <p className="text-ink-700">
          Changing it ends your other sessions and any reset link still out. A reset link works
          once, and a newer one ends the earlier ones. This browser is remembered for your account:
          if someone else makes too many wrong guesses at your password, sign-in stays open to you
          here (and a reset link lets you in from anywhere).
        </p>
        <ActionForm
          action={changePasswordAction}
          submitLabel="Change password"
          fields={[
            {
              name: "current",
              label: "Current password",
              type: "password",
              autoComplete: "current-password",
              secret: true,
            },
            {
              name: "password",
              label: "New password",
              type: "password",
              autoComplete: "new-password",
              hint: `At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions end when it changes.`,
              secret: true,
              minLength: PASSWORD_MIN_LENGTH,
            },
            {
              name: "repeat",
              label: "New password again",
              type: "password",
              autoComplete: "new-password",
              secret: true,
              minLength: PASSWORD_MIN_LENGTH,
            },
          ]}
        />
      </section>
      <section
        aria-labelledby="two-factor-heading"
        className="max-w-xl space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="two-factor-heading" className="text-xl font-bold">
          Two-factor sign-in
        </h2>
        {twoFactor === "on" ? (
          <>
            <p className="text-ink-700">
              On: after your password, the workspace asks for a code from your authenticator app (or
              a backup code).
            </p>
            <ActionForm
              action={disableTwoFactorAction}
              submitLabel="Turn off two-factor sign-in"
              fields={[
                {
                  name: "password",
                  label: "Your password",
                  type: "password",
                  autoComplete: "current-password",
                  secret: true,
                },
              ]}
            />
          </>
        ) : (
          <>
            <p className="text-ink-700">
              Off. With it on, signing in also needs a code from an authenticator app on your phone,
              so a stolen password alone opens nothing.
            </p>
            <TwoFactorSetup start={startTwoFactorAction} confirm={confirmTwoFactorAction} />
          </>
        )}
      </section>
    </div>
  );
}
