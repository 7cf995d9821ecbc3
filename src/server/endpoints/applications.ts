/**
 * POST /api/applications — the résumé form as multipart/form-data: 201 `{ok, id}` for the
 * pages' script, or a 303 to /thanks for a plain form post without JavaScript. The résumé
 * is judged by its bytes (../security/sniff.ts); over 5 MiB is a 413 as soon as the
 * upload passes the limit.
 */
import { randomUUID } from "node:crypto";
import {
  applicationExtraMessages,
  applicationFieldOrder,
  RESUME_MAX_BYTES,
} from "@/lib/forms/application";
import { fieldErrors } from "@/lib/forms/errors";
import { applicationSchema } from "@/lib/forms/schemas";
import { mediaTypeOf } from "../http/body";
import { readMultipart, type MultipartForm } from "../http/multipart";
import { created, errors, guard, HttpError, redirect, validationFailed } from "../http/responses";
import { cleanSourcePage, SOURCE_PAGE_FIELD } from "@/lib/forms/source-page";
import { checkBot } from "../security/bot-check";
import { clientAddress } from "../security/client-address";
import { safeFileName, sniffResume } from "../security/sniff";
import { storeApplication } from "../submissions/store";
import { thanksUrl } from "@/lib/forms/thanks";
import { requireContext, type AppContext } from "../context";
import {
  enforceRateLimit,
  OVERFLOW_REASON,
  reserveResumeBytes,
  withinCeiling,
} from "../security/rate-limit";
import { refuseCrossSite } from "../security/same-origin";
import { errorRedirect, invalidRedirect, isNavigation } from "./form-replies";

const MULTIPART = "multipart/form-data";

const fileTooLarge = () =>
  new HttpError(413, { errors: { resume: applicationExtraMessages.resumeTooLarge } });
const tooManyFiles = () =>
  new HttpError(400, { errors: { resume: applicationExtraMessages.resumeTooMany } });

function read(request: Request, context: AppContext): Promise<MultipartForm> {
  return readMultipart(request, {
    bodyBytes: context.settings.multipartBodyLimit,
    fileBytes: RESUME_MAX_BYTES,
    files: 1,
    fields: 20,
    fieldBytes: 16 * 1024,
    fileTooLarge,
    tooManyFiles,
  });
}

type Outcome =
  | { kind: "bot" }
  | { kind: "invalid"; errors: Record<string, string>; fields: Record<string, string> }
  | { kind: "stored"; id: string };

async function handle(request: Request, context: AppContext): Promise<Outcome> {
  refuseCrossSite(request, context.settings.siteUrl);
  await enforceRateLimit(request, context, "applications");
  const form = await read(request, context);
  const verdict = checkBot(form.fields, context.settings.minFillMs);
  const meta = {
    sourcePage: cleanSourcePage(form.fields[SOURCE_PAGE_FIELD]),
    spamReason: verdict.bot ? (verdict.reason as string) : null,
  };
  const uploads = form.files.filter((file) => file.field === "resume");
  const sniffed = await Promise.all(
    uploads.map(async (file) => ({ file, kind: await sniffResume(file.data) })),
  );
  const parsed = applicationSchema.safeParse({
    ...form.fields,
    resume: sniffed.map(({ file, kind }) => ({
      name: file.fileName,
      size: file.data.length,
      kind,
    })),
  });
  if (!parsed.success) {
    // A malformed bot submission is dropped; a well-formed one is kept as spam below.
    if (verdict.bot) return { kind: "bot" };
    return { kind: "invalid", errors: fieldErrors(parsed.error), fields: form.fields };
  }
  const { firstName, lastName, email, experience, userType, countryCode, mobileNumber, type } =
    parsed.data;
  const fields = {
    firstName,
    lastName,
    email,
    experience,
    userType,
    countryCode,
    mobileNumber,
    type,
  };
  // The schema accepted exactly one file, of a kind the bytes proved.
  const { file, kind } = sniffed[0]!;
  if (!kind) throw new Error("unreachable: the schema accepted a file of unknown kind");
  // Every stored byte counts, spam's too: the cap protects the database's disk.
  await reserveResumeBytes(
    context,
    file.data.length,
    clientAddress(request.headers, context.settings.trustProxy),
  );
  if (meta.spamReason === null && !(await withinCeiling(context, "applications")))
    meta.spamReason = OVERFLOW_REASON;
  const { id } = await storeApplication(
    context.database.db,
    context.settings,
    fields,
    {
      fileName: safeFileName(file.fileName, kind),
      kind,
      data: file.data,
    },
    meta,
  );
  // A bot learns nothing: its answer is the same as a person's.
  return { kind: "stored", id };
}

export async function postApplication(request: Request): Promise<Response> {
  const mediaType = mediaTypeOf(request);
  if (mediaType === MULTIPART && isNavigation(request)) return postApplicationForm(request);
  return guard("applications", async () => {
    if (mediaType !== MULTIPART) throw errors.unsupportedType([MULTIPART]);
    const context = await requireContext();
    const outcome = await handle(request, context);
    if (outcome.kind === "bot") return created(randomUUID());
    if (outcome.kind === "invalid") return validationFailed(outcome.errors);
    return created(outcome.id);
  });
}

const KEPT_FIELDS = applicationFieldOrder.filter((field) => field !== "resume");

async function postApplicationForm(request: Request): Promise<Response> {
  try {
    const context = await requireContext();
    try {
      const outcome = await handle(request, context);
      if (outcome.kind === "invalid") {
        return await invalidRedirect(
          context,
          "application",
          outcome.fields,
          outcome.errors,
          KEPT_FIELDS,
        );
      }
      return redirect(thanksUrl("application", "sent"));
    } catch (error) {
      // A malformed upload or a second file: show the message on the form (values are lost).
      const body =
        error instanceof HttpError && error.status === 400
          ? (error.body as { errors?: Record<string, string> })
          : null;
      if (body?.errors) return await invalidRedirect(context, "application", {}, body.errors, []);
      throw error;
    }
  } catch (error) {
    return errorRedirect("application", error);
  }
}
