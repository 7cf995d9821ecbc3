/**
 * How a form endpoint answers a browser that posted a plain HTML form (JavaScript off):
 * with a 303 to /thanks, which shows the outcome, or the errors with the typed values kept
 * in a short-lived draft (docs/decisions/0014-forms-without-javascript.md).
 */
import { thanksUrl, type ThanksForm, type ThanksStatus } from "@/lib/forms/thanks";
import type { AppContext } from "../context";
import { HttpError, redirect } from "../http/responses";
import { saveDraft } from "../submissions/store";

/** A browser navigating (a form post without script) rather than a script calling. */
export function isNavigation(request: Request): boolean {
  if (request.headers.get("sec-fetch-mode") === "navigate") return true;
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

const STATUS_FOR: Record<number, ThanksStatus> = {
  413: "too-large",
  429: "limited",
  503: "unavailable",
  404: "unknown",
};

/** An HttpError as the redirect a form post gets instead of a JSON error. */
export function errorRedirect(form: ThanksForm, error: unknown): Response {
  // A cross-site post is refused outright: it gets no page of ours to land on.
  if (error instanceof HttpError && error.status === 403) return error.toResponse();
  if (error instanceof HttpError)
    return redirect(thanksUrl(form, STATUS_FOR[error.status] ?? "invalid"));
  console.error(`[api] ${form} form post failed:`, error);
  return redirect(thanksUrl(form, "error"));
}

export async function invalidRedirect(
  context: AppContext,
  form: ThanksForm,
  values: Record<string, unknown>,
  fieldErrors: Record<string, string>,
  keep: readonly string[],
): Promise<Response> {
  const kept: Record<string, string> = {};
  for (const name of keep) {
    const value = values[name];
    if (typeof value === "string") kept[name] = value.slice(0, 10_000);
  }
  const draft = await saveDraft(context.database.db, form, kept, fieldErrors);
  return redirect(thanksUrl(form, "invalid", draft));
}
