/**
 * The media library over HTTP:
 * - GET /media/library/<hash>.webp and /media/library/<hash>.<width>.webp — an upload's files,
 *   from the database, cached for a year (the address changes with the picture).
 * - POST /api/media — an upload from the studio (staff with the media right; anyone else 404).
 *   A script on the page asks for JSON; a plain form post is sent back to the library with
 *   the outcome in the address (the alt text typed is kept there too).
 */
import "server-only";
import { can, staffOfRequest } from "../auth/access";
import { requireContext } from "../context";
import { mediaTypeOf } from "../http/body";
import { readMultipart } from "../http/multipart";
import {
  errors,
  guard,
  HttpError,
  json,
  meansDatabaseAway,
  unavailableFile,
} from "../http/responses";
import { clientAddress } from "../security/client-address";
import { refuseCrossSite } from "../security/same-origin";
import { mediaFile, uploadMedia, UPLOAD_MESSAGES } from "../media/library";
import { MAX_UPLOAD_BYTES } from "../media/process-upload";

const FILE_NAME = /^([0-9a-f]{32})(?:\.(\d{2,4}))?\.webp$/;

export async function getMediaFile(file: string): Promise<Response> {
  const match = FILE_NAME.exec(file);
  if (!match) return new Response("Not Found", { status: 404 });
  let data: Uint8Array | null;
  try {
    const { database } = await requireContext();
    data = await mediaFile(database.db, match[1]!, match[2] ? Number(match[2]) : null);
  } catch (error) {
    if (!meansDatabaseAway(error)) throw error;
    return unavailableFile();
  }
  if (!data) return new Response("Not Found", { status: 404 });
  return new Response(Buffer.from(data), {
    headers: {
      "content-type": "image/webp",
      "content-length": String(data.byteLength),
      // The address holds the picture's hash: a new picture is a new address.
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${match[1]}-${match[2] ?? "full"}"`,
    },
  });
}

const wantsJson = (request: Request) =>
  (request.headers.get("accept") ?? "").includes("application/json");

function backToLibrary(query: Record<string, string>): Response {
  const params = new URLSearchParams(query);
  return new Response(null, {
    status: 303,
    headers: { location: `/admin/media?${params.toString()}`, "cache-control": "no-store" },
  });
}

export async function postMedia(request: Request): Promise<Response> {
  return guard("media", async () => {
    const context = await requireContext();
    const staff = await staffOfRequest(context, request);
    if (!staff || !can(staff, "media")) return new Response("Not Found", { status: 404 });
    refuseCrossSite(request, context.settings.siteUrl);
    if (mediaTypeOf(request) !== "multipart/form-data")
      throw errors.unsupportedType(["multipart/form-data"]);
    const tooLarge = () => new HttpError(413, { field: "file", error: UPLOAD_MESSAGES.tooLarge });
    let form;
    try {
      form = await readMultipart(request, {
        bodyBytes: MAX_UPLOAD_BYTES + 64 * 1024,
        fileBytes: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        fieldBytes: 4 * 1024,
        fileTooLarge: tooLarge,
        tooManyFiles: () =>
          new HttpError(400, { field: "file", error: "Upload one file at a time." }),
      });
    } catch (error) {
      if (error instanceof HttpError && !wantsJson(request)) {
        const message =
          typeof error.body.error === "string" ? error.body.error : UPLOAD_MESSAGES.tooLarge;
        return backToLibrary({ error: message });
      }
      throw error;
    }
    const alt = form.fields.alt ?? "";
    const decorative = form.fields.decorative === "on" || form.fields.decorative === "true";
    const file = form.files.find((entry) => entry.field === "file");
    const outcome = file
      ? await uploadMedia(context.database.db, staff, {
          fileName: file.fileName,
          bytes: file.data,
          alt,
          decorative,
          client: clientAddress(request.headers, context.settings.trustProxy),
        })
      : ({ ok: false, field: "file", message: "Choose a file to upload." } as const);
    if (wantsJson(request)) {
      return outcome.ok
        ? json(201, { id: outcome.id, message: outcome.message, notice: outcome.notice ?? null })
        : json(422, { field: outcome.field ?? null, error: outcome.message });
    }
    return outcome.ok
      ? backToLibrary({
          uploaded: outcome.id,
          ...(outcome.notice ? { notice: outcome.notice } : {}),
        })
      : backToLibrary({ error: outcome.message, alt, ...(decorative ? { decorative: "on" } : {}) });
  });
}
