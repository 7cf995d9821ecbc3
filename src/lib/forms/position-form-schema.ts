/**
 * The fields of an application to a position (issue 48), as the browser checks them: the
 * spec's résumé fields less "I am a", and a phone number as dialled in a chosen country or with
 * + and its own code. The browser checks the number's shape only; whether it is a possible
 * number of its country is the server's check (./position-schema.ts, with libphonenumber-js),
 * whose refusal the form shows under the field like its own. The numbering plans would cost
 * every page of the site script through the client build's module ids, for a check the server
 * makes anyway.
 */
import { z } from "zod";
import { PHONE_MAX_CHARACTERS, positionPhoneMessages } from "./application";
import { applicationSchema, textField } from "./schemas";

const spec = applicationSchema.shape;

/** Digits with the separators people type, and a + only in front. */
const PHONE_SHAPE = /^\+?[0-9\s().\/-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** A number's shape: what a country's plan can then say yes or no to (E.164: 15 digits). */
export const phoneShape = textField(positionPhoneMessages.phone)
  .trim()
  .max(PHONE_MAX_CHARACTERS, positionPhoneMessages.phone)
  .refine(
    (value) => PHONE_SHAPE.test(value) && digitCount(value) >= 4 && digitCount(value) <= 15,
    positionPhoneMessages.phone,
  );

export const positionFormSchema = z.object({
  firstName: spec.firstName,
  lastName: spec.lastName,
  email: spec.email,
  experience: spec.experience,
  phoneCountry: z
    .string({ error: positionPhoneMessages.phoneCountry })
    .regex(/^[A-Z]{2}$/, positionPhoneMessages.phoneCountry),
  phone: phoneShape,
  resume: spec.resume,
  type: spec.type,
});

export type PositionApplicationInput = z.input<typeof positionFormSchema>;
