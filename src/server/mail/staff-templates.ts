/**
 * E-mails to staff about their own accounts: an invitation to the workspace and a password
 * reset. Both carry a one-time link to /admin/reset-password, where a password is chosen:
 * stored as a placeholder and a sealed token, put in at send time (./one-time-link.ts).
 */
import type { OutgoingMail } from "./outbox";
import { ONE_TIME_LINK } from "./one-time-link";
import type { Settings } from "../settings";

export function passwordResetMail(
  user: { id: string; email: string },
  sealedLink: string,
  settings: Settings,
): OutgoingMail {
  return {
    kind: "staff.reset",
    sealedLink,
    record: { kind: "staff", id: user.id },
    recipient: user.email,
    subject: `Reset your ${settings.siteName} workspace password`,
    body: [
      "Hello,",
      "",
      "Someone asked to reset the password of your workspace account. To choose a new one,",
      "open this link within the next hour (it works once):",
      ONE_TIME_LINK,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

export function invitationMail(
  user: { id: string; email: string; name: string },
  role: string,
  invitedBy: string,
  sealedLink: string,
  settings: Settings,
): OutgoingMail {
  return {
    kind: "staff.invite",
    sealedLink,
    record: { kind: "staff", id: user.id },
    recipient: user.email,
    subject: `You are invited to the ${settings.siteName} workspace`,
    body: [
      `Hello ${user.name},`,
      "",
      `${invitedBy} invited you to the ${settings.siteName} workspace with the role "${role}".`,
      "Choose your password with this link within 72 hours (it works once):",
      ONE_TIME_LINK,
      "",
      `Afterwards, sign in at ${settings.siteUrl}/admin`,
    ].join("\n"),
  };
}
