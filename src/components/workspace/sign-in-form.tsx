"use client";

import { useActionState } from "react";

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
        <p
          role="alert"
          id="sign-in-error"
          className="rounded-lg border border-signal-600 bg-white px-4 py-3 text-sm font-semibold text-signal-600"
        >
          {state.error}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <div>
        <label htmlFor="sign-in-email" className="mb-2 block text-sm font-semibold text-ink-800">
          E-mail address
        </label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          aria-describedby={state.error ? "sign-in-error" : undefined}
          className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base"
        />
      </div>
      <div>
        <label htmlFor="sign-in-password" className="mb-2 block text-sm font-semibold text-ink-800">
          Password
        </label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-ink-900 px-4 font-semibold text-white hover:bg-accent-700 disabled:opacity-60"
      >
        Sign in
      </button>
    </form>
  );
}
