/**
 * The newsletter form's schema, shared by the browser and the server (spec sections 5 and 8).
 */
import { z } from "zod";

/** Spec section 5: non-space text, @, non-space text, a dot, non-space text. */
export const NEWSLETTER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const newsletterMessages = {
  invalid: "Please enter a valid email address.",
  success: "Subscribed successfully!",
  failure: "Subscription failed. Please try again.",
  error: "Something went wrong. Try again.",
} as const;

export const newsletterSchema = z.object({
  email: z
    .string({ error: newsletterMessages.invalid })
    .trim()
    .max(254, newsletterMessages.invalid)
    .regex(NEWSLETTER_EMAIL_PATTERN, newsletterMessages.invalid),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
