/**
 * GET /api/unsubscribe?token=… — the link in every e-mail to a subscriber. A browser is
 * sent on to a page that confirms it (303); a script asking for JSON gets `{ok}` or 404.
 * POST does the same for mail programs' one-click unsubscribe (RFC 8058).
 */
import { errors, guard, json, redirect } from "../http/responses";
import { unsubscribe } from "../submissions/store";
import { thanksUrl } from "@/lib/forms/thanks";
import { requireContext } from "../context";
import { isNavigation } from "./form-replies";

async function run(request: Request, wantsPage: boolean): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const context = await requireContext();
  const result = await unsubscribe(context.database.db, token);
  if (wantsPage) return redirect(thanksUrl("unsubscribe", result === "done" ? "sent" : "unknown"));
  if (result === "unknown") throw errors.notFound();
  return json(200, { ok: true });
}

export function getUnsubscribe(request: Request): Promise<Response> {
  const wantsPage =
    !(request.headers.get("accept") ?? "").includes("application/json") || isNavigation(request);
  return guard("unsubscribe", () => run(request, wantsPage));
}

export function postUnsubscribe(request: Request): Promise<Response> {
  return guard("unsubscribe", () => run(request, false));
}
