"use client";

import { useActionState } from "react";
import { initialFormState, type FormState } from "@/lib/action-state";
import { TextField, formLabelClass, submitButtonClass } from "../form-controls";
import { Notice } from "../notice";
import { ActionForm } from "./action-form";

/** The form's state, and once the password was right the new secret and backup codes. */
export interface TwoFactorSetupState extends FormState {
  setup: { key: string; qrCode: string; backupCodes: string[] } | null;
}

/**
 * Turning on two-factor sign-in: the password first, then the QR code (or the key to type)
 * and the backup codes, then a first code from the app. Nothing is in force until that
 * code is right, so a half-finished set-up cannot lock anyone out.
 */
export function TwoFactorSetup({
  start,
  confirm,
}: {
  start: (state: TwoFactorSetupState, form: FormData) => Promise<TwoFactorSetupState>;
  confirm: (state: FormState, form: FormData) => Promise<FormState>;
}) {
  const [state, startAction, pending] = useActionState(start, {
    ...initialFormState(),
    setup: null,
  } satisfies TwoFactorSetupState);
  if (!state.setup) {
    return (
      <form action={startAction} className="space-y-5" noValidate>
        <Notice
          id="two-factor-error"
          message={state.error ? { tone: "error", text: state.error } : null}
        />
        <TextField
          id="two-factor-password"
          label="Your password"
          labelClassName={formLabelClass}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={state.error ? "two-factor-error" : undefined}
        />
        <button type="submit" disabled={pending} className={submitButtonClass}>
          Set up two-factor sign-in
        </button>
      </form>
    );
  }
  const { key, qrCode, backupCodes } = state.setup;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-ink-800">
        <li>
          Scan this code with an authenticator app, or type the key into it.
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: URL */}
          <img
            src={qrCode}
            width={180}
            height={180}
            alt="QR code of the key for your authenticator app"
            className="mt-3 rounded-lg border border-ink-300 bg-white"
          />
          <p className="mt-2">
            Key:{" "}
            <code className="font-mono text-base break-all" data-testid="two-factor-key">
              {key}
            </code>
          </p>
        </li>
        <li>
          Keep these backup codes somewhere safe. Each signs you in once without the phone.
          <ul
            aria-label="Backup codes"
            className="mt-2 grid grid-cols-2 gap-1 font-mono text-base sm:grid-cols-5"
          >
            {backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>Enter the 6-digit code the app shows now.</li>
      </ol>
      <ActionForm
        action={confirm}
        submitLabel="Turn on two-factor sign-in"
        fields={[
          {
            name: "code",
            label: "Code from the app",
            autoComplete: "one-time-code",
            inputMode: "numeric",
          },
        ]}
      />
    </div>
  );
}
