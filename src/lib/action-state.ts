/**
 * What a form's Server Action answers when it stays on the page (useActionState): the values
 * to show again, and either an error or a notice. Client-safe, so client forms share the type.
 */
import type { NoticeMessage } from "./notice";

export interface FormState {
  /** Field name → what to show in the field again (never a password). */
  values: Record<string, string>;
  error: string | null;
  notice: string | null;
}

/** A form before its first answer, showing `values`. */
export function initialFormState(values: Record<string, string> = {}): FormState {
  return { values, error: null, notice: null };
}

/** The action refused: the message, and what was typed so it need not be typed again. */
export function refusedState(error: string, values: Record<string, string> = {}): FormState {
  return { values, error, notice: null };
}

/** The action did it: the words saying so, and the values the fields show now. */
export function doneState(notice: string, values: Record<string, string> = {}): FormState {
  return { values, error: null, notice };
}

/** The form's answer as a notice draws it: its error, else its notice, else nothing. */
export function stateMessage(state: FormState): NoticeMessage | null {
  if (state.error) return { tone: "error", text: state.error };
  return state.notice ? { tone: "notice", text: state.notice } : null;
}

/**
 * What an action step gives back instead of throwing for an expected "no" (a bad field, a rule
 * of the domain): exceptions are left for faults.
 */
export type Result<Value, Failure = string> =
  { ok: true; value: Value } | { ok: false; error: Failure };
