"use client";

import { useActionState, useId } from "react";
import { initialFormState, stateMessage, type FormState } from "@/lib/action-state";
import {
  HiddenFields,
  SelectField,
  TextField,
  formLabelClass,
  submitButtonClass,
} from "../form-controls";
import { Notice } from "../notice";

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "select";
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  hint?: string;
  options?: { value: string; label: string }[];
  /** Never written back into the field (passwords). */
  secret?: boolean;
  minLength?: number;
}

/**
 * A labelled Server Action form that shows the server's answer (error or notice) above the
 * fields and keeps what was typed on an error. The fields are plain data, so pages (Server
 * Components) describe them; it works before any script has loaded.
 */
export function ActionForm({
  action,
  fields,
  submitLabel,
  hidden = {},
  initialValues = {},
  className = "space-y-5",
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: FieldSpec[];
  submitLabel: string;
  hidden?: Record<string, string>;
  initialValues?: Record<string, string>;
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(action, initialFormState(initialValues));
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <form action={formAction} className={className} noValidate>
      <Notice id={messageId} message={stateMessage(state)} />
      <HiddenFields values={hidden} />
      {fields.map((field) => {
        const value = field.secret ? undefined : (state.values[field.name] ?? "");
        // Keyed by the kept value, so a value the server sends back replaces what is shown.
        const key = `${field.name}-${state.values[field.name] ?? ""}`;
        const common = {
          id: `${id}-${field.name}`,
          name: field.name,
          label: field.label,
          hint: field.hint,
          labelClassName: formLabelClass,
          "aria-describedby": state.error ? messageId : undefined,
        };
        return field.type === "select" ? (
          <SelectField
            key={key}
            {...common}
            defaultValue={value || field.options?.[0]?.value}
            choices={field.options}
          />
        ) : (
          <TextField
            key={key}
            {...common}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            defaultValue={value}
            minLength={field.minLength}
            required
          />
        );
      })}
      <button type="submit" disabled={pending} className={submitButtonClass}>
        {submitLabel}
      </button>
    </form>
  );
}
