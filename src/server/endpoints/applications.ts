/**
 * POST /api/applications — the résumé form as multipart/form-data: 201 `{ok, id}` for the
 * pages' script, or a 303 to /thanks for a plain form post without JavaScript. The résumé
 * is judged by its bytes (../security/sniff.ts); over 5 MiB is a 413 as soon as the
 * upload passes the limit.
 *
 * An application to a position (issue 38) also carries `position` (the position's id) and
 * the answers to its screening questions (`answer-0` …). A position that is no longer open
 * is a 410 `{errors: {position}}` before anything is counted or stored; unanswered or bad
 * answers join the spec fields' errors in the same 400. Its fields are checked with the
 * position form's schema (issue 48): no "I am a" (stored as "jobSeeker") and any international
 * number in `phone`, read in `phoneCountry` unless it starts with its own code, stored in E.164.
 */
import { randomUUID } from "node:crypto";
import {
  applicationExtraMessages,
  applicationFieldOrder,
  PHONE_COUNTRY_FIELD,
  PHONE_FIELD,
  POSITION_USER_TYPE,
  RESUME_MAX_BYTES,
} from "@/lib/forms/application";
import { MAX_SCREENING_QUESTIONS } from "@/content/documents";
import {
  CONTROL_CHARACTERS_MESSAGE,
  fieldErrors,
  hasControlCharacters,
  type FieldErrors,
} from "@/lib/forms/errors";
import { callingCode } from "@/lib/forms/phone";
import { positionApplicationSchema } from "@/lib/forms/position-schema";
import { applicationSchema, type ApplicationFields } from "@/lib/forms/schemas";
import {
  checkScreeningAnswers,
  POSITION_FIELD,
  screeningField,
  screeningMessages,
  type CheckedAnswers,
  type FormQuestion,
} from "@/lib/forms/screening";
import { openPositionFor } from "../content/positions";
import { mediaTypeOf } from "../http/body";
import { readMultipart, type MultipartForm } from "../http/multipart";
import {
  created,
  errors,
  guard,
  HttpError,
  json,
  redirect,
  validationFailed,
} from "../http/responses";
import { cleanSourcePage, SOURCE_PAGE_FIELD } from "@/lib/forms/source-page";
import { checkBot } from "../security/bot-check";
import { clientAddress } from "../security/client-address";
import { safeFileName, sniffResume } from "../security/sniff";
import { storeApplication, type PositionApplied } from "../submissions/store";
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
  /** The position named is closed, a draft or unknown: nothing was counted or stored. */
  | { kind: "closed"; fields: Record<string, string> }
  | { kind: "stored"; id: string };

/**
 * The screening answers checked for `questions`, with control characters refused first as
 * the spec fields refuse them (PostgreSQL's JSON cannot hold a NUL).
 */
export function screeningErrors(
  questions: readonly FormQuestion[],
  fields: Readonly<Record<string, string>>,
): CheckedAnswers {
  const checked = checkScreeningAnswers(questions, fields);
  const errors: Record<string, string> = {};
  questions.forEach((_question, index) => {
    const field = screeningField(index);
    const value = fields[field];
    if (typeof value === "string" && hasControlCharacters(value))
      errors[field] = CONTROL_CHARACTERS_MESSAGE;
    else if (checked.errors[field]) errors[field] = checked.errors[field];
  });
  return { answers: checked.answers, errors };
}

/**
 * The form's text fields as stored, or its messages. An open application is the spec's form;
 * an application to a position (issue 48) asks no "I am a" (its applicants seek a job) and
 * takes any international number, stored in E.164 with its calling code beside it.
 */
function checkFields(
  input: Record<string, unknown>,
  toPosition: boolean,
): { success: true; fields: ApplicationFields } | { success: false; errors: FieldErrors } {
  if (toPosition) {
    const parsed = positionApplicationSchema.safeParse(input);
    if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error) };
    const { firstName, lastName, email, experience, phone, type } = parsed.data;
    return {
      success: true,
      fields: {
        firstName,
        lastName,
        email,
        experience,
        userType: POSITION_USER_TYPE,
        countryCode: callingCode(phone),
        mobileNumber: phone,
        type,
      },
    };
  }
  const parsed = applicationSchema.safeParse(input);
  if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error) };
  const { firstName, lastName, email, experience, userType, countryCode, mobileNumber, type } =
    parsed.data;
  return {
    success: true,
    fields: { firstName, lastName, email, experience, userType, countryCode, mobileNumber, type },
  };
}

async function handle(request: Request, context: AppContext): Promise<Outcome> {
  refuseCrossSite(request, context.settings.siteUrl);
  await enforceRateLimit(request, context, "applications");
  const form = await read(request, context);
  const verdict = checkBot(form.fields, context.settings.minFillMs);
  const meta = {
    sourcePage: cleanSourcePage(form.fields[SOURCE_PAGE_FIELD]),
    spamReason: verdict.bot ? (verdict.reason as string) : null,
  };
  // The position is looked up first: if it closed meanwhile, the upload is thrown away
  // before it counts against the day's résumé bytes.
  const positionId = form.fields[POSITION_FIELD]?.trim() ?? "";
  const position = positionId ? await openPositionFor(context.database.db, positionId) : null;
  if (positionId && !position) {
    // A bot's refused submission is dropped with a person's success answer, as below.
    if (verdict.bot) return { kind: "bot" };
    return { kind: "closed", fields: form.fields };
  }
  const screening = position ? screeningErrors(position.questions, form.fields) : null;
  const uploads = form.files.filter((file) => file.field === "resume");
  const sniffed = await Promise.all(
    uploads.map(async (file) => ({ file, kind: await sniffResume(file.data) })),
  );
  const checked = checkFields(
    {
      ...form.fields,
      resume: sniffed.map(({ file, kind }) => ({
        name: file.fileName,
        size: file.data.length,
        kind,
      })),
    },
    position !== null,
  );
  const answerErrors = screening?.errors ?? {};
  if (!checked.success || Object.keys(answerErrors).length > 0) {
    // A malformed bot submission is dropped; a well-formed one is kept as spam below.
    if (verdict.bot) return { kind: "bot" };
    // The form's fields' errors first, in their order, then the answers' in the questions'.
    const specErrors = checked.success ? {} : checked.errors;
    return { kind: "invalid", errors: { ...specErrors, ...answerErrors }, fields: form.fields };
  }
  const { fields } = checked;
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
  const applied: PositionApplied | null = position
    ? {
        id: position.id,
        title: position.title,
        answers: screening?.answers ?? [],
        hiringOwnerEmail: position.hiringOwnerEmail,
      }
    : null;
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
    applied,
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
    if (outcome.kind === "closed") return positionClosed();
    return created(outcome.id);
  });
}

/** 410: the position applied to is no longer open (or never was). */
export function positionClosed(): Response {
  return json(410, { errors: { [POSITION_FIELD]: screeningMessages.closed } });
}

/** What a refused form post keeps for the page that shows it again: every typed text field. */
const KEPT_FIELDS = [
  ...applicationFieldOrder.filter((field) => field !== "resume"),
  PHONE_COUNTRY_FIELD,
  PHONE_FIELD,
  POSITION_FIELD,
  ...Array.from({ length: MAX_SCREENING_QUESTIONS }, (_unused, index) => screeningField(index)),
];

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
      if (outcome.kind === "closed") {
        return await invalidRedirect(
          context,
          "application",
          outcome.fields,
          { [POSITION_FIELD]: screeningMessages.closed },
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
