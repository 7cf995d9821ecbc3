/**
 * What each workspace screen says after an action sent the person back to it: notice code →
 * tone and words (the codes are the ones its actions pass to redirectWithNotice, ./kit.ts).
 */
import "server-only";
import { statusLabel } from "@/components/workspace/inbox/list-parts";
import type { NoticeCatalogue } from "@/lib/notice";
import { TWO_FACTOR_MESSAGES } from "../auth/two-factor";
import { LAST_ADMIN_MESSAGE } from "../workspace/staff-admin";

const count = (value: (name: "count") => string | undefined) =>
  Number.parseInt(value("count") ?? "0", 10) || 0;

const messages = (n: number) => (n === 1 ? "message is" : "messages are");

/** The sign-in page, after a reset or invitation link set the password. */
export const SIGN_IN_NOTICES = {
  "password-set": { tone: "notice", text: "Your password is saved. Sign in with it." },
} as const satisfies NoticeCatalogue;

/** /admin/account, after two-factor sign-in was turned on or off. */
export const ACCOUNT_NOTICES = {
  "two-factor-on": { tone: "notice", text: TWO_FACTOR_MESSAGES.enabled },
  "two-factor-off": { tone: "notice", text: TWO_FACTOR_MESSAGES.disabled },
} as const satisfies NoticeCatalogue;

/** /admin/staff, after an action on one account's row. */
export const STAFF_NOTICES = {
  role: {
    tone: "notice",
    text: "The role is changed; it applies from the account's next request.",
  },
  disabled: { tone: "notice", text: "The account is disabled and its sessions have ended." },
  enabled: { tone: "notice", text: "The account is enabled: it can sign in again." },
  revoked: { tone: "notice", text: "The account's sessions have ended." },
  resent: {
    tone: "notice",
    text: "A new invitation is queued; its link is valid for 72 hours, and the earlier links no longer work.",
  },
  "two-factor-off": {
    tone: "notice",
    text: "Two-factor sign-in is off for the account: it signs in with its password and can set it up again.",
  },
  "last-admin": { tone: "error", text: LAST_ADMIN_MESSAGE },
  unchanged: { tone: "error", text: "Nothing was changed: the account or role was not found." },
} as const satisfies NoticeCatalogue;

/** An enquiry's or application's page, after one of its forms. */
export const RECORD_NOTICES = {
  status: { tone: "notice", text: "Status saved." },
  note: { tone: "notice", text: "Note added." },
  assign: { tone: "notice", text: "Assignee saved." },
  invalid: { tone: "error", text: "That change was not possible; nothing was saved." },
  // The hiring pipeline's (issue 38).
  hired: { tone: "notice", text: "Status saved: hired." },
  rejected: {
    tone: "notice",
    text: "Rejected, with its reason. No e-mail has been sent: review the rejection e-mail below and send it when ready.",
  },
  "rejection-sent": { tone: "notice", text: "The rejection e-mail is queued to the applicant." },
  template: {
    tone: "notice",
    text: "Template saved: rejection e-mails now start from this wording.",
  },
  "position-closed": {
    tone: "notice",
    text: "The position is closed: its page now says it is no longer open.",
  },
  "position-not-open": {
    tone: "notice",
    text: "That position is not open any more; nothing was changed.",
  },
} as const satisfies NoticeCatalogue;

/** The applications list, after the bulk move or "Close <position>". */
export const APPLICATIONS_NOTICES = {
  moved: {
    tone: "notice",
    text: (value) => {
      const moved = count(value);
      return moved === 0
        ? "Nothing moved: the applications ticked were already at that stage."
        : `Moved ${moved} ${moved === 1 ? "application" : "applications"} to ${statusLabel(value("to") ?? "")}.`;
    },
  },
  "none-selected": { tone: "error", text: "Tick at least one application to move." },
  invalid: { tone: "error", text: "That move was not possible; nothing was changed." },
  "position-closed": {
    tone: "notice",
    text: "The position is closed: its page now says it is no longer open.",
  },
  "position-not-open": {
    tone: "error",
    text: "That position is not open any more; nothing was changed.",
  },
} as const satisfies NoticeCatalogue;

