/**
 * The three public forms' zod schemas: the one check the browser and the server share
 * (spec sections 3, 5 and 8). Words, limits and options live zod-free beside them
 * (contact.ts, application.ts, newsletter.ts, email.ts), so a page can draw a form without
 * zod: the browser loads this module when a form is first touched (use-site-form.ts).
 */
import { z } from "zod";
import {
  APPLICATION_TYPE,
  RESUME_MAX_BYTES,
  applicationExtraMessages,
  applicationMessages,
  countryCodeOptions,
  experienceOptions,
  resumeKinds,
  userTypeOptions,
} from "./application";
import { CONTACT_LIMITS, CONTACT_TYPE, contactFieldMessages, isPhoneNumber } from "./contact";
import { isSingleMailbox } from "./email";
import { CONTROL_CHARACTERS_MESSAGE, characterCount, hasControlCharacters } from "./errors";
import { newsletterMessages } from "./newsletter";
import type { PostedForm } from "./thanks";

// Zod compiles object parsers with `new Function` when it may, and probes for that on the first
// parse. The site's CSP has no 'unsafe-eval', so the probe is refused and reported (a CSP issue
// that costs Lighthouse's best-practices 100) even though Zod catches it. Jitless mode skips
// the probe; the forms' objects are small. Set here, where the forms' Zod is first loaded.
z.config({ jitless: true });

/**
 * A text field: a string (else `message`) without control characters, checked first so that
 * its message is the one shown (a NUL would otherwise reach the database, which refuses it).
 */
function textField(message: string) {
  return z
    .string({ error: message })
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}

/** A text field (see above), for the schemas of other modules (./position-schema.ts). */
export { textField };

/** A trimmed string field that must be one mailbox, refused with the form's own message. */
export function mailboxField(message: string) {
  return textField(message)
    .trim()
    .refine((value) => isSingleMailbox(value), message);
}

export const newsletterSchema = z.object({
  // Spec section 5 (non-space text, @, non-space text, a dot, non-space text), narrowed to
  // one mailbox so that a list of addresses is refused.
  email: mailboxField(newsletterMessages.invalid),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const contactSchema = z.object({
  name: textField(contactFieldMessages.name)
    .trim()
    .min(1, contactFieldMessages.name)
    .max(CONTACT_LIMITS.name, contactFieldMessages.nameTooLong),
  email: mailboxField(contactFieldMessages.email),
  contact: textField(contactFieldMessages.contact)
    .trim()
    .max(CONTACT_LIMITS.contact, contactFieldMessages.contact)
    .refine(isPhoneNumber, contactFieldMessages.contact),
  requirement: textField(contactFieldMessages.requirement)
    .trim()
    .min(1, contactFieldMessages.requirement)
    .max(CONTACT_LIMITS.requirement, contactFieldMessages.requirementTooLong),
  type: z.literal(CONTACT_TYPE, { error: contactFieldMessages.type }).default(CONTACT_TYPE),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

type Values<T extends readonly { value: string }[]> = [T[number]["value"], ...T[number]["value"][]];
const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as Values<T>;

const personName = (message: string) =>
  textField(message)
    .trim()
    .refine((value) => characterCount(value) >= 2, message)
    .refine((value) => characterCount(value) <= 100, applicationExtraMessages.nameTooLong);

/**
 * The résumé is validated as a list of `{ name, size, kind }`: the browser derives `kind`
 * from the file name, the server from the file's bytes (src/server/security/sniff.ts), so
 * one schema serves both while the server never trusts a name or a declared type.
 */
export const resumeFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(resumeKinds).nullable(),
});
export type ResumeFileInfo = z.infer<typeof resumeFileSchema>;

export const applicationSchema = z.object({
  firstName: personName(applicationMessages.firstName),
  lastName: personName(applicationMessages.lastName),
  email: mailboxField(applicationMessages.email),
  experience: z.enum(valuesOf(experienceOptions), { error: applicationMessages.experience }),
  userType: z.enum(valuesOf(userTypeOptions), { error: applicationMessages.userType }),
  countryCode: z.enum(valuesOf(countryCodeOptions), { error: applicationMessages.countryCode }),
  // Digits only, as the field keeps them, before the count: a number posted as it was pasted
  // without JavaScript, "(512) 555-0199", is the same ten digits (issue 48).
  mobileNumber: textField(applicationMessages.mobileNumber)
    .transform((value) => value.replace(/\D+/g, ""))
    .pipe(z.string().regex(/^[0-9]{10}$/, applicationMessages.mobileNumber)),
  resume: z
    .array(resumeFileSchema, { error: applicationMessages.resumeRequired })
    .min(1, applicationMessages.resumeRequired)
    .max(1, applicationExtraMessages.resumeTooMany)
    .refine((files) => files.every((file) => file.kind !== null), applicationMessages.resumeType)
    .refine(
      (files) => files.every((file) => file.size <= RESUME_MAX_BYTES),
      applicationExtraMessages.resumeTooLarge,
    ),
  type: z
    .literal(APPLICATION_TYPE, { error: applicationExtraMessages.type })
    .default(APPLICATION_TYPE),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;
/**
 * The text fields only, as the database stores them: an open application's as the spec has
 * them; an application to a position (issue 48) with its number's calling code ("+44") and
 * the whole number in E.164, and "jobSeeker" for the question its form does not ask.
 */
export type ApplicationFields = Omit<ApplicationData, "resume" | "countryCode" | "mobileNumber"> & {
  countryCode: string;
  mobileNumber: string;
};

/** Each public form's schema by the name /thanks and the endpoints know it by. */
export const formSchemas = {
  newsletter: newsletterSchema,
  contact: contactSchema,
  application: applicationSchema,
} as const satisfies Record<PostedForm, z.ZodType>;

export type FormSchemas = typeof formSchemas;
