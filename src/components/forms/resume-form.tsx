"use client";

/**
 * The résumé form of the Join Us page (spec sections 3, 5 and 8). On submit every field is
 * checked in the spec's order and each message appears under its field; a valid form is
 * posted to /api/applications, and success shows 'Form submitted successfully' in a status
 * region and a toast (instead of the spec's alert). Without JavaScript the browser's own
 * checks apply and the form posts as multipart, answered by a redirect to /thanks.
 *
 * Given a position (issue 38), the form applies to it: it posts the position's id, names it
 * above the fields, and asks its screening questions after the spec's fields. It asks no "I am
 * a" there (someone applying to a job seeks one), and takes any international number (issue
 * 48): a country picker, whose countries and starting country the server hands over with the
 * position, and the number as dialled or with + and its own code. Its schema
 * (src/lib/forms/position-form-schema.ts) comes on the first touch, as the spec form's does;
 * whether the number is possible in its country the server says (with libphonenumber-js). Without a position it is the spec's open application, unchanged.
 */
import {
  APPLICATION_TYPE,
  RESUME_ACCEPT,
  applicationExtraMessages,
  applicationFieldOrder,
  applicationMessages,
  countryCodeOptions,
  experienceOptions,
  mobileDigits,
  resumeKindFromName,
  userTypeOptions,
  type ApplicationField,
  PHONE_COUNTRY_FIELD,
  PHONE_FIELD,
  PHONE_MAX_CHARACTERS,
} from "@/lib/forms/application";
import type { FieldErrors } from "@/lib/forms/errors";
import type { FormQuestion } from "@/lib/forms/screening";
import { useMemo } from "react";
import type { z } from "zod";
import { FieldsForm, type FieldRow, type FieldSpec } from "./form-fields";
import { useSiteForm, type SiteForm } from "./use-site-form";

type TextField = Exclude<ApplicationField, "resume">;
type PhoneField = typeof PHONE_COUNTRY_FIELD | typeof PHONE_FIELD;
type AnswerField = `answer-${number}`;
type Values = Partial<Record<TextField | PhoneField, string>> & { resume: File[] } & {
  [K in AnswerField]?: string;
};

let positionSchema: Promise<z.ZodType<Record<string, unknown>>> | null = null;

/** A position's schema, fetched once (a failure is tried again on the next call). */
function loadPositionSchema() {
  positionSchema ??= import("@/lib/forms/position-form-schema").then(
    (module) => module.positionFormSchema as z.ZodType<Record<string, unknown>>,
    (error: unknown) => {
      positionSchema = null;
      throw error;
    },
  );
  return positionSchema;
}

/** The phone of a position's form, in place of the spec's country code and number. */
function phoneRow(phone: PhoneChoices): FieldRow<PhoneField> {
  return {
    columns: "sm:grid-cols-[minmax(0,16rem)_1fr]",
    fields: [
      {
        name: PHONE_COUNTRY_FIELD,
        label: "Country",
        kind: "select",
        prompt: "Select a country",
        options: phone.countries,
      },
      {
        name: PHONE_FIELD,
        label: "Mobile number",
        kind: "input",
        attrs: {
          type: "tel",
          autoComplete: "tel",
          maxLength: PHONE_MAX_CHARACTERS,
          placeholder: "Your number, or + and its country code",
        },
      },
    ],
  };
}

/*
 * The screening questions' names and words, as src/lib/forms/screening.ts has them. That
 * module reaches zod through content/documents.ts (some 90 kB compressed), so it only comes
 * with the checks, on the form's first touch (loadScreening);
 * sections/position/apply-form.test.tsx keeps these equal to it.
 */
const POSITION_FIELD = "position";
const answerField = (index: number): AnswerField => `answer-${index}`;
const YES_NO_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
const SCREENING_ANSWER_MAX = 500;

let screening: Promise<typeof import("@/lib/forms/screening")> | null = null;

/** The screening checks, fetched once (a failure is tried again on the next call). */
function loadScreening() {
  screening ??= import("@/lib/forms/screening").catch((error: unknown) => {
    screening = null;
    throw error;
  });
  return screening;
}

const EMPTY: Values & Record<TextField, string> = {
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
          // No maxLength: the browser would cut a pasted "(512) 555-0199" at ten characters
          // before the digits are taken (issue 48). Without JavaScript, ten digits with any
          // separators pass, and the server keeps the digits.
          pattern: "\\D*(\\d\\D*){10}",
          placeholder: "10-digit mobile number",
        },
        // Digits only, as the spec's field, then ten of them.
        keep: mobileDigits,
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

/** A question as a field: yes or no as two radio buttons, anything else as a short text. */
function questionField(question: FormQuestion, index: number): FieldSpec<AnswerField> {
  const common = {
    name: answerField(index),
    label: question.question,
    optional: !question.required,
  };
  return question.kind === "yesNo"
    ? { ...common, kind: "radio", options: YES_NO_OPTIONS }
    : { ...common, kind: "textarea", attrs: { maxLength: SCREENING_ANSWER_MAX, rows: 3 } };
}

/** The phone's countries and the one it starts at (src/lib/forms/phone.ts, `phoneChoices`). */
export interface PhoneChoices {
  countries: readonly { value: string; label: string }[];
  country: string;
}

