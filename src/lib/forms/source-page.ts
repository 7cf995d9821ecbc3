/**
 * The page a form was sent from (issue 9: marketing wants to know which pages bring
 * enquiries). The forms post it in a hidden field; the server keeps it only when it is a
 * plain path of this site, so the column can never hold another site's address, a script
 * URL or a query string with someone's data in it.
 */
export const SOURCE_PAGE_FIELD = "sourcePage";

export const SOURCE_PAGE_MAX = 200;

/**
 * One or more segments of unreserved characters, as every route of this site is
 * ("/", "/contact", "/blog1", "/WhyCorvane"); no dot segments, no "//", no scheme.
 */
const SITE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?)?$/;

/** Pages whose forms are not the public site's: never a source page. */
const NOT_SOURCES = /^\/(?:api|admin|_next)(?:\/|$)/i;

/** The path to store, or null. A query string or fragment is dropped, not kept. */
export function cleanSourcePage(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim().replace(/[?#].*$/s, "");
  if (path.length === 0 || path.length > SOURCE_PAGE_MAX) return null;
  if (!SITE_PATH.test(path) || NOT_SOURCES.test(path)) return null;
  return path;
}
