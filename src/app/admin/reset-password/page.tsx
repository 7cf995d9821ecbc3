import type { Metadata } from "next";
import Link from "next/link";
import { ActionForm } from "@/components/workspace/staff/action-form";
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
  return (
    <section className="mx-auto max-w-sm space-y-5 rounded-2xl bg-white p-6 shadow-sm sm:mt-8">
      <h1 className="text-2xl font-bold">Choose a password</h1>
      {problem ? (
        <p role="alert" className="text-signal-600 font-semibold">
          {problem}
        </p>
      ) : token ? (
        <ActionForm
          action={resetPasswordAction}
          submitLabel="Save password"
          hidden={{ token }}
          fields={[
            {
              name: "password",
              label: "New password",
              type: "password",
              autoComplete: "new-password",
              hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
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
      ) : (
        <p role="alert" className="text-signal-600 font-semibold">
          This link is incomplete. Open the link from the e-mail again, or ask for a new one.
        </p>
      )}
      <p className="text-sm">
        <Link href="/admin/forgot-password" className="font-semibold text-accent-700 underline">
          Ask for a new link
        </Link>
      </p>
    </section>
  );
}
