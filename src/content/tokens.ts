/**
 * Placeholders in stored content that stand for settings: the product name, the contact
 * details and the privacy policy's periods. Pages are stored with the placeholders and filled
 * when they render, so a changed setting shows on the next render without editing any page.
 */
import { period, type PrivacySettings } from "@/config/privacy";

export interface TokenSettings {
  product: string;
  email: string;
  phone: string;
  address: string;
  contactUrl: string;
  privacy: PrivacySettings;
}

/** Every placeholder and the sentence the studio shows beside it. */
export const TOKEN_HELP: Record<string, string> = {
  "{product}": "the product name (SITE_PRODUCT), as in /Why{product}",
  "{email}": "the public e-mail address (SITE_EMAIL)",
  "{phone}": "the public phone number (SITE_PHONE)",
  "{address}": "the postal address (SITE_ADDRESS)",
  "{contactUrl}": "the external contact page (SITE_CONTACT_URL)",
  "{retention.enquiries}": "how long enquiries are kept",
  "{retention.applications}": "how long applications are kept",
  "{retention.spam}": "how long caught spam is kept",
  "{retention.pendingSubscribers}": "how long an unconfirmed subscription waits",
  "{retention.sentMail}": "after how long sent e-mails lose their content",
  "{retention.failedMail}": "after how long undeliverable e-mails are deleted",
  "{retention.audit}": "how long the audit log is kept",
  "{retention.backups}": "how long backups are kept",
  "{notificationCopies}": "the sentence on what staff notification e-mails carry",
  "{applicationAcknowledgement}":
    "the sentence on the acknowledgement e-mail applicants get (MAIL_ACKNOWLEDGE_APPLICATIONS)",
};

export function tokenValues(settings: TokenSettings): Record<string, string> {
  const { retention, notifyIncludeText, acknowledgeApplications, backupDays } = settings.privacy;
  return {
    "{product}": settings.product,
    "{email}": settings.email,
    "{phone}": settings.phone,
    "{address}": settings.address,
    "{contactUrl}": settings.contactUrl,
    "{retention.enquiries}": period(retention.enquiryMonths, "month"),
    "{retention.applications}": period(retention.applicationMonths, "month"),
    "{retention.spam}": period(retention.spamDays, "day"),
    "{retention.pendingSubscribers}": period(retention.pendingSubscriberDays, "day"),
    "{retention.sentMail}": period(retention.sentMailDays, "day"),
    "{retention.failedMail}": period(retention.failedMailDays, "day"),
    "{retention.audit}": period(retention.auditMonths, "month"),
    "{retention.backups}": period(backupDays, "day"),
    "{notificationCopies}": notifyIncludeText
      ? "Notification e-mails go only to internal staff mailboxes; they include a copy of the enquiry or application and the résumé file, and those copies stay in the mailboxes until staff delete them."
      : "Notification e-mails go only to internal staff mailboxes and say only who wrote, with a link to the record in our database: the message and the résumé file stay in the database.",
    "{applicationAcknowledgement}": acknowledgeApplications
      ? "We send you one e-mail acknowledging that your application arrived, naming the position you applied for."
      : "We do not e-mail you about your application until someone has read it.",
  };
}

const TOKEN = /\{[a-zA-Z]+(?:\.[a-zA-Z]+)?\}/g;

/** A string with its known placeholders filled; unknown ones are left as they are. */
export function fillText(value: string, values: Record<string, string>): string {
  return value.replace(TOKEN, (token) => values[token] ?? token);
}

/** A copy of `value` with every string in it filled (pages, sections, links). */
export function fillTokens<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillTokens(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTokens(item, values)]),
    ) as T;
  }
  return value;
}
