/**
 * How a form endpoint answers a browser that posted a plain HTML form (JavaScript off):
 * with a 303 to /thanks, which shows the outcome, or the errors with the typed values kept
 * in a short-lived draft (docs/decisions/0014-forms-without-javascript.md).
 */
import { thanksUrl, type ThanksForm, type ThanksStatus } from "@/lib/forms/thanks";
import type { AppContext } from "../app-context";
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
 * A small 503 page of fixed words, whole in itself (no scripts, no site chrome): what a form
 * post without JavaScript gets while the database is away, and the workspace's outage page.
 */
export function unavailablePage(page: {
  heading: string;
  paragraphs: string[];
  link: { href: string; label: string };
  retryAfter: string;
}): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.heading)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#10213a}a{color:#0f766e}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>
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
      "retry-after": page.retryAfter,
    },
  });
}

/**
 * The 503 a form post without JavaScript gets: a page of its own rather than a redirect, so
 * the browser's Back button returns to the form with what was typed still in it (the
 * database that would keep a draft is the thing that is away). Fixed words only.
 */
export function retryLaterPage(form: ThanksForm, error: HttpError): Response {
  const quota = error.body.reason === "resume-quota";
  const what =
    form === "newsletter" ? "subscription" : form === "application" ? "application" : "message";
  return unavailablePage({
    heading: quota ? "Please try again tomorrow" : "Please try again in a minute",
    paragraphs: [
      `We could not save your ${what} just now.`,
      quota ? retryLaterMessages.goBackQuota : retryLaterMessages.goBack,
    ],
    link: { href: "/", label: "Go to the home page" },
    retryAfter: error.headers["retry-after"] ?? "30",
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
