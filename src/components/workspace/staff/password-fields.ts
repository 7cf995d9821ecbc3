import type { FieldSpec } from "./action-form";

/*
 * The password fields of the account forms, described once. A plain module (not the
 * "use client" ActionForm's), so the pages, which are Server Components, can call it.
 */

/** The password the person has now: to change it, or to turn two-factor sign-in off. */
export function currentPasswordField(name: string, label: string): FieldSpec {
  return { name, label, type: "password", autoComplete: "current-password", secret: true };
}

/** A new password and the same again, as the account page and a reset link both ask for it. */
export function newPasswordFields(minLength: number, hint: string): FieldSpec[] {
  const newPassword = {
    type: "password",
    autoComplete: "new-password",
    secret: true,
    minLength,
  } as const;
  return [
    { name: "password", label: "New password", hint, ...newPassword },
    { name: "repeat", label: "New password again", ...newPassword },
  ];
}
