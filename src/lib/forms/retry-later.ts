/**
 * Our words for a form the server could not take just now (a 503: the database is away, or
 * today's résumé allowance is used up). The spec's failure messages still show; these say
 * what to do. Shared by the pages' script and the no-JavaScript 503 page.
 */

/** Why a 503 came: the JSON body's `reason`. */
export type RetryLaterReason = "database" | "resume-quota";

export const retryLaterMessages = {
  /** With JavaScript: the values stay in the form. */
  busy: "We could not save your form just now. Your details are still here: please try again in a minute.",
  resumeQuota:
    "We cannot accept more résumés today. Your details are still here: please try again tomorrow.",
  /** Without JavaScript: the browser keeps what was typed on the page before. */
  goBack:
    "Please go back with your browser's Back button: the form still holds what you typed. Then send it again in a minute.",
  goBackQuota:
    "We cannot accept more résumés today. Please go back with your browser's Back button (the form still holds what you typed) and send it again tomorrow.",
} as const;

export function retryLaterMessage(reason: unknown): string {
  return reason === "resume-quota" ? retryLaterMessages.resumeQuota : retryLaterMessages.busy;
}
