import type { z } from "zod";

/** Field name → message; the first message per field, in the schema's field order. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Counts characters as a reader would (code points), so "😀" is one character, not two. */
export function characterCount(value: string): number {
  return [...value].length;
}

/** Under a field that holds control characters (NUL and the like), in the browser and from the server. */
export const CONTROL_CHARACTERS_MESSAGE = "Remove the special characters this field contains.";

/** C0 control characters but tab, line feed and carriage return (a plain form post sends CRLF). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
