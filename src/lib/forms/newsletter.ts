/**
 * The newsletter form's schema, shared by the browser and the server (spec sections 5 and 8).
 */
import { z } from "zod";
import { mailboxField } from "./email";

export const newsletterMessages = {
  invalid: "Please enter a valid email address.",
  success: "Subscribed successfully!",
  failure: "Subscription failed. Please try again.",
  error: "Something went wrong. Try again.",
} as const;

export const newsletterSchema = z.object({
  // Spec section 5 (non-space text, @, non-space text, a dot, non-space text), narrowed to
  // one mailbox so that a list of addresses is refused.
  email: mailboxField(newsletterMessages.invalid),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
