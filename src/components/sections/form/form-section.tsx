import { DeferredForm } from "@/components/forms/deferred-form";
import type { SectionProps } from "../types";
import { FormLayout } from "./form-layout";

const asides = {
  contact: {
    title: "What happens next",
    points: [
      "A person reads your enquiry, usually within one working day.",
      "We arrange a call with an engineer who knows your industry.",
      "No obligation: if we are not the right fit, we say so.",
    ],
    mailPrompt: "Prefer e-mail?",
  },
  resume: {
    title: "How we hire",
    points: [
      "Our recruitment team reads every application.",
      "You meet the people you would work with, not a puzzle board.",
      "We explain our decision either way, and quickly.",
    ],
    mailPrompt: "Prefer e-mail?",
  },
} as const;

/**
 * A form on a page: the enquiry form (About, Contact), the quick contact form (capability,
 * industry and service pages) or the résumé form (Join Us).
 */
export function FormSection({ form, heading, intro }: SectionProps<"form">) {
  return (
    <FormLayout
      headingId={`${form}-form-heading`}
      heading={heading}
      intro={intro}
      aside={form === "resume" ? asides.resume : asides.contact}
    >
      {form === "resume" ? (
        <DeferredForm form="resume" />
      ) : (
        <DeferredForm form="contact" variant={form === "contactEnquiry" ? "enquiry" : "quick"} />
      )}
    </FormLayout>
  );
}
