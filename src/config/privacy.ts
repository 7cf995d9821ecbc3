/**
 * How long each kind of record is kept, and whether staff notifications carry the visitor's
 * text: one source for the retention job (src/server/privacy/retention.ts) and the privacy
 * policy's sentences (src/content/pages/company.ts), so the two cannot drift apart.
 */
import { parseEnv, type Env } from "./env";

export interface RetentionPeriods {
  /** Months after an enquiry's last activity (a status change or a note). */
  enquiryMonths: number;
  /** Months after an application's last activity; hired applications are kept. */
  applicationMonths: number;
  /** Days after a submission a bot rule caught arrived. */
  spamDays: number;
  /** Days a newsletter subscription waits for its confirmation. */
  pendingSubscriberDays: number;
  /** Days after sending that a message's content is removed (who, when, state stay). */
  sentMailDays: number;
  /** Days after a message failed for good that it is deleted. */
  failedMailDays: number;
  /** Months the audit log keeps an entry. */
  auditMonths: number;
}

export interface PrivacySettings {
  retention: RetentionPeriods;
  /** Staff notification e-mails carry the enquiry's text and the résumé file. */
  notifyIncludeText: boolean;
  /** Applicants get an acknowledgement e-mail (MAIL_ACKNOWLEDGE_APPLICATIONS): the policy says so. */
  acknowledgeApplications: boolean;
  /** Days `npm run backup` keeps a copy of the database. */
  backupDays: number;
}

export function privacySettings(env: Env = parseEnv()): PrivacySettings {
  return {
    retention: {
      enquiryMonths: env.RETENTION_ENQUIRY_MONTHS,
      applicationMonths: env.RETENTION_APPLICATION_MONTHS,
      spamDays: env.RETENTION_SPAM_DAYS,
      pendingSubscriberDays: env.RETENTION_PENDING_SUBSCRIBER_DAYS,
      sentMailDays: env.RETENTION_SENT_MAIL_DAYS,
      failedMailDays: env.RETENTION_FAILED_MAIL_DAYS,
      auditMonths: env.RETENTION_AUDIT_MONTHS,
    },
    notifyIncludeText: env.NOTIFY_INCLUDE_TEXT,
    acknowledgeApplications: env.MAIL_ACKNOWLEDGE_APPLICATIONS,
    backupDays: env.BACKUP_RETENTION_DAYS,
  };
}

/** "24 months", "1 day": how the policy writes a period. */
export function period(count: number, unit: "month" | "day"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
