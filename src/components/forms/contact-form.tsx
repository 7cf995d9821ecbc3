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
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { HONEYPOT_FIELD, FILL_TIME_FIELD } from "@/lib/forms/bot-fields";
import {
  CONTACT_LIMITS,
  CONTACT_TYPE,
  contactFieldOrder,
  contactLabels,
  contactMessages,
  contactPlaceholders,
  contactSchema,
  type ContactField,
} from "@/lib/forms/contact";
import { fieldErrors } from "@/lib/forms/errors";
import {
  BotFields,
  Field,
  MandatoryNote,
  SubmitButton,
  TextArea,
  TextInput,
  focusFirstError,
  useFillClock,
  useHydrated,
} from "./form-kit";

/** Spec section 9: how long the quick form's thank-you stays. */
export const QUICK_THANK_YOU_MS = 3000;

type Values = Record<ContactField, string>;
type Status = "idle" | "sending" | "success" | "failure";

const EMPTY: Values = { name: "", email: "", contact: "", requirement: "" };

export interface ContactFormProps {
  variant: "enquiry" | "quick";
  /** Values and messages to show again (the no-JavaScript error page). */
  initialValues?: Partial<Values>;
  initialErrors?: Partial<Record<ContactField | "_form", string>>;
}

export function ContactForm({ variant, initialValues, initialErrors }: ContactFormProps) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<Record<string, string>>({ ...initialErrors });
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const fillMs = useFillClock();
  const id = useId();

  // The quick form's thank-you hides itself after three seconds.
  useEffect(() => {
    if (variant !== "quick" || status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), QUICK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [variant, status]);

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    }
  };

  const fail = () => {
    setStatus("failure");
    if (variant === "enquiry") toast.error(contactMessages.toastFailure);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const parsed = contactSchema.safeParse({ ...values, type: CONTACT_TYPE });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setStatus("idle");
      focusFirstError(formRef.current, contactFieldOrder, found);
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...parsed.data,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
          [FILL_TIME_FIELD]: fillMs(),
        }),
      });
      if (response.status === 201) {
        setValues(EMPTY);
        setStatus("success");
        if (variant === "enquiry") toast.success(contactMessages.toastSuccess);
        return;
      }
      if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as {
          errors?: Record<string, string>;
        } | null;
        if (body?.errors) {
          setErrors(body.errors);
          focusFirstError(formRef.current, contactFieldOrder, body.errors);
        }
      }
      fail();
    } catch (error) {
      console.error("The contact form could not be sent:", error);
      fail();
    }
  };

  const sending = status === "sending";
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const common = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    required: true,
    disabled: sending,
    placeholder: contactPlaceholders[field],
    "aria-invalid": errors[field] ? true : undefined,
  });

  return (
    <form
      ref={formRef}
      action="/api/contact"
      method="post"
      onSubmit={onSubmit}
      aria-busy={sending}
      data-form={variant === "enquiry" ? "contact-enquiry" : "contact-quick"}
      data-hydrated={hydrated ? "true" : undefined}
      className="relative space-y-5"
    >
      <MandatoryNote />
      <input type="hidden" name="type" value={CONTACT_TYPE} />
      <BotFields honeypotRef={honeypotRef} />
      <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
        <Field id={fieldId("name")} label={contactLabels.name} error={errors.name}>
          {(describedBy) => (
            <TextInput
              {...common("name")}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              aria-describedby={describedBy}
              onChange={(event) => update("name", event.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId("email")} label={contactLabels.email} error={errors.email}>
          {(describedBy) => (
            <TextInput
              {...common("email")}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              aria-describedby={describedBy}
              onChange={(event) => update("email", event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id={fieldId("contact")} label={contactLabels.contact} error={errors.contact}>
        {(describedBy) => (
          <TextInput
            {...common("contact")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.contact}
            aria-describedby={describedBy}
            onChange={(event) => update("contact", event.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId("requirement")}
        label={contactLabels.requirement}
        error={errors.requirement}
      >
        {(describedBy) => (
          <TextArea
            {...common("requirement")}
            rows={5}
            maxLength={CONTACT_LIMITS.requirement}
            aria-describedby={describedBy}
            onChange={(event) => update("requirement", event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SubmitButton busy={sending} label="Submit" busyLabel={contactMessages.sending} />
        <div role="status" aria-live="polite" className="text-sm font-medium">
          {status === "success" ? (
            <p className="rounded-xl border border-accent-600/30 bg-accent-300/15 px-4 py-3 text-accent-800">
              {contactMessages.success}
            </p>
          ) : null}
        </div>
      </div>
      {status === "failure" ? (
        <p
          role="alert"
          className="rounded-xl border border-signal-600/30 bg-signal-600/5 px-4 py-3 text-sm font-medium text-signal-600"
        >
          {contactMessages.failure}
        </p>
      ) : errors._form ? (
        <p
          role="alert"
          className="rounded-xl border border-signal-600/30 bg-signal-600/5 px-4 py-3 text-sm font-medium text-signal-600"
        >
          {errors._form}
        </p>
      ) : null}
    </form>
  );
}
