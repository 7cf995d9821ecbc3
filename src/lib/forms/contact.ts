/**
 * The contact enquiry form's words, limits and phone rule, shared by the browser and the
 * server (spec sections 3, 4, 7 and 8); its schema is in schemas.ts. Field order is the spec's: name, email, contact,
 * requirement, type.
 *
 * The spec makes the four fields required at browser level and shows no further bounds;
 * the server still needs limits, so the messages below for those cases are ours.
 */
import { EMAIL_MAX_LENGTH } from "./email";

/** Spec section 9: the enquiry's fixed type value. */
export const CONTACT_TYPE = "2";

export const contactFieldOrder = ["name", "email", "contact", "requirement"] as const;
export type ContactField = (typeof contactFieldOrder)[number];

/** Spec section 3: labels (the asterisk marks a mandatory field) and placeholders. */
export const contactLabels: Record<ContactField, string> = {
  name: "Your name",
  email: "Email",
  contact: "Contact Number",
  requirement: "Your requirement",
};

export const contactPlaceholders: Record<ContactField, string> = {
  name: "Enter your name here",
  email: "Enter your email here",
  contact: "Enter your number",
  requirement: "Brief us your requirement",
};

/** Spec sections 4 and 8, word for word. */
export const contactMessages = {
  success: "Thank you for contacting us! Our team will contact you shortly.",
  failure: "Failed to send message. Please try again.",
  toastSuccess: "Form submitted successfully!",
  toastFailure: "Failed to submit the form. Please try again.",
  sending: "Sending...",
} as const;

/** Per-field messages for what the browser's own checks let through. */
export const contactFieldMessages = {
  name: "Please enter your name.",
  nameTooLong: "Please keep your name under 120 characters.",
  email: "Please enter a valid email address.",
  contact: "Please enter a valid contact number.",
  requirement: "Please tell us about your requirement.",
  requirementTooLong: "Please keep your requirement under 5000 characters.",
  type: "Invalid form type.",
} as const;

export const CONTACT_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  contact: 40,
  requirement: 5000,
} as const;

/** An extension after the number: "ext. 7", "ext 7", "extension 12", "x7", "#7". */
const EXTENSION = /\s*(?:(?:ext\.?|extension|x)\s*|#\s*)([0-9]{1,6})$/i;

/**
 * Free phone text (spec section 3): digits, spaces and the usual punctuation, with 6 to 15
 * digits (E.164's maximum), optionally followed by an extension.
 */
export function isPhoneNumber(value: string): boolean {
  const number = value.replace(EXTENSION, "");
  if (!/^\+?[0-9()\-.\s/]+$/.test(number)) return false;
  const digits = number.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}
