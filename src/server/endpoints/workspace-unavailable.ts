/**
 * GET /admin/unavailable?next=…: where a workspace page sends the request while the database
 * is away (src/server/auth/access.ts). It answers 503 with a page that says so and links back;
 * once the database answers again it sends the request straight back instead.
 */
import { sql } from "drizzle-orm";
import { safeReturnPath } from "../auth/access";
import { getContext } from "../context";

async function databaseAnswers(): Promise<boolean> {
  try {
    const { database } = await getContext();
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function getWorkspaceUnavailable(request: Request): Promise<Response> {
  const next = safeReturnPath(new URL(request.url).searchParams.get("next"));
  if (await databaseAnswers()) {
    return new Response(null, { status: 303, headers: { location: next } });
  }
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Workspace unavailable</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2937;background:#f3f4f6}main{max-width:32rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem}a{color:#0b5cad;font-weight:600}</style></head><body><main><h1>The workspace cannot reach its database</h1><p>Nothing you saved is lost. The database is not answering right now, so this page cannot be shown. Please try again in a minute.</p><p><a href="${escape(next)}">Try again</a></p></main></body></html>`;
  return new Response(page, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": "30",
    },
  });
}
