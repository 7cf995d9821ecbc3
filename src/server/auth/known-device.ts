/**
 * A browser an account has signed in from before (docs/decisions/0048-staff-secrets.md).
 * A full sign-in leaves a cookie that names the account by a keyed hash and carries a
 * random device id, both signed with AUTH_SECRET. Wrong passwords from such a browser count
 * against that device, not against the account, so strangers guessing at an account
 * cannot lock its owner out of the browser the owner uses every day.
 */
import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { keyedHash } from "../security/rate-limit";
import type { Settings } from "../settings";

export const KNOWN_DEVICE_COOKIE = "corvane-staff-device";
export const KNOWN_DEVICE_DAYS = 180;

function signature(settings: Settings, email: string, device: string): string {
  return keyedHash(settings, `known-device:${email}:${device}`);
}

/** A new cookie value for `email` on this browser. */
export function knownDeviceValue(settings: Settings, email: string): string {
  const device = randomBytes(16).toString("base64url");
  return `${device}.${signature(settings, email, device)}`;
}

/** The cookie's device id when it was made for `email` and is intact; otherwise null. */
export function knownDevice(
  settings: Settings,
  email: string,
  value: string | undefined,
): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([0-9a-f]{32})$/.exec(value ?? "");
  if (!match) return null;
  const [, device, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(settings, email, device));
  return timingSafeEqual(Buffer.from(given), expected) ? device : null;
}

export function knownDeviceCookie(settings: Settings, email: string) {
  return {
    name: KNOWN_DEVICE_COOKIE,
    value: knownDeviceValue(settings, email),
    httpOnly: true,
    sameSite: "lax" as const,
    secure: settings.siteUrl.startsWith("https://"),
    path: "/admin",
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  };
}
