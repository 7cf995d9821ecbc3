/**
 * How a form endpoint answers a browser that posted a plain HTML form (JavaScript off):
 * with a 303 to /thanks, which shows the outcome, or the errors with the typed values kept
 * in a short-lived draft (docs/decisions/0014-forms-without-javascript.md).
 */
import { thanksUrl, type ThanksForm, type ThanksStatus } from "@/lib/forms/thanks";
import type { AppContext } from "../context";
import { retryLaterMessages } from "@/lib/forms/retry-later";
import { asHttpError, redirect, type HttpError } from "../http/responses";
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
  404: "unknown",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The 503 a form post without JavaScript gets: a page of its own rather than a redirect, so
 * the browser's Back button returns to the form with what was typed still in it (the
 * database that would keep a draft is the thing that is away). Fixed words only.
 */
export function retryLaterPage(form: ThanksForm, error: HttpError): Response {
  const quota = error.body.reason === "resume-quota";
  const heading = quota ? "Please try again tomorrow" : "Please try again in a minute";
  const text = quota ? retryLaterMessages.goBackQuota : retryLaterMessages.goBack;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#10213a}a{color:#0f766e}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>We could not save your ${form === "newsletter" ? "subscription" : form === "application" ? "application" : "message"} just now.</p>
<p>${escapeHtml(text)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "retry-after": error.headers["retry-after"] ?? "30",
    },
  });
}

/** An HttpError as the answer a form post gets instead of a JSON error. */
export function errorRedirect(form: ThanksForm, error: unknown): Response {
  const known = asHttpError(error);
  // A cross-site post is refused outright: it gets no page of ours to land on.
  if (known?.status === 403) return known.toResponse();
  if (known?.status === 503) return retryLaterPage(form, known);
  if (known) return redirect(thanksUrl(form, STATUS_FOR[known.status] ?? "invalid"));
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
    // JSON in the database cannot hold NUL: it comes back as U+FFFD, which marks the spot
    // the field's message asks the person to fix. Every other character is kept as typed.
    if (typeof value === "string")
      kept[name] = value.slice(0, 10_000).replaceAll("\u0000", "\uFFFD");
  }
  const draft = await saveDraft(context.database.db, form, kept, fieldErrors);
  return redirect(thanksUrl(form, "invalid", draft));
}
