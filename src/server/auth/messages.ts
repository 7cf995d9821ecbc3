/** What the sign-in form says; shared by the action and its tests. */
export const SIGN_IN_MESSAGES = {
  missing: "Enter your e-mail address and password.",
  wrong: "The e-mail address or password is wrong.",
  limited: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** The account's own limit: its owner still has two ways in that a stranger has not. */
  accountLimited: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}. ` +
    "If this is your account, sign in from a browser you have used for the workspace before, " +
    "or choose a new password with \u201cForgot password\u201d: either lets you in now.",
  unavailable: "The workspace cannot reach its database. Please try again shortly.",
};
