import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { currentStaff, homeFor, safeReturnPath } from "@/server/auth/access";
import { verifySecondFactor } from "@/server/auth/sign-in";

export const metadata: Metadata = { title: "Two-factor sign-in" };

export default async function TwoFactorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await currentStaff();
  if (staff) redirect(homeFor(staff));
  const query = await searchParams;
  const next = safeReturnPath(typeof query.next === "string" ? query.next : "/admin");
  return (
    <AuthCard title="Two-factor sign-in" back={{ href: "/admin", label: "Back to sign-in" }}>
      <p className="text-sm text-ink-700">
        Your password was right. Now enter the 6-digit code your authenticator app shows for the
        workspace.
      </p>
      <ActionForm
        action={verifySecondFactor}
        submitLabel="Verify"
        hidden={{ next }}
        fields={[
          {
            name: "code",
            label: "Authentication code",
            autoComplete: "one-time-code",
            inputMode: "numeric",
            hint: "No phone? Enter one of your backup codes instead. Each works once.",
          },
        ]}
      />
    </AuthCard>
  );
}
