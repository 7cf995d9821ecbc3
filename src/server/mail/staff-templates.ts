/**
 * E-mails staff send or receive by hand. To staff about their own accounts: an invitation to
 * the workspace and a password reset, both with a one-time link to /admin/reset-password, where
 * a password is chosen: stored as a placeholder and a sealed token, put in at send time
 * (./one-time-link.ts). To an applicant: the rejection e-mail a recruiter reviews and sends.
 */
import type { MailKind } from "@/lib/workspace/labels";
import type { OutgoingMail } from "./outbox";
import { ONE_TIME_LINK } from "./one-time-link";
import { oneLine, teamAddresses } from "./templates";
import type { Settings } from "../settings";

/**
 * A mail about the account `user` carrying its one-time link: `before` are the lines above
 * the link, `after` the ones below it, with an empty line between the link and `after`.
 */
function staffMail(
  kind: MailKind,
  user: { id: string; email: string },
  sealedLink: string,
  subject: string,
  before: string[],
  after: string[],
): OutgoingMail {
  return {
    kind,
    sealedLink,
    record: { kind: "staff", id: user.id },
    recipient: user.email,
    subject,
    body: [...before, ONE_TIME_LINK, "", ...after].join("\n"),
  };
}

export function passwordResetMail(
  user: { id: string; email: string },
  sealedLink: string,
  settings: Settings,
): OutgoingMail {
  return staffMail(
    "staff.reset",
    user,
    sealedLink,
    `Reset your ${settings.siteName} workspace password`,
    [
      "Hello,",
      "",
      "Someone asked to reset the password of your workspace account. To choose a new one, open this link within the next hour (it works once):",
    ],
    ["If it was not you, ignore this e-mail: your password stays as it is."],
  );
}

export function invitationMail(
  user: { id: string; email: string; name: string },
  role: string,
  invitedBy: string,
  sealedLink: string,
  settings: Settings,
): OutgoingMail {
  return staffMail(
    "staff.invite",
    user,
    sealedLink,
    `You are invited to the ${settings.siteName} workspace`,
    [
      `Hello ${user.name},`,
      "",
      `${invitedBy} invited you to the ${settings.siteName} workspace with the role "${role}".`,
      "Choose your password with this link within 72 hours (it works once):",
    ],
    [`Afterwards, sign in at ${settings.siteUrl}/admin`],
  );
}

// ------------------------------------------------------------------------------------
// Mail staff send to applicants by hand (issue 38)

/** A mail's wording: as stored in `mail_templates`, or as a recruiter edited it. */
export interface MailTemplate {
  subject: string;
  body: string;
}

/** The `mail_templates` key of the rejection e-mail. */
export const REJECTION_TEMPLATE_KEY = "application.rejection";

/** The placeholders a template may hold, filled for each applicant. */
export const TEMPLATE_PLACEHOLDERS = ["{firstName}", "{position}"] as const;

/**
 * The rejection e-mail's wording until a recruiter saves their own: one line per paragraph
 * (the applicant's mail program wraps it to their screen, and the recruiter edits whole
 * sentences), a line of its own for the greeting and each line of the sign-off.
 */
export function defaultRejectionTemplate(settings: Pick<Settings, "siteName">): MailTemplate {
  return {
    subject: `Your application to ${settings.siteName}`,
    body: [
      "Dear {firstName},",
      "",
      "Thank you for your interest in {position} and for the time you gave to your application.",
      "",
      "We have read it carefully and decided not to take it further. We know this is not the news you hoped for, and we are grateful that you thought of us.",
      "",
      "We wish you every success.",
      "",
      "Kind regards,",
      `The recruiting team at ${settings.siteName}`,
    ].join("\n"),
  };
}

/**
 * What `{position}` becomes: the position applied to, or the open application of /JoinUs.
 * Both read right after "your interest in" or "your application for".
 */
export function positionWording(positionTitle: string | null): string {
  const title = positionTitle ? oneLine(positionTitle, 120) : "";
  return title ? `the ${title} position` : "our open application";
}

/** The template with this applicant's first name and position put in. */
export function fillRejectionTemplate(
  template: MailTemplate,
  applicant: { firstName: string; positionTitle: string | null },
): MailTemplate {
  const values: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string> = {
    "{firstName}": oneLine(applicant.firstName, 100),
    "{position}": positionWording(applicant.positionTitle),
  };
  // One pass, so a name that happens to read "{position}" is not filled in turn.
  const fill = (text: string) =>
    text.replace(/\{firstName\}|\{position\}/g, (key) => values[key as keyof typeof values]);
  return { subject: oneLine(fill(template.subject), 200), body: fill(template.body) };
}

/**
 * The rejection e-mail as the recruiter sent it, to the applicant alone. Replies go to the
 * recruiting team's address rather than the site's no-reply sender.
 */
export function rejectionMail(
  applicationId: string,
  recipient: string,
  mail: MailTemplate,
  settings: Pick<Settings, "notifyToApplications">,
): OutgoingMail {
  const [team] = teamAddresses(settings.notifyToApplications);
  return {
    kind: "application.rejection",
    record: { kind: "application", id: applicationId },
    recipient,
    subject: mail.subject,
    body: mail.body,
    ...(team ? { replyTo: team } : {}),
  };
}
