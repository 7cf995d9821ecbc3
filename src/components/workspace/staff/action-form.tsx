"use client";

import { useActionState, useId } from "react";

export interface ActionFormState {
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

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
  action: (state: ActionFormState, form: FormData) => Promise<ActionFormState>;
  fields: FieldSpec[];
  submitLabel: string;
  hidden?: Record<string, string>;
  initialValues?: Record<string, string>;
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(action, {
    values: initialValues,
    error: null,
    notice: null,
  });
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <form action={formAction} className={className} noValidate>
      {state.error ? (
        <p
          role="alert"
          id={messageId}
          className="rounded-lg border border-signal-600 bg-white px-4 py-3 text-sm font-semibold text-signal-600"
        >
          {state.error}
        </p>
      ) : state.notice ? (
        <p
          role="status"
          id={messageId}
          className="rounded-lg border border-accent-700 bg-white px-4 py-3 text-sm font-semibold text-ink-900"
        >
          {state.notice}
        </p>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const hintId = field.hint ? `${fieldId}-hint` : undefined;
        const describedBy = [hintId, state.error ? messageId : undefined].filter(Boolean).join(" ");
        const value = field.secret ? undefined : (state.values[field.name] ?? "");
        const common = {
          id: fieldId,
          name: field.name,
          "aria-describedby": describedBy || undefined,
          className:
            "block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base",
        };
        return (
          <div key={`${field.name}-${state.values[field.name] ?? ""}`}>
            <label htmlFor={fieldId} className="mb-2 block text-sm font-semibold text-ink-800">
              {field.label}
            </label>
            {field.type === "select" ? (
              <select {...common} defaultValue={value || field.options?.[0]?.value}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                defaultValue={value}
                minLength={field.minLength}
                required
              />
            )}
            {field.hint ? (
              <p id={hintId} className="mt-1 text-sm text-ink-700">
                {field.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-ink-900 px-5 font-semibold text-white hover:bg-accent-700 disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </form>
  );
}
