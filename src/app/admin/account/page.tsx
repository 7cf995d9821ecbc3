import type { Metadata } from "next";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { requireStaff } from "@/server/auth/access";
import { PASSWORD_MIN_LENGTH } from "@/server/auth/auth";
import { changePasswordAction, renameAction } from "@/server/workspace/account-actions";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const me = await requireStaff(null, "/admin/account");
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-2 text-ink-700">
          Signed in as <span className="font-semibold break-all">{me.email}</span>, role{" "}
          <span className="font-semibold capitalize">{me.role}</span>. An admin changes roles and
          e-mail addresses.
        </p>
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
    </div>
  );
}
