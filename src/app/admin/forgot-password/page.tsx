import type { Metadata } from "next";
import { AuthCard } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { forgotPasswordAction } from "@/server/auth/password-actions";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" back={{ href: "/admin", label: "Back to sign-in" }}>
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
    </AuthCard>
  );
}
