/**
 * Server tests of the workspace's rights: a real staff session for a role, and what a page or
 * Server Action did for it (rendered, Next's not-found, or a redirect).
 */
import type { AppContext } from "@/server/context";
import { getStaffAuth } from "@/server/auth/instance";
import type { StaffRole } from "@/server/db/schema";
import { createStaffAccount } from "@/server/workspace/staff";

export const STAFF_TEST_PASSWORD = "a long enough password 1";

/** The session cookie of a fresh account `${role}@corvane.test`, signed in through better-auth. */
export async function sessionCookieOf(context: AppContext, role: StaffRole): Promise<string> {
  const email = `${role}@corvane.test`;
  await createStaffAccount(context, { email, name: role, role, password: STAFF_TEST_PASSWORD });
  const { headers } = await getStaffAuth(context).api.signInEmail({
    body: { email, password: STAFF_TEST_PASSWORD },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** What a page or action did for the current session: "page", "404" or "redirect <path>". */
export async function settled(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "page";
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "404";
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);/.exec(digest);
    if (redirect) return `redirect ${decodeURIComponent(redirect[1]!)}`;
    throw error;
  }
}

/** A page's module, as a test loads it: `() => import("./staff/page")`. */
export type PageModule = { default: (props: never) => unknown };

/** What a page did for the current session, rendered with these params and query. */
export async function pageOutcome(
  load: () => Promise<PageModule>,
  params: Record<string, string> = {},
  searchParams: Record<string, string> = {},
): Promise<string> {
  const { default: Page } = await load();
  return settled(async () =>
    Page({
      params: Promise.resolve(params),
      searchParams: Promise.resolve(searchParams),
    } as never),
  );
}
