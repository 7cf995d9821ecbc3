/**
 * GET /admin/unavailable?next=…: where a workspace page sends the request while the database
 * is away (src/server/auth/access.ts). It answers 503 with a page that says so and links back;
 * once the database answers again it sends the request straight back instead.
 */
import { sql } from "drizzle-orm";
import { safeReturnPath } from "../auth/access";
import { getContext } from "../context";
import { unavailablePage } from "./form-replies";

async function databaseAnswers(): Promise<boolean> {
  try {
    const { database } = await getContext();
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function getWorkspaceUnavailable(request: Request): Promise<Response> {
  const next = safeReturnPath(new URL(request.url).searchParams.get("next"));
  if (await databaseAnswers()) {
    return new Response(null, { status: 303, headers: { location: next } });
  }
  return unavailablePage({
    heading: "The workspace cannot reach its database",
    paragraphs: [
      "Nothing you saved is lost. The database is not answering right now, so this page cannot be shown. Please try again in a minute.",
    ],
    link: { href: next, label: "Try again" },
    retryAfter: "30",
  });
}
