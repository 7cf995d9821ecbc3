import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Notice } from "@/components/workspace/notice";
import { SignInForm } from "@/components/workspace/sign-in-form";
import { can, currentStaff, homeFor, safeReturnPath } from "@/server/auth/access";
import { readNotice } from "@/lib/notice";
import { SIGN_IN_NOTICES } from "@/server/actions/notices";
import { signIn } from "@/server/auth/sign-in";
import { ADD_ADMIN_COMMAND, ADMIN_ENV_COMMAND, hasStaffAccount } from "@/server/auth/first-account";
import { getContext } from "@/server/context";
import { DashboardView } from "./dashboard-view";

export const metadata: Metadata = { title: "Workspace" };

export default async function WorkspaceHome({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await currentStaff();
  const query = await searchParams;
  if (!staff) {
    const next = safeReturnPath(typeof query.next === "string" ? query.next : "/admin");
    const { database } = await getContext();
    const firstStart = !(await hasStaffAccount(database.db));
    return (
      <section className="mx-auto max-w-sm rounded-2xl bg-white p-6 shadow-sm sm:mt-8">
        <h1 className="mb-6 text-2xl font-bold">Sign in to the workspace</h1>
        <Notice message={readNotice(query, SIGN_IN_NOTICES)} className="mb-5" />
        {firstStart ? (
          <Notice
            className="mb-5"
            message={{
              tone: "notice",
              text: (
                <>
                  No staff account exists yet. To make the first admin, in the site&apos;s folder{" "}
                  {database.kind === "pglite" ? "stop the site and run" : "run"}{" "}
                  <code className="break-all">{ADD_ADMIN_COMMAND}</code>, or start the site with{" "}
                  <code className="break-all">{ADMIN_ENV_COMMAND}</code> (a password of at least 12
                  characters).
                </>
              ),
            }}
          />
        ) : null}
        <SignInForm action={signIn} next={next} />
        <p className="mt-6 text-sm">
          <Link href="/admin/forgot-password" className="font-semibold text-accent-700 underline">
            Forgot password?
          </Link>
        </p>
      </section>
    );
  }
  if (!can(staff, "dashboard")) redirect(homeFor(staff));
  return <DashboardView staff={staff} />;
}
