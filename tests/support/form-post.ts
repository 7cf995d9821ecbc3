/**
 * A workspace form posted as a browser without JavaScript would: the page's first POST form,
 * its hidden fields (the Server Action's reference and state) as served, plus the fields a
 * person fills in. For tests that fire many posts at once, where a browser would be too
 * slow to send them together.
 */

export interface FormAnswer {
  status: number;
  /** Where a redirect points (a finished sign-in), or null. */
  location: string | null;
  /** The text of the form's alert, or null. */
  alert: string | null;
  /** Cookies the answer set, as `name=value`. */
  cookies: string[];
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden fields of the first POST form of `html`. */
export function hiddenFields(html: string): [string, string][] {
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no POST form on the page");
  return [...form[1]!.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(
    (match) => [decode(match[1]!), decode(match[2] ?? "")],
  );
}

/** The text of the first role="alert" element of `html`. */
export function alertText(html: string): string | null {
  const match = /role="alert"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return match ? decode(match[1]!.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "")) : null;
}

/**
 * Loads `path` (with `headers`, e.g. a cookie) and returns a function that posts its form
 * with `fields` added; each call is one independent request.
 */
export async function formPoster(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<
  (fields: Record<string, string>, extra?: Record<string, string>) => Promise<FormAnswer>
> {
  const page = await fetch(`${baseURL}${path}`, { headers });
  const hidden = hiddenFields(await page.text());
  return async (fields, extra = {}) => {
    const body = new FormData();
    for (const [name, value] of hidden) body.append(name, value);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const response = await fetch(`${baseURL}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: baseURL, ...headers, ...extra },
    });
    const text = await response.text();
    return {
      status: response.status,
      location: response.headers.get("location"),
      alert: alertText(text),
      cookies: response.headers.getSetCookie().map((line) => line.split(";")[0]!),
    };
  };
}
