/**
 * The one e-mail rule every form shares (docs/decisions/0020-form-input-hardening.md): a
 * field holds exactly one mailbox, a bare `local@domain`. Mail libraries read a string as an
 * address *list* (commas, semicolons, groups, display names in angle brackets), so anything
 * that could make one typed value reach two people is refused here, in the browser and on
 * the server alike; the mailer is then handed the value as one address object. The zod field
 * built on it is in schemas.ts (zod loads in the browser only when a form is touched).
 */
/** RFC 5321's limits: 64 characters before the @, 254 in all. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

// Dot-atom text (RFC 5322 `atext`, so ' and + stay valid) plus letters and digits of any
// script (RFC 6531). No quoting, comments, brackets, commas, semicolons or whitespace.
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?";
const MAILBOX = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, "u");

/** True when `value` is one bare mailbox (no surrounding spaces). */
export function isSingleMailbox(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !MAILBOX.test(value)) return false;
  return value.indexOf("@") <= LOCAL_MAX_LENGTH;
}
