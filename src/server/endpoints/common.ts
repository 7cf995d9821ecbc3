/**
 * What every form endpoint shares: the database (503 when it does not answer), the
 * per-client rate limit (429 with Retry-After), and the two ways of answering — JSON for
 * the pages' scripts, or a 303 redirect to /thanks for a plain HTML form post (JavaScript
 * off), where errors and the typed values are shown again.
 */
import { thanksUrl, type ThanksForm, type ThanksStatus } from "@/lib/forms/thanks";
import { getContext, type AppContext } from "../context";
import { errors, HttpError, json, redirect } from "../http/responses";
import { clientAddress } from "../security/client-address";
import { bucketFor, hitRateLimit } from "../security/rate-limit";
import type { RateLimitedForm } from "../settings";
import { saveDraft } from "../submissions/store";

export async function requireContext(): Promise<AppContext> {
  try {
    return await getContext();
  } catch (error) {
    console.error("[db] the database is not available:", error);
    throw errors.unavailable();
  }
}

export async function enforceRateLimit(
  request: Request,
  context: AppContext,
  form: RateLimitedForm,
): Promise<void> {
  const rule = context.settings.rateLimits[form];
  if (rule.limit <= 0) return;
  const address = clientAddress(request.headers, context.settings.trustProxy);
  const decision = await hitRateLimit(context.database.db, bucketFor(form, address), rule);
  if (!decision.allowed) throw errors.tooMany(decision.retryAfterSeconds);
}

/** A browser navigating (a form post without script) rather than a script calling. */
export function isNavigation(request: Request): boolean {
  if (request.headers.get("sec-fetch-mode") === "navigate") return true;
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

// The /thanks words live with the forms, so the page and these redirects share them.
export { thanksUrl, type ThanksForm, type ThanksStatus };

const STATUS_FOR: Record<number, ThanksStatus> = {
  413: "too-large",
  429: "limited",
  503: "unavailable",
  404: "unknown",
};

/** An HttpError as the redirect a form post gets instead of a JSON error. */
export function errorRedirect(form: ThanksForm, error: unknown): Response {
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

export function created(id: string): Response {
  return json(201, { ok: true, id });
}
