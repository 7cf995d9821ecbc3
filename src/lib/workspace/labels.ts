/**
 * The words staff read for the codes the backend stores: the forms' type values, the kinds
 * of e-mail in the outbox and the actions of the audit log. One table per family; each
 * family's type is the table's keys, and the code that writes a code takes that type, so a
 * new code without its words does not compile. Shared by server code and the workspace's
 * components (which may not import src/server).
 */
import { APPLICATION_TYPE } from "@/lib/forms/application";
import { CONTACT_TYPE } from "@/lib/forms/contact";
import type { RecordKind } from "./inbox";

/**
 * What each form sends as its `type` (spec sections 3 and 9: always "2"), per kind of record.
 * The words name the form; the record page adds the page it was sent from.
 */
export const FORM_TYPE_LABELS = {
  enquiry: { [CONTACT_TYPE]: "Enquiry" },
  application: { [APPLICATION_TYPE]: "Application" },
} as const satisfies Record<RecordKind, Record<string, string>>;

/**
 * "Enquiry from /contact": the form a record came through, in words, and its page. A value
 * the schema no longer accepts (an old row) is named as such rather than hidden.
 */
export function formLabel(kind: RecordKind, type: string, sourcePage: string | null): string {
  const words =
    (FORM_TYPE_LABELS[kind] as Record<string, string>)[type] ??
    `${FORM_TYPE_LABELS[kind][kind === "enquiry" ? CONTACT_TYPE : APPLICATION_TYPE]} (form type ${type})`;
  return sourcePage ? `${words} from ${sourcePage}` : words;
}

/** Every kind of e-mail the site queues (the outbox's `kind`), in words. */
export const MAIL_KIND_LABELS = {
  "enquiry.notify": "Staff notification of an enquiry",
  "enquiry.acknowledge": "Acknowledgement to an enquirer",
  "application.notify": "Staff notification of an application",
  "application.acknowledge": "Acknowledgement to an applicant",
  "application.rejection": "Rejection e-mail to an applicant",
  "subscriber.confirm": "Confirmation request to a new subscriber",
  "staff.invite": "Invitation to the workspace",
  "staff.reset": "Password reset link",
} as const satisfies Record<string, string>;

export type MailKind = keyof typeof MAIL_KIND_LABELS;

/** A stored kind in words (the stored value itself for a kind no longer sent). */
export function mailKindLabel(kind: string): string {
  return (MAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

/** Every action the audit log records (`audit_log.action`), in words. */
export const AUDIT_ACTION_LABELS = {
  // Signing in and one's own account
  signin: "Signed in",
  signout: "Signed out",
  "signin.failed": "Sign-in refused (wrong e-mail or password)",
  "signin.limited": "Sign-in attempts held back (too many)",
  "signin.code_failed": "Sign-in code refused",
  "signin.code_limited": "Sign-in codes held back (too many)",
  "account.name": "Changed own name",
  "account.password": "Changed own password",
  "account.password.failed": "Password change refused (wrong current password)",
  "account.two_factor.on": "Turned on two-factor sign-in",
  "account.two_factor.off": "Turned off two-factor sign-in",
  "account.two_factor.failed": "Two-factor change refused",
  "password.reset": "Password set with a one-time link",
  "password.reset.request": "Password reset link asked for",
  // Staff accounts
  "staff.add": "Staff account added",
  "staff.invite": "Colleague invited",
  "staff.invite.resend": "Invitation sent again",
  "staff.role": "Role changed",
  "staff.disable": "Account disabled",
  "staff.enable": "Account enabled",
  "staff.sessions.revoke": "Sessions ended",
  "staff.two_factor.off": "Two-factor sign-in turned off for a colleague",
  // Enquiries and applications
  "application.view": "Application opened",
  "status.change": "Status changed",
  "note.add": "Note added",
  assign: "Assignee changed",
  "spam.not_spam": "Moved from spam to the inbox",
  "rejection.change": "Rejection reason changed",
  "mail.rejection": "Rejection e-mail sent",
  "mail_template.update": "Rejection e-mail template reworded",
  "position.close": "Position closed",
  "subscriber.unsubscribe": "Subscriber unsubscribed",
  // Exports
  export: "CSV exported",
  "export.limited": "Export requests held back (too many)",
  "resume.download": "Résumé downloaded",
  // Mail
  "mail.retry": "Failed message retried",
  "mail.retry_all": "All failed messages retried",
  "mail.held.send": "Held message sent",
  "mail.held.drop": "Held message dropped",
  // Privacy and retention
  "privacy.lookup": "Looked up what is held about an address",
  "privacy.export": "Exported what is held about an address",
  "privacy.erase": "Erased what is held about an address",
  "privacy.correct": "Corrected a record",
  "retention.run": "Retention deleted what was due",
  "seed.demo": "Demo data added (npm run seed:demo)",
  // Content
  "content.create": "Content created",
  "content.publish": "Published",
  "content.unpublish": "Unpublished",
  "content.restore": "Revision restored",
  "content.schedule": "Publishing scheduled",
  "content.unschedule": "Schedule cancelled",
  "content.schedule-failed": "Scheduled publishing failed",
  "content.redirect.add": "Redirect added",
  "content.redirect.remove": "Redirect removed",
  "media.upload": "Picture uploaded",
  "media.update": "Picture details changed",
  "media.delete": "Picture deleted",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** A stored action in words (the stored value itself for an action no longer written). */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
