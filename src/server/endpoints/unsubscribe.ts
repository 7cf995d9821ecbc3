/**
 * The newsletter's links. A GET never changes anything, so mail scanners that follow links
 * cannot confirm or unsubscribe anyone: the links open pages with a button, and the button
 * POSTs here.
 *
 * - GET /api/unsubscribe?token=… (links in mail sent before the page existed): 303 to the
 *   unsubscribe page. POST: unsubscribes (the page's button, and mail programs' one-click
 *   unsubscribe, RFC 8058).
 * - GET /api/subscribe/confirm?token=…: 303 to the confirmation page. POST: confirms.
 *
 * A browser's form post is answered with a 303 to /thanks; a script gets `{ok}` or 404.
 */
import { thanksUrl } from "@/lib/forms/thanks";
import { errors, guard, json, redirect } from "../http/responses";
import { confirmSubscription, unsubscribe } from "../submissions/store";
import { requireContext } from "../context";
import { isNavigation } from "./form-replies";

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

function pageFor(path: string, request: Request): Response {
  return redirect(`${path}?${new URLSearchParams({ token: tokenOf(request) }).toString()}`);
}

function answer(
  request: Request,
  form: "unsubscribe" | "confirm",
  result: "done" | "unknown",
): Response {
  if (isNavigation(request))
    return redirect(thanksUrl(form, result === "done" ? "sent" : "unknown"));
  if (result === "unknown") throw errors.notFound();
  return json(200, { ok: true });
}

export function getUnsubscribe(request: Request): Promise<Response> {
  return guard("unsubscribe", async () => pageFor("/newsletter/unsubscribe", request));
}

export function postUnsubscribe(request: Request): Promise<Response> {
  return guard("unsubscribe", async () => {
    const context = await requireContext();
    const via = isNavigation(request) ? "page" : "one-click";
    const result = await unsubscribe(context.database.db, context.settings, tokenOf(request), via);
    return answer(request, "unsubscribe", result);
  });
}

export function getConfirm(request: Request): Promise<Response> {
  return guard("confirm", async () => pageFor("/newsletter/confirm", request));
}

export function postConfirm(request: Request): Promise<Response> {
  return guard("confirm", async () => {
    const context = await requireContext();
    const result = await confirmSubscription(context.database.db, tokenOf(request));
    return answer(request, "confirm", result);
  });
}
