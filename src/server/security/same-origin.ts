/**
 * Refuses form posts that another site made a visitor's browser send (cross-site request
 * forgery; docs/decisions/0020-form-input-hardening.md). Browsers label every POST with
 * `Origin` and, lately, `Sec-Fetch-Site`; a post is ours when its Origin is SITE_URL's
 * origin or names the host the request was sent to. Requests without either header are
 * not from a browser page (scripts, mail programs, older browsers) and are let through, so
 * the check costs no legitimate client anything; the forms' other defences still apply.
 */
import "server-only";
import { errors } from "../http/responses";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isCrossSitePost(request: Request, siteUrl: string): boolean {
  if (request.headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  // "null": a sandboxed frame, a data: page or a privacy redirect, never one of our pages.
  if (origin.trim().toLowerCase() === "null") return true;
  const site = new URL(siteUrl).origin.toLowerCase();
  if (origin.trim().toLowerCase() === site) return false;
  const host = (request.headers.get("host") ?? new URL(request.url).host).toLowerCase();
  return hostOf(origin) !== host;
}

/** Throws the 403 the form endpoints answer a cross-site post with, before reading it. */
export function refuseCrossSite(request: Request, siteUrl: string): void {
  if (isCrossSitePost(request, siteUrl)) throw errors.forbidden();
}
