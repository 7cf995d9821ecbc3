import type { Metadata } from "next";
import Link from "next/link";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { forgotPasswordAction } from "@/server/auth/password-actions";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-sm space-y-5 rounded-2xl bg-white p-6 shadow-sm sm:mt-8">
      <h1 className="text-2xl font-bold">Forgot password</h1>
      <p className="text-sm text-ink-700">
        Enter the e-mail address of your workspace account. We send a link to choose a new password.
      </p>
      <ActionForm
        action={forgotPasswordAction}
        submitLabel="Send link"
        fields={[
          { name: "email", label: "E-mail address", type: "email", autoComplete: "username" },
        ]}
      />
      <p className="text-sm">
        <Link href="/admin" className="font-semibold text-accent-700 underline">
          Back to sign-in
        </Link>
      </p>
    </section>
  );
}
