/** What the sign-in form says; shared by the action and its tests. */
export const SIGN_IN_MESSAGES = {
  missing: "Enter your e-mail address and password.",
  wrong: "The e-mail address or password is wrong.",
  limited: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unavailable: "The workspace cannot reach its database. Please try again shortly.",
};
