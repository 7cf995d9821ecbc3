/**
 * Reads request bodies within limits while they stream in: a body is refused with 413 as
 * soon as it passes its limit (or at once when Content-Length says it will), so nothing is
 * buffered beyond the limit.
 */
import { errors, HttpError } from "./responses";

/** The media type of the request, lower-case, without parameters. */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export function checkDeclaredLength(
  request: Request,
  limit: number,
  tooLarge: () => HttpError = () => errors.tooLarge(),
) {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge();
}

export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array> {
  checkDeclaredLength(request, limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw errors.tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw errors.malformed(what);
  }
}

/** A JSON object's fields; anything but an object is a 400. */
export async function readJsonObject(
  request: Request,
  limit: number,
): Promise<Record<string, unknown>> {
  const text = decodeUtf8(await readLimitedBody(request, limit), "JSON");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.malformed("JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw errors.malformed("JSON");
  return parsed as Record<string, unknown>;
}

/** An urlencoded form's fields (the first value of each name). */
export async function readUrlEncoded(
  request: Request,
  limit: number,
): Promise<Record<string, string>> {
  const text = decodeUtf8(await readLimitedBody(request, limit), "form data");
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text))
    if (!(name in fields)) fields[name] = value;
  return fields;
}