/** The rejection step: `rejected` turns it into the list of rejection e-mails to review. */
export const REJECTION_NOTICES = {
  rejected: { tone: "notice", text: "" },
  invalid: {
    tone: "error",
    text: "Choose a reason, and keep the note to 1000 characters; nothing was changed.",
  },
} as const satisfies NoticeCatalogue;

/** /admin/mail, after a retry or a decision about held mail. */
export const MAIL_NOTICES = {
  retried: {
    tone: "notice",
    text: (value) => {
      const retried = count(value);
      return retried === 0
        ? "Nothing to retry: the message is no longer failed."
        : `${retried} ${messages(retried)} back in the queue.`;
    },
  },
  released: {
    tone: "notice",
    text: (value) => `${count(value)} held ${messages(count(value))} queued to be sent now.`,
  },
  dropped: {
    tone: "notice",
    text: (value) => {
      const dropped = count(value);
      return `${dropped} held ${messages(dropped)} dropped: ${dropped === 1 ? "it" : "they"} will not be sent.`;
    },
  },
} as const satisfies NoticeCatalogue;

/** /admin/spam, after "Not spam". */
export const SPAM_NOTICES = {
  moved: {
    tone: "notice",
    text: (value) => {
      const kind = value("kind") === "application" ? "application" : "enquiry";
      return `Moved to the inbox: the ${kind} is now in ${kind === "enquiry" ? "Enquiries" : "Applications"} and its notification is on its way.`;
    },
  },
  gone: { tone: "notice", text: "That submission is no longer in the spam folder." },
} as const satisfies NoticeCatalogue;

/** /admin/privacy, after an erasure or a correction. */
export const PRIVACY_NOTICES = {
  erased: {
    tone: "notice",
    text: (value) =>
      `Erased. Nothing about the address is left; the audit log holds the counts only.${
        value("count") !== undefined && Number.isFinite(Number(value("count")))
          ? ` (${Number(value("count"))} records)`
          : ""
      }`,
  },
  unconfirmed: {
    tone: "notice",
    text: "Nothing was erased: type the address again in the confirmation field.",
  },
  corrected: { tone: "notice", text: "Corrected. The audit log names the changed fields." },
  unchanged: { tone: "notice", text: "Nothing changed." },
  "not-corrected": {
    tone: "notice",
    text: "Not corrected: each field needs 1 to 254 characters, and a valid address.",
  },
  invalid: { tone: "notice", text: "That is not an e-mail address." },
} as const satisfies NoticeCatalogue;

/** A studio document's editor, after "New …" made it. */
export const CONTENT_NOTICES = {
  created: { tone: "notice", text: "Page created as a draft. Fill it in, then publish it." },
} as const satisfies NoticeCatalogue;

/** /admin/redirects, after "Remove". */
export const REDIRECTS_NOTICES = {
  removed: {
    tone: "notice",
    text: "The redirect is removed: its old path answers “page not found” now.",
  },
  missing: { tone: "error", text: "Nothing was removed: that redirect was already gone." },
} as const satisfies NoticeCatalogue;

/** /admin/media, after an item was deleted (`item`: its id). */
export const MEDIA_NOTICES = {
  deleted: { tone: "notice", text: (value) => `Deleted “${value("item") ?? ""}”.` },
} as const satisfies NoticeCatalogue;

/**
 * A media item's page, after its delete was refused. "in-use" is worded by the page from the
 * uses it lists (inUseMessage, src/server/media/library.ts), so the address carries no names.
 */
export const MEDIA_ITEM_NOTICES = {
  "in-use": { tone: "error", text: "" },
} as const satisfies NoticeCatalogue;
