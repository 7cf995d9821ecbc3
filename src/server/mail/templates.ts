/**
 * The e-mails the forms send. Plain text only: nothing a visitor typed is ever rendered as
 * HTML. Mail to an address a visitor typed (the acknowledgements, the welcome) carries
 * none of the visitor's free text, so the forms cannot be used to send spam to others.
 */
import { experienceOptions, userTypeOptions } from "@/lib/forms/application";
import { formatStoredPhone } from "@/lib/forms/phone";
import { contactMessages } from "@/lib/forms/contact";
import { YES_NO_OPTIONS } from "@/lib/forms/screening";
import type { ApplicationFields, ContactData } from "@/lib/forms/schemas";
import type { ScreeningAnswer } from "../db/schema";
import type { Settings } from "../settings";
import type { OutgoingMail } from "./outbox";

/** One line, no control characters, at most `max` characters: safe in a subject. */
export function oneLine(value: string, max = 80): string {
  const flat = value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

/**
 * The team's addresses from a NOTIFY_TO* setting (a comma-separated list the operator wrote,
 * checked at start-up): each gets its own message, as the outbox holds one mailbox per row.
 */
export function teamAddresses(list: string): string[] {
  return list
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
}

const label = <T extends readonly { value: string; label: string }[]>(options: T, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function signature(settings: Settings): string {
  return `--\n${settings.siteName}\n${settings.siteUrl}/`;
}

/**
 * Staff notifications say who wrote and link to the record in the workspace; the visitor's
 * text and résumé stay in the database, where retention and erasure reach them (mailboxes
 * are out of their reach). NOTIFY_INCLUDE_TEXT puts them back, and the privacy policy then
 * says so.
 */
export function enquiryNotification(
  id: string,
  data: ContactData,
  receivedAt: Date,
  settings: Settings,
): OutgoingMail[] {
  const details = settings.notifyIncludeText
    ? [
        `Contact number:  ${oneLine(data.contact, 60)}`,
        `Received:        ${receivedAt.toISOString()}`,
        "",
        "Requirement:",
        data.requirement,
      ]
    : [`Received:        ${receivedAt.toISOString()}`];
  return teamAddresses(settings.notifyToEnquiries).map((recipient) => ({
    kind: "enquiry.notify",
    record: { kind: "enquiry", id },
    recipient,
    replyTo: data.email,
    subject: `New enquiry from ${oneLine(data.name)}`,
    body: [
      "A new enquiry arrived through the website's contact form.",
      "",
      `From:            ${oneLine(data.name, 200)} <${data.email}>`,
      ...details,
      "",
      `Open it in the workspace: ${settings.siteUrl}/admin/enquiries/${id}`,
      "Reply to this e-mail to answer the enquirer directly.",
    ].join("\n"),
  }));
}

export function enquiryAcknowledgement(
  id: string,
  data: ContactData,
  receivedAt: Date,
  settings: Settings,
): OutgoingMail {
  return {
    kind: "enquiry.acknowledge",
    record: { kind: "enquiry", id },
    recipient: data.email,
    subject: `Thank you for contacting ${settings.siteName}`,
    body: [
      "Hello,",
      "",
      contactMessages.success,
      "",
      `We received your enquiry on ${receivedAt.toUTCString()}; its reference is ${id}.`,
      "If you did not send it, please ignore this e-mail: nothing else will follow.",
      "",
      signature(settings),
    ].join("\n"),
  };
}

/**
 * The position an application names (issue 38), as its e-mails need it: the title as it was
 * when the person applied, their screening answers in the position's order, and who hears of it.
 */
export interface AppliedPosition {
  title: string;
  answers: readonly ScreeningAnswer[];
  hiringOwnerEmail: string | null;
}

/** A position's hiring owner alone, else the recruiting address(es). */
function recruiters(settings: Settings, position: AppliedPosition | null): string[] {
  return position?.hiringOwnerEmail
    ? [position.hiringOwnerEmail]
    : teamAddresses(settings.notifyToApplications);
}

function answerLines(answers: readonly ScreeningAnswer[]): string[] {
  if (answers.length === 0) return [];
  return [
    "",
    "Screening answers:",
    ...answers.flatMap((item, index) => [
      `${index + 1}. ${oneLine(item.question, 200)}`,
      item.answer === ""
        ? "   (no answer)"
        : item.kind === "yesNo"
          ? `   ${label(YES_NO_OPTIONS, item.answer)}`
          : item.answer
              .split(/\r?\n/)
              .map((line) => `   ${line}`)
              .join("\n"),
    ]),
  ];
}

export function applicationNotification(
  id: string,
  fields: ApplicationFields,
  resume: { id: string; fileName: string; mediaType: string; size: number; sha256: string },
  receivedAt: Date,
  settings: Settings,
  position: AppliedPosition | null = null,
): OutgoingMail[] {
  const name = oneLine(`${fields.firstName} ${fields.lastName}`);
  const details = settings.notifyIncludeText
    ? [
        `Experience:     ${label(experienceOptions, fields.experience)}`,
        `User type:      ${label(userTypeOptions, fields.userType)}`,
        `Mobile number:  ${formatStoredPhone(fields.countryCode, fields.mobileNumber)}`,
        `Received:       ${receivedAt.toISOString()}`,
        ...answerLines(position?.answers ?? []),
        "",
        `The résumé is attached: ${resume.fileName} (${resume.mediaType}, ${resume.size} bytes, SHA-256 ${resume.sha256}).`,
      ]
    : [`Received:       ${receivedAt.toISOString()}`];
  const title = position ? oneLine(position.title, 120) : null;
  return recruiters(settings, position).map((recipient) => ({
    kind: "application.notify",
    record: { kind: "application", id },
    recipient,
    replyTo: fields.email,
    subject: title ? `New application for ${title} from ${name}` : `New application from ${name}`,
    ...(settings.notifyIncludeText ? { resumeId: resume.id } : {}),
    body: [
      title
        ? "A new application for an open position arrived through the website."
        : "A new application arrived through the Join Us page.",
      "",
      ...(title ? [`Position:       ${title}`] : []),
      `From:           ${oneLine(`${fields.firstName} ${fields.lastName}`, 200)} <${fields.email}>`,
      ...details,
      "",
      `Open the application and its résumé in the workspace: ${settings.siteUrl}/admin/applications/${id}`,
    ].join("\n"),
  }));
}

/**
 * The applicant's receipt. Like the enquirer's, it carries nothing the applicant typed (the
 * position's title is the company's own words), and a reply reaches whoever reads the
 * application.
 */
export function applicationAcknowledgement(
  id: string,
  email: string,
  position: AppliedPosition | null,
  receivedAt: Date,
  settings: Settings,
): OutgoingMail {
  const title = position ? oneLine(position.title, 120) : null;
  return {
    kind: "application.acknowledge",
    record: { kind: "application", id },
    recipient: email,
    replyTo: recruiters(settings, position).join(", "),
    subject: title
      ? `We received your application for ${title}`
      : `We received your open application to ${settings.siteName}`,
    body: [
      "Hello,",
      "",
      title
        ? `Thank you for applying to ${settings.siteName}. We received your application for ${title} on ${receivedAt.toUTCString()}; its reference is ${id}.`
        : `Thank you for applying to ${settings.siteName}. We received your open application on ${receivedAt.toUTCString()}; its reference is ${id}.`,
      "",
      "What happens next: our recruitment team reads every application and your résumé.",
      title
        ? "If your experience fits the position, we will contact you by e-mail or phone to arrange a first conversation."
        : "If your experience fits one of our roles, we will contact you by e-mail or phone to arrange a first conversation.",
      "You need not do anything meanwhile; to add something, reply to this e-mail.",
      "",
      `You can ask us at any time to delete your application and résumé by writing to ${settings.siteEmail}.`,
      `Our privacy policy says what we keep and for how long: ${settings.siteUrl}/PrivacyPolicy`,
      `If you did not apply, please tell us at the same address and we will delete the application.`,
      "",
      signature(settings),
    ].join("\n"),
  };
}

/** The one-click address mail programs POST to (RFC 8058); a GET is sent to the page. */
export function oneClickUnsubscribeUrl(token: string, settings: Settings): string {
  return `${settings.siteUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page with the Unsubscribe button: following the link alone changes nothing. */
export function unsubscribePageUrl(token: string, settings: Settings): string {
  return `${settings.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmPageUrl(token: string, settings: Settings): string {
  return `${settings.siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** The only mail the site sends a subscriber; newsletters go out from the mailing tool. */
export function subscriberConfirmation(
  id: string,
  email: string,
  tokens: { confirm: string; unsubscribe: string },
  settings: Settings,
): OutgoingMail {
  return {
    kind: "subscriber.confirm",
    record: { kind: "subscriber", id },
    recipient: email,
    subject: `Confirm your subscription to ${settings.siteName} news`,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(tokens.unsubscribe, settings)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    body: [
      "Hello,",
      "",
      `Someone, hopefully you, asked to receive the ${settings.siteName} newsletter at this address:`,
      "one short e-mail a month about what we shipped and what we learned, and nothing else.",
      "",
      "To confirm, open this page and press Confirm:",
      confirmPageUrl(tokens.confirm, settings),
      "",
      "If you did not ask for it, ignore this e-mail: without confirmation the address is",
      `deleted after ${settings.retention.pendingSubscriberDays} days. To remove it now:`,
      unsubscribePageUrl(tokens.unsubscribe, settings),
      "",
      signature(settings),
    ].join("\n"),
  };
}
