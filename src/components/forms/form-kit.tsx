/**
 * Pieces shared by the site's forms: labelled fields with their error line, the honeypot
 * and the submit button. Only imported by client components; the state lives in
 * ./use-site-form.ts.
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { usePathname } from "next/navigation";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/lib/forms/bot-fields";
import { SOURCE_PAGE_FIELD } from "@/lib/forms/source-page";

/**
 * The honeypot (hidden from people and assistive technology), the fill-time field, and the
 * page the form is on (rendered into the HTML, so the post without JavaScript carries it).
 */
export function BotFields() {
  const pathname = usePathname();
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label>
          Leave this field empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={pathname ?? ""} readOnly />
    </>
  );
}

const inputClass =
  "block w-full rounded-xl border border-ink-300/70 bg-white px-4 py-3 text-base text-ink-900 shadow-sm shadow-ink-900/5 transition-colors placeholder:text-ink-500 hover:border-ink-500 focus:border-accent-600 focus:outline-none focus:ring-4 focus:ring-accent-400/25 aria-[invalid=true]:border-signal-600 aria-[invalid=true]:focus:ring-signal-600/20 disabled:cursor-not-allowed disabled:bg-ink-50";

export const labelClass = "mb-2 block text-sm font-semibold text-ink-800";

/** "Your name *": the asterisk is shown, and `required` tells assistive technology. */
export function LabelText({ text, required = true }: { text: string; required?: boolean }) {
  return (
    <>
      {text}
      {required ? (
        <>
          {" "}
          <span aria-hidden="true" className="text-signal-600">
            *
          </span>
        </>
      ) : null}
    </>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={id} className="mt-1.5 min-h-5 text-sm font-medium text-signal-600">
      {message}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (describedBy: string) => ReactNode;
}

/** A label, a control and the line under it where the field's message appears. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <LabelText text={label} />
      </label>
      {children(hint ? `${hintId} ${errorId}` : errorId)}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={inputClass} />;
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={`${inputClass} resize-y`} />;
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      {...props}
      className={`${inputClass} appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22><path d=%22M5 7.5l5 5 5-5%22 fill=%22none%22 stroke=%22%233b5472%22 stroke-width=%222%22 stroke-linecap=%22round%22 stroke-linejoin=%22round%22/></svg>')] bg-[length:1.25rem] bg-[right_0.9rem_center] bg-no-repeat pr-11`}
    />
  );
}

function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink-900 px-8 py-3 text-base font-semibold text-white shadow-lg shadow-ink-900/15 transition-colors hover:bg-accent-700 focus-visible:bg-accent-700 disabled:cursor-not-allowed disabled:bg-ink-600"
    >
      {busy ? (
        <svg
          viewBox="0 0 24 24"
          className="size-5 animate-spin"
          aria-hidden="true"
          focusable="false"
        >
          <circle
            cx="12"
            cy="12"
            r="9"
            fill="none"
            stroke="currentColor"
            strokeOpacity="0.3"
            strokeWidth="3"
          />
          <path
            d="M21 12a9 9 0 0 0-9-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}

export function MandatoryNote() {
  return (
    <p className="text-sm text-ink-600">
      Fields marked with an asterisk (<span className="text-signal-600">*</span>) are mandatory.
    </p>
  );
}

/** The submit button, and beside it the status region where the success appears. */
export function SubmitRow({
  busy,
  label,
  busyLabel,
  success,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  success: string | null;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
      <div role="status" aria-live="polite" className="text-sm font-medium">
        {success ? (
          <p className="rounded-xl border border-accent-600/30 bg-accent-300/15 px-4 py-3 text-accent-800">
            {success}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What to do after a failure the server expects to pass (a 503): try again later, the
 * values are still in the form. Announced politely, apart from the spec's failure alert.
 */
export function RetryLater({
  message,
  className = "text-sm text-ink-700",
}: {
  message: string | null;
  className?: string;
}) {
  return (
    <p aria-live="polite" data-retry-later="" className={message ? className : "sr-only"}>
      {message}
    </p>
  );
}

/** The form-wide message in red (a failed submit, or a message for no single field). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-signal-600/30 bg-signal-600/5 px-4 py-3 text-sm font-medium text-signal-600"
    >
      {message}
    </p>
  );
}
