/**
 * E-mails to staff about their own accounts: an invitation to the workspace and a password
 * reset. Both carry a one-time link to /admin/reset-password, where a password is chosen:
 * stored as a placeholder and a sealed token, put in at send time (./one-time-link.ts).
 */
import type { OutgoingMail } from "./outbox";
import { ONE_TIME_LINK } from "./one-time-link";
import type { Settings } from "../settings";

/**
 * A mail about the account `user` carrying its one-time link: `before` are the lines above
 * the link, `after` the ones below it, with an empty line between the link and `after`.
 */
function staffMail(
  kind: string,
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
      "Someone asked to reset the password of your workspace account. To choose a new one,",
      "open this link within the next hour (it works once):",
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
