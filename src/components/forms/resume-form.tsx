"use client";

/**
 * The résumé form of the Join Us page (spec sections 3, 5 and 8). On submit every field is
 * checked in the spec's order and each message appears under its field; a valid form is
 * posted to /api/applications, and success shows 'Form submitted successfully' in a status
 * region and a toast (instead of the spec's alert). Without JavaScript the browser's own
 * checks apply and the form posts as multipart, answered by a redirect to /thanks.
 */
import {
  APPLICATION_TYPE,
  RESUME_ACCEPT,
  applicationExtraMessages,
  applicationFieldOrder,
  applicationMessages,
  countryCodeOptions,
  experienceOptions,
  resumeKindFromName,
  userTypeOptions,
  type ApplicationField,
} from "@/lib/forms/application";
import type { FieldErrors } from "@/lib/forms/errors";
import { FieldsForm, type FieldRow } from "./form-fields";
import { useSiteForm } from "./use-site-form";

type TextField = Exclude<ApplicationField, "resume">;
type Values = Record<TextField, string> & { resume: File[] };

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  experience: "",
  userType: "",
  countryCode: "",
  mobileNumber: "",
  resume: [],
};

/** The fields in the spec's order, two to a row where they fit. */
const ROWS: readonly FieldRow<ApplicationField>[] = [
  {
    fields: [
      {
        name: "firstName",
        label: "First name",
        kind: "input",
        attrs: {
          type: "text",
          autoComplete: "given-name",
          minLength: 2,
          maxLength: 100,
          placeholder: "Enter your first name",
        },
      },
      {
        name: "lastName",
        label: "Last name",
        kind: "input",
        attrs: {
          type: "text",
          autoComplete: "family-name",
          minLength: 2,
          maxLength: 100,
          placeholder: "Enter your last name",
        },
      },
    ],
  },
  {
    fields: [
      {
        name: "email",
        label: "Email",
        kind: "input",
        attrs: {
          type: "email",
          autoComplete: "email",
          maxLength: 254,
          placeholder: "Enter your email here",
        },
      },
      {
        name: "experience",
        label: "Experience",
        kind: "select",
        prompt: "Select your experience",
        options: experienceOptions,
      },
    ],
  },
  { fields: [{ name: "userType", label: "I am a", kind: "radio", options: userTypeOptions }] },
  {
    columns: "sm:grid-cols-[minmax(0,14rem)_1fr]",
    fields: [
      {
        name: "countryCode",
        label: "Country code",
        kind: "select",
        prompt: "Select code",
        options: countryCodeOptions,
        attrs: { autoComplete: "tel-country-code" },
      },
      {
        name: "mobileNumber",
        label: "Mobile number",
        kind: "input",
        attrs: {
          type: "text",
          inputMode: "numeric",
          autoComplete: "tel-national",
          pattern: "[0-9]{10}",
          maxLength: 10,
          placeholder: "10-digit mobile number",
        },
        // Digits only, as the spec's field.
        keep: (typed) => typed.replace(/\D+/g, ""),
      },
    ],
  },
  {
    fields: [
      {
        name: "resume",
        label: "Resume",
        kind: "file",
        hint: "PDF, DOC or DOCX, up to 5 MB.",
        attrs: { accept: RESUME_ACCEPT },
      },
    ],
  },
];

export interface ResumeFormProps {
  /** Values and messages to show again (the no-JavaScript error page; files cannot be). */
  initialValues?: Partial<Record<TextField, string>>;
  initialErrors?: FieldErrors;
}

export function ResumeForm({ initialValues, initialErrors }: ResumeFormProps = {}) {
  const form = useSiteForm({
    form: "application",
    empty: EMPTY,
    initialValues,
    initialErrors,
    focusOrder: applicationFieldOrder,
    // The browser can only guess the kind from the name; the server reads the bytes.
    toInput: (values) => ({
      ...values,
      resume: values.resume.map((file) => ({
        name: file.name,
        size: file.size,
        kind: resumeKindFromName(file.name),
      })),
    }),
    toPayload: (data, values) => ({ ...data, resume: values.resume[0] }),
    encoding: "multipart",
    toasts: { success: applicationMessages.success, failure: applicationExtraMessages.failure },
  });
  return (
    <FieldsForm
      form={form}
      name="resume"
      type={APPLICATION_TYPE}
      rows={ROWS}
      submitLabel="Submit application"
      busyLabel="Sending..."
      success={applicationMessages.success}
      failure={applicationExtraMessages.failure}
    />
  );
}
