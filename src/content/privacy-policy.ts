/**
 * The privacy policy's sentences about how long data is kept and what staff e-mails carry,
 * written from the same settings the retention job applies (src/config/privacy.ts), so the
 * page and the job cannot drift apart. The page is prerendered: these settings are build
 * inputs (scripts/build-state.mjs rebuilds when one changes).
 */
import { period, type PrivacySettings } from "@/config/privacy";

export function privacyPolicyText({ retention, notifyIncludeText, backupDays }: PrivacySettings) {
  const months = (n: number) => period(n, "month");
  const days = (n: number) => period(n, "day");
  return {
    newsletterAndEnquiries: `Personal information. When you subscribe to our newsletter we store your e-mail address, the page you subscribed from and when you confirmed the subscription with the link in the e-mail we send you; an unconfirmed subscription is deleted after ${days(retention.pendingSubscriberDays)}, and a confirmed one is kept until you unsubscribe using the link included in every newsletter, which deletes it. When you send a contact enquiry we store your name, e-mail address, phone number and the requirement you describe; enquiries are kept for ${months(retention.enquiryMonths)} after we last worked on them and then deleted.`,
    applications: `When you apply through the Join Us page we store your first and last name, e-mail address, experience band, whether you are a job seeker or an employer, your country code and mobile number, and the résumé file you upload. Applications are kept for ${months(retention.applicationMonths)} after we last worked on them and then deleted with the résumé file, unless you are hired, in which case they become part of your employee record.`,
    usage: `Website and usage data. When a form is submitted, our server records the sender's IP address for one purpose only: limiting repeated or abusive submissions. These records are discarded within 24 hours. Submissions our filters judge to be automated are deleted after ${days(retention.spamDays)}. We run no analytics or third-party trackers on this website and set no cookies for tracking, so we do not build a profile of your visits.`,
    security: `${
      notifyIncludeText
        ? "Notification e-mails go only to internal staff mailboxes; they include a copy of the enquiry or application and the résumé file, and those copies stay in the mailboxes until staff delete them."
        : "Notification e-mails go only to internal staff mailboxes and say only who wrote, with a link to the record in our database: the message and the résumé file stay in the database."
    } Résumé files are never passed to recruitment agencies or other outside parties. Records are deleted when their retention period ends: the content of the e-mails we send you is removed ${days(retention.sentMailDays)} after sending (we keep only to whom, when and whether it was delivered), e-mails that could not be delivered are deleted after ${days(retention.failedMailDays)}, and the log of our staff's actions, which names no one, is kept for ${months(retention.auditMonths)}. Backup copies of our database are kept for ${days(backupDays)} and then deleted. No system is perfectly secure, but we review our controls regularly and will inform affected people promptly if a breach puts their information at risk.`,
  };
}
