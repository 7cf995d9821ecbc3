/**
 * The site's forms as the server renders them inside DeferredForm (./deferred-form.tsx);
 * only the server build reaches this module.
 */
import { ContactForm } from "./contact-form";
import { NewsletterForm } from "./newsletter-form";
import { ResumeForm } from "./resume-form";

export const serverForms = {
  newsletter: NewsletterForm,
  contact: ContactForm,
  resume: ResumeForm,
};
