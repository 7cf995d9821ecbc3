/**
 * The schema of an application to a position (issue 48) as /api/applications checks it: the
 * browser's fields (./position-form-schema.ts) and, with libphonenumber-js (./phone.ts), a
 * country with a numbering plan and a number possible in it, kept in E.164. Only the server
 * loads it (see position-form-schema.ts for why the browser does not).
 */
import { z } from "zod";
import { PHONE_MAX_CHARACTERS, positionPhoneMessages } from "./application";
import { isPhoneCountry, toE164 } from "./phone";
import { phoneShape, positionFormSchema } from "./position-form-schema";

/** Numbers are kept in E.164: a plus and up to fifteen digits. */
const E164 = /^\+[1-9][0-9]{1,14}$/;

const fields = positionFormSchema.extend({
  phoneCountry: positionFormSchema.shape.phoneCountry.refine(
    isPhoneCountry,
    positionPhoneMessages.phoneCountry,
  ),
  // By now a possible number has been rewritten in E.164 (below); anything else is refused.
  phone: phoneShape.refine(
    (value) => E164.test(value) && toE164(value, "") === value,
    positionPhoneMessages.phone,
  ),
});

/**
 * The number is read in the country chosen unless it names its own (+44 …), and a possible
 * one is kept in its E.164 form. Done before the fields are checked, so that a wrong number is
 * reported together with every other field's message.
 */
export const positionApplicationSchema = z.preprocess((input) => {
  if (typeof input !== "object" || input === null) return input;
  const { phone, phoneCountry } = input as Record<string, unknown>;
  if (typeof phone !== "string" || phone.length > PHONE_MAX_CHARACTERS) return input;
  const e164 = toE164(phone, typeof phoneCountry === "string" ? phoneCountry : "");
  return e164 === null ? input : { ...input, phone: e164 };
}, fields);

export type { PositionApplicationInput } from "./position-form-schema";
export type PositionApplicationData = z.output<typeof positionApplicationSchema>;
