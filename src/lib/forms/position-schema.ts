/**
 * The schema of an application to a position (issue 48), shared by the position's form in the
 * browser and by /api/applications: the spec's résumé fields, less "I am a", with any
 * international phone number instead of the spec's +91 or +1 and ten digits. It lives apart from
 * ./schemas.ts so that libphonenumber-js (./phone.ts) comes only with this form's checks.
 */
import { z } from "zod";
import { PHONE_MAX_CHARACTERS, positionPhoneMessages } from "./application";
import { isPhoneCountry, toE164 } from "./phone";
import { applicationSchema, textField } from "./schemas";

const spec = applicationSchema.shape;

/** Numbers are kept in E.164: a plus and up to fifteen digits. */
const E164 = /^\+[1-9][0-9]{1,14}$/;

const fields = z.object({
  firstName: spec.firstName,
  lastName: spec.lastName,
  email: spec.email,
  experience: spec.experience,
  phoneCountry: z
    .string({ error: positionPhoneMessages.phoneCountry })
    .refine(isPhoneCountry, positionPhoneMessages.phoneCountry),
  // By now a possible number has been rewritten in E.164 (below); anything else is refused.
  phone: textField(positionPhoneMessages.phone)
    .trim()
    .max(PHONE_MAX_CHARACTERS, positionPhoneMessages.phone)
    .refine(
      (value) => E164.test(value) && toE164(value, "") === value,
      positionPhoneMessages.phone,
    ),
  resume: spec.resume,
  type: spec.type,
});

/**
 * The number is read in the country chosen unless it names its own (+44 …), and a possible
 * one is kept in its E.164 form, which reads the same again whatever the country: the browser
 * posts that, and the server checks it again. Done before the fields are checked, so that a
 * wrong number is reported together with every other field's message.
 */
export const positionApplicationSchema = z.preprocess((input) => {
  if (typeof input !== "object" || input === null) return input;
  const { phone, phoneCountry } = input as Record<string, unknown>;
  if (typeof phone !== "string" || phone.length > PHONE_MAX_CHARACTERS) return input;
  const e164 = toE164(phone, typeof phoneCountry === "string" ? phoneCountry : "");
  return e164 === null ? input : { ...input, phone: e164 };
}, fields);

export type PositionApplicationInput = z.input<typeof fields>;
export type PositionApplicationData = z.output<typeof positionApplicationSchema>;
