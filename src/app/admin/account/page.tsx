import type { Metadata } from "next";
import { Notice } from "@/components/workspace/notice";
import { FormPanel } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import {
  currentPasswordField,
  newPasswordFields,
} from "@/components/workspace/staff/password-fields";
import { TwoFactorSetup } from "@/components/workspace/staff/two-factor-setup";
import { requireStaff } from "@/server/auth/access";
import { PASSWORD_MIN_LENGTH } from "@/server/auth/auth";
import { twoFactorState } from "@/server/auth/two-factor";
import { requireContext } from "@/server/context";
import { readNotice } from "@/lib/notice";
import { ACCOUNT_NOTICES } from "@/server/actions/notices";
import {
  changePasswordAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  renameAction,
  startTwoFactorAction,
} from "@/server/workspace/account-actions";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireStaff(null, "/admin/account");
  const twoFactor = await twoFactorState(await requireContext(), me.id);
  const notice = readNotice(await searchParams, ACCOUNT_NOTICES);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-2 text-ink-700">
          Signed in as <span className="font-semibold break-all">{me.email}</span>, role{" "}
          <span className="font-semibold capitalize">{me.role}</span>. An admin changes roles and
          e-mail addresses.
        </p>
        <Notice message={notice} className="mt-4 max-w-xl" />
      </div>
      <FormPanel id="name-heading" title="Name">
        <ActionForm
          action={renameAction}
          submitLabel="Save name"
          initialValues={{ name: me.name }}
          fields={[{ name: "name", label: "Your name", autoComplete: "name" }]}
        />
      </FormPanel>
      <FormPanel id="password-heading" title="Password">
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
            currentPasswordField("current", "Current password"),
            ...newPasswordFields(
              PASSWORD_MIN_LENGTH,
              `At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions end when it changes.`,
            ),
          ]}
        />
      </FormPanel>
      <FormPanel id="two-factor-heading" title="Two-factor sign-in">
        {twoFactor === "on" ? (
          <>
            <p className="text-ink-700">
              On: after your password, the workspace asks for a code from your authenticator app (or
              a backup code).
            </p>
            <ActionForm
              action={disableTwoFactorAction}
              submitLabel="Turn off two-factor sign-in"
              fields={[currentPasswordField("password", "Your password")]}
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
      </FormPanel>
    </div>
  );
}
