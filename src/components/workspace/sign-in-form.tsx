"use client";

import { useActionState } from "react";
import { initialFormState, type FormState } from "@/lib/action-state";
import { HiddenFields, TextField, formLabelClass, submitButtonClass } from "./form-controls";
import { Notice } from "./notice";

/**
 * E-mail and password, with the server's answer shown above the fields. A Server Action
 * form: it signs in before any script has loaded, and keeps the typed address on an error.
 */
export function SignInForm({
  action,
  next,
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  next: string;
}) {
  const [state, formAction, pending] = useActionState(action, initialFormState());
  return (
    <form action={formAction} className="space-y-5" noValidate>
      <Notice
        id="sign-in-error"
        message={state.error ? { tone: "error", text: state.error } : null}
      />
      <HiddenFields values={{ next }} />
      <TextField
        id="sign-in-email"
        label="E-mail address"
        labelClassName={formLabelClass}
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={state.values.email ?? ""}
        aria-describedby={state.error ? "sign-in-error" : undefined}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        labelClassName={formLabelClass}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" disabled={pending} className={`${submitButtonClass} w-full`}>
        Sign in
      </button>
    </form>
  );
}
