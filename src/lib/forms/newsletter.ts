/**
 * The newsletter form's words (spec sections 5 and 8), shared by the browser and the server;
 * its schema is in schemas.ts.
 */
export const newsletterMessages = {
  invalid: "Please enter a valid email address.",
  success: "Subscribed successfully!",
  failure: "Subscription failed. Please try again.",
  error: "Something went wrong. Try again.",
} as const;
