/**
 * Streams a multipart/form-data body through busboy with limits on the whole body, each
 * file, the number of files and each text field. The first limit passed ends the request
 * with 413 without reading the rest into memory.
 */
import { once } from "node:events";
import busboy from "busboy";
import { errors, HttpError } from "./responses";
import { checkDeclaredLength } from "./body";

export interface UploadedFile {
  field: string;
  fileName: string;
  declaredType: string;
  data: Buffer;
}

export interface MultipartLimits {
  bodyBytes: number;
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
  /** The 413 answer when one file is over `fileBytes`. */
  fileTooLarge: () => HttpError;
  /** The answer when more than `files` files arrive. */
  tooManyFiles: () => HttpError;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  checkDeclaredLength(request, limits.bodyBytes);
  const contentType = request.headers.get("content-type") ?? "";
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        // busboy reports its limit when a file *reaches* it; one more byte means "over".
        fileSize: limits.fileBytes + 1,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        parts: limits.files + limits.fields,
      },
    });
  } catch {
    throw errors.malformed("multipart form data");
  }

  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const state: { failure: HttpError | null } = { failure: null };
  const fail = (error: HttpError) => {
    state.failure ??= error;
  };

  parser.on("field", (name: string, value: string, info: busboy.FieldInfo) => {
    if (info.valueTruncated) fail(errors.tooLarge());
    else if (!(name in fields)) fields[name] = value;
  });
  parser.on(
    "file",
    (
      field: string,
      stream: NodeJS.ReadableStream & { truncated?: boolean },
      info: busboy.FileInfo,
    ) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!state.failure) chunks.push(chunk);
      });
      stream.on("limit", () => fail(limits.fileTooLarge()));
      // Destroying the parser early destroys the open file stream with an error; that is expected.
      stream.on("error", () => undefined);
      stream.on("end", () => {
        if (state.failure) return;
        const data = Buffer.concat(chunks);
        // A file input left empty still sends a part, with no name and no bytes.
        if (info.filename || data.length > 0) {
          files.push({ field, fileName: info.filename ?? "", declaredType: info.mimeType, data });
        }
      });
    },
  );
  parser.on("filesLimit", () => fail(limits.tooManyFiles()));
  parser.on("fieldsLimit", () => fail(errors.tooLarge()));
  parser.on("partsLimit", () => fail(errors.tooLarge()));

  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", () => resolve());
    parser.on("error", (error: unknown) => reject(error));
  });
  finished.catch(() => undefined);

  const reader = request.body?.getReader();
  let total = 0;
  try {
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > limits.bodyBytes) fail(errors.tooLarge());
        if (state.failure) break;
        if (!parser.write(value)) await Promise.race([once(parser, "drain"), finished]);
        if (state.failure) break;
      }
    }
    if (state.failure) {
      await reader?.cancel().catch(() => undefined);
      parser.destroy();
      throw state.failure;
    }
    parser.end();
    await finished;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    parser.destroy();
    throw errors.malformed("multipart form data");
  }
  if (state.failure) throw state.failure;
  return { fields, files };
}
