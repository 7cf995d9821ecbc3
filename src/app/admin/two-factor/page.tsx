import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
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
    <section className="mx-auto max-w-sm space-y-5 rounded-2xl bg-white p-6 shadow-sm sm:mt-8">
      <h1 className="text-2xl font-bold">Two-factor sign-in</h1>
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
      <p className="text-sm">
        <Link href="/admin" className="font-semibold text-accent-700 underline">
          Back to sign-in
        </Link>
      </p>
    </section>
  );
}
