/**
 * The words /thanks and the forms API share (docs/decisions/0014-forms-without-javascript.md):
 * which form a visitor posted and how it went. The server builds the redirect with
 * `thanksUrl`, the page reads it back with `readThanks`, so neither side can drift.
 */

/**
 * The forms as /thanks knows them; "confirm" and "unsubscribe" are the buttons of the pages
 * the newsletter's confirmation and unsubscribe links open.
 */
export const THANKS_FORMS = [
  "contact",
  "newsletter",
  "application",
  "confirm",
  "unsubscribe",
] as const;
export type ThanksForm = (typeof THANKS_FORMS)[number];

/** The forms a visitor fills in and posts. */
export type PostedForm = Exclude<ThanksForm, "unsubscribe" | "confirm">;

/** Where each posted form goes, with script or without. */
export const FORM_ACTIONS: Record<PostedForm, string> = {
  contact: "/api/contact",
  newsletter: "/api/subscribe",
  application: "/api/applications",
};

export const THANKS_STATUSES = [
  "sent",
  "invalid",
  "limited",
  "too-large",
  "error",
  "unknown",
] as const;
export type ThanksStatus = (typeof THANKS_STATUSES)[number];

export function thanksUrl(form: ThanksForm, status: ThanksStatus, draft?: string): string {
  const params = new URLSearchParams({ form, status });
  if (draft) params.set("draft", draft);
  return `/thanks?${params.toString()}`;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The query of a /thanks address, made safe: an unknown form reads as "contact" and an
 * unknown status as "error" (the page then says the form could not be sent).
 */
export function readThanks(query: { form: string; status: string; draft: string }): {
  form: ThanksForm;
  status: ThanksStatus;
  draft: string;
} {
  return {
    form: isOneOf(THANKS_FORMS, query.form) ? query.form : "contact",
    status: isOneOf(THANKS_STATUSES, query.status) ? query.status : "error",
    draft: query.draft,
  };
}
