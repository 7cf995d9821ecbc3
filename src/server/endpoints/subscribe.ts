/**
 * POST /api/subscribe — `{email}` as JSON (200 `{ok:true}`, the same answer whether the
 * address was new or not), or urlencoded from the footer form without JavaScript (303).
 */
import { fieldErrors } from "@/lib/forms/errors";
import { newsletterSchema } from "@/lib/forms/newsletter";
import { checkDeclaredLength, mediaTypeOf, readJsonObject, readUrlEncoded } from "../http/body";
import { errors, guard, json, redirect, validationFailed } from "../http/responses";
import { checkBot } from "../security/bot-check";
import { subscribe } from "../submissions/store";
import {
  enforceRateLimit,
  errorRedirect,
  invalidRedirect,
  requireContext,
  thanksUrl,
} from "./common";

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const SUBSCRIBED = { ok: true } as const;

export async function postSubscribe(request: Request): Promise<Response> {
  const mediaType = mediaTypeOf(request);
  if (mediaType === FORM_TYPE) return postSubscribeForm(request);
  return guard("subscribe", async () => {
    if (mediaType !== JSON_TYPE) throw errors.unsupportedType([JSON_TYPE, FORM_TYPE]);
    const context = await requireContext();
    checkDeclaredLength(request, context.settings.jsonBodyLimit);
    await enforceRateLimit(request, context, "subscribe");
    const fields = await readJsonObject(request, context.settings.jsonBodyLimit);
    if (checkBot(fields, context.settings.minFillMs).bot) return json(200, SUBSCRIBED);
    const parsed = newsletterSchema.safeParse(fields);
    if (!parsed.success) return validationFailed(fieldErrors(parsed.error));
    await subscribe(context.database.db, context.settings, parsed.data.email);
    return json(200, SUBSCRIBED);
  });
}

async function postSubscribeForm(request: Request): Promise<Response> {
  try {
    const context = await requireContext();
    checkDeclaredLength(request, context.settings.jsonBodyLimit);
    await enforceRateLimit(request, context, "subscribe");
    const fields = await readUrlEncoded(request, context.settings.jsonBodyLimit);
    if (checkBot(fields, context.settings.minFillMs).bot)
      return redirect(thanksUrl("newsletter", "sent"));
    const parsed = newsletterSchema.safeParse(fields);
    if (!parsed.success) {
      return await invalidRedirect(context, "newsletter", fields, fieldErrors(parsed.error), [
        "email",
      ]);
    }
    await subscribe(context.database.db, context.settings, parsed.data.email);
    return redirect(thanksUrl("newsletter", "sent"));
  } catch (error) {
    return errorRedirect("newsletter", error);
  }
}
