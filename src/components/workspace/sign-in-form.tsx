"use client";

import { useActionState } from "react";
import {
  FormMessage,
  HiddenFields,
  TextField,
  formLabelClass,
  submitButtonClass,
} from "./form-controls";

export interface SignInFormState {
  email: string;
  error: string | null;
}

/**
 * E-mail and password, with the server's answer shown above the fields. A Server Action
 * form: it signs in before any script has loaded, and keeps the typed address on an error.
 */
export function SignInForm({
  action,
  next,
}: {
  action: (state: SignInFormState, form: FormData) => Promise<SignInFormState>;
  next: string;
}) {
  const [state, formAction, pending] = useActionState(action, { email: "", error: null });
  return (
    <form action={formAction} className="space-y-5" noValidate>
      {state.error ? (
        <FormMessage tone="error" id="sign-in-error">
          {state.error}
        </FormMessage>
      ) : null}
      <HiddenFields values={{ next }} />
      <TextField
        id="sign-in-email"
        label="E-mail address"
        labelClassName={formLabelClass}
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={state.email}
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
