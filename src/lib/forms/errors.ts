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
