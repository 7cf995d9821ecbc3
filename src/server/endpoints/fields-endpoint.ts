/**
 * A form endpoint whose body is a flat set of fields: JSON from the pages' script, or
 * urlencoded from a plain form post when JavaScript is off (answered with a 303 to /thanks,
 * where errors and the typed values are shown again). Contact and newsletter are both this.
 */
import type { z } from "zod";
import { fieldErrors } from "@/lib/forms/errors";
import { thanksUrl, type ThanksForm } from "@/lib/forms/thanks";
import { requireContext, type AppContext } from "../context";
import { checkDeclaredLength, mediaTypeOf, readJsonObject, readUrlEncoded } from "../http/body";
import { errors, guard, redirect, validationFailed } from "../http/responses";
import { cleanSourcePage, SOURCE_PAGE_FIELD } from "@/lib/forms/source-page";
import { checkBot } from "../security/bot-check";
import type { SubmissionMeta } from "../submissions/store";
import type { PublicForm } from "../settings";
import { enforceRateLimit, OVERFLOW_REASON, withinCeiling } from "../security/rate-limit";
import { refuseCrossSite } from "../security/same-origin";
import { errorRedirect, invalidRedirect } from "./form-replies";

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

type Fields = Record<string, unknown>;

export type FieldsEndpoint<T> = {
  /** Rate-limit bucket and log name. */
  name: PublicForm;
  /** The form as /thanks knows it. */
  form: ThanksForm;
  schema: z.ZodType<T>;
  /** Fields kept and shown again when a post without script is refused. */
  keep: readonly string[];
  /** Stores a valid submission (a bot's as spam, see `meta`); may return its id. */
  save: (context: AppContext, data: T, meta: SubmissionMeta) => Promise<string | void>;
  /** The JSON success answer; bots get it too, so they learn nothing. */
  answer: (id?: string) => Response;
};

export function fieldsEndpoint<T>(
  spec: FieldsEndpoint<T>,
): (request: Request) => Promise<Response> {
  async function accept(
    request: Request,
    read: (request: Request, limit: number) => Promise<Fields>,
  ) {
    const context = await requireContext();
    refuseCrossSite(request, context.settings.siteUrl);
    checkDeclaredLength(request, context.settings.jsonBodyLimit);
    await enforceRateLimit(request, context, spec.name);
    const fields = await read(request, context.settings.jsonBodyLimit);
    const verdict = checkBot(fields, context.settings.minFillMs);
    const parsed = spec.schema.safeParse(fields);
    let spamReason: string | null = verdict.bot ? verdict.reason : null;
    // Past the form's ceiling for all clients, what would reach the inbox is kept as spam.
    if (spamReason === null && parsed.success && !(await withinCeiling(context, spec.name)))
      spamReason = OVERFLOW_REASON;
    const meta: SubmissionMeta = {
      sourcePage: cleanSourcePage(fields[SOURCE_PAGE_FIELD]),
      spamReason,
    };
    return { context, fields, meta, parsed };
  }

  /**
   * A bot's submission is kept as spam when it is well-formed (a person a rule misjudged
   * sent real data); a malformed one is dropped. Either way it gets the success answer.
   */
  async function keepSpam(
    context: AppContext,
    parsed: z.ZodSafeParseResult<T>,
    meta: SubmissionMeta,
  ) {
    return parsed.success
      ? ((await spec.save(context, parsed.data, meta)) ?? undefined)
      : undefined;
  }

  async function postJson(request: Request): Promise<Response> {
    const { context, meta, parsed } = await accept(request, readJsonObject);
    if (meta.spamReason !== null) return spec.answer(await keepSpam(context, parsed, meta));
    if (!parsed.success) return validationFailed(fieldErrors(parsed.error));
    return spec.answer((await spec.save(context, parsed.data, meta)) ?? undefined);
  }

  async function postForm(request: Request): Promise<Response> {
    try {
      const { context, fields, meta, parsed } = await accept(request, readUrlEncoded);
      if (meta.spamReason !== null) {
        await keepSpam(context, parsed, meta);
        return redirect(thanksUrl(spec.form, "sent"));
      }
      if (!parsed.success) {
        return await invalidRedirect(
          context,
          spec.form,
          fields,
          fieldErrors(parsed.error),
          spec.keep,
        );
      }
      await spec.save(context, parsed.data, meta);
      return redirect(thanksUrl(spec.form, "sent"));
    } catch (error) {
      return errorRedirect(spec.form, error);
    }
  }

  return async (request) => {
    const mediaType = mediaTypeOf(request);
    if (mediaType === FORM_TYPE) return postForm(request);
    return guard(spec.name, async () => {
      if (mediaType !== JSON_TYPE) throw errors.unsupportedType([JSON_TYPE, FORM_TYPE]);
      return postJson(request);
    });
  };
}
