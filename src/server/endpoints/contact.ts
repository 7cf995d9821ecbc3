/**
 * POST /api/contact — a contact enquiry, as JSON from the pages' script (201 `{ok, id}`)
 * or urlencoded from a plain form post without JavaScript (303 to /thanks).
 */
import { randomUUID } from "node:crypto";
import { contactFieldOrder, contactSchema } from "@/lib/forms/contact";
import { fieldErrors } from "@/lib/forms/errors";
import { readJsonObject, readUrlEncoded, mediaTypeOf, checkDeclaredLength } from "../http/body";
import { errors, guard, redirect, validationFailed } from "../http/responses";
import { checkBot } from "../security/bot-check";
import { storeEnquiry } from "../submissions/store";
import {
  created,
  enforceRateLimit,
  errorRedirect,
  invalidRedirect,
  requireContext,
  thanksUrl,
} from "./common";

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

export async function postContact(request: Request): Promise<Response> {
  const mediaType = mediaTypeOf(request);
  if (mediaType === FORM_TYPE) return postContactForm(request);
  return guard("contact", async () => {
    if (mediaType !== JSON_TYPE) throw errors.unsupportedType([JSON_TYPE, FORM_TYPE]);
    const context = await requireContext();
    checkDeclaredLength(request, context.settings.jsonBodyLimit);
    await enforceRateLimit(request, context, "contact");
    const fields = await readJsonObject(request, context.settings.jsonBodyLimit);
    if (checkBot(fields, context.settings.minFillMs).bot) return created(randomUUID());
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) return validationFailed(fieldErrors(parsed.error));
    const { id } = await storeEnquiry(context.database.db, context.settings, parsed.data);
    return created(id);
  });
}

async function postContactForm(request: Request): Promise<Response> {
  try {
    const context = await requireContext();
    checkDeclaredLength(request, context.settings.jsonBodyLimit);
    await enforceRateLimit(request, context, "contact");
    const fields = await readUrlEncoded(request, context.settings.jsonBodyLimit);
    if (checkBot(fields, context.settings.minFillMs).bot)
      return redirect(thanksUrl("contact", "sent"));
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) {
      return await invalidRedirect(
        context,
        "contact",
        fields,
        fieldErrors(parsed.error),
        contactFieldOrder,
      );
    }
    await storeEnquiry(context.database.db, context.settings, parsed.data);
    return redirect(thanksUrl("contact", "sent"));
  } catch (error) {
    return errorRedirect("contact", error);
  }
}
