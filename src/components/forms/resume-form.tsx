"use client";

/**
 * The résumé form of the Join Us page (spec sections 3, 5 and 8). On submit every field is
 * checked in the spec's order and each message appears under its field; a valid form is
 * posted to /api/applications, and success shows 'Form submitted successfully' in a status
 * region and a toast (instead of the spec's alert). Without JavaScript the browser's own
 * checks apply and the form posts as multipart, answered by a redirect to /thanks.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  APPLICATION_TYPE,
  RESUME_ACCEPT,
  applicationExtraMessages,
  applicationFieldOrder,
  applicationMessages,
  applicationSchema,
  countryCodeOptions,
  experienceOptions,
  resumeKindFromName,
  userTypeOptions,
  type ApplicationField,
} from "@/lib/forms/application";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/lib/forms/bot-fields";
import { fieldErrors } from "@/lib/forms/errors";
import {
  BotFields,
  Field,
  FieldError,
  LabelText,
  MandatoryNote,
  Select,
  SubmitButton,
  TextInput,
  focusFirstError,
  labelClass,
  useFillClock,
  useHydrated,
} from "./form-kit";

type TextField = Exclude<ApplicationField, "resume">;
type Values = Record<TextField, string>;
type Status = "idle" | "sending" | "success" | "failure";

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  experience: "",
  userType: "",
  countryCode: "",
  mobileNumber: "",
};

export interface ResumeFormProps {
  initialValues?: Partial<Values>;
  initialErrors?: Partial<Record<ApplicationField | "_form", string>>;
}

export function ResumeForm({ initialValues, initialErrors }: ResumeFormProps = {}) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initialValues });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({ ...initialErrors });
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const fillMs = useFillClock();
  const id = useId();
  const fieldId = (field: ApplicationField) => `${id}-${field}`;

  const clearError = (field: ApplicationField) => {
    if (!errors[field]) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const update = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const fail = (message: string = applicationExtraMessages.failure) => {
    setStatus("failure");
    toast.error(message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const parsed = applicationSchema.safeParse({
      ...values,
      resume: files.map((file) => ({
        name: file.name,
        size: file.size,
        kind: resumeKindFromName(file.name),
      })),
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setStatus("idle");
      focusFirstError(formRef.current, applicationFieldOrder, found);
      return;
    }
    setErrors({});
    setStatus("sending");
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value.trim());
    body.set("type", APPLICATION_TYPE);
    body.set(HONEYPOT_FIELD, honeypotRef.current?.value ?? "");
    body.set(FILL_TIME_FIELD, String(fillMs()));
    body.set("resume", files[0]!, files[0]!.name);
    try {
      const response = await fetch("/api/applications", {
        method: "POST",
        headers: { accept: "application/json" },
        body,
      });
      if (response.status === 201) {
        setValues(EMPTY);
        setFiles([]);
        if (fileRef.current) fileRef.current.value = "";
        setStatus("success");
        toast.success(applicationMessages.success);
        return;
      }
      if (response.status === 400 || response.status === 413) {
        const answer = (await response.json().catch(() => null)) as {
          errors?: Record<string, string>;
        } | null;
        if (answer?.errors) {
          setErrors(answer.errors);
          focusFirstError(formRef.current, applicationFieldOrder, answer.errors);
        }
      }
      fail();
    } catch (error) {
      console.error("The application could not be sent:", error);
      fail();
    }
  };

  const sending = status === "sending";
  const invalid = (field: ApplicationField) => (errors[field] ? true : undefined);
  const errorId = (field: ApplicationField) => `${fieldId(field)}-error`;

  return (
    <form
      ref={formRef}
      action="/api/applications"
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-busy={sending}
      data-form="resume"
      data-hydrated={hydrated ? "true" : undefined}
      className="relative space-y-5"
    >
      <MandatoryNote />
      <input type="hidden" name="type" value={APPLICATION_TYPE} />
      <BotFields honeypotRef={honeypotRef} />
      <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
        <Field id={fieldId("firstName")} label="First name" error={errors.firstName}>
          {(describedBy) => (
            <TextInput
              id={fieldId("firstName")}
              name="firstName"
              type="text"
              autoComplete="given-name"
              required
              minLength={2}
              maxLength={100}
              placeholder="Enter your first name"
              value={values.firstName}
              disabled={sending}
              aria-invalid={invalid("firstName")}
              aria-describedby={describedBy}
              onChange={(event) => update("firstName", event.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId("lastName")} label="Last name" error={errors.lastName}>
          {(describedBy) => (
            <TextInput
              id={fieldId("lastName")}
              name="lastName"
              type="text"
              autoComplete="family-name"
              required
              minLength={2}
              maxLength={100}
              placeholder="Enter your last name"
              value={values.lastName}
              disabled={sending}
              aria-invalid={invalid("lastName")}
              aria-describedby={describedBy}
              onChange={(event) => update("lastName", event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
        <Field id={fieldId("email")} label="Email" error={errors.email}>
          {(describedBy) => (
            <TextInput
              id={fieldId("email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              placeholder="Enter your email here"
              value={values.email}
              disabled={sending}
              aria-invalid={invalid("email")}
              aria-describedby={describedBy}
              onChange={(event) => update("email", event.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId("experience")} label="Experience" error={errors.experience}>
          {(describedBy) => (
            <Select
              id={fieldId("experience")}
              name="experience"
              required
              value={values.experience}
              disabled={sending}
              aria-invalid={invalid("experience")}
              aria-describedby={describedBy}
              onChange={(event) => update("experience", event.target.value)}
            >
              <option value="">Select your experience</option>
              {experienceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset
        role="radiogroup"
        aria-required="true"
        aria-describedby={errorId("userType")}
        aria-invalid={invalid("userType")}
      >
        <legend className={labelClass}>
          <LabelText text="I am a" />
        </legend>
        <div className="flex flex-wrap gap-3">
          {userTypeOptions.map((option) => (
            <label
              key={option.value}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-2.5 ${errors.userType ? "border-signal-600" : "border-ink-300/70"} text-base text-ink-900 transition-colors hover:border-ink-500 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-300/10 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400/25`}
            >
              <input
                type="radio"
                name="userType"
                value={option.value}
                required
                checked={values.userType === option.value}
                disabled={sending}
                onChange={(event) => update("userType", event.target.value)}
                className="size-4 accent-accent-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId("userType")} message={errors.userType} />
      </fieldset>
      <div className="grid gap-x-5 gap-y-1 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <Field id={fieldId("countryCode")} label="Country code" error={errors.countryCode}>
          {(describedBy) => (
            <Select
              id={fieldId("countryCode")}
              name="countryCode"
              required
              autoComplete="tel-country-code"
              value={values.countryCode}
              disabled={sending}
              aria-invalid={invalid("countryCode")}
              aria-describedby={describedBy}
              onChange={(event) => update("countryCode", event.target.value)}
            >
              <option value="">Select code</option>
              {countryCodeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={fieldId("mobileNumber")} label="Mobile number" error={errors.mobileNumber}>
          {(describedBy) => (
            <TextInput
              id={fieldId("mobileNumber")}
              name="mobileNumber"
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              pattern="[0-9]{10}"
              maxLength={10}
              placeholder="10-digit mobile number"
              value={values.mobileNumber}
              disabled={sending}
              aria-invalid={invalid("mobileNumber")}
              aria-describedby={describedBy}
              // Digits only, as the spec's field.
              onChange={(event) => update("mobileNumber", event.target.value.replace(/\D+/g, ""))}
            />
          )}
        </Field>
      </div>
      <Field
        id={fieldId("resume")}
        label="Resume"
        hint="PDF, DOC or DOCX, up to 5 MB."
        error={errors.resume}
      >
        {(describedBy) => (
          <input
            ref={fileRef}
            id={fieldId("resume")}
            name="resume"
            type="file"
            required
            accept={RESUME_ACCEPT}
            disabled={sending}
            aria-invalid={invalid("resume")}
            aria-describedby={describedBy}
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              clearError("resume");
            }}
            className="block w-full cursor-pointer rounded-xl border border-dashed border-ink-300 bg-ink-50/60 px-4 py-4 text-sm text-ink-700 transition-colors file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink-900 file:px-5 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:border-ink-500 hover:file:bg-accent-700 aria-[invalid=true]:border-signal-600"
          />
        )}
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SubmitButton busy={sending} label="Submit application" busyLabel="Sending..." />
        <div role="status" aria-live="polite" className="text-sm font-medium">
          {status === "success" ? (
            <p className="rounded-xl border border-accent-600/30 bg-accent-300/15 px-4 py-3 text-accent-800">
              {applicationMessages.success}
            </p>
          ) : null}
        </div>
      </div>
      {status === "failure" || errors._form ? (
        <p
          role="alert"
          className="rounded-xl border border-signal-600/30 bg-signal-600/5 px-4 py-3 text-sm font-medium text-signal-600"
        >
          {errors._form ?? applicationExtraMessages.failure}
        </p>
      ) : null}
    </form>
  );
}