/** The position applied to: its id is posted, its title shown, its questions asked. */
export interface ResumePosition {
  id: string;
  /** The phone's countries, starting at the position's. */
  phone: PhoneChoices;
  /** Left out where only the id is known (the no-JavaScript error page): no title is shown. */
  title?: string;
  questions?: FormQuestion[];
}

export interface ResumeFormProps {
  /** Values and messages to show again (the no-JavaScript error page; files cannot be). */
  initialValues?: Partial<Record<TextField | PhoneField | AnswerField, string>>;
  initialErrors?: FieldErrors;
  /** Applying to an open position (issue 38); without it, an open application. */
  position?: ResumePosition;
}

/** The spec's fields with the position's phone in place of "I am a" and the spec's number. */
function positionFields(phone: PhoneChoices) {
  const rows = ROWS.flatMap((row): FieldRow<ApplicationField | PhoneField>[] => {
    const names = row.fields.map((field) => field.name);
    if (names.includes("userType")) return [];
    if (names.includes("mobileNumber")) return [phoneRow(phone)];
    return [row];
  });
  const order = rows.flatMap((row) => row.fields.map((field) => field.name));
  // The fields the form shows start as the spec's do; the phone's as the position's picker.
  const kept = Object.fromEntries(
    Object.entries(EMPTY).filter(([name]) => order.includes(name as ApplicationField)),
  );
  const empty = { ...kept, [PHONE_COUNTRY_FIELD]: phone.country, [PHONE_FIELD]: "" };
  return { rows, empty: empty as Values, order };
}

export function ResumeForm({ initialValues, initialErrors, position }: ResumeFormProps = {}) {
  const phone = position?.phone ?? null;
  const questions = position?.questions;
  const base = useMemo(
    () =>
      phone
        ? positionFields(phone)
        : {
            rows: ROWS as readonly FieldRow<ApplicationField | PhoneField>[],
            empty: EMPTY as Values,
            order: [...applicationFieldOrder] as string[],
          },
    [phone],
  );
  const screen = useMemo(() => {
    if (!questions || questions.length === 0) return null;
    const names = questions.map((_question, index) => answerField(index));
    return {
      rows: questions.map((question, index) => ({ fields: [questionField(question, index)] })),
      empty: { ...base.empty, ...Object.fromEntries(names.map((name) => [name, ""])) } as Values,
      // The form's own fields first, then the questions: the order of the form.
      focusOrder: [...base.order, ...names],
      check: async (values: Values) =>
        (await loadScreening()).checkScreeningAnswers(questions, values).errors,
      answers: (values: Values) =>
        Object.fromEntries(names.map((name) => [name, values[name] ?? ""])),
    };
  }, [questions, base]);
  const form = useSiteForm<Values, "application", Record<string, unknown>>({
    form: "application",
    empty: screen?.empty ?? base.empty,
    initialValues,
    initialErrors,
    focusOrder: screen?.focusOrder ?? base.order,
    ...(phone ? { schema: loadPositionSchema } : {}),
    ...(screen ? { check: screen.check } : {}),
    // The browser can only guess the kind from the name; the server reads the bytes.
    toInput: (values) => ({
      ...values,
      resume: values.resume.map((file) => ({
        name: file.name,
        size: file.size,
        kind: resumeKindFromName(file.name),
      })),
    }),
    toPayload: (data, values) => ({
      ...data,
      ...(position ? { [POSITION_FIELD]: position.id } : {}),
      ...screen?.answers(values),
      resume: values.resume[0],
    }),
    encoding: "multipart",
    toasts: { success: applicationMessages.success, failure: applicationExtraMessages.failure },
  });
  // A position that closed meanwhile (410) is said where failures are, not only in a toast.
  const closed = position ? form.errors[POSITION_FIELD] : undefined;
  const touched = screen ? withScreeningPreload(form) : form;
  return (
    <FieldsForm
      form={touched}
      name="resume"
      type={APPLICATION_TYPE}
      rows={screen ? [...base.rows, ...screen.rows] : base.rows}
      submitLabel="Submit application"
      busyLabel="Sending..."
      success={applicationMessages.success}
      failure={closed ?? applicationExtraMessages.failure}
    >
      {position ? (
        <>
          <input type="hidden" name={POSITION_FIELD} value={position.id} />
          {position.title ? (
            <p className="rounded-xl border border-ink-100 bg-ink-50 px-4 py-3 text-ink-800">
              Applying for: <strong className="font-semibold text-ink-900">{position.title}</strong>
            </p>
          ) : null}
        </>
      ) : null}
    </FieldsForm>
  );
}

/**
 * The form, fetching the screening checks on the first touch along with the schemas (their
 * module would otherwise arrive only on submit).
 */
function withScreeningPreload<V>(form: SiteForm<V>): SiteForm<V> {
  const { formProps } = form;
  const touch = (handler: () => void) => () => {
    handler();
    void loadScreening().catch(() => undefined);
  };
  return {
    ...form,
    formProps: {
      ...formProps,
      onFocus: touch(formProps.onFocus),
      onPointerDown: touch(formProps.onPointerDown),
      onInput: touch(formProps.onInput),
    },
  };
}
