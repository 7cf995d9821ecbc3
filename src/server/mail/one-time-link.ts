/**
 * One-time password links in stored mail (docs/decisions/0048-staff-secrets.md). The outbox
 * keeps the body with a placeholder and the link's token encrypted with AUTH_SECRET
 * (better-auth's symmetric encryption, the one it keeps two-factor secrets with); the worker
 * puts the link in when it sends, and the encrypted token is cleared once the message is
 * sent or failed for good. So no body, export or backup holds a usable link.
 */
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { resolveAuthSecret } from "../auth/secret";
import type { Settings } from "../settings";

/** Where the link stands in a stored body. */
export const ONE_TIME_LINK = "[one-time link, put in when this e-mail is sent]";

/** What stands there when the token is gone (a failed message retried by hand). */
export const LINK_GONE =
  "(This link is no longer available. Ask for a new one at the workspace's \u201cForgot password\u201d page.)";

const key = (settings: Settings) => `${resolveAuthSecret(settings)}:one-time-link`;

export function passwordLink(token: string, settings: Pick<Settings, "siteUrl">): string {
  return `${settings.siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

export function sealLink(settings: Settings, token: string): Promise<string> {
  return symmetricEncrypt({ key: key(settings), data: token });
}

/** The body as it is sent: the placeholder replaced by the link, or by LINK_GONE. */
export async function bodyWithLink(
  body: string,
  sealed: string | null,
  settings: Settings,
): Promise<string> {
  if (!body.includes(ONE_TIME_LINK)) return body;
  let link = LINK_GONE;
  if (sealed) {
    try {
      link = passwordLink(await symmetricDecrypt({ key: key(settings), data: sealed }), settings);
    } catch {
      // Sealed under another AUTH_SECRET: the link could not work anyway.
    }
  }
  return body.replaceAll(ONE_TIME_LINK, link);
}
