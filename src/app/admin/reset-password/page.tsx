import type { Metadata } from "next";
import { AuthCard } from "@/components/workspace/page-parts";
import { ActionForm } from "@/components/workspace/staff/action-form";
import { newPasswordFields } from "@/components/workspace/staff/password-fields";
import { PASSWORD_MIN_LENGTH } from "@/server/auth/auth";
import { resetPasswordAction } from "@/server/auth/password-actions";
import { getContext } from "@/server/context";
import { linkProblem } from "@/server/workspace/account";

// The token is in the address: it must not leave in a Referer header.
export const metadata: Metadata = { title: "Choose a password", referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token.slice(0, 200) : "";
  const problem = token
    ? await getContext()
        .then((context) => linkProblem(context, token))
        .catch(() => null)
    : null;
  // Why the link cannot be used, if it cannot: the server's reason, or no token at all.
  const refusal =
    problem ??
    (token
      ? null
      : "This link is incomplete. Open the link from the e-mail again, or ask for a new one.");
  return (
    <AuthCard
      title="Choose a password"
      back={{ href: "/admin/forgot-password", label: "Ask for a new link" }}
    >
      {refusal ? (
        <p role="alert" className="text-signal-600 font-semibold">
          {refusal}
        </p>
      ) : (
        <ActionForm
          action={resetPasswordAction}
          submitLabel="Save password"
          hidden={{ token }}
          fields={newPasswordFields(
            PASSWORD_MIN_LENGTH,
            `At least ${PASSWORD_MIN_LENGTH} characters.`,
          )}
        />
      )}
    </AuthCard>
  );
}
