"use client";

/**
 * The contact enquiry form (spec sections 3, 4 and 8), in two variants:
 *
 * - "enquiry" (About and Contact): idle → sending ('Sending...', button disabled) → success
 *   (fields cleared, inline thank-you and a toast) or failure (inline red message and a
 *   toast, values kept).
 * - "quick" (the other pages): submits too; on success the thank-you shows for 3 seconds and
 *   the fields are cleared; on failure the values stay and the form says so.
 *
 * Without JavaScript it is a plain form post to /api/contact, which answers with a redirect
 * to /thanks. The browser checks the required fields; the shared schema checks the rest.
 */
import {
  CONTACT_LIMITS,
  CONTACT_TYPE,
  contactFieldOrder,
  contactLabels,
  contactMessages,
  contactPlaceholders,
  type ContactField,
} from "@/lib/forms/contact";
import type { FieldErrors } from "@/lib/forms/errors";
import { FieldsForm, type FieldRow, type FieldSpec, type InputAttrs } from "./form-fields";
import { useSiteForm } from "./use-site-form";

/** Spec section 9: how long the quick form's thank-you stays. */
export const QUICK_THANK_YOU_MS = 3000;

type Values = Record<ContactField, string>;

const EMPTY: Values = { name: "", email: "", contact: "", requirement: "" };

/** A text field of the contact form, with the spec's label and placeholder. */
const text = (name: ContactField, attrs: InputAttrs): FieldSpec<ContactField> => ({
  name,
  label: contactLabels[name],
  kind: "input",
  attrs: { placeholder: contactPlaceholders[name], maxLength: CONTACT_LIMITS[name], ...attrs },
});

const ROWS: readonly FieldRow<ContactField>[] = [
  {
    fields: [
      text("name", { type: "text", autoComplete: "name" }),
      text("email", { type: "email", autoComplete: "email" }),
    ],
  },
  { fields: [text("contact", { type: "tel", inputMode: "tel", autoComplete: "tel" })] },
  {
    fields: [
      {
        name: "requirement",
        label: contactLabels.requirement,
        kind: "textarea",
        attrs: {
          placeholder: contactPlaceholders.requirement,
          maxLength: CONTACT_LIMITS.requirement,
          rows: 5,
        },
      },
    ],
  },
];

export interface ContactFormProps {
  variant: "enquiry" | "quick";
  /** Values and messages to show again (the no-JavaScript error page). */
  initialValues?: Partial<Values>;
  initialErrors?: FieldErrors;
}

export function ContactForm({ variant, initialValues, initialErrors }: ContactFormProps) {
  const enquiry = variant === "enquiry";
  const form = useSiteForm({
    form: "contact",
    empty: EMPTY,
    initialValues,
    initialErrors,
    focusOrder: contactFieldOrder,
    keepBrowserChecks: true,
    successMs: enquiry ? undefined : QUICK_THANK_YOU_MS,
    toasts: enquiry
      ? { success: contactMessages.toastSuccess, failure: contactMessages.toastFailure }
      : undefined,
  });
  return (
    <FieldsForm
      form={form}
      name={enquiry ? "contact-enquiry" : "contact-quick"}
      type={CONTACT_TYPE}
      rows={ROWS}
      submitLabel="Submit"
      busyLabel={contactMessages.sending}
      success={contactMessages.success}
      failure={contactMessages.failure}
    />
  );
}
