/**
 * JSON answers of the forms API. Bodies are built from fixed words and validated values,
 * never from raw input rendered as HTML, and a failure never carries a stack trace: the
 * details go to the server log under a reference the visitor can quote.
 */
import { randomUUID } from "node:crypto";
import { retryLaterMessages } from "@/lib/forms/retry-later";
import { isDatabaseUnavailable } from "../db/unavailable";

const BASE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
} as const;

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...BASE_HEADERS, ...headers },
  });
}

/** 400 with `{ errors: { field: message } }`. */
/** 201 for a stored submission, with its id. */
export function created(id: string): Response {
  return json(201, { ok: true, id });
}

export function validationFailed(errors: Record<string, string>): Response {
  return json(400, { errors });
}

export function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...BASE_HEADERS } });
}

/** An answer that ends the request early with a status (413, 415, 429, 401...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
    this.name = "HttpError";
  }

  toResponse(): Response {
    return json(this.status, this.body, this.headers);
  }
}

export const errors = {
  malformed: (what: string) =>
    new HttpError(400, { errors: { _form: `The request body is not valid ${what}.` } }),
  tooLarge: (body: Record<string, unknown> = { error: "The request is too large." }) =>
    new HttpError(413, body),
  unsupportedType: (accepted: string[]) =>
    new HttpError(
      415,
      { error: `Unsupported content type. Send ${accepted.join(" or ")}.` },
      { accept: accepted.join(", ") },
    ),
  tooMany: (retryAfterSeconds: number) =>
    new HttpError(
      429,
      { error: "Too many submissions. Please try again later.", retryAfter: retryAfterSeconds },
      { "retry-after": String(retryAfterSeconds) },
    ),
  unauthorized: () =>
    new HttpError(
      401,
      { error: "Unauthorized." },
      { "www-authenticate": 'Bearer realm="exports"' },
    ),
  forbidden: () => new HttpError(403, { error: "Forbidden." }),
  notFound: () => new HttpError(404, { error: "Not found." }),
  /** The database is away: the form is fine, and goes through when it is back. */
  unavailable: () =>
    new HttpError(
      503,
      { error: retryLaterMessages.busy, reason: "database" },
      { "retry-after": "30" },
    ),
};

/**
 * A public file (sitemap, feed, share card, media) while the database is away: 503 with
 * Retry-After and no body, never kept by a cache (decision 0026).
 */
export function unavailableFile(): Response {
  return new Response(null, {
    status: 503,
    headers: { "retry-after": "30", "cache-control": "no-store" },
  });
}

/** Whether `error` means the database is away (as its driver says, or as a 503 already). */
export function meansDatabaseAway(error: unknown): boolean {
  return isDatabaseUnavailable(error) || (error instanceof HttpError && error.status === 503);
}

/** An HttpError as it stands; a database that went away as the 503 it means; else null. */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) {
    console.error("[db] the database is not available:", error);
    return errors.unavailable();
  }
  return null;
}

/**
 * Runs a handler; an HttpError becomes its answer (a database that went away, a 503),
 * anything else a 500 whose details stay in the log.
 */
export async function guard(name: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const known = asHttpError(error);
    if (known) return known.toResponse();
    const reference = randomUUID();
    console.error(`[api] ${name} failed (reference ${reference}):`, error);
    return json(500, { error: "Something went wrong on our side. Please try again.", reference });
  }
}
